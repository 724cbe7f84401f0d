import { PageHeading, useSession } from 'mfe-shared';
import { VendorActiveOrdersDocument } from 'mfe-shared/operations';
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

/** The vendor's four quick buttons (SPEC.md 2.7). */
const QUICK_ACTIONS = [
  { label: 'Update Order', to: '/vendor/update-order' },
  { label: 'Add Product', to: '/vendor/products/new' },
  { label: 'Messages', to: '/vendor/messages' },
  { label: 'Specifications', to: '/vendor/specifications' },
];

const productPath = (id: number) => `/products/${id}`;

/** /vendor/dashboard: the vendor's figures, active orders, products and messages, all from the server. */
export function DashboardPage() {
  const { user } = useSession();
  return (
    <StyledDashboard>
      <PageHeading title={user?.company ? `${user.company} Dashboard` : 'Dashboard'} />
      <StatCards analyticsPath="/vendor/analytics" />
      <QuickActionsCard id="vendor-quick-actions-title" title="Quick Actions" actions={QUICK_ACTIONS} />
      <StyledDashboardColumns>
        <StyledDashboardColumn>
          {/* The five newest active orders (not Completed or Cancelled). */}
          <OrdersCard
            id="vendor-active-orders"
            title="Active Orders"
            query={VendorActiveOrdersDocument}
            viewAllPath="/vendor/orders"
            emptyText="Orders your buyers place with you appear here while they are in progress."
            parties={['buyer']}
          />
          <ProductionTimelineCard
            id="vendor-production-timeline"
            emptyText="Orders your buyers place appear here while they are in production."
          />
        </StyledDashboardColumn>
        <RecentMessagesCard role="vendor" emptyText="Messages from your buyers appear here." />
      </StyledDashboardColumns>
      <DashboardProductsCard
        id="vendor-my-products"
        title="My Products"
        viewAllPath="/vendor/products"
        productPath={productPath}
        showVendor={false}
        emptyText="Add your first product to show it to your buyers."
      />
    </StyledDashboard>
  );
}
