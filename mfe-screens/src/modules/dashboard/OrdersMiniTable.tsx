import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatCount, formatSpecDate, type ScheduleHealth, Skeleton, SortableTable, StatusBadge, type TableColumn, TruncatedText } from 'mfe-shared';
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

type Column = TableColumn<MiniOrder> & { placeholder: ReactNode };

/** One line of text's placeholder (a cell's line height, so a placeholder row is a real row's height). */
const line = (width: string) => <Skeleton $width={width} $height="1lh" />;

function orderColumns(parties: OrdersMiniTableProps['parties']): Column[] {
  return [
    {
      key: 'order',
      header: 'Order',
      nowrap: true,
      render: (order) => <Link to={`/orders/${order.orderCode}`}>{order.orderCode}</Link>,
      placeholder: line('13ch'),
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
      placeholder: (
        <>
          {line('16ch')}
          {line('8ch')}
        </>
      ),
    },
    {
      key: 'quantity',
      header: 'Quantity',
      priority: 'low',
      render: (order) => formatCount(order.quantity),
      placeholder: line('4ch'),
    },
    ...parties.map((party): Column => ({
      key: party,
      header: PARTY_HEADER[party],
      priority: 'medium',
      truncate: (order) => partyName(order[party]),
      render: (order) => partyName(order[party]),
      placeholder: line('12ch'),
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
      // An empty pill: a badge's own height.
      placeholder: <StatusBadge status="" label={'\u2007'.repeat(9)} />,
    },
    {
      key: 'dueDate',
      header: 'Due Date',
      nowrap: true,
      render: (order) => formatSpecDate(order.dueDate),
      placeholder: line('11ch'),
    },
  ];
}

/**
 * The dashboards' short order table: each order links to its detail screen. In a narrow card the
 * quantity, then the parties give way (the kit's column priorities).
 */
export function OrdersMiniTable({ orders, parties, caption }: OrdersMiniTableProps) {
  return (
    <SortableTable
      columns={orderColumns(parties)}
      rows={orders}
      rowKey={(order) => order.id}
      caption={caption}
      hideCaption
    />
  );
}

/**
 * The table while its orders load: the same columns and `rows` rows of placeholders, each the
 * height of a real row, in the table's own layout (a row a card in a narrow box), so the card
 * keeps its size when the orders arrive (issue 22). Hidden from assistive technology: the card
 * says it is loading.
 */
export function OrdersMiniTablePlaceholder({ parties, caption, rows }: Omit<OrdersMiniTableProps, 'orders'> & { rows: number }) {
  const columns = orderColumns(parties).map(({ truncate: _truncate, ...column }) => ({ ...column, render: () => column.placeholder }));
  const placeholders = Array.from({ length: rows }, (_, index) => ({ id: -1 - index }) as MiniOrder);
  return (
    <div aria-hidden="true">
      <SortableTable columns={columns} rows={placeholders} rowKey={(order) => order.id} caption={caption} hideCaption />
    </div>
  );
}
