import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Button, Dialog, FormField, Input, refusalText, Select, showServerErrors, useDebouncedValue, useToast } from 'mfe-shared';
import { InventoryCatalogPickerDocument, InventoryTrackProductDocument } from 'mfe-shared/operations';
import { z } from 'zod';
import { productErrorMessage, productVendorLabel } from 'mfe_screens/products';

export type AddInventoryDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Product ids already tracked: they are not offered again. */
  trackedProductIds: number[];
};

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledPair = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.md};
`;

const WHOLE_NUMBER = /^-?\d+$/;

/** Only what the form must hold before it is sent (a product, whole numbers); the server checks the rest. */
const addSchema = z.object({
  productId: z.string().min(1, 'Select a product'),
  onHand: z.string().trim().regex(WHOLE_NUMBER, 'Opening quantity must be a whole number'),
  reorderPoint: z.string().trim().regex(WHOLE_NUMBER, 'Reorder point must be a whole number'),
});

type AddValues = z.infer<typeof addSchema>;

const DEFAULTS: AddValues = { productId: '', onHand: '0', reorderPoint: '100' };

/** Add Product (DECISIONS.md 1): pick a catalog product, its opening quantity and reorder point. */
export function AddInventoryDialog({ open, onClose, trackedProductIds }: AddInventoryDialogProps) {
  const { toast } = useToast();
  const [search, setSearch] = useState('');
  const form = useForm<AddValues>({ defaultValues: DEFAULTS, resolver: zodResolver(addSchema) });
  const { errors } = form.formState;
  const debouncedSearch = useDebouncedValue(search);
  const catalog = useQuery(InventoryCatalogPickerDocument, {
    variables: { search: debouncedSearch.trim() || undefined },
    skip: !open,
  });
  const [trackProduct, { loading }] = useMutation(InventoryTrackProductDocument, {
    refetchQueries: ['InventoryItems'],
    awaitRefetchQueries: true,
  });
  const choices = (catalog.data ?? catalog.previousData)?.products.nodes.filter(
    (product) => !trackedProductIds.includes(product.id),
  );

  function reset() {
    setSearch('');
    form.reset(DEFAULTS);
  }

  function handleClose() {
    if (loading) return;
    reset();
    onClose();
  }

  async function handleValid({ productId, onHand, reorderPoint }: AddValues) {
    const product = choices?.find((choice) => String(choice.id) === productId);
    try {
      await trackProduct({
        variables: { productId: Number(productId), onHand: Number(onHand), reorderPoint: Number(reorderPoint) },
      });
      toast({ title: 'Product added', description: `${product?.name ?? 'The product'} is now in your inventory.` });
      reset();
      onClose();
    } catch (error) {
      const failure = showServerErrors(form, error);
      toast({ title: 'Failed to add product', description: refusalText(failure, productErrorMessage(error)), variant: 'destructive' });
    }
  }

  return (
    <Dialog open={open} onClose={handleClose} title="Add Product" description="Start tracking a catalog product in your inventory.">
      <StyledForm onSubmit={form.handleSubmit(handleValid)} noValidate aria-label="Add Product">
        <FormField label="Find a product" hint="Name or SKU">
          <Input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        </FormField>
        <FormField label="Product" required error={errors.productId?.message}>
          <Select {...form.register('productId')}>
            <option value="">{catalog.loading && !choices ? 'Loading products...' : 'Select a product'}</option>
            {(choices ?? []).map((product) => (
              <option key={product.id} value={String(product.id)}>
                {product.name} ({product.sku}) · {productVendorLabel(product.vendor)}
              </option>
            ))}
          </Select>
        </FormField>
        <StyledPair>
          <FormField label="Opening quantity" required error={errors.onHand?.message}>
            <Input type="number" min={0} step={1} inputMode="numeric" {...form.register('onHand')} />
          </FormField>
          <FormField label="Reorder point" required error={errors.reorderPoint?.message} hint="Below this, stock is low">
            <Input type="number" min={0} step={1} inputMode="numeric" {...form.register('reorderPoint')} />
          </FormField>
        </StyledPair>
        <StyledPair>
          <Button $variant="secondary" onClick={handleClose} disabled={loading}>
            Cancel
          </Button>
          <Button type="submit" disabled={loading}>
            {loading ? 'Adding...' : 'Add to Inventory'}
          </Button>
        </StyledPair>
      </StyledForm>
    </Dialog>
  );
}
