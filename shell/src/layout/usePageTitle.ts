import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { menuFor, type Role } from 'mfe-shared';

/** Titles of screens that have no side-menu item of their own (SPEC.md 2.1, DECISIONS.md 1). */
const OTHER_TITLES: [pattern: string, title: string][] = [
  ['/orders/new', 'New Order'],
  ['/orders/:id', 'Order Details'],
  ['/orders/:id/inspections/:inspectionId', 'Inspection Report'],
  ['/specifications/new', 'New Specification'],
  ['/specifications/:id', 'Specification Details'],
  ['/products/:id', 'Product Details'],
  ['/profile', 'Profile & API'],
  // Shared screens outside a role's menu (an admin opens them from links).
  ['/orders', 'Orders'],
  ['/timeline', 'Timeline'],
  ['/specifications', 'Specifications'],
  ['/:role/update-order', 'Update Order'],
  ['/:role/orders', 'Orders'],
  ['/:role/timeline', 'Timeline'],
  ['/:role/specifications', 'Specifications'],
  ['/:role/products/new', 'New Product'],
  ['/admin/users/new', 'Add New User'],
  ['/admin/users/edit/:id', 'Edit User'],
  ['/admin/products/view/:id', 'Product Details'],
  ['/admin/products/edit/:id', 'Edit Product'],
  ['/admin/products/specs/:id', 'Product Specifications'],
];

/** The page title of a path: the side-menu item it is under, else a known screen's title. */
export function pageTitleOf(role: Role, pathname: string): string {
  const item = menuFor(role)
    .filter((entry) => pathname === entry.path || pathname.startsWith(`${entry.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
  const exact = OTHER_TITLES.find(([pattern]) => matchPath(pattern, pathname));
  // A deeper screen (e.g. /admin/users/new) names itself; a menu item names its own path.
  if (exact && (!item || item.path !== pathname)) return exact[1];
  return item?.label ?? 'Dashboard';
}

/** The current page's title for the header, also written to the browser tab. */
export function usePageTitle(role: Role, productName: string): string {
  const { pathname } = useLocation();
  const title = pageTitleOf(role, pathname);
  useEffect(() => {
    document.title = `${title} · ${productName}`;
  }, [title, productName]);
  return title;
}
