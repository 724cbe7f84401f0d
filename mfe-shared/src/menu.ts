import type { Role } from './session/SessionContext';

export type MenuItem = { label: string; path: string; badge?: 'messages' };

/** The side menu of SPEC.md 2.5 as DECISIONS.md 3 reads it: the prefix comes from the role. */
export function menuFor(role: Role): MenuItem[] {
  const prefix = `/${role}`;
  const items: (MenuItem & { roles: Role[] })[] = [
    { label: 'Dashboard', path: `${prefix}/dashboard`, roles: ['buyer', 'vendor', 'admin'] },
    { label: 'Orders', path: '/orders', roles: ['buyer', 'vendor', 'admin'] },
    { label: 'Products', path: `${prefix}/products`, roles: ['buyer', 'vendor', 'admin'] },
    { label: 'Vendors', path: `${prefix}/vendors`, roles: ['buyer', 'admin'] },
    { label: 'Messages', path: `${prefix}/messages`, roles: ['buyer', 'vendor', 'admin'], badge: 'messages' },
    { label: 'Timeline', path: '/timeline', roles: ['buyer', 'vendor'] },
    { label: 'Inventory', path: `${prefix}/inventory`, roles: ['buyer'] },
    { label: 'Analytics', path: `${prefix}/analytics`, roles: ['buyer', 'vendor', 'admin'] },
    { label: 'Specifications', path: '/specifications', roles: ['buyer', 'vendor'] },
    { label: 'User Management', path: `${prefix}/users`, roles: ['admin'] },
    { label: 'System Settings', path: `${prefix}/settings`, roles: ['admin'] },
    { label: 'Vendor-Buyer Connections', path: `${prefix}/associations`, roles: ['admin'] },
    { label: 'Milestone Templates', path: `${prefix}/milestones`, roles: ['admin'] },
  ];
  return items.filter((item) => item.roles.includes(role)).map(({ roles: _roles, ...item }) => item);
}

export const dashboardPath = (role: Role) => `/${role}/dashboard`;
export const roleLabel = (role: Role) => ({ buyer: 'Buyer', vendor: 'Vendor', admin: 'Admin' })[role];
