import { useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, FormField, Input, ProductsVendorsDocument, Select, Sheet } from 'mfe-shared';
import { PRODUCT_CATEGORIES, productVendorLabel } from 'mfe_screens/products';
import { NO_INVENTORY_FILTERS, type InventoryFilters } from '../utils/inventoryFilters';

export type InventoryFilterSheetProps = {
  open: boolean;
  filters: InventoryFilters;
  onApply: (filters: InventoryFilters) => void;
  onClose: () => void;
};

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledPair = styled.fieldset`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  border: none;
  legend {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** The Filter menu (SPEC.md 2.6): category, vendor, date added and price range, applied for real. */
export function InventoryFilterSheet({ open, filters, onApply, onClose }: InventoryFilterSheetProps) {
  const [draft, setDraft] = useState(filters);
  const [error, setError] = useState('');
  const [wasOpen, setWasOpen] = useState(open);
  const vendors = useQuery(ProductsVendorsDocument, { skip: !open });

  // Each time the menu opens it starts from the filters in force.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setDraft(filters);
      setError('');
    }
  }

  function set(key: keyof InventoryFilters, value: string) {
    setDraft((current) => ({ ...current, [key]: value }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (draft.addedFrom && draft.addedTo && draft.addedFrom > draft.addedTo) {
      setError('The start date must be on or before the end date');
      return;
    }
    if (draft.minPrice && draft.maxPrice && Number(draft.minPrice) > Number(draft.maxPrice)) {
      setError('The minimum price must not be above the maximum price');
      return;
    }
    onApply(draft);
    onClose();
  }

  function handleClear() {
    setDraft(NO_INVENTORY_FILTERS);
    onApply(NO_INVENTORY_FILTERS);
    onClose();
  }

  return (
    <Sheet open={open} onClose={onClose} title="Filter inventory" description="Narrow the list; tabs and Export follow.">
      <StyledForm onSubmit={handleSubmit} noValidate>
        <FormField label="Category">
          <Select value={draft.category} onChange={(event) => set('category', event.target.value)}>
            <option value="all">All categories</option>
            {PRODUCT_CATEGORIES.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Vendor">
          <Select value={draft.vendorId} onChange={(event) => set('vendorId', event.target.value)}>
            <option value="">All vendors</option>
            {(vendors.data?.vendors ?? []).map((vendor) => (
              <option key={vendor.id} value={String(vendor.id)}>
                {productVendorLabel(vendor)}
              </option>
            ))}
          </Select>
        </FormField>
        <StyledPair>
          <legend>Date added</legend>
          <FormField label="From">
            <Input type="date" value={draft.addedFrom} onChange={(event) => set('addedFrom', event.target.value)} />
          </FormField>
          <FormField label="To">
            <Input type="date" value={draft.addedTo} onChange={(event) => set('addedTo', event.target.value)} />
          </FormField>
        </StyledPair>
        <StyledPair>
          <legend>Price range</legend>
          <FormField label="Min price">
            <Input
              type="number"
              min={0}
              step="0.01"
              inputMode="decimal"
              value={draft.minPrice}
              onChange={(event) => set('minPrice', event.target.value)}
            />
          </FormField>
          <FormField label="Max price">
            <Input
              type="number"
              min={0}
              step="0.01"
              inputMode="decimal"
              value={draft.maxPrice}
              onChange={(event) => set('maxPrice', event.target.value)}
            />
          </FormField>
        </StyledPair>
        {error && <StyledError role="alert">{error}</StyledError>}
        <StyledActions>
          <Button $variant="secondary" onClick={handleClear}>
            Clear filters
          </Button>
          <Button type="submit">Apply filters</Button>
        </StyledActions>
      </StyledForm>
    </Sheet>
  );
}
