import type { InventoryItemsQueryVariables } from 'mfe-shared';

export type InventoryTabValue = 'ALL' | 'IN_STOCK' | 'LOW_STOCK' | 'OUT_OF_STOCK';

/** The Filter menu's values as typed (blank = no filter). */
export type InventoryFilters = {
  category: string;
  vendorId: string;
  addedFrom: string;
  addedTo: string;
  minPrice: string;
  maxPrice: string;
};

export const NO_INVENTORY_FILTERS: InventoryFilters = {
  category: 'all',
  vendorId: '',
  addedFrom: '',
  addedTo: '',
  minPrice: '',
  maxPrice: '',
};

/** How many Filter menu filters are set (shown on the Filter button). */
export function activeFilterCount(filters: InventoryFilters): number {
  return (
    (filters.category !== 'all' ? 1 : 0) +
    (filters.vendorId ? 1 : 0) +
    (filters.addedFrom || filters.addedTo ? 1 : 0) +
    (filters.minPrice || filters.maxPrice ? 1 : 0)
  );
}

function numberOrUndefined(value: string): number | undefined {
  if (value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** The `inventoryItems` arguments of the current view. */
export function inventoryVariables(tab: InventoryTabValue, search: string, filters: InventoryFilters): InventoryItemsQueryVariables {
  return {
    tab,
    search: search.trim() || undefined,
    category: filters.category !== 'all' ? filters.category : undefined,
    vendorId: numberOrUndefined(filters.vendorId),
    addedFrom: filters.addedFrom || undefined,
    addedTo: filters.addedTo || undefined,
    minPrice: numberOrUndefined(filters.minPrice),
    maxPrice: numberOrUndefined(filters.maxPrice),
  };
}

/** GET /api/inventory/export.csv with the same filters: the CSV of the current view. */
export function inventoryExportHref(variables: InventoryItemsQueryVariables): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(variables)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const query = params.toString();
  return `/api/inventory/export.csv${query ? `?${query}` : ''}`;
}

const STATUS_LABELS: Record<string, string> = {
  IN_STOCK: 'In Stock',
  LOW_STOCK: 'Low Stock',
  OUT_OF_STOCK: 'Out of Stock',
};

/** IN_STOCK -> 'In Stock' (the badge text, coloured by SPEC.md 4). */
export function inventoryStatusLabel(status: string): string {
  return STATUS_LABELS[status] ?? status;
}
