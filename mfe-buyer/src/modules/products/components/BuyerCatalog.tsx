import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ConfirmDialog, EmptyState, Input, Label, Select, Skeleton, useDebouncedValue } from 'mfe-shared';
import { ProductsVendorsDocument } from 'mfe-shared/operations';
import {
  CatalogResults,
  type CatalogProduct,
  catalogVariables,
  newOrderPathFor,
  ProductFilters,
  productVendorLabel,
  StyledFilterField,
  useProductsCatalog,
} from 'mfe_screens/products';
import { useIsNarrowScreen } from '../hooks/useIsNarrowScreen';
import { CatalogProductCard } from './CatalogProductCard';

const StyledWrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(calc(${({ theme }) => theme.size.dialogWidth} / 2), 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledCardSkeleton = styled(Skeleton)`
  height: calc(${({ theme }) => theme.size.control} * 4);
`;

/**
 * The buyer's Product Catalog (SPEC.md 2.6): search by name or SKU, category and availability;
 * under 768 px also vendor and price range. Order asks first, then opens the new-order form.
 */
export function BuyerCatalog() {
  const id = useId();
  const navigate = useNavigate();
  const narrow = useIsNarrowScreen();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('all');
  const [availability, setAvailability] = useState('all');
  const [vendorId, setVendorId] = useState('');
  const [minPrice, setMinPrice] = useState('');
  const [maxPrice, setMaxPrice] = useState('');
  const [ordering, setOrdering] = useState<CatalogProduct | null>(null);
  const debounced = useDebouncedValue({ search, minPrice, maxPrice });
  const vendors = useQuery(ProductsVendorsDocument, { skip: !narrow });
  const catalog = useProductsCatalog(
    catalogVariables({
      search: debounced.search,
      category,
      availability,
      // The vendor and price filters exist only on narrow screens (SPEC.md 2.6).
      ...(narrow ? { vendorId, minPrice: debounced.minPrice, maxPrice: debounced.maxPrice } : {}),
    }),
  );

  function handleContinue() {
    if (!ordering) return;
    navigate(newOrderPathFor(ordering));
  }

  const placeholder = (
    <StyledGrid aria-busy="true" aria-label="Loading products">
      {Array.from({ length: 6 }, (_, index) => (
        <li key={index}>
          <StyledCardSkeleton />
        </li>
      ))}
    </StyledGrid>
  );

  return (
    <StyledWrap>
      <ProductFilters
        search={search}
        onSearchChange={setSearch}
        category={category}
        onCategoryChange={setCategory}
        availability={availability}
        onAvailabilityChange={setAvailability}
      >
        {narrow && (
          <>
            <StyledFilterField>
              <Label htmlFor={`${id}-vendor`}>Vendor</Label>
              <Select id={`${id}-vendor`} value={vendorId} onChange={(event) => setVendorId(event.target.value)}>
                <option value="">All vendors</option>
                {(vendors.data?.vendors ?? []).map((vendor) => (
                  <option key={vendor.id} value={String(vendor.id)}>
                    {productVendorLabel(vendor)}
                  </option>
                ))}
              </Select>
            </StyledFilterField>
            <StyledFilterField>
              <Label htmlFor={`${id}-min`}>Min price</Label>
              <Input
                id={`${id}-min`}
                type="number"
                min={0}
                step="0.01"
                inputMode="decimal"
                value={minPrice}
                onChange={(event) => setMinPrice(event.target.value)}
              />
            </StyledFilterField>
            <StyledFilterField>
              <Label htmlFor={`${id}-max`}>Max price</Label>
              <Input
                id={`${id}-max`}
                type="number"
                min={0}
                step="0.01"
                inputMode="decimal"
                value={maxPrice}
                onChange={(event) => setMaxPrice(event.target.value)}
              />
            </StyledFilterField>
          </>
        )}
      </ProductFilters>
      <CatalogResults catalog={catalog} placeholder={placeholder}>
        {catalog.products.length === 0 ? (
          <EmptyState title="No products found." text="Try another search or filter." />
        ) : (
          <StyledGrid aria-label="Products">
            {catalog.products.map((product) => (
              <CatalogProductCard key={product.id} product={product} onOrder={setOrdering} />
            ))}
          </StyledGrid>
        )}
      </CatalogResults>
      <ConfirmDialog
        open={ordering !== null}
        title="Place an order?"
        text={
          ordering
            ? `You will continue to the new order form with ${ordering.name} from ${productVendorLabel(ordering.vendor)} selected.`
            : undefined
        }
        confirmLabel="Continue"
        onConfirm={handleContinue}
        onCancel={() => setOrdering(null)}
      />
    </StyledWrap>
  );
}
