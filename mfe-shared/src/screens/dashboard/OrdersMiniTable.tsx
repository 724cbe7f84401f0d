import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatSpecDate } from '../../format';
import { StatusBadge } from '../../kit';
import { ScheduleBadge } from '../orders/components/ScheduleBadge';
import { orderStatusLabel } from '../orders/utils/orderStatus';
import type { ScheduleHealth } from '../../generated/operations';

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
};

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};

  th,
  td {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
    vertical-align: middle;
  }

  td:first-child {
    white-space: nowrap;
  }

  th {
    color: ${({ theme }) => theme.color.muted};
    font-weight: 600;
  }

  tbody tr:last-child td {
    border-bottom: none;
  }
`;

const StyledScroll = styled.div`
  overflow-x: auto;
`;

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

/** The dashboards' short order table: each order links to its detail screen. */
export function OrdersMiniTable({ orders, parties }: OrdersMiniTableProps) {
  return (
    <StyledScroll>
      <StyledTable>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Product</th>
            <th scope="col">Quantity</th>
            {parties.map((party) => (
              <th key={party} scope="col">
                {PARTY_HEADER[party]}
              </th>
            ))}
            <th scope="col">Status</th>
            <th scope="col">Due Date</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <td>
                <Link to={`/orders/${order.orderCode}`}>{order.orderCode}</Link>
              </td>
              <td>
                {order.product.name}
                <StyledMuted>{order.product.sku}</StyledMuted>
              </td>
              <td>{order.quantity.toLocaleString()}</td>
              {parties.map((party) => (
                <td key={party}>{order[party]?.company ?? order[party]?.name}</td>
              ))}
              <td>
                <StyledBadges>
                  <StatusBadge status={orderStatusLabel(order.status)} />
                  <ScheduleBadge schedule={order.schedule} />
                </StyledBadges>
              </td>
              <td>{formatSpecDate(order.dueDate)}</td>
            </tr>
          ))}
        </tbody>
      </StyledTable>
    </StyledScroll>
  );
}
