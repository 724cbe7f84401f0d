import { useNavigate, useParams } from 'react-router-dom';
import { PageHeading, PageStack } from 'mfe-shared';
import { ProductEditor } from 'mfe_screens/products';

/** /vendor/products/new and /vendor/products/edit/:id: the shared product form (SPEC.md 5). */
export function ProductFormPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const editing = id !== undefined;
  const handleBack = () => navigate('/vendor/products');
  return (
    <PageStack>
      <PageHeading
        title={editing ? 'Edit Product' : 'Add Product'}
        description={editing ? 'Change the product buyers see in your catalog.' : 'Add a product to your catalog.'}
      />
      <ProductEditor key={id ?? 'new'} productId={editing ? Number(id) : undefined} onDone={handleBack} onCancel={handleBack} />
    </PageStack>
  );
}
