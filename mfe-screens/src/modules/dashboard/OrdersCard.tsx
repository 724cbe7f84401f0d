import { useQuery } from '@apollo/client/react';
import { OrdersCardFrame, type OrdersCardProps } from './OrdersCardFrame';

export type { OrdersCardProps };

/** A dashboard's five orders of one kind, each linking to its detail screen, and View All. */
export function OrdersCard({ query, ...props }: OrdersCardProps) {
  const { data, loading, error, refetch } = useQuery(query);
  const handleRetry = () => void refetch();
  return (
    <OrdersCardFrame
      {...props}
      orders={data?.orders.nodes ?? []}
      loading={!data && loading}
      error={error}
      onRetry={handleRetry}
    />
  );
}
