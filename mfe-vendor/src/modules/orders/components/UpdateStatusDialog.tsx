import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  Button,
  Dialog,
  FormField,
  isClosedStatus,
  orderStatusLabel,
  OrderStatusBadge,
  Select,
  STATUSES_NEEDING_APPROVAL,
  TextArea,
  VENDOR_ORDER_STATUSES,
  type OrderStatus,
} from 'mfe-shared';
import { useOrderStatusActions } from 'mfe-shared/data';

/** What the dialog needs of an order. */
export type StatusDialogOrder = {
  id: number;
  orderCode: string;
  status: OrderStatus;
  requestedStatus: OrderStatus | null;
  version: number;
  product: { name: string };
};

export type UpdateStatusDialogProps = {
  order: StatusDialogOrder | null;
  onClose: () => void;
};

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledCurrent = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
`;

const StyledNote = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.muted};
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * The vendor's status dialog (SPEC.md 2.7, 4), the one place both Manage Orders and Update Order
 * change a status: the vendor's statuses in any order; Shipping, Delivered and Completed go to
 * the buyer for approval. Toasts and the stale-version (409) reload come from useOrderStatusActions.
 */
export function UpdateStatusDialog({ order, onClose }: UpdateStatusDialogProps) {
  const actions = useOrderStatusActions();
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [notes, setNotes] = useState('');

  useEffect(() => {
    setStatus('');
    setNotes('');
  }, [order?.id]);

  const waiting = order?.status === 'ApprovalNeeded' && !!order.requestedStatus;
  const closed = order ? isClosedStatus(order.status) : false;
  const choices = VENDOR_ORDER_STATUSES.filter((value) => value !== order?.status);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!order || !status) return;
    const done = await actions.updateStatus(order, status, notes);
    if (done) onClose();
  }

  return (
    <Dialog
      open={order !== null}
      onClose={onClose}
      title="Update Order Status"
      description={order ? `${order.orderCode} · ${order.product.name}` : undefined}
    >
      {order && (
        <StyledForm onSubmit={handleSubmit}>
          <StyledCurrent>
            Current status: <OrderStatusBadge status={order.status} />
          </StyledCurrent>
          {waiting && (
            <StyledNote role="status">
              Waiting for the buyer&apos;s approval to move to {orderStatusLabel(order.requestedStatus ?? '')}.
            </StyledNote>
          )}
          {closed && <StyledNote role="status">This order is {orderStatusLabel(order.status)} and can no longer change.</StyledNote>}
          <FormField
            label="New Status"
            required
            hint={
              status && STATUSES_NEEDING_APPROVAL.includes(status)
                ? `Moving to ${orderStatusLabel(status)} requires the buyer's approval.`
                : undefined
            }
          >
            <Select value={status} onChange={(event) => setStatus(event.target.value as OrderStatus | '')} disabled={waiting || closed}>
              <option value="">Select a status</option>
              {choices.map((value) => (
                <option key={value} value={value}>
                  {orderStatusLabel(value)}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label={status === 'Delayed' ? 'Reason for the delay' : 'Notes (optional)'} required={status === 'Delayed'}>
            <TextArea value={notes} onChange={(event) => setNotes(event.target.value)} disabled={waiting || closed} />
          </FormField>
          <StyledActions>
            <Button $variant="secondary" onClick={onClose} disabled={actions.pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={!status || actions.pending || waiting || closed}>
              {actions.pending ? 'Updating...' : 'Update Status'}
            </Button>
          </StyledActions>
        </StyledForm>
      )}
    </Dialog>
  );
}
