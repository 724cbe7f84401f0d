import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  Card,
  catalogVariables,
  DeleteProductDialog,
  EmptyState,
  ProductFilters,
  ProductTable,
  SkeletonText,
  useDebouncedValue,
  type CatalogProduct,
} from 'mfe-shared';
import { useProductsCatalog } from 'mfe-shared/data';

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

const StyledCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

/** The vendor's own products: search, category filter, table with Edit and Delete (SPEC.md 2.7). */
export function VendorProductList() {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('all');
  const debouncedSearch = useDebouncedValue(search);
  const catalog = useProductsCatalog(catalogVariables({ search: debouncedSearch, category }));
  const [toDelete, setToDelete] = useState<CatalogProduct | null>(null);

  let body;
  if (catalog.loading) {
    body = (
      <div aria-busy="true" aria-label="Loading products">
        <SkeletonText lines={5} />
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
          caption="My products"
          productHref={(product) => `/products/${product.id}`}
          showStock
          empty={<EmptyState title="No products found." text="Add a product or change the filters." />}
          renderActions={(product) => (
            <>
              <Button
                $variant="secondary"
                onClick={() => navigate(`/vendor/products/edit/${product.id}`)}
                aria-label={`Edit ${product.name}`}
              >
                Edit
              </Button>
              <Button $variant="ghost" onClick={() => setToDelete(product)} aria-label={`Delete ${product.name}`}>
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
      <ProductFilters search={search} onSearchChange={setSearch} category={category} onCategoryChange={setCategory} />
      <div>{body}</div>
      <DeleteProductDialog product={toDelete} onClose={() => setToDelete(null)} />
    </StyledCard>
  );
}
