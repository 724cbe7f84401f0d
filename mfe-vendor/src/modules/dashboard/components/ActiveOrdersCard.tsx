import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { OrdersMiniTable, SectionCard, VendorActiveOrdersDocument } from 'mfe-shared';

/** Orders still in progress (not Completed or Cancelled). */
const isActive = (status: string) => status !== 'Completed' && status !== 'Cancelled';

/**
 * The vendor's five newest active orders, each linking to its detail screen. The orders query has
 * no 'active' filter, so the newest page is read and the finished orders are left out.
 */
export function ActiveOrdersCard() {
  const { data, loading, error, refetch } = useQuery(VendorActiveOrdersDocument);
  const orders = (data?.orders.nodes ?? []).filter((order) => isActive(order.status)).slice(0, 5);
  const handleRetry = () => void refetch();
  return (
    <SectionCard
      id="vendor-active-orders"
      title="Active Orders"
      action={<Link to="/vendor/orders">View All</Link>}
      loading={loading}
      error={error}
      onRetry={handleRetry}
      empty={orders.length === 0}
      emptyTitle="No orders found"
      emptyText="Orders your buyers place with you appear here while they are in progress."
      skeletonRows={5}
    >
      <OrdersMiniTable orders={orders} parties={['buyer']} />
    </SectionCard>
  );
}
