import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  Button,
  FormField,
  Input,
  InventoryAdjustDocument,
  InventorySetReorderPointDocument,
  InventoryUntrackDocument,
  Sheet,
  StatusBadge,
  useToast,
} from 'mfe-shared';
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

const StyledError = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.red.bg};
  color: ${({ theme }) => theme.color.red.fg};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledDanger = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const REFETCH = ['InventoryItems', 'InventoryMoves'];

/**
 * Per-row inventory work (DECISIONS.md 1): adjust the quantity with a reason (the server refuses
 * going below zero), change the reorder point, read the ledger, or stop tracking.
 */
export function AdjustInventorySheet({ item, onClose }: AdjustInventorySheetProps) {
  const { toast } = useToast();
  const [shownId, setShownId] = useState<number | null>(null);
  const [stock, setStock] = useState<Stock | null>(null);
  const [delta, setDelta] = useState('');
  const [reason, setReason] = useState('');
  const [adjustErrors, setAdjustErrors] = useState<{ delta?: string; reason?: string; server?: string }>({});
  const [reorderPoint, setReorderPoint] = useState('');
  const [reorderError, setReorderError] = useState('');
  const [confirmUntrack, setConfirmUntrack] = useState(false);
  const [adjust, adjusting] = useMutation(InventoryAdjustDocument, { refetchQueries: REFETCH });
  const [saveReorderPoint, savingReorder] = useMutation(InventorySetReorderPointDocument, { refetchQueries: REFETCH });
  const [untrack, untracking] = useMutation(InventoryUntrackDocument, { refetchQueries: ['InventoryItems'] });

  // A newly opened row starts from its own figures and an empty form.
  if (item && item.id !== shownId) {
    setShownId(item.id);
    setStock({ onHand: item.onHand, reorderPoint: item.reorderPoint, status: item.status });
    setDelta('');
    setReason('');
    setAdjustErrors({});
    setReorderPoint(String(item.reorderPoint));
    setReorderError('');
    setConfirmUntrack(false);
  }

  function handleClose() {
    setShownId(null);
    onClose();
  }

  async function handleAdjust(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!item) return;
    const change = Number(delta);
    const found = {
      delta:
        delta.trim() === '' || !Number.isInteger(change) || change === 0
          ? 'Enter a whole number of units to add (or negative to remove)'
          : undefined,
      reason: reason.trim() ? undefined : 'Reason is required',
    };
    setAdjustErrors(found);
    if (found.delta || found.reason) return;
    try {
      const result = await adjust({ variables: { itemId: item.id, delta: change, reason: reason.trim() } });
      const saved = result.data!.adjustInventory;
      setStock({ onHand: saved.onHand, reorderPoint: saved.reorderPoint, status: saved.status });
      setDelta('');
      setReason('');
      toast({ title: 'Inventory adjusted', description: `${item.product.name}: ${saved.onHand} on hand.` });
    } catch (error) {
      const message = productErrorMessage(error);
      setAdjustErrors({ server: message });
      toast({ title: 'Failed to adjust inventory', description: message, variant: 'destructive' });
    }
  }

  async function handleReorderPoint(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!item) return;
    const value = Number(reorderPoint);
    if (reorderPoint.trim() === '' || !Number.isInteger(value) || value < 0) {
      setReorderError('Reorder point must be a whole number of 0 or more');
      return;
    }
    setReorderError('');
    try {
      const result = await saveReorderPoint({ variables: { itemId: item.id, reorderPoint: value } });
      const saved = result.data!.setReorderPoint;
      setStock({ onHand: saved.onHand, reorderPoint: saved.reorderPoint, status: saved.status });
      toast({ title: 'Reorder point updated', description: `${item.product.name} is low below ${saved.reorderPoint}.` });
    } catch (error) {
      const message = productErrorMessage(error);
      setReorderError(message);
      toast({ title: 'Failed to update reorder point', description: message, variant: 'destructive' });
    }
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
            <StyledForm onSubmit={(event) => void handleAdjust(event)} noValidate>
              <FormField label="Change" hint="Units to add; a negative number removes units" required error={adjustErrors.delta}>
                <Input type="number" step={1} inputMode="numeric" value={delta} onChange={(event) => setDelta(event.target.value)} />
              </FormField>
              <FormField label="Reason" required error={adjustErrors.reason}>
                <Input value={reason} onChange={(event) => setReason(event.target.value)} placeholder="e.g. Cycle count, damaged goods" />
              </FormField>
              {adjustErrors.server && <StyledError role="alert">{adjustErrors.server}</StyledError>}
              <Button type="submit" disabled={adjusting.loading}>
                {adjusting.loading ? 'Saving...' : 'Save Adjustment'}
              </Button>
            </StyledForm>
          </StyledSection>

          <StyledSection aria-labelledby="inventory-reorder-title">
            <h3 id="inventory-reorder-title">Reorder point</h3>
            <StyledForm onSubmit={(event) => void handleReorderPoint(event)} noValidate>
              <StyledRow>
                <FormField label="Low stock below" error={reorderError || undefined}>
                  <Input
                    type="number"
                    min={0}
                    step={1}
                    inputMode="numeric"
                    value={reorderPoint}
                    onChange={(event) => setReorderPoint(event.target.value)}
                  />
                </FormField>
                <Button type="submit" $variant="secondary" disabled={savingReorder.loading}>
                  {savingReorder.loading ? 'Saving...' : 'Save'}
                </Button>
              </StyledRow>
            </StyledForm>
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
