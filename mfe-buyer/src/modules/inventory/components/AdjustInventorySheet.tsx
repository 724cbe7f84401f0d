import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Button, FormField, Input, refusalText, Sheet, showServerErrors, StatusBadge, useToast } from 'mfe-shared';
import { InventoryAdjustDocument, InventorySetReorderPointDocument, InventoryUntrackDocument } from 'mfe-shared/operations';
import { z } from 'zod';
import { productErrorMessage } from 'mfe_screens/products';
import { inventoryStatusLabel } from '../utils/inventoryFilters';
import { InventoryLedger } from './InventoryLedger';
import type { InventoryRow } from './InventoryTable';

export type AdjustInventorySheetProps = {
  /** The row to adjust; null keeps the sheet closed. */
  item: InventoryRow | null;
  onClose: () => void;
};

type Stock = { onHand: number; reorderPoint: number; status: string };

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.color.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  dd {
    margin: ${({ theme }) => theme.space.xxs} 0 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  > :first-child {
    flex: 1;
  }
`;

const StyledDanger = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const REFETCH = ['InventoryItems', 'InventoryMoves'];

const WHOLE_NUMBER = /^-?\d+$/;

/** Only what the forms must hold before they are sent (whole numbers, a reason); the server checks the rest. */
const adjustSchema = z.object({
  delta: z.string().trim().regex(WHOLE_NUMBER, 'Enter a whole number of units to add (or negative to remove)'),
  reason: z.string().trim().min(1, 'Reason is required'),
});
const reorderSchema = z.object({
  reorderPoint: z.string().trim().regex(WHOLE_NUMBER, 'Reorder point must be a whole number'),
});

type AdjustValues = z.infer<typeof adjustSchema>;
type ReorderValues = z.infer<typeof reorderSchema>;

type StockFormProps = { item: InventoryRow; onSaved: (stock: Stock) => void };

/** Adds or removes units with a reason (the server refuses going below zero, under Change). */
function AdjustForm({ item, onSaved }: StockFormProps) {
  const { toast } = useToast();
  const [adjust, adjusting] = useMutation(InventoryAdjustDocument, { refetchQueries: REFETCH });
  const form = useForm<AdjustValues>({ defaultValues: { delta: '', reason: '' }, resolver: zodResolver(adjustSchema) });
  const { errors } = form.formState;

  async function handleValid({ delta, reason }: AdjustValues) {
    try {
      const result = await adjust({ variables: { itemId: item.id, delta: Number(delta), reason } });
      const saved = result.data!.adjustInventory;
      onSaved({ onHand: saved.onHand, reorderPoint: saved.reorderPoint, status: saved.status });
      form.reset();
      toast({ title: 'Inventory adjusted', description: `${item.product.name}: ${saved.onHand} on hand.` });
    } catch (error) {
      const failure = showServerErrors(form, error);
      toast({ title: 'Failed to adjust inventory', description: refusalText(failure, productErrorMessage(error)), variant: 'destructive' });
    }
  }

  return (
    <StyledForm onSubmit={form.handleSubmit(handleValid)} noValidate aria-labelledby="inventory-adjust-title">
      <FormField label="Change" hint="Units to add; a negative number removes units" required error={errors.delta?.message}>
        <Input type="number" step={1} inputMode="numeric" {...form.register('delta')} />
      </FormField>
      <FormField label="Reason" required error={errors.reason?.message}>
        <Input placeholder="e.g. Cycle count, damaged goods" {...form.register('reason')} />
      </FormField>
      <Button type="submit" disabled={adjusting.loading}>
        {adjusting.loading ? 'Saving...' : 'Save Adjustment'}
      </Button>
    </StyledForm>
  );
}

/** The level below which the item counts as low stock. */
function ReorderForm({ item, onSaved }: StockFormProps) {
  const { toast } = useToast();
  const [saveReorderPoint, savingReorder] = useMutation(InventorySetReorderPointDocument, { refetchQueries: REFETCH });
  const form = useForm<ReorderValues>({
    defaultValues: { reorderPoint: String(item.reorderPoint) },
    resolver: zodResolver(reorderSchema),
  });
  const { errors } = form.formState;

  async function handleValid({ reorderPoint }: ReorderValues) {
    try {
      const result = await saveReorderPoint({ variables: { itemId: item.id, reorderPoint: Number(reorderPoint) } });
      const saved = result.data!.setReorderPoint;
      onSaved({ onHand: saved.onHand, reorderPoint: saved.reorderPoint, status: saved.status });
      toast({ title: 'Reorder point updated', description: `${item.product.name} is low below ${saved.reorderPoint}.` });
    } catch (error) {
      const failure = showServerErrors(form, error);
      toast({ title: 'Failed to update reorder point', description: refusalText(failure, productErrorMessage(error)), variant: 'destructive' });
    }
  }

  return (
    <StyledForm onSubmit={form.handleSubmit(handleValid)} noValidate aria-labelledby="inventory-reorder-title">
      <StyledRow>
        <FormField label="Low stock below" error={errors.reorderPoint?.message}>
          <Input type="number" min={0} step={1} inputMode="numeric" {...form.register('reorderPoint')} />
        </FormField>
        <Button type="submit" $variant="secondary" disabled={savingReorder.loading}>
          {savingReorder.loading ? 'Saving...' : 'Save'}
        </Button>
      </StyledRow>
    </StyledForm>
  );
}

/**
 * Per-row inventory work (DECISIONS.md 1): adjust the quantity with a reason (the server refuses
 * going below zero), change the reorder point, read the ledger, or stop tracking.
 */
export function AdjustInventorySheet({ item, onClose }: AdjustInventorySheetProps) {
  const { toast } = useToast();
  const [shownId, setShownId] = useState<number | null>(null);
  const [stock, setStock] = useState<Stock | null>(null);
  const [confirmUntrack, setConfirmUntrack] = useState(false);
  const [untrack, untracking] = useMutation(InventoryUntrackDocument, { refetchQueries: ['InventoryItems'] });

  // A newly opened row starts from its own figures and empty forms (keyed by the row).
  if (item && item.id !== shownId) {
    setShownId(item.id);
    setStock({ onHand: item.onHand, reorderPoint: item.reorderPoint, status: item.status });
    setConfirmUntrack(false);
  }

  function handleClose() {
    setShownId(null);
    onClose();
  }

  async function handleUntrack() {
    if (!item) return;
    try {
      await untrack({ variables: { itemId: item.id } });
      toast({ title: 'Product removed', description: `${item.product.name} is no longer in your inventory.` });
      handleClose();
    } catch (error) {
      toast({ title: 'Failed to remove product', description: productErrorMessage(error), variant: 'destructive' });
    }
  }

  return (
    <Sheet
      open={item !== null}
      onClose={handleClose}
      title={item ? `Adjust ${item.product.name}` : 'Adjust'}
      description={item ? `${item.product.sku}` : undefined}
    >
      {item && stock && (
        <StyledBody>
          <StyledFacts>
            <div>
              <dt>On hand</dt>
              <dd data-testid="inventory-on-hand">{stock.onHand}</dd>
            </div>
            <div>
              <dt>Reorder point</dt>
              <dd>{stock.reorderPoint}</dd>
            </div>
            <div>
              <dt>Status</dt>
              <dd>
                <StatusBadge status={inventoryStatusLabel(stock.status)} />
              </dd>
            </div>
          </StyledFacts>

          <StyledSection aria-labelledby="inventory-adjust-title">
            <h3 id="inventory-adjust-title">Adjust quantity</h3>
            <AdjustForm key={item.id} item={item} onSaved={setStock} />
          </StyledSection>

          <StyledSection aria-labelledby="inventory-reorder-title">
            <h3 id="inventory-reorder-title">Reorder point</h3>
            <ReorderForm key={item.id} item={item} onSaved={setStock} />
          </StyledSection>

          <StyledSection aria-labelledby="inventory-ledger-title">
            <h3 id="inventory-ledger-title">Stock history</h3>
            <InventoryLedger itemId={item.id} />
          </StyledSection>

          <StyledSection aria-labelledby="inventory-untrack-title">
            <h3 id="inventory-untrack-title">Stop tracking</h3>
            {confirmUntrack ? (
              <StyledDanger role="group" aria-label="Confirm stop tracking">
                <span>Remove {item.product.name} and its history from your inventory?</span>
                <Button $variant="secondary" onClick={() => setConfirmUntrack(false)} disabled={untracking.loading}>
                  Cancel
                </Button>
                <Button $variant="destructive" onClick={() => void handleUntrack()} disabled={untracking.loading}>
                  {untracking.loading ? 'Removing...' : 'Remove'}
                </Button>
              </StyledDanger>
            ) : (
              <StyledDanger>
                <Button $variant="secondary" onClick={() => setConfirmUntrack(true)}>
                  Stop tracking
                </Button>
              </StyledDanger>
            )}
          </StyledSection>
        </StyledBody>
      )}
    </Sheet>
  );
}
