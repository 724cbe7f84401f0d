import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, PageHeading, PageStack } from 'mfe-shared';
import { ImportCsvDialog } from 'mfe_screens/imports';
import { VendorProductList } from '../modules/products/components/VendorProductList';

/** /vendor/products: the vendor's catalog with add, edit and delete (SPEC.md 2.7). */
export function ProductsPage() {
  const navigate = useNavigate();
  const [importing, setImporting] = useState(false);
  return (
    <PageStack>
      <PageHeading
        title="Product Catalog"
        description="The products buyers can order from you."
        actions={
          <>
            <Button $variant="secondary" onClick={() => setImporting(true)}>
              Import CSV
            </Button>
            <Button onClick={() => navigate('/vendor/products/new')}>Add Product</Button>
          </>
        }
      />
      <VendorProductList />
      <ImportCsvDialog kind="products" open={importing} onClose={() => setImporting(false)} />
    </PageStack>
  );
}
