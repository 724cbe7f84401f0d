import { lazyQueryComponent } from 'mfe-shared';
import { AdminRecentOrdersDocument } from 'mfe-shared/operations';
import {
  DashboardProductsCard,
  OrdersCard,
  ProductionTimelineCard,
  QuickActionsCard,
  RecentMessagesCard,
  StatCards,
  StyledDashboard,
  StyledDashboardColumn,
  StyledDashboardColumns,
} from 'mfe_screens/dashboard';
import { SystemStatusPlaceholder } from '../modules/dashboard/components/SystemStatusFrame';

// Live figures from the server: drawn loading, at its size, until its code and the GraphQL client are here.
const SystemStatusCard = lazyQueryComponent(
  () => import(/* webpackChunkName: "dashboard-live" */ '../modules/dashboard/components/SystemStatusCard').then((m) => m.SystemStatusCard),
  <SystemStatusPlaceholder />,
);

/** The admin's four shortcut buttons (SPEC.md 2.8). */
const SHORTCUTS = [
  { label: 'User Management', to: '/admin/users' },
  { label: 'Product Management', to: '/admin/products' },
  { label: 'Vendor-Buyer Connections', to: '/admin/associations' },
  { label: 'System Settings', to: '/admin/settings' },
];

const productPath = (id: number) => `/admin/products/view/${id}`;

/**
 * /admin/dashboard: the portal's figures, shortcuts, newest orders, products and messages, the
 * orders in production and live status. The title ('Admin Dashboard') and the System Settings
 * action are the shell's header.
 */
export function DashboardPage() {
  return (
    <StyledDashboard>
      <StatCards analyticsPath="/admin/analytics" />
      <QuickActionsCard id="admin-shortcuts-title" title="Administration" actions={SHORTCUTS} />
      <StyledDashboardColumns>
        <StyledDashboardColumn>
          <OrdersCard
            id="admin-recent-orders"
            title="Recent Orders"
            query={AdminRecentOrdersDocument}
            viewAllPath="/orders"
            emptyText="Orders buyers place appear here."
            parties={['buyer', 'vendor']}
          />
          <ProductionTimelineCard
            id="admin-production-timeline"
            emptyText="Orders appear here while they are in production."
          />
          <DashboardProductsCard
            id="admin-products"
            title="Products"
            viewAllPath="/admin/products"
            productPath={productPath}
            showVendor
            emptyText="Products vendors add appear here."
          />
        </StyledDashboardColumn>
        <StyledDashboardColumn>
          <SystemStatusCard />
          <RecentMessagesCard role="admin" emptyText="Messages sent to you appear here." />
        </StyledDashboardColumn>
      </StyledDashboardColumns>
    </StyledDashboard>
  );
}
