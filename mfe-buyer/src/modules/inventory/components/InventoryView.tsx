import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button, Card, Input, Label, PageHeading, PageStack, SkeletonText, Tabs, useDebouncedValue } from 'mfe-shared';
import { InventoryItemsDocument } from 'mfe-shared/operations';
import { productErrorMessage } from 'mfe_screens/products';
import {
  activeFilterCount,
  inventoryExportHref,
  inventoryVariables,
  NO_INVENTORY_FILTERS,
  type InventoryFilters,
  type InventoryTabValue,
} from '../utils/inventoryFilters';
import { AddInventoryDialog } from './AddInventoryDialog';
import { AdjustInventorySheet } from './AdjustInventorySheet';
import { InventoryFilterSheet } from './InventoryFilterSheet';
import { InventoryTable, type InventoryRow } from './InventoryTable';

const StyledCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledSearch = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  max-width: ${({ theme }) => theme.size.dialogWidth};
`;

const StyledAlert = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.red.bg};
  color: ${({ theme }) => theme.color.red.fg};
`;

const TABS: { value: InventoryTabValue; label: string; count: 'all' | 'inStock' | 'lowStock' | 'outOfStock' }[] = [
  { value: 'ALL', label: 'All', count: 'all' },
  { value: 'IN_STOCK', label: 'In Stock', count: 'inStock' },
  { value: 'LOW_STOCK', label: 'Low Stock', count: 'lowStock' },
  { value: 'OUT_OF_STOCK', label: 'Out of Stock', count: 'outOfStock' },
];

/**
 * Inventory Management (SPEC.md 2.6, DECISIONS.md 1): the buyer's tracked products with search,
 * tabs with counts, the Filter menu, Add Product, per-row Adjust and Export of the current view.
 */
export function InventoryView() {
  const id = useId();
  const [search, setSearch] = useState('');
  const [tab, setTab] = useState<InventoryTabValue>('ALL');
  const [filters, setFilters] = useState<InventoryFilters>(NO_INVENTORY_FILTERS);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [adding, setAdding] = useState(false);
  const [adjusting, setAdjusting] = useState<InventoryRow | null>(null);
  const debouncedSearch = useDebouncedValue(search);
  const variables = inventoryVariables(tab, debouncedSearch, filters);
  const { data, previousData, loading, error, refetch } = useQuery(InventoryItemsDocument, {
    variables,
  });
  const view = (data ?? previousData)?.inventoryItems;
  const filterCount = activeFilterCount(filters);

  let table;
  if (loading && !view) {
    table = (
      <div aria-busy="true" aria-label="Loading inventory">
        <SkeletonText lines={6} />
      </div>
    );
  } else if (error && !view) {
    table = (
      <StyledAlert role="alert">
        <span>Could not load the inventory: {productErrorMessage(error)}</span>
        <Button $variant="secondary" onClick={() => void refetch()}>
          Retry
        </Button>
      </StyledAlert>
    );
  } else {
    table = <InventoryTable items={view?.items ?? []} caption="Inventory" onAdjust={setAdjusting} />;
  }

  return (
    <PageStack>
      <PageHeading
        title="Inventory Management"
        description="Your stock of finished goods, with low-stock alerts."
        actions={
          <>
            <Button $variant="secondary" onClick={() => setFiltersOpen(true)} aria-haspopup="dialog">
              {filterCount > 0 ? `Filter (${filterCount})` : 'Filter'}
            </Button>
            <Button as="a" $variant="secondary" href={inventoryExportHref(variables)} download>
              Export
            </Button>
            <Button onClick={() => setAdding(true)}>Add Product</Button>
          </>
        }
      />
      <StyledCard>
        <StyledSearch role="search">
          <Label htmlFor={`${id}-search`}>Search</Label>
          <Input
            id={`${id}-search`}
            type="search"
            placeholder="Search by product name or SKU..."
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </StyledSearch>
        <Tabs
          label="Stock level"
          value={tab}
          onValueChange={(value) => setTab(value as InventoryTabValue)}
          items={TABS.map((item) => ({
            value: item.value,
            label: view ? `${item.label} (${view.counts[item.count]})` : item.label,
            content: table,
          }))}
        />
      </StyledCard>
      <InventoryFilterSheet open={filtersOpen} filters={filters} onApply={setFilters} onClose={() => setFiltersOpen(false)} />
      <AddInventoryDialog
        open={adding}
        onClose={() => setAdding(false)}
        trackedProductIds={(view?.items ?? []).map((item) => item.product.id)}
      />
      <AdjustInventorySheet item={adjusting} onClose={() => setAdjusting(null)} />
    </PageStack>
  );
}
