import { useNavigate } from 'react-router-dom';
import { Button, ProductPageHeading, StyledProductScreen } from 'mfe-shared';
import { VendorProductList } from '../modules/products/components/VendorProductList';

/** /vendor/products: the vendor's catalog with add, edit and delete (SPEC.md 2.7). */
export function ProductsPage() {
  const navigate = useNavigate();
  return (
    <StyledProductScreen>
      <ProductPageHeading
        title="Product Catalog"
        description="The products buyers can order from you."
        actions={<Button onClick={() => navigate('/vendor/products/new')}>Add Product</Button>}
      />
      <VendorProductList />
    </StyledProductScreen>
  );
}
