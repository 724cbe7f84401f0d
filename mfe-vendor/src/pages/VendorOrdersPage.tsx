import { useState } from 'react';
import styled, { useTheme } from 'styled-components';
import {
  Button,
  Card,
  CardDescription,
  CardHeader,
  CardTitle,
  ErrorPanel,
  Input,
  Skeleton,
  Tabs,
  useDebouncedValue,
} from 'mfe-shared';
import { ChangeStatusDialog } from 'mfe_screens/orders';
import { OrderDetailsDialog } from '../modules/orders/components/OrderDetailsDialog';
import { VendorOrdersTable } from '../modules/orders/components/VendorOrdersTable';
import { useVendorOrders } from '../modules/orders/hooks/useVendorOrders';
import { VENDOR_ORDER_TABS, type VendorOrder, type VendorOrdersTab } from '../modules/orders/utils/tabs';

const StyledSearch = styled(Input)`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const StyledSkeletons = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledMore = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space.lg};
`;

/** /vendor/orders, Manage Orders (SPEC.md 2.7): search, status tabs, View and Update per order. */
export function VendorOrdersPage() {
  const theme = useTheme();
  const [tab, setTab] = useState<VendorOrdersTab>('all');
  const [search, setSearch] = useState('');
  const [viewing, setViewing] = useState<VendorOrder | null>(null);
  const [updating, setUpdating] = useState<VendorOrder | null>(null);
  const debouncedSearch = useDebouncedValue(search.trim());
  const statuses = VENDOR_ORDER_TABS.find((item) => item.value === tab)?.statuses ?? [];
  const result = useVendorOrders(statuses, debouncedSearch);

  // Dialogs show the freshest copy of their order once the list reloads.
  const fresh = (order: VendorOrder | null) => (order ? (result.orders.find((item) => item.id === order.id) ?? order) : null);
  const updatingOrder = fresh(updating);

  function handleUpdateFromView(order: VendorOrder) {
    setViewing(null);
    setUpdating(order);
  }

  function renderContent() {
    if (result.error && !result.loaded) {
      return <ErrorPanel title="Failed to load orders" message={result.error.message} onRetry={result.refetch} />;
    }
    if (!result.loaded) {
      return (
        <StyledSkeletons aria-busy="true" aria-label="Loading orders">
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} $height={theme.size.control} />
          ))}
        </StyledSkeletons>
      );
    }
    return (
      <div aria-busy={result.loading}>
        <VendorOrdersTable
          orders={result.orders}
          onView={setViewing}
          onUpdate={setUpdating}
          filtered={debouncedSearch !== '' || tab !== 'all'}
        />
        {result.hasMore && (
          <StyledMore>
            <Button $variant="secondary" onClick={result.loadMore} disabled={result.loading}>
              Load more
            </Button>
          </StyledMore>
        )}
      </div>
    );
  }

  return (
    <Card>
      <CardHeader>
        <div>
          <CardTitle>Manage Orders</CardTitle>
          <CardDescription>
            {result.loaded ? `${result.totalCount} order${result.totalCount === 1 ? '' : 's'}` : 'Orders placed with you by your buyers.'}
          </CardDescription>
        </div>
      </CardHeader>
      <StyledSearch
        type="search"
        aria-label="Search orders"
        placeholder="Search by order id, product or buyer..."
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <Tabs
        label="Order status"
        value={tab}
        onValueChange={(value) => setTab(value as VendorOrdersTab)}
        items={VENDOR_ORDER_TABS.map((item) => ({ value: item.value, label: item.label, content: renderContent() }))}
      />
      <OrderDetailsDialog order={fresh(viewing)} onClose={() => setViewing(null)} onUpdate={handleUpdateFromView} />
      {updatingOrder && <ChangeStatusDialog key={updatingOrder.id} order={updatingOrder} onClose={() => setUpdating(null)} />}
    </Card>
  );
}
