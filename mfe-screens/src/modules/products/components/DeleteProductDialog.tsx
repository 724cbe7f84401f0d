import { useMutation } from '@apollo/client/react';
import { ConfirmDialog, useToast } from 'mfe-shared';
import { ProductsDeleteProductDocument } from 'mfe-shared/operations';
import { productErrorMessage } from '../productErrors';

export type DeleteProductDialogProps = {
  /** The product to delete; null keeps the dialog closed. */
  product: { id: number; name: string } | null;
  onClose: () => void;
  /** After the server deleted or archived it. */
  onDeleted?: (result: { id: number; deleted: boolean; archived: boolean }) => void;
};

/**
 * Asks, then really deletes the product (DECISIONS.md 1); the server archives one that orders,
 * specifications or inventory refer to, and the toast says which happened.
 */
export function DeleteProductDialog({ product, onClose, onDeleted }: DeleteProductDialogProps) {
  const { toast } = useToast();
  const [deleteProduct, { loading }] = useMutation(ProductsDeleteProductDocument, { refetchQueries: ['ProductsCatalog'] });

  async function handleConfirm() {
    if (!product) return;
    try {
      const result = await deleteProduct({ variables: { id: product.id } });
      const outcome = result.data!.deleteProduct;
      toast({
        title: outcome.archived ? 'Product archived' : 'Product deleted',
        description: outcome.archived
          ? `${product.name} is referenced by orders or specifications, so it was archived instead of erased.`
          : `${product.name} has been deleted.`,
      });
      onClose();
      onDeleted?.(outcome);
    } catch (error) {
      toast({ title: 'Failed to delete product', description: productErrorMessage(error), variant: 'destructive' });
    }
  }

  return (
    <ConfirmDialog
      open={product !== null}
      title="Delete product?"
      text={
        product
          ? `Are you sure you want to delete ${product.name}? A product referenced by orders is archived instead.`
          : undefined
      }
      confirmLabel={loading ? 'Deleting...' : 'Delete'}
      destructive
      pending={loading}
      onConfirm={() => void handleConfirm()}
      onCancel={onClose}
    />
  );
}
