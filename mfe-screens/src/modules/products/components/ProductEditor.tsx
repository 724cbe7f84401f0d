import { useMutation, useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { Button, Card, EmptyState, SkeletonText, useToast } from 'mfe-shared';
import { ProductsCreateProductDocument, ProductsDetailDocument, ProductsUpdateProductDocument, ProductsVendorsDocument } from 'mfe-shared/operations';
import { productErrorMessage } from '../productErrors';
import { ProductForm, type ProductFormValues } from './ProductForm';

export type ProductEditorProps = {
  /** Edit this product; leave out to create one. */
  productId?: number;
  /** Admins create products for a vendor they choose. */
  chooseVendor?: boolean;
  /** After a successful save (e.g. back to the list). */
  onDone: (product: { id: number; name: string }) => void;
  onCancel: () => void;
};

const StyledCard = styled(Card)`
  max-width: ${({ theme }) => `calc(${theme.size.dialogWidth} * 1.6)`};
`;

const StyledError = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

function toInput(values: ProductFormValues) {
  return {
    name: values.name.trim(),
    sku: values.sku.trim(),
    description: values.description.trim() || null,
    category: values.category || null,
    price: values.price.trim() === '' ? null : Number(values.price),
    inStock: values.inStock,
    stockQuantity: values.stockQuantity.trim() === '' ? 0 : Number(values.stockQuantity),
  };
}

/**
 * Loads (when editing) and saves a product through the shared form, with SPEC.md 8's toasts:
 * 'Product created' / 'Product updated', or 'Failed to create product' / 'Failed to update
 * product' (the form shows the server's field errors, e.g. the SKU duplicate, under their fields).
 */
export function ProductEditor({ productId, chooseVendor, onDone, onCancel }: ProductEditorProps) {
  const { toast } = useToast();
  const editing = productId !== undefined;
  const product = useQuery(ProductsDetailDocument, {
    variables: { id: productId ?? 0 },
    skip: !editing,
    fetchPolicy: 'network-only',
  });
  const vendors = useQuery(ProductsVendorsDocument, { skip: !chooseVendor || editing });
  const [createProduct] = useMutation(ProductsCreateProductDocument, { refetchQueries: ['ProductsCatalog'] });
  const [updateProduct] = useMutation(ProductsUpdateProductDocument, { refetchQueries: ['ProductsCatalog'] });

  async function handleSubmit(values: ProductFormValues) {
    if (editing) {
      const result = await updateProduct({ variables: { id: productId, input: toInput(values) } });
      const saved = result.data!.updateProduct;
      toast({ title: 'Product updated', description: `${saved.name} has been updated.` });
      onDone(saved);
    } else {
      const input = { ...toInput(values), vendorId: chooseVendor ? Number(values.vendorId) : undefined };
      const result = await createProduct({ variables: { input } });
      const saved = result.data!.createProduct;
      toast({ title: 'Product created', description: `${saved.name} has been added to the catalog.` });
      onDone(saved);
    }
  }

  if (editing && product.loading) {
    return (
      <StyledCard aria-busy="true" aria-label="Loading product">
        <SkeletonText lines={6} />
      </StyledCard>
    );
  }
  if (editing && (product.error || !product.data)) {
    return (
      <StyledCard role="alert">
        <StyledError>
          <EmptyState title="Product not found" text={product.error ? productErrorMessage(product.error) : undefined} />
          <Button $variant="secondary" onClick={onCancel}>
            Back to products
          </Button>
        </StyledError>
      </StyledCard>
    );
  }
  if (chooseVendor && !editing && vendors.loading) {
    return (
      <StyledCard aria-busy="true" aria-label="Loading vendors">
        <SkeletonText lines={6} />
      </StyledCard>
    );
  }

  const current = product.data?.product;
  const initialValues: Partial<ProductFormValues> | undefined = current
    ? {
        name: current.name,
        sku: current.sku,
        description: current.description ?? '',
        category: current.category ?? '',
        price: current.price === null || current.price === undefined ? '' : current.price.toFixed(2),
        inStock: current.inStock,
        stockQuantity: String(current.stockQuantity),
      }
    : undefined;

  return (
    <StyledCard>
      <ProductForm
        key={current?.id ?? 'new'}
        initialValues={initialValues}
        vendors={chooseVendor && !editing ? (vendors.data?.vendors ?? []) : undefined}
        submitLabel={editing ? 'Save Changes' : 'Create Product'}
        pendingLabel={editing ? 'Saving...' : 'Creating...'}
        failureTitle={editing ? 'Failed to update product' : 'Failed to create product'}
        onSubmit={handleSubmit}
        onCancel={onCancel}
      />
    </StyledCard>
  );
}
