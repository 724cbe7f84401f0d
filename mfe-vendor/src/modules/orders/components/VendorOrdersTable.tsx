import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, EmptyState, formatCount, formatSpecDate, SortableTable, type TableColumn } from 'mfe-shared';
import { OrderStatusBadge, ScheduleBadge } from 'mfe_screens/orders';
import type { VendorOrder } from '../utils/tabs';

export type VendorOrdersTableProps = {
  orders: VendorOrder[];
  onView: (order: VendorOrder) => void;
  onUpdate: (order: VendorOrder) => void;
  filtered: boolean;
};

const StyledMuted = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.muted};
`;

const StyledActions = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.xs};
`;

/** The Manage Orders table with View and Update per row (SPEC.md 2.7). */
export function VendorOrdersTable({ orders, onView, onUpdate, filtered }: VendorOrdersTableProps) {
  const columns: TableColumn<VendorOrder>[] = [
    {
      key: 'orderCode',
      header: 'Order ID',
      sortable: true,
      render: (order) => <Link to={`/orders/${order.orderCode}`}>{order.orderCode}</Link>,
    },
    {
      key: 'product',
      header: 'Product',
      sortable: true,
      sortValue: (order) => order.product.name,
      render: (order) => (
        <>
          {order.product.name}
          <StyledMuted>SKU: {order.product.sku}</StyledMuted>
        </>
      ),
    },
    {
      key: 'buyer',
      header: 'Buyer',
      sortable: true,
      hideOnMobile: true,
      sortValue: (order) => order.buyer.company ?? order.buyer.name,
      render: (order) => order.buyer.company ?? order.buyer.name,
    },
    { key: 'quantity', header: 'Quantity', sortable: true, align: 'right', render: (order) => formatCount(order.quantity) },
    { key: 'status', header: 'Status', sortable: true, render: (order) => <OrderStatusBadge status={order.status} /> },
    { key: 'schedule', header: 'Schedule', render: (order) => <ScheduleBadge schedule={order.schedule} /> },
    { key: 'dueDate', header: 'Due Date', sortable: true, hideOnMobile: true, render: (order) => formatSpecDate(order.dueDate) },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (order) => (
        <StyledActions>
          <Button $variant="secondary" onClick={() => onView(order)} aria-label={`View ${order.orderCode}`}>
            View
          </Button>
          <Button onClick={() => onUpdate(order)} aria-label={`Update ${order.orderCode}`}>
            Update
          </Button>
        </StyledActions>
      ),
    },
  ];
  return (
    <SortableTable
      caption="Orders"
      hideCaption
      columns={columns}
      rows={orders}
      rowKey={(order) => order.id}
      empty={
        <EmptyState
          title="No orders found"
          text={filtered ? 'No orders match your search in this tab.' : 'When buyers place orders with you, they will appear here.'}
        />
      }
    />
  );
}
