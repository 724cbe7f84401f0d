import { useState } from 'react';
import { Button } from 'mfe-shared';
import { isStatusAction, type OrderActionItem } from '../utils/orderActions';
import { ChangeStatusDialog, type StatusDialogOrder } from './ChangeStatusDialog';

export type OrderStatusControlsProps = { order: StatusDialogOrder };

/**
 * The status buttons of an order for its vendor or an admin (SPEC.md 2.9): 'Update Status to Next
 * Stage' when the server suggests a next stage, and 'Change Status' for every other move it
 * offers; both confirm in the Update Order Status dialog. Approval answers live in ApprovalAlert.
 */
export function OrderStatusControls({ order }: OrderStatusControlsProps) {
  const [dialog, setDialog] = useState<{ opened: number; initial: OrderActionItem | null } | null>(null);
  const moves = order.availableActions.filter(
    (action) => isStatusAction(action) && action.kind !== 'Approve' && action.kind !== 'Reject',
  );
  const next = moves.find((action) => action.primary && !action.disabledReason) ?? null;
  if (moves.length === 0) return null;
  return (
    <>
      {next && (
        <Button onClick={() => setDialog({ opened: Date.now(), initial: next })} title={next.label}>
          Update Status to Next Stage
        </Button>
      )}
      <Button $variant={next ? 'secondary' : 'primary'} onClick={() => setDialog({ opened: Date.now(), initial: null })}>
        Change Status
      </Button>
      {dialog && <ChangeStatusDialog key={dialog.opened} order={order} initial={dialog.initial} onClose={() => setDialog(null)} />}
    </>
  );
}
