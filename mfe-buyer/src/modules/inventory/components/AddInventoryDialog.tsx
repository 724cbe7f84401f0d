import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  Button,
  Dialog,
  FormField,
  Input,
  InventoryCatalogPickerDocument,
  InventoryTrackProductDocument,
  Select,
  useDebouncedValue,
  useToast,
} from 'mfe-shared';
import { productErrorMessage, productVendorLabel } from 'mfe_screens/products';

export type AddInventoryDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Product ids already tracked: they are not offered again. */
  trackedProductIds: number[];
};

type Errors = { productId?: string; onHand?: string; reorderPoint?: string };

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

const DEFAULT_REORDER_POINT = '100';

function wholeNumberError(value: string, label: string): string | undefined {
  const parsed = Number(value);
  if (value.trim() === '' || !Number.isInteger(parsed)) return `${label} must be a whole number`;
  if (parsed < 0) return `${label} cannot be negative`;
  return undefined;
}

/** Add Product (DECISIONS.md 1): pick a catalog product, its opening quantity and reorder point. */
export function AddInventoryDialog({ open, onClose, trackedProductIds }: AddInventoryDialogProps) {
  const { toast } = useToast();
  const [search, setSearch] = useState('');
  const [productId, setProductId] = useState('');
  const [onHand, setOnHand] = useState('0');
  const [reorderPoint, setReorderPoint] = useState(DEFAULT_REORDER_POINT);
  const [errors, setErrors] = useState<Errors>({});
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
    setProductId('');
    setOnHand('0');
    setReorderPoint(DEFAULT_REORDER_POINT);
    setErrors({});
  }

  function handleClose() {
    if (loading) return;
    reset();
    onClose();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Errors = {
      productId: productId ? undefined : 'Select a product',
      onHand: wholeNumberError(onHand, 'Opening quantity'),
      reorderPoint: wholeNumberError(reorderPoint, 'Reorder point'),
    };
    setErrors(found);
    if (found.productId || found.onHand || found.reorderPoint) return;
    const product = choices?.find((choice) => String(choice.id) === productId);
    try {
      await trackProduct({
        variables: { productId: Number(productId), onHand: Number(onHand), reorderPoint: Number(reorderPoint) },
      });
      toast({ title: 'Product added', description: `${product?.name ?? 'The product'} is now in your inventory.` });
      reset();
      onClose();
    } catch (error) {
      toast({ title: 'Failed to add product', description: productErrorMessage(error), variant: 'destructive' });
    }
  }

  return (
    <Dialog open={open} onClose={handleClose} title="Add Product" description="Start tracking a catalog product in your inventory.">
      <StyledForm onSubmit={(event) => void handleSubmit(event)} noValidate>
        <FormField label="Find a product" hint="Name or SKU">
          <Input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        </FormField>
        <FormField label="Product" required error={errors.productId}>
          <Select value={productId} onChange={(event) => setProductId(event.target.value)}>
            <option value="">{catalog.loading && !choices ? 'Loading products...' : 'Select a product'}</option>
            {(choices ?? []).map((product) => (
              <option key={product.id} value={String(product.id)}>
                {product.name} ({product.sku}) · {productVendorLabel(product.vendor)}
              </option>
            ))}
          </Select>
        </FormField>
        <StyledPair>
          <FormField label="Opening quantity" required error={errors.onHand}>
            <Input type="number" min={0} step={1} inputMode="numeric" value={onHand} onChange={(event) => setOnHand(event.target.value)} />
          </FormField>
          <FormField label="Reorder point" required error={errors.reorderPoint} hint="Below this, stock is low">
            <Input
              type="number"
              min={0}
              step={1}
              inputMode="numeric"
              value={reorderPoint}
              onChange={(event) => setReorderPoint(event.target.value)}
            />
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
