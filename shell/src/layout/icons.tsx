import type { ReactNode } from 'react';

export type IconName =
  | 'home'
  | 'dashboard'
  | 'analytics'
  | 'orders'
  | 'products'
  | 'vendors'
  | 'messages'
  | 'timeline'
  | 'inventory'
  | 'specifications'
  | 'users'
  | 'settings'
  | 'connections'
  | 'menu'
  | 'close'
  | 'bell'
  | 'search'
  | 'logout'
  | 'plus';

const PATHS: Record<IconName, ReactNode> = {
  home: <path d="M3 11 12 4l9 7M5 10v10h5v-6h4v6h5V10" />,
  dashboard: (
    <>
      <rect x="3" y="3" width="7" height="9" rx="1" />
      <rect x="14" y="3" width="7" height="5" rx="1" />
      <rect x="14" y="12" width="7" height="9" rx="1" />
      <rect x="3" y="16" width="7" height="5" rx="1" />
    </>
  ),
  analytics: <path d="M4 20h16M7 16v-5M12 16V6M17 16v-8" />,
  orders: <path d="M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3" />,
  products: <path d="M8 3 4 6v4h3v11h10V10h3V6l-4-3-2 2h-4z" />,
  vendors: <path d="M3 21V9l6 4V9l6 4V5h6v16zM7 17h2M12 17h2M17 17h2" />,
  messages: <path d="M4 5h16v11H8l-4 4z" />,
  timeline: <path d="M12 7v5l3 3M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z" />,
  inventory: <path d="M3 7 12 3l9 4v10l-9 4-9-4zM3 7l9 4 9-4M12 11v10" />,
  specifications: <path d="M7 3h7l5 5v13H7zM14 3v5h5M10 13h6M10 17h6" />,
  users: <path d="M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21c0-4 3-6 7-6s7 2 7 6M16 3a4 4 0 0 1 0 8M22 21c0-3-2-5-4-6" />,
  settings: (
    <>
      <circle cx="12" cy="12" r="3" />
      <path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1" />
    </>
  ),
  connections: <path d="M9 15 15 9M7 13l-2 2a3 3 0 0 0 4 4l2-2M17 11l2-2a3 3 0 0 0-4-4l-2 2" />,
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  close: <path d="M6 6l12 12M18 6 6 18" />,
  bell: <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 21h4" />,
  search: <path d="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM16 16l5 5" />,
  logout: <path d="M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10" />,
  plus: <path d="M12 5v14M5 12h14" />,
};

export type IconProps = { name: IconName };

/** A decorative line icon sized by the surrounding font size; the control carries the label. */
export function Icon({ name }: IconProps) {
  return (
    <svg
      width="1.25em"
      height="1.25em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[name]}
    </svg>
  );
}

/** The icon of a side-menu item, by its label. */
export function menuIconOf(label: string): IconName {
  const byLabel: Record<string, IconName> = {
    Dashboard: 'dashboard',
    Analytics: 'analytics',
    Orders: 'orders',
    Products: 'products',
    Vendors: 'vendors',
    Messages: 'messages',
    Timeline: 'timeline',
    Inventory: 'inventory',
    Specifications: 'specifications',
    'User Management': 'users',
    'System Settings': 'settings',
    'Vendor-Buyer Connections': 'connections',
    'Milestone Templates': 'timeline',
  };
  return byLabel[label] ?? 'dashboard';
}
