import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Dialog, FormField, type OrderStatus, Select, TextArea } from 'mfe-shared';
import { useOrderStatusActions } from '../hooks/useOrderStatusActions';
import { actionKey, isStatusAction, type OrderActionItem } from '../utils/orderActions';
import { orderStatusLabel } from '../utils/orderStatus';
import { OrderStatusBadge } from './OrderStatusBadge';

/** What the dialog needs of an order: its status, version and the server's actions. */
export type StatusDialogOrder = {
  id: number;
  orderCode: string;
  status: OrderStatus;
  version: number;
  availableActions: OrderActionItem[];
};

export type ChangeStatusDialogProps = {
  order: StatusDialogOrder;
  /** The action chosen beforehand (the next stage, an answer); without it the user picks one. */
  initial?: OrderActionItem | null;
  onClose: () => void;
};

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  p {
    margin: 0;
  }
`;

const StyledChange = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledNote = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.muted};
`;

const StyledBlocked = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.muted};
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * Every status change of the portal asks here first (issue 17): the status actions the server
 * offers the user on this order, the change from → to, the reason when it needs one, and what
 * waits for the buyer. Actions a gate stops for now are listed with the server's reason.
 */
export function ChangeStatusDialog({ order, initial = null, onClose }: ChangeStatusDialogProps) {
  const actions = useOrderStatusActions();
  const offered = order.availableActions.filter((action) => isStatusAction(action) && !action.disabledReason);
  const blocked = order.availableActions.filter((action) => isStatusAction(action) && action.disabledReason);
  const [key, setKey] = useState(initial ? actionKey(initial) : '');
  const [notes, setNotes] = useState('');
  const chosen = offered.find((action) => actionKey(action) === key) ?? null;
  const missingReason = !!chosen?.needsReason && !notes.trim();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!chosen || missingReason) return;
    if (await actions.perform(order, chosen, notes)) onClose();
  }

  return (
    <Dialog open onClose={onClose} title="Update Order Status" description={`Order ${order.orderCode}`}>
      <StyledForm onSubmit={handleSubmit} aria-label="Update order status" noValidate>
        {offered.length === 0 ? (
          <p role="status">There is no status change you can make on this order now.</p>
        ) : (
          <FormField label="New Status" required>
            <Select value={key} onChange={(event) => setKey(event.target.value)}>
              <option value="">Select a status</option>
              {offered.map((action) => (
                <option key={actionKey(action)} value={actionKey(action)}>
                  {action.label}
                </option>
              ))}
            </Select>
          </FormField>
        )}
        {chosen && (
          <>
            <StyledChange role="group" aria-label="Status change">
              <OrderStatusBadge status={order.status} />
              <span>→</span>
              <OrderStatusBadge status={chosen.resultStatus ?? order.status} />
            </StyledChange>
            {chosen.goesToApproval && (
              <StyledNote role="status">
                {chosen.targetStatus === 'Cancelled'
                  ? 'The buyer approves the cancellation or keeps the order; it waits at Approval Needed until then.'
                  : `${orderStatusLabel(chosen.targetStatus ?? '')} needs the buyer's approval: the order waits at Approval Needed until the buyer answers.`}
              </StyledNote>
            )}
            <FormField label={chosen.needsReason ? 'Reason' : 'Notes (optional)'} required={chosen.needsReason}>
              <TextArea value={notes} onChange={(event) => setNotes(event.target.value)} />
            </FormField>
          </>
        )}
        {blocked.length > 0 && (
          <div>
            <StyledNote>Not possible yet:</StyledNote>
            <StyledBlocked aria-label="Not possible yet">
              {blocked.map((action) => (
                <li key={actionKey(action)}>
                  {action.label}: {action.disabledReason}
                </li>
              ))}
            </StyledBlocked>
          </div>
        )}
        <StyledActions>
          <Button $variant="secondary" onClick={onClose} disabled={actions.pending}>
            Cancel
          </Button>
          <Button type="submit" disabled={!chosen || missingReason || actions.pending}>
            {actions.pending ? 'Updating...' : 'Confirm'}
          </Button>
        </StyledActions>
      </StyledForm>
    </Dialog>
  );
}
