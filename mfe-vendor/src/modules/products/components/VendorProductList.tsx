import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, EmptyState, SkeletonText, useDebouncedValue } from 'mfe-shared';
import {
  CatalogResults,
  type CatalogProduct,
  catalogVariables,
  DeleteProductDialog,
  ProductFilters,
  ProductTable,
  useProductsCatalog,
} from 'mfe_screens/products';

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

  return (
    <StyledCard>
      <ProductFilters search={search} onSearchChange={setSearch} category={category} onCategoryChange={setCategory} />
      <CatalogResults
        catalog={catalog}
        placeholder={
          <div aria-busy="true" aria-label="Loading products">
            <SkeletonText lines={5} />
          </div>
        }
      >
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
      </CatalogResults>
      <DeleteProductDialog product={toDelete} onClose={() => setToDelete(null)} />
    </StyledCard>
  );
}
