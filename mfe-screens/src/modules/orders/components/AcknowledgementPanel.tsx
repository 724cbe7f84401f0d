import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { z } from 'zod';
import { Button, Card, ConfirmDialog, formatSpecDate, formatUnits, FormField, Input, type OrdersOrderDetailQuery, refusalText, showServerErrors, StatusBadge, TextArea, useToast } from 'mfe-shared';
import { OrdersAcceptOrderDocument, OrdersAnswerOrderProposalDocument, OrdersProposeOrderChangeDocument } from 'mfe-shared/operations';
import { explainableMessage } from '../utils/errors';
import { actionOf } from '../utils/orderActions';
import { todayIso } from '../utils/dates';
import { gridTotal, type SizeGrid } from '../utils/sizeGrid';
import { SizeGridEditor } from './SizeGridEditor';

type Order = OrdersOrderDetailQuery['order'];

export type AcknowledgementPanelProps = { order: Order };

const StyledCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  p {
    margin: 0;
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledList = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

/**
 * A proposal's shape: a due date, a whole quantity (or the grid of an order that has one) and a
 * reason. Whether it is a change, a date not past and a quantity in range is the server's to say.
 */
const proposalSchema = z
  .object({
    dueDate: z.string().min(1, 'Please enter a due date'),
    quantity: z.string().trim(),
    grid: z.custom<SizeGrid | null>(),
    reason: z.string().trim().min(1, 'Please give a reason for the proposal'),
  })
  .refine(({ grid, quantity }) => grid !== null || /^-?\d+$/.test(quantity), {
    path: ['quantity'],
    message: 'Quantity must be a whole number',
  });

type ProposalValues = z.infer<typeof proposalSchema>;

type ProposalFormProps = {
  order: Order;
  busy: boolean;
  /** Sends the proposal; a refusal is thrown back and shown here, under the fields it names. */
  onPropose: (values: ProposalValues) => Promise<void>;
  onCancel: () => void;
};

/** The vendor's proposal of another due date or quantities, with a reason. */
function ProposalForm({ order, busy, onPropose, onCancel }: ProposalFormProps) {
  const { toast } = useToast();
  const form = useForm<ProposalValues>({
    defaultValues: {
      dueDate: order.dueDate,
      quantity: String(order.quantity),
      // Only the grid's own fields go back to the server (not the client's __typename).
      grid: order.sizeBreakdown
        ? { colours: order.sizeBreakdown.colours, sizes: order.sizeBreakdown.sizes, quantities: order.sizeBreakdown.quantities }
        : null,
      reason: '',
    },
    resolver: zodResolver(proposalSchema),
  });
  const { errors } = form.formState;
  const grid = form.watch('grid');

  async function handleValid(values: ProposalValues) {
    try {
      await onPropose(values);
    } catch (error) {
      toast({
        title: 'Something went wrong',
        description: refusalText(showServerErrors(form, error, { breakdown: 'grid' }), 'Please try again.'),
        variant: 'destructive',
      });
    }
  }

  return (
    <form onSubmit={form.handleSubmit(handleValid)} aria-label="Propose changes" noValidate>
      <FormField label="Proposed due date" required error={errors.dueDate?.message}>
        <Input type="date" min={todayIso()} {...form.register('dueDate')} />
      </FormField>
      {grid ? (
        <Controller
          control={form.control}
          name="grid"
          render={({ field }) => (
            <SizeGridEditor value={field.value!} onChange={field.onChange} error={errors.grid?.message} />
          )}
        />
      ) : (
        <FormField label="Proposed quantity" required error={errors.quantity?.message}>
          <Input type="number" min={1} step={1} {...form.register('quantity')} />
        </FormField>
      )}
      <FormField label="Reason" required error={errors.reason?.message}>
        <TextArea {...form.register('reason')} />
      </FormField>
      <StyledActions>
        <Button type="submit" disabled={busy}>
          Send proposal{grid ? ` (${formatUnits(gridTotal(grid))})` : ''}
        </Button>
        <Button $variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </StyledActions>
    </form>
  );
}

const terms = (value: { dueDate: string; quantity: number }) =>
  `due ${formatSpecDate(value.dueDate)}, ${formatUnits(value.quantity)}`;

/**
 * The vendor's acknowledgement of a new order: the vendor accepts it or proposes another due date
 * or quantities with a reason; the buyer accepts or rejects the proposal (after confirming). The
 * buttons are the actions the server offers; past proposals stay listed.
 */
export function AcknowledgementPanel({ order }: AcknowledgementPanelProps) {
  const { toast } = useToast();
  const [accept, acceptState] = useMutation(OrdersAcceptOrderDocument);
  const [propose, proposeState] = useMutation(OrdersProposeOrderChangeDocument);
  const [answer, answerState] = useMutation(OrdersAnswerOrderProposalDocument);
  const [proposing, setProposing] = useState(false);
  const [answering, setAnswering] = useState<boolean | null>(null);
  const busy = acceptState.loading || proposeState.loading || answerState.loading;

  const acceptAction = actionOf(order.availableActions, 'AcceptOrder');
  const proposeAction = actionOf(order.availableActions, 'ProposeChange');
  const acceptProposal = actionOf(order.availableActions, 'AcceptProposal');
  const rejectProposal = actionOf(order.availableActions, 'RejectProposal');
  const pending = order.revisions.find((revision) => revision.status === 'Pending');
  const id = String(order.id);

  async function run(action: () => Promise<unknown>, title: string) {
    try {
      await action();
      toast({ title });
      return true;
    } catch (error) {
      toast({ title: 'Something went wrong', description: explainableMessage(error) ?? 'Please try again.', variant: 'destructive' });
      return false;
    }
  }

  async function handlePropose({ dueDate, quantity, grid, reason }: ProposalValues) {
    await propose({
      variables: { id, input: { dueDate, quantity: grid ? null : Number(quantity), breakdown: grid, reason } },
      refetchQueries: 'active',
    });
    toast({ title: 'Proposal sent' });
    setProposing(false);
  }

  if (order.ackStatus === 'Accepted' && order.revisions.length === 0) return null;

  return (
    <StyledCard aria-label="Vendor acknowledgement">
      {order.ackStatus === 'Pending' &&
        (acceptAction || proposeAction ? (
          <>
            <p>This order waits for the vendor to accept it ({terms(order)}).</p>
            {!proposing && (
              <StyledActions>
                {acceptAction && (
                  <Button onClick={() => void run(() => accept({ variables: { id }, refetchQueries: 'active' }), 'Order accepted')} disabled={busy}>
                    {acceptAction.label}
                  </Button>
                )}
                {proposeAction && (
                  <Button $variant="secondary" onClick={() => setProposing(true)} disabled={busy}>
                    {proposeAction.label}
                  </Button>
                )}
              </StyledActions>
            )}
            {proposing && (
              <ProposalForm order={order} busy={busy} onPropose={handlePropose} onCancel={() => setProposing(false)} />
            )}
          </>
        ) : (
          <p role="status">Waiting for the vendor to accept the order.</p>
        ))}
      {order.ackStatus === 'Proposed' && pending && (
        <>
          <p role="status">
            {pending.proposedBy.name} proposes {terms(pending.proposed)} instead of {terms(pending.before)}. Reason: {pending.reason}
          </p>
          {acceptProposal || rejectProposal ? (
            <StyledActions>
              {acceptProposal && (
                <Button onClick={() => setAnswering(true)} disabled={busy}>
                  {acceptProposal.label}
                </Button>
              )}
              {rejectProposal && (
                <Button $variant="destructive" onClick={() => setAnswering(false)} disabled={busy}>
                  {rejectProposal.label}
                </Button>
              )}
            </StyledActions>
          ) : (
            <p>Waiting for the buyer to answer the proposal.</p>
          )}
        </>
      )}
      {pending && (
        <ConfirmDialog
          open={answering !== null}
          title={answering ? 'Accept the proposal?' : 'Reject the proposal?'}
          text={
            answering
              ? `The order becomes ${terms(pending.proposed)} (instead of ${terms(pending.before)}) and its milestones move with the due date.`
              : `The order stays ${terms(pending.before)}; the vendor accepts it as placed or proposes again.`
          }
          confirmLabel={answering ? 'Accept proposal' : 'Reject proposal'}
          destructive={answering === false}
          pending={answerState.loading}
          onCancel={() => setAnswering(null)}
          onConfirm={() =>
            void run(
              () => answer({ variables: { id, accept: answering === true }, refetchQueries: 'active' }),
              answering ? 'Proposal accepted' : 'Proposal rejected',
            ).then(() => setAnswering(null))
          }
        />
      )}
      {order.revisions.length > 0 && (
        <StyledList aria-label="Proposals">
          {order.revisions.map((revision) => (
            <li key={revision.id}>
              <StatusBadge status={revision.status} /> {formatSpecDate(revision.createdAt)}: {revision.proposedBy.name} proposed{' '}
              {terms(revision.proposed)} (was {terms(revision.before)}). Reason: {revision.reason}
              {revision.decidedBy ? ` · ${revision.status.toLowerCase()} by ${revision.decidedBy.name}` : ''}
            </li>
          ))}
        </StyledList>
      )}
    </StyledCard>
  );
}
