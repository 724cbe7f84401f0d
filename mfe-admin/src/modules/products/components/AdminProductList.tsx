import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  Card,
  catalogVariables,
  Checkbox,
  DeleteProductDialog,
  EmptyState,
  ProductFilters,
  ProductTable,
  SkeletonText,
  StyledFilterField,
  useDebouncedValue,
  type CatalogProduct,
} from 'mfe-shared';
import { useProductsCatalog } from 'mfe-shared/data';

const StyledCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
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

const StyledFooter = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledCheckboxField = styled(StyledFilterField)`
  flex: 0 0 auto;
  justify-content: center;
  min-height: ${({ theme }) => theme.size.control};
`;

/** Every vendor's products (DECISIONS.md 1): filters, the vendor column and view/edit/specs/delete. */
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

  let body;
  if (catalog.loading) {
    body = (
      <div aria-busy="true" aria-label="Loading products">
        <SkeletonText lines={6} />
      </div>
    );
  } else if (catalog.error && catalog.products.length === 0) {
    body = (
      <StyledAlert role="alert">
        <span>Could not load products: {catalog.error.message}</span>
        <Button $variant="secondary" onClick={catalog.refetch}>
          Retry
        </Button>
      </StyledAlert>
    );
  } else {
    body = (
      <>
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
                disabled={!!product.archivedAt}
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
                disabled={!!product.archivedAt}
              >
                Delete
              </Button>
            </>
          )}
        />
        <StyledFooter>
          <span aria-live="polite">
            {catalog.refreshing ? 'Updating...' : `Showing ${catalog.products.length} of ${catalog.totalCount} products`}
          </span>
          {catalog.hasNextPage && (
            <Button $variant="secondary" onClick={catalog.loadMore} disabled={catalog.loadingMore}>
              {catalog.loadingMore ? 'Loading...' : 'Load more'}
            </Button>
          )}
        </StyledFooter>
      </>
    );
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
      <div>{body}</div>
      <DeleteProductDialog product={toDelete} onClose={() => setToDelete(null)} />
    </StyledCard>
  );
}
