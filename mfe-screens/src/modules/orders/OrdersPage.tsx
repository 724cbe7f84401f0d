import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled, { useTheme } from 'styled-components';
import { Button, Card, CardDescription, CardHeader, CardTitle, EmptyState, ErrorPanel, formatCount, formatSpecDate, type OrdersListOrdersQuery, type OrderStatus, type ScheduleHealth, Skeleton, SortableTable, type TableColumn, TruncatedText, useDebouncedValue, useSession } from 'mfe-shared';
import { OrdersListOrdersDocument } from 'mfe-shared/operations';
import { ActionsMenu } from './components/ActionsMenu';
import { CursorPager } from './components/CursorPager';
import { OrderIcon } from './components/OrderIcon';
import { OrdersToolbar } from './components/OrdersToolbar';
import { OrderStatusBadge } from './components/OrderStatusBadge';
import { ScheduleBadge } from './components/ScheduleBadge';
import { ImportCsvDialog } from '../imports/ImportCsvDialog';

type OrderRow = OrdersListOrdersQuery['orders']['nodes'][number];

const PAGE_SIZE = 20;

const StyledMuted = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledSkeletonRows = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

function partyName(party: { name: string; company: string | null }): string {
  return party.company ?? party.name;
}

const COLUMNS: TableColumn<OrderRow>[] = [
  {
    key: 'orderCode',
    header: 'Order ID',
    sortable: true,
    nowrap: true,
    render: (order) => <Link to={`/orders/${order.orderCode}`}>{order.orderCode}</Link>,
  },
  {
    key: 'product',
    header: 'Product',
    sortable: true,
    sortValue: (order) => order.product.name,
    render: (order) => (
      <>
        <TruncatedText text={order.product.name} />
        <StyledMuted>SKU: {order.product.sku}</StyledMuted>
      </>
    ),
  },
  { key: 'quantity', header: 'Quantity', sortable: true, align: 'right', priority: 'low', render: (order) => formatCount(order.quantity) },
  {
    key: 'buyer',
    header: 'Buyer',
    sortable: true,
    hideOnMobile: true,
    sortValue: (order) => partyName(order.buyer),
    truncate: (order) => partyName(order.buyer),
    render: (order) => partyName(order.buyer),
  },
  {
    key: 'vendor',
    header: 'Vendor',
    sortable: true,
    hideOnMobile: true,
    sortValue: (order) => partyName(order.vendor),
    truncate: (order) => partyName(order.vendor),
    render: (order) => partyName(order.vendor),
  },
  { key: 'status', header: 'Status', sortable: true, render: (order) => <OrderStatusBadge status={order.status} /> },
  {
    key: 'schedule',
    header: 'Schedule',
    sortable: true,
    sortValue: (order) => (order.schedule === 'Late' ? 0 : order.schedule === 'AtRisk' ? 1 : 2),
    render: (order) => <ScheduleBadge schedule={order.schedule} />,
  },
  {
    key: 'dueDate',
    header: 'Due Date',
    sortable: true,
    nowrap: true,
    render: (order) => formatSpecDate(order.dueDate),
  },
  {
    key: 'actions',
    header: <span>Actions</span>,
    align: 'right',
    render: (order) => (
      <ActionsMenu
        label={`Actions for ${order.orderCode}`}
        items={[
          { label: 'View Details', to: `/orders/${order.orderCode}` },
          { label: 'View Specifications', to: `/orders/${order.orderCode}#specifications` },
          { label: 'View Timeline', to: `/timeline?order=${order.orderCode}` },
        ]}
      />
    ),
  },
];

/**
 * /orders and /buyer/orders (SPEC.md 2.9): the orders the user may see (own for buyers and
 * vendors, all for admins), searched and filtered on the server, a page at a time by cursor.
 */
export function OrdersPage() {
  const { user } = useSession();
  const theme = useTheme();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [schedule, setSchedule] = useState<ScheduleHealth | ''>('');
  // Cursors of the pages visited so far: the first page starts at null.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const debouncedSearch = useDebouncedValue(search.trim());

  useEffect(() => setCursors([null]), [debouncedSearch, status, schedule]);

  const after = cursors[cursors.length - 1];
  const { data, previousData, loading, error, refetch } = useQuery(OrdersListOrdersDocument, {
    variables: { search: debouncedSearch || null, status: status || null, schedule: schedule || null, first: PAGE_SIZE, after },
  });

  const shown = data ?? previousData;
  const orders = shown?.orders.nodes ?? [];
  // A buyer's orders all name that buyer (a vendor's, that vendor): that column says nothing (issue 22).
  const columns = COLUMNS.filter((column) => column.key !== user?.role);
  // What the user may do is the server's answer (the session's capabilities), never a role check.
  const canCreate = user?.capabilities.createOrder ?? false;
  const canImport = user?.capabilities.importOrders ?? false;
  const [importing, setImporting] = useState(false);
  const filtered = debouncedSearch !== '' || status !== '' || schedule !== '';

  function handleNext() {
    const endCursor = shown?.orders.pageInfo.endCursor;
    if (endCursor) setCursors((list) => [...list, endCursor]);
  }

  function handlePrevious() {
    setCursors((list) => (list.length > 1 ? list.slice(0, -1) : list));
  }

  return (
    <Card>
      <CardHeader>
        <div>
          <CardTitle>Orders</CardTitle>
          <CardDescription>
            {user?.role === 'admin' ? 'Every order in the portal.' : 'Your production orders and their status.'}
          </CardDescription>
        </div>
        <StyledActions>
          {canImport && (
            <Button $variant="secondary" onClick={() => setImporting(true)}>
              Import CSV
            </Button>
          )}
          {canCreate && (
            <Button onClick={() => navigate('/orders/new')}>
              <OrderIcon name="plus" />
              Create Order
            </Button>
          )}
        </StyledActions>
      </CardHeader>
      {canImport && <ImportCsvDialog kind="orders" open={importing} onClose={() => setImporting(false)} />}
      <OrdersToolbar
        search={search}
        onSearchChange={setSearch}
        status={status}
        onStatusChange={setStatus}
        schedule={schedule}
        onScheduleChange={setSchedule}
      />
      {error && !shown ? (
        <ErrorPanel title="Failed to load orders" message={error.message} onRetry={() => void refetch()} />
      ) : !shown ? (
        <StyledSkeletonRows aria-busy="true" aria-label="Loading orders">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} $height={theme.size.control} />
          ))}
        </StyledSkeletonRows>
      ) : (
        <div aria-busy={loading}>
          <SortableTable
            caption="Orders"
            hideCaption
            columns={columns}
            rows={orders}
            rowKey={(order) => order.id}
            empty={
              <EmptyState
                icon={<OrderIcon name="package" />}
                title="No orders found"
                text={filtered ? 'No orders match your search or filter.' : 'When you place orders, they will appear here.'}
                action={
                  canCreate && !filtered ? <Button onClick={() => navigate('/orders/new')}>Create Order</Button> : undefined
                }
              />
            }
          />
          <CursorPager
            page={cursors.length}
            pageSize={PAGE_SIZE}
            totalCount={shown.orders.totalCount}
            hasNextPage={shown.orders.pageInfo.hasNextPage}
            onPrevious={handlePrevious}
            onNext={handleNext}
            disabled={loading}
          />
        </div>
      )}
    </Card>
  );
}
