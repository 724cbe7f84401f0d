import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { BuyerRecentOrdersDocument, formatSpecDate, SectionCard, StatusBadge } from 'mfe-shared';
import { orderStatusLabel } from '../utils/labels';

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
      loading={loading}
      error={error}
      onRetry={handleRetry}
      empty={orders.length === 0}
      emptyTitle="No orders found"
      emptyText="When you place orders, they will appear here."
      skeletonRows={5}
    >
      <StyledScroll>
        <StyledTable>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Product</th>
              <th scope="col">Quantity</th>
              <th scope="col">Vendor</th>
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
                <td>{order.vendor.company ?? order.vendor.name}</td>
                <td>
                  <StatusBadge status={orderStatusLabel(order.status)} />
                </td>
                <td>{formatSpecDate(order.dueDate)}</td>
              </tr>
            ))}
          </tbody>
        </StyledTable>
      </StyledScroll>
    </SectionCard>
  );
}
