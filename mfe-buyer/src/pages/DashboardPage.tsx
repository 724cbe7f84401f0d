import { lazyQueryComponent, PageHeading } from 'mfe-shared';
import { BuyerRecentOrdersDocument } from 'mfe-shared/operations';
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

// Its title names the product (a setting, read with the GraphQL client): 'Dashboard' until then.
const DashboardHeader = lazyQueryComponent(
  () => import(/* webpackChunkName: "dashboard-live" */ '../modules/dashboard/components/DashboardHeader').then((m) => m.DashboardHeader),
  <PageHeading title="Dashboard" />,
);

const QUICK_ACTIONS = [
  { label: 'Create Order', to: '/orders/new' },
  { label: 'View Products', to: '/buyer/products' },
  { label: 'View Timeline', to: '/timeline' },
  { label: 'View Specifications', to: '/specifications' },
];

const productPath = (id: number) => `/products/${id}`;

/** /buyer/dashboard: every figure and list comes from the server (DECISIONS.md 1). */
export function DashboardPage() {
  return (
    <StyledDashboard>
      <DashboardHeader />
      <StatCards analyticsPath="/buyer/analytics" />
      <QuickActionsCard id="buyer-quick-actions-title" title="Quick Actions" actions={QUICK_ACTIONS} />
      <OrdersCard
        id="buyer-recent-orders"
        title="Recent Orders"
        query={BuyerRecentOrdersDocument}
        viewAllPath="/buyer/orders"
        emptyText="When you place orders, they will appear here."
        parties={['vendor']}
      />
      <StyledDashboardColumns>
        <StyledDashboardColumn>
          <ProductionTimelineCard
            id="buyer-production-timeline"
            emptyText="Orders you place appear here while they are in production."
          />
          <DashboardProductsCard
            id="buyer-product-catalog"
            title="Product Catalog"
            viewAllPath="/buyer/products"
            productPath={productPath}
            showVendor
            emptyText="Products of the vendors you are connected with appear here."
          />
        </StyledDashboardColumn>
        <RecentMessagesCard role="buyer" emptyText="Messages from your vendors appear here." />
      </StyledDashboardColumns>
    </StyledDashboard>
  );
}
