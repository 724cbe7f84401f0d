import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { BuyerRecentOrdersDocument, OrdersMiniTable, SectionCard } from 'mfe-shared';

/** The buyer's five newest orders, each linking to its detail screen. */
export function RecentOrdersCard() {
  const { data, loading, error, refetch } = useQuery(BuyerRecentOrdersDocument);
  const orders = data?.orders.nodes ?? [];
  const handleRetry = () => void refetch();
  return (
    <SectionCard
      id="buyer-recent-orders"
      title="Recent Orders"
      action={<Link to="/buyer/orders">View All</Link>}
      loading={!data && loading}
      error={error}
      onRetry={handleRetry}
      empty={orders.length === 0}
      emptyTitle="No orders found"
      emptyText="When you place orders, they will appear here."
      skeletonRows={5}
    >
      <OrdersMiniTable caption="Recent Orders" orders={orders} parties={['vendor']} />
    </SectionCard>
  );
}
