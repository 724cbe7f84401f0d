import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { z } from 'zod';
import { Button, Dialog, FormField, type OrderStatus, Select, showServerErrors, TextArea } from 'mfe-shared';
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
 * The action chosen and the notes. A reason is asked for only when the server's action says it
 * needs one (`needsReason`); which moves exist and whether they may be made now is the server's.
 */
function statusFormSchema(offered: readonly OrderActionItem[]) {
  return z
    .object({
      action: z.string().min(1, 'Please select a status'),
      notes: z.string(),
    })
    .refine(
      ({ action, notes }) => !offered.find((item) => actionKey(item) === action)?.needsReason || notes.trim() !== '',
      { path: ['notes'], message: 'Please give a reason' },
    );
}

type StatusFormValues = z.infer<ReturnType<typeof statusFormSchema>>;

/**
 * Every status change of the portal asks here first (issue 17): the status actions the server
 * offers the user on this order, the change from → to, the reason when it needs one, and what
 * waits for the buyer. Actions a gate stops for now are listed with the server's reason.
 */
export function ChangeStatusDialog({ order, initial = null, onClose }: ChangeStatusDialogProps) {
  const actions = useOrderStatusActions();
  const offered = order.availableActions.filter((action) => isStatusAction(action) && !action.disabledReason);
  const blocked = order.availableActions.filter((action) => isStatusAction(action) && action.disabledReason);
  const form = useForm<StatusFormValues>({
    defaultValues: { action: initial ? actionKey(initial) : '', notes: '' },
    resolver: zodResolver(statusFormSchema(offered)),
  });
  const { errors } = form.formState;
  const chosen = offered.find((action) => actionKey(action) === form.watch('action')) ?? null;

  async function handleValid({ notes }: StatusFormValues) {
    if (!chosen) return;
    const showOnFields = (error: unknown) => showServerErrors(form, error, { status: 'action' });
    if (await actions.perform(order, chosen, notes, showOnFields)) onClose();
  }

  return (
    <Dialog open onClose={onClose} title="Update Order Status" description={`Order ${order.orderCode}`}>
      <StyledForm onSubmit={form.handleSubmit(handleValid)} aria-label="Update order status" noValidate>
        {offered.length === 0 ? (
          <p role="status">There is no status change you can make on this order now.</p>
        ) : (
          <FormField label="New Status" required error={errors.action?.message}>
            <Select {...form.register('action')}>
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
            <FormField
              label={chosen.needsReason ? 'Reason' : 'Notes (optional)'}
              required={chosen.needsReason}
              error={errors.notes?.message}
            >
              <TextArea {...form.register('notes')} />
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
          <Button type="submit" disabled={offered.length === 0 || actions.pending}>
            {actions.pending ? 'Updating...' : 'Confirm'}
          </Button>
        </StyledActions>
      </StyledForm>
    </Dialog>
  );
}
