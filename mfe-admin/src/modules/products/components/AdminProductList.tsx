import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, Checkbox, EmptyState, SkeletonText, useDebouncedValue } from 'mfe-shared';
import {
  CatalogResults,
  type CatalogProduct,
  catalogVariables,
  DeleteProductDialog,
  ProductFilters,
  ProductTable,
  StyledFilterField,
  useProductsCatalog,
} from 'mfe_screens/products';

const StyledCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledCheckboxField = styled(StyledFilterField)`
  flex: 0 0 auto;
  justify-content: center;
  min-height: ${({ theme }) => theme.size.control};
`;

/**
 * Every vendor's products (DECISIONS.md 1): filters, the vendor column and view/edit/specs/delete;
 * Edit and Delete are enabled when the product's availableActions (the server's rules) offer them.
 */
export function AdminProductList() {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('all');
  const [availability, setAvailability] = useState('all');
  const [includeArchived, setIncludeArchived] = useState(false);
  const debouncedSearch = useDebouncedValue(search);
  const catalog = useProductsCatalog({
    ...catalogVariables({ search: debouncedSearch, category, availability }),
    includeArchived: includeArchived || undefined,
  });
  const [toDelete, setToDelete] = useState<CatalogProduct | null>(null);
  const filtered = search.trim() !== '' || category !== 'all' || availability !== 'all';

  function handleClearFilters() {
    setSearch('');
    setCategory('all');
    setAvailability('all');
  }

  return (
    <StyledCard>
      <ProductFilters
        search={search}
        onSearchChange={setSearch}
        category={category}
        onCategoryChange={setCategory}
        availability={availability}
        onAvailabilityChange={setAvailability}
      >
        <StyledCheckboxField>
          <Checkbox
            label="Show archived"
            checked={includeArchived}
            onChange={(event) => setIncludeArchived(event.target.checked)}
          />
        </StyledCheckboxField>
      </ProductFilters>
      <CatalogResults
        catalog={catalog}
        placeholder={
          <div aria-busy="true" aria-label="Loading products">
            <SkeletonText lines={6} />
          </div>
        }
      >
        <ProductTable
          products={catalog.products}
          caption="All products"
          productHref={(product) => `/admin/products/view/${product.id}`}
          showVendor
          empty={
            <EmptyState
              title="No products found."
              text={filtered ? 'No product matches these filters.' : 'Vendors have not added any products yet.'}
              action={
                filtered ? (
                  <Button $variant="secondary" onClick={handleClearFilters}>
                    Clear filters
                  </Button>
                ) : undefined
              }
            />
          }
          renderActions={(product) => (
            <>
              <Button $variant="ghost" onClick={() => navigate(`view/${product.id}`)} aria-label={`View ${product.name}`}>
                View
              </Button>
              <Button
                $variant="ghost"
                onClick={() => navigate(`edit/${product.id}`)}
                aria-label={`Edit ${product.name}`}
                disabled={!product.availableActions.includes('Edit')}
              >
                Edit
              </Button>
              <Button $variant="ghost" onClick={() => navigate(`specs/${product.id}`)} aria-label={`Specs of ${product.name}`}>
                Specs
              </Button>
              <Button
                $variant="ghost"
                onClick={() => setToDelete(product)}
                aria-label={`Delete ${product.name}`}
                disabled={!product.availableActions.includes('Delete')}
              >
                Delete
              </Button>
            </>
          )}
        />
      </CatalogResults>
      <DeleteProductDialog product={toDelete} onClose={() => setToDelete(null)} />
    </StyledCard>
  );
}
