import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  formatSpecDate,
  type ScheduleHealth,
  SortableTable,
  StatusBadge,
  type TableColumn,
  TruncatedText,
} from 'mfe-shared';
import { ScheduleBadge } from '../orders/components/ScheduleBadge';
import { orderStatusLabel } from '../orders/utils/orderStatus';

type Party = { name: string; company?: string | null };

export type MiniOrder = {
  id: number;
  orderCode: string;
  quantity: number;
  status: string;
  /** Late or At Risk shows beside the status. */
  schedule?: ScheduleHealth | null;
  dueDate: string;
  product: { name: string; sku: string };
  buyer?: Party | null;
  vendor?: Party | null;
};

export type OrdersMiniTableProps = {
  orders: MiniOrder[];
  /** Which parties get a column: the other side for buyers and vendors, both for admins. */
  parties: ('buyer' | 'vendor')[];
  /** Names the table for assistive technology (the card's title). */
  caption: string;
};

const StyledMuted = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.muted};
`;

const StyledBadges = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const PARTY_HEADER = { buyer: 'Buyer', vendor: 'Vendor' } as const;

const partyName = (party?: Party | null) => party?.company ?? party?.name ?? '';

/**
 * The dashboards' short order table: each order links to its detail screen. In a narrow card the
 * quantity, then the parties give way (the kit's column priorities).
 */
export function OrdersMiniTable({ orders, parties, caption }: OrdersMiniTableProps) {
  const columns: TableColumn<MiniOrder>[] = [
    {
      key: 'order',
      header: 'Order',
      nowrap: true,
      render: (order) => <Link to={`/orders/${order.orderCode}`}>{order.orderCode}</Link>,
    },
    {
      key: 'product',
      header: 'Product',
      render: (order) => (
        <>
          <TruncatedText text={order.product.name} />
          <StyledMuted>{order.product.sku}</StyledMuted>
        </>
      ),
    },
    {
      key: 'quantity',
      header: 'Quantity',
      priority: 'low',
      render: (order) => order.quantity.toLocaleString(),
    },
    ...parties.map((party): TableColumn<MiniOrder> => ({
      key: party,
      header: PARTY_HEADER[party],
      priority: 'medium',
      truncate: (order) => partyName(order[party]),
      render: (order) => partyName(order[party]),
    })),
    {
      key: 'status',
      header: 'Status',
      render: (order) => (
        <StyledBadges>
          <StatusBadge status={orderStatusLabel(order.status)} />
          <ScheduleBadge schedule={order.schedule} />
        </StyledBadges>
      ),
    },
    {
      key: 'dueDate',
      header: 'Due Date',
      nowrap: true,
      render: (order) => formatSpecDate(order.dueDate),
    },
  ];
  return (
    <SortableTable
      columns={columns}
      rows={orders}
      rowKey={(order) => order.id}
      caption={caption}
      hideCaption
    />
  );
}
