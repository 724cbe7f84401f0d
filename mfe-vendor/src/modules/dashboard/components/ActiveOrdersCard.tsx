import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { OrdersMiniTable, SectionCard, VendorActiveOrdersDocument } from 'mfe-shared';

/** The vendor's five newest active orders (not Completed or Cancelled), each linking to its detail screen. */
export function ActiveOrdersCard() {
  const { data, loading, error, refetch } = useQuery(VendorActiveOrdersDocument);
  const orders = data?.orders.nodes ?? [];
  const handleRetry = () => void refetch();
  return (
    <SectionCard
      id="vendor-active-orders"
      title="Active Orders"
      action={<Link to="/vendor/orders">View All</Link>}
      loading={!data && loading}
      error={error}
      onRetry={handleRetry}
      empty={orders.length === 0}
      emptyTitle="No orders found"
      emptyText="Orders your buyers place with you appear here while they are in progress."
      skeletonRows={5}
    >
      <OrdersMiniTable caption="Active Orders" orders={orders} parties={['buyer']} />
    </SectionCard>
  );
}
