import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { AdminRecentOrdersDocument, OrdersMiniTable, SectionCard } from 'mfe-shared';

/** The five newest orders of the portal, each linking to its detail screen. */
export function RecentOrdersCard() {
  const { data, loading, error, refetch } = useQuery(AdminRecentOrdersDocument);
  const orders = data?.orders.nodes ?? [];
  const handleRetry = () => void refetch();
  return (
    <SectionCard
      id="admin-recent-orders"
      title="Recent Orders"
      action={<Link to="/orders">View All</Link>}
      loading={!data && loading}
      error={error}
      onRetry={handleRetry}
      empty={orders.length === 0}
      emptyTitle="No orders found"
      emptyText="Orders buyers place appear here."
      skeletonRows={5}
    >
      <OrdersMiniTable caption="Recent Orders" orders={orders} parties={['buyer', 'vendor']} />
    </SectionCard>
  );
}
