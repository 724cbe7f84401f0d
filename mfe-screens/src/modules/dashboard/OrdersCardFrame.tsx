import type { TypedDocumentNode } from '@apollo/client';
import { Link } from 'react-router-dom';
import { SectionCard } from 'mfe-shared';
import {
  type MiniOrder,
  OrdersMiniTable,
  OrdersMiniTablePlaceholder,
  type OrdersMiniTableProps,
} from './OrdersMiniTable';

/** The dashboards ask for five orders of a kind (each role's RecentOrders query). */
export const ROWS = 5;

export type OrdersCardProps = {
  id: string;
  title: string;
  /** The role's query of its five orders (newest, or active). */
  query: TypedDocumentNode<{ orders: { nodes: MiniOrder[] } }, Record<string, never>>;
  viewAllPath: string;
  emptyText: string;
  parties: OrdersMiniTableProps['parties'];
};

type OrdersCardFrameProps = Omit<OrdersCardProps, 'query'> & {
  orders: MiniOrder[];
  loading: boolean;
  error?: { message: string } | null;
  onRetry?: () => void;
};

/** The card of OrdersCard, without Apollo: it also draws the card while its code and the GraphQL client load. */
export function OrdersCardFrame({
  id,
  title,
  viewAllPath,
  emptyText,
  parties,
  orders,
  loading,
  error,
  onRetry,
}: OrdersCardFrameProps) {
  return (
    <SectionCard
      id={id}
      title={title}
      action={<Link to={viewAllPath}>View All</Link>}
      loading={loading}
      error={error}
      onRetry={onRetry}
      empty={orders.length === 0}
      emptyTitle="No orders found"
      emptyText={emptyText}
      placeholder={<OrdersMiniTablePlaceholder caption={title} parties={parties} rows={ROWS} />}
    >
      <OrdersMiniTable caption={title} orders={orders} parties={parties} />
    </SectionCard>
  );
}

/** What shows until OrdersCard's code and the GraphQL client are here: the card loading, at its size. */
export function OrdersCardPlaceholder({ query: _query, ...props }: OrdersCardProps) {
  return <OrdersCardFrame {...props} orders={[]} loading />;
}
