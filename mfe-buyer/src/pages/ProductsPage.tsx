import { PageHeading, PageStack } from 'mfe-shared';
import { BuyerCatalog } from '../modules/products/components/BuyerCatalog';

/** /buyer/products: the Product Catalog (SPEC.md 2.6). */
export function ProductsPage() {
  return (
    <PageStack>
      <PageHeading title="Product Catalog" description="Browse the products of the vendors in the network." />
      <BuyerCatalog />
    </PageStack>
  );
}
