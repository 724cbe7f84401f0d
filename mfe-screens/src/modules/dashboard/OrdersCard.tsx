import { useQuery } from '@apollo/client/react';
import type { TypedDocumentNode } from '@apollo/client';
import { Link } from 'react-router-dom';
import { SectionCard } from 'mfe-shared';
import { type MiniOrder, OrdersMiniTable, OrdersMiniTablePlaceholder, type OrdersMiniTableProps } from './OrdersMiniTable';

/** The dashboards ask for five orders of a kind (each role's RecentOrders query). */
const ROWS = 5;

export type OrdersCardProps = {
  id: string;
  title: string;
  /** The role's query of its five orders (newest, or active). */
  query: TypedDocumentNode<{ orders: { nodes: MiniOrder[] } }, Record<string, never>>;
  viewAllPath: string;
  emptyText: string;
  parties: OrdersMiniTableProps['parties'];
};

/** A dashboard's five orders of one kind, each linking to its detail screen, and View All. */
export function OrdersCard({ id, title, query, viewAllPath, emptyText, parties }: OrdersCardProps) {
  const { data, loading, error, refetch } = useQuery(query);
  const orders = data?.orders.nodes ?? [];
  const handleRetry = () => void refetch();
  return (
    <SectionCard
      id={id}
      title={title}
      action={<Link to={viewAllPath}>View All</Link>}
      loading={!data && loading}
      error={error}
      onRetry={handleRetry}
      empty={orders.length === 0}
      emptyTitle="No orders found"
      emptyText={emptyText}
      placeholder={<OrdersMiniTablePlaceholder caption={title} parties={parties} rows={ROWS} />}
    >
      <OrdersMiniTable caption={title} orders={orders} parties={parties} />
    </SectionCard>
  );
}
