import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, CardDescription, CardHeader, CardTitle, EmptyState, ErrorPanel, formatSpecDate, formatUnits, FormField, Input, Select, SkeletonText, useDebouncedValue } from 'mfe-shared';
import { VendorOrdersListDocument } from 'mfe-shared/operations';
import {
  ChangeStatusDialog,
  OrderStatusBadge,
  orderStatusLabel,
  ProgressBar,
} from 'mfe_screens/orders';

const StyledCard = styled(Card)`
  max-width: calc(${({ theme }) => theme.size.dialogWidth} * 1.4);
`;

const StyledFields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledSummary = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xl};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

const StyledMeta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

/**
 * The body of /vendor/update-order (loaded on demand): pick one of the vendor's orders and change
 * its status with the same dialog as Manage Orders. ?order={code} preselects.
 */
export function UpdateOrderPanel() {
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const [dialogOpen, setDialogOpen] = useState(false);
  const debouncedSearch = useDebouncedValue(search.trim());
  const selectedCode = params.get('order') ?? '';
  const { data, previousData, loading, error, refetch } = useQuery(VendorOrdersListDocument, {
    variables: { search: debouncedSearch || null, first: 100 },
  });
  const shown = data ?? previousData;
  const orders = shown?.orders.nodes ?? [];
  const selected = orders.find((order) => order.orderCode === selectedCode) ?? null;

  function handleSelect(code: string) {
    setParams(code ? { order: code } : {}, { replace: true });
  }

  return (
    <StyledCard>
      <CardHeader>
        <div>
          <CardTitle>Update Order</CardTitle>
          <CardDescription>Choose one of your orders and change its status.</CardDescription>
        </div>
      </CardHeader>
      {error && !shown ? (
        <ErrorPanel title="Failed to load orders" message={error.message} onRetry={() => void refetch()} />
      ) : !shown ? (
        <SkeletonText lines={3} />
      ) : (
        <StyledFields>
          <FormField label="Search orders">
            <Input type="search" value={search} onChange={(event) => setSearch(event.target.value)} placeholder="Order id, product or buyer" />
          </FormField>
          <FormField label="Order" hint={loading ? 'Loading orders...' : `${shown.orders.totalCount} order(s) found`}>
            <Select value={selected ? selectedCode : ''} onChange={(event) => handleSelect(event.target.value)}>
              <option value="">Select an order</option>
              {orders.map((order) => (
                <option key={order.id} value={order.orderCode}>
                  {order.orderCode} · {order.product.name} · {orderStatusLabel(order.status)}
                </option>
              ))}
            </Select>
          </FormField>
        </StyledFields>
      )}
      {shown && !selected && orders.length === 0 && (
        <EmptyState title="No orders found" text="When buyers place orders with you, they will appear here." />
      )}
      {selected && (
        <StyledSummary aria-label={`Order ${selected.orderCode}`}>
          <h3>
            {selected.product.name} ({selected.product.sku})
          </h3>
          <StyledMeta>
            {selected.buyer.company ?? selected.buyer.name} · {formatUnits(selected.quantity)} · due{' '}
            {formatSpecDate(selected.dueDate)}
          </StyledMeta>
          <ProgressBar value={selected.progress} label={`Progress of ${selected.orderCode}`} />
          <StyledActions>
            <OrderStatusBadge status={selected.status} />
            <div>
              <Link to={`/orders/${selected.orderCode}`}>Open order page</Link>{' '}
              <Button onClick={() => setDialogOpen(true)}>Update Status</Button>
            </div>
          </StyledActions>
        </StyledSummary>
      )}
      {dialogOpen && selected && (
        <ChangeStatusDialog key={selected.id} order={selected} onClose={() => setDialogOpen(false)} />
      )}
    </StyledCard>
  );
}
