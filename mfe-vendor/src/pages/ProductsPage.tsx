import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from 'mfe-shared';
import { ImportCsvDialog } from 'mfe_screens/imports';
import { ProductPageHeading, StyledProductScreen } from 'mfe_screens/products';
import { VendorProductList } from '../modules/products/components/VendorProductList';

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** /vendor/products: the vendor's catalog with add, edit and delete (SPEC.md 2.7). */
export function ProductsPage() {
  const navigate = useNavigate();
  const [importing, setImporting] = useState(false);
  return (
    <StyledProductScreen>
      <ProductPageHeading
        title="Product Catalog"
        description="The products buyers can order from you."
        actions={
          <StyledActions>
            <Button $variant="secondary" onClick={() => setImporting(true)}>
              Import CSV
            </Button>
            <Button onClick={() => navigate('/vendor/products/new')}>Add Product</Button>
          </StyledActions>
        }
      />
      <VendorProductList />
      <ImportCsvDialog kind="products" open={importing} onClose={() => setImporting(false)} />
    </StyledProductScreen>
  );
}
