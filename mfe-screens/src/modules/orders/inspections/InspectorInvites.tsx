import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { z } from 'zod';
import { Button, Dialog, formatSpecDate, FormField, type OrdersOrderInspectionsQuery, refusalText, Select, showServerErrors, useToast } from 'mfe-shared';
import { OrdersInviteInspectorDocument, OrdersRemoveInspectorDocument } from 'mfe-shared/operations';
import { ButtonRow, DialogForm } from '../components/dialogParts';
import { useRun } from './InspectionCard';

type InspectionsOrder = NonNullable<OrdersOrderInspectionsQuery['order']>;

const StyledList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

export type InvitedInspectorsProps = {
  order: Pick<InspectionsOrder, 'id' | 'inspectors'>;
  /** The server offers InviteInspector: the buyer may also withdraw an invitation. */
  canInvite: boolean;
};

/** The users of the buyer's company invited to inspect the order (the buyer may withdraw each). */
export function InvitedInspectors({ order, canInvite }: InvitedInspectorsProps) {
  const [remove] = useMutation(OrdersRemoveInspectorDocument);
  const { busy, run } = useRun();
  if (order.inspectors.length === 0) return null;
  return (
    <section aria-label="Invited inspectors">
      <StyledList>
        {order.inspectors.map((invited) => (
          <li key={invited.user.id}>
            <span>
              Inspector of the buyer: <strong>{invited.user.name}</strong> (invited by {invited.invitedBy.name},{' '}
              {formatSpecDate(invited.createdAt)})
            </span>
            {canInvite && (
              <Button
                $variant="ghost"
                disabled={busy}
                aria-label={`Withdraw ${invited.user.name}'s invitation`}
                onClick={() =>
                  void run(
                    () => remove({ variables: { orderId: String(order.id), userId: invited.user.id }, refetchQueries: 'active' }),
                    'Invitation withdrawn',
                  )
                }
              >
                Withdraw
              </Button>
            )}
          </li>
        ))}
      </StyledList>
    </section>
  );
}

const inviteSchema = z.object({ userId: z.string().min(1, 'Please choose a user of your company to invite') });
type InviteValues = z.infer<typeof inviteSchema>;

export type InviteInspectorDialogProps = {
  order: Pick<InspectionsOrder, 'id' | 'orderCode' | 'inspectorCandidates'>;
  open: boolean;
  onClose: () => void;
};

/** The buyer invites a buyer account of its own company (the server's candidates) to inspect the order. */
export function InviteInspectorDialog({ order, open, onClose }: InviteInspectorDialogProps) {
  const { toast } = useToast();
  const form = useForm<InviteValues>({ defaultValues: { userId: '' }, resolver: zodResolver(inviteSchema) });
  const [invite, { loading }] = useMutation(OrdersInviteInspectorDocument);
  const { errors } = form.formState;

  function close() {
    if (loading) return;
    form.reset({ userId: '' });
    onClose();
  }

  async function handleValid({ userId }: InviteValues) {
    try {
      const { data } = await invite({
        variables: { orderId: String(order.id), input: { userId: Number(userId) } },
        refetchQueries: 'active',
      });
      toast({ title: 'Inspector invited', description: `${data?.inviteInspector.user.name} can now inspect ${order.orderCode}.` });
      form.reset({ userId: '' });
      onClose();
    } catch (failure) {
      toast({ title: 'Something went wrong', description: refusalText(showServerErrors(form, failure), 'Please try again.'), variant: 'destructive' });
    }
  }

  const none = order.inspectorCandidates.length === 0;
  return (
    <Dialog
      open={open}
      onClose={close}
      title="Invite an inspector"
      description="A user of your company inspects this order for you: they see the order and start and record its inspections, nothing else."
    >
      <DialogForm onSubmit={form.handleSubmit(handleValid)} aria-label="Invite an inspector" noValidate>
        <FormField
          label="Inspector"
          required
          hint={none ? 'Your company has no other buyer account left to invite: an admin adds users of your company.' : undefined}
          error={errors.userId?.message}
        >
          <Select {...form.register('userId')} disabled={none || loading}>
            <option value="">Select a user of your company</option>
            {order.inspectorCandidates.map((user) => (
              <option key={user.id} value={String(user.id)}>
                {user.name}
              </option>
            ))}
          </Select>
        </FormField>
        <ButtonRow>
          <Button $variant="secondary" onClick={close} disabled={loading}>
            Cancel
          </Button>
          <Button type="submit" disabled={none || loading}>
            {loading ? 'Inviting...' : 'Invite'}
          </Button>
        </ButtonRow>
      </DialogForm>
    </Dialog>
  );
}
