import { ProductPageHeading, StyledProductScreen } from 'mfe_screens/products';
import { BuyerCatalog } from '../modules/products/components/BuyerCatalog';

/** /buyer/products: the Product Catalog (SPEC.md 2.6). */
export function ProductsPage() {
  return (
    <StyledProductScreen>
      <ProductPageHeading title="Product Catalog" description="Browse the products of the vendors in the network." />
      <BuyerCatalog />
    </StyledProductScreen>
  );
}
