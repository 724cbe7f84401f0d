import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  Card,
  ConfirmDialog,
  formatSpecDate,
  formatUnits,
  FormField,
  Input,
  OrdersAcceptOrderDocument,
  OrdersAnswerOrderProposalDocument,
  type OrdersOrderDetailQuery,
  OrdersProposeOrderChangeDocument,
  StatusBadge,
  TextArea,
  useToast,
} from 'mfe-shared';
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
  const [dueDate, setDueDate] = useState(order.dueDate);
  const [quantity, setQuantity] = useState(String(order.quantity));
  // Only the grid's own fields go back to the server (not the client's __typename).
  const [grid, setGrid] = useState<SizeGrid | null>(() =>
    order.sizeBreakdown
      ? { colours: order.sizeBreakdown.colours, sizes: order.sizeBreakdown.sizes, quantities: order.sizeBreakdown.quantities }
      : null,
  );
  const [reason, setReason] = useState('');
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

  async function handlePropose(event: FormEvent) {
    event.preventDefault();
    const done = await run(
      () =>
        propose({
          variables: {
            id,
            input: {
              dueDate,
              quantity: grid ? null : Number(quantity),
              breakdown: grid,
              reason,
            },
          },
          refetchQueries: 'active',
        }),
      'Proposal sent',
    );
    if (done) setProposing(false);
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
              <form onSubmit={handlePropose} aria-label="Propose changes" noValidate>
                <FormField label="Proposed due date" required>
                  <Input type="date" min={todayIso()} value={dueDate} onChange={(event) => setDueDate(event.target.value)} />
                </FormField>
                {grid ? (
                  <SizeGridEditor value={grid} onChange={setGrid} />
                ) : (
                  <FormField label="Proposed quantity" required>
                    <Input type="number" min={1} step={1} value={quantity} onChange={(event) => setQuantity(event.target.value)} />
                  </FormField>
                )}
                <FormField label="Reason" required>
                  <TextArea value={reason} onChange={(event) => setReason(event.target.value)} />
                </FormField>
                <StyledActions>
                  <Button type="submit" disabled={busy}>
                    Send proposal{grid ? ` (${formatUnits(gridTotal(grid))})` : ''}
                  </Button>
                  <Button $variant="ghost" onClick={() => setProposing(false)}>
                    Cancel
                  </Button>
                </StyledActions>
              </form>
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
