import { useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Button, FormField, Input, Select, Sheet } from 'mfe-shared';
import { ProductsVendorsDocument } from 'mfe-shared/operations';
import { z } from 'zod';
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

/**
 * The menu's values as typed; a range that ends before it starts is marked at its end (the list
 * would match nothing). The server checks the values themselves.
 */
const filterSchema = z
  .object({
    category: z.string(),
    vendorId: z.string(),
    addedFrom: z.string(),
    addedTo: z.string(),
    minPrice: z.string(),
    maxPrice: z.string(),
  })
  .refine((values) => !values.addedFrom || !values.addedTo || values.addedFrom <= values.addedTo, {
    path: ['addedTo'],
    message: 'The start date must be on or before the end date',
  })
  .refine((values) => !values.minPrice || !values.maxPrice || Number(values.minPrice) <= Number(values.maxPrice), {
    path: ['maxPrice'],
    message: 'The minimum price must not be above the maximum price',
  });

/** The Filter menu (SPEC.md 2.6): category, vendor, date added and price range, applied for real. */
export function InventoryFilterSheet({ open, filters, onApply, onClose }: InventoryFilterSheetProps) {
  const form = useForm<InventoryFilters>({ defaultValues: filters, resolver: zodResolver(filterSchema) });
  const { errors } = form.formState;
  const vendors = useQuery(ProductsVendorsDocument, { skip: !open });
  const { reset } = form;

  // Each time the menu opens it starts from the filters in force.
  useEffect(() => {
    if (open) reset(filters);
  }, [open, filters, reset]);

  function handleValid(values: InventoryFilters) {
    onApply(values);
    onClose();
  }

  function handleClear() {
    form.reset(NO_INVENTORY_FILTERS);
    onApply(NO_INVENTORY_FILTERS);
    onClose();
  }

  return (
    <Sheet open={open} onClose={onClose} title="Filter inventory" description="Narrow the list; tabs and Export follow.">
      <StyledForm onSubmit={form.handleSubmit(handleValid)} noValidate aria-label="Filter inventory">
        <FormField label="Category">
          <Select {...form.register('category')}>
            <option value="all">All categories</option>
            {PRODUCT_CATEGORIES.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Vendor">
          <Select {...form.register('vendorId')}>
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
            <Input type="date" {...form.register('addedFrom')} />
          </FormField>
          <FormField label="To" error={errors.addedTo?.message}>
            <Input type="date" {...form.register('addedTo')} />
          </FormField>
        </StyledPair>
        <StyledPair>
          <legend>Price range</legend>
          <FormField label="Min price">
            <Input type="number" min={0} step="0.01" inputMode="decimal" {...form.register('minPrice')} />
          </FormField>
          <FormField label="Max price" error={errors.maxPrice?.message}>
            <Input type="number" min={0} step="0.01" inputMode="decimal" {...form.register('maxPrice')} />
          </FormField>
        </StyledPair>
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
