import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  Dialog,
  FormField,
  Input,
  type InspectionKind,
  type InspectionLevel,
  OrdersOrderInspectionsDocument,
  OrdersStartInspectionDocument,
  OrdersWaiveFinalInspectionDocument,
  Select,
  StatusBadge,
  TextArea,
  useToast,
} from 'mfe-shared';
import { OrderPanel, OrderPanelPending, StyledPanelButtons } from '../components/OrderPanel';
import { explainableMessage } from '../utils/errors';
import { InspectionCard } from './InspectionCard';

export type InspectionsPanelProps = { orderCode: string };

type Opened = { kind: 'start'; inspection: InspectionKind; label: string } | { kind: 'waive' } | null;

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

/**
 * The order's Quality tab: the final-inspection gate in words, the inspections (every attempt,
 * newest first) and the buttons the server offers: start an inline or final inspection (or a
 * re-inspection), waive the final one.
 */
export function InspectionsPanel({ orderCode }: InspectionsPanelProps) {
  const { toast } = useToast();
  // Not deduplicated: a live event's refetch still in flight when a defect's photo is stored would
  // otherwise answer the refetch that follows the upload, without the photo.
  const { data, loading, error, refetch } = useQuery(OrdersOrderInspectionsDocument, {
    variables: { idOrCode: orderCode },
    context: { queryDeduplication: false },
  });
  const [opened, setOpened] = useState<Opened>(null);
  const [lotSize, setLotSize] = useState('');
  const [level, setLevel] = useState<InspectionLevel>('II');
  const [reason, setReason] = useState('');
  const [start, starting] = useMutation(OrdersStartInspectionDocument);
  const [waive, waiving] = useMutation(OrdersWaiveFinalInspectionDocument);
  const busy = starting.loading || waiving.loading;
  const order = data?.order;

  if (!order) return <OrderPanelPending noun="inspections" loading={loading} error={error} onRetry={() => void refetch()} />;

  const finals = order.inspections.filter((i) => i.kind === 'Final');
  const cleared = finals.find((i) => i.status === 'Passed' || i.status === 'Waived');
  const gate = order.policy.requireFinalInspection
    ? cleared
      ? `Final inspection ${cleared.status === 'Passed' ? 'passed' : 'waived'}: the order may ship.`
      : 'Shipping waits for a passed final inspection, or the buyer’s waiver of it.'
    : 'This order was placed without the final-inspection gate: shipping does not wait for an inspection.';

  function close() {
    if (busy) return;
    setOpened(null);
    setReason('');
    setLotSize('');
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!opened) return;
    try {
      const options = { refetchQueries: 'active' as const };
      if (opened.kind === 'start') {
        const input = { kind: opened.inspection, level, lotSize: lotSize ? Number(lotSize) : null };
        await start({ variables: { orderId: String(order!.id), input }, ...options });
        toast({ title: 'Inspection started', description: orderCode });
      } else {
        await waive({ variables: { orderId: String(order!.id), input: { reason } }, ...options });
        toast({ title: 'Final inspection waived', description: orderCode });
      }
      setOpened(null);
      setReason('');
      setLotSize('');
    } catch (failure) {
      toast({ title: 'Something went wrong', description: explainableMessage(failure) ?? 'Please try again.', variant: 'destructive' });
    }
  }

  const title = opened?.kind === 'start' ? opened.label : 'Waive the final inspection';
  return (
    <OrderPanel
      status={
        <>
          {order.policy.requireFinalInspection && (
            <StatusBadge status={cleared ? 'Approved' : 'Pending'} label={cleared ? 'Final cleared' : 'Final needed'} />
          )}{' '}
          {gate}
        </>
      }
      actions={order.inspectionActions.map((action) => (
        <Button
          key={action.kind}
          $variant={action.kind === 'WaiveFinal' ? 'secondary' : 'primary'}
          onClick={() =>
            setOpened(
              action.kind === 'WaiveFinal'
                ? { kind: 'waive' }
                : { kind: 'start', inspection: action.kind === 'StartFinal' ? 'Final' : 'Inline', label: action.label },
            )
          }
        >
          {action.label}
        </Button>
      ))}
      count={order.inspections.length}
      empty={{
        title: 'No inspections yet',
        text: 'Inline and final inspections (AQL sampling, ISO 2859-1) show here with their results.',
      }}
      list={[...order.inspections].reverse().map((inspection) => (
        <InspectionCard key={inspection.id} inspection={inspection} orderCode={order.orderCode} defectTypes={order.defectTypes} />
      ))}
    >
      <Dialog
        open={opened !== null}
        onClose={close}
        title={title}
        description={
          opened?.kind === 'waive'
            ? 'The order may then ship without a passed final inspection. The reason is kept with the order.'
            : 'The sample size and the accept / reject numbers come from the lot size, the level and your AQLs.'
        }
      >
        {opened && (
          <StyledForm onSubmit={handleSubmit} aria-label={title} noValidate>
            {opened.kind === 'start' ? (
              <>
                <FormField label="Lot size" hint={`Default: the order quantity (${order.quantity}).`}>
                  <Input type="number" min={2} value={lotSize} placeholder={String(order.quantity)} onChange={(e) => setLotSize(e.target.value)} disabled={busy} />
                </FormField>
                <FormField label="Inspection level">
                  <Select value={level} onChange={(e) => setLevel(e.target.value as InspectionLevel)} disabled={busy}>
                    <option value="I">I (smaller sample)</option>
                    <option value="II">II (normal)</option>
                    <option value="III">III (larger sample)</option>
                  </Select>
                </FormField>
              </>
            ) : (
              <FormField label="Reason" required>
                <TextArea value={reason} onChange={(e) => setReason(e.target.value)} disabled={busy} maxLength={2000} />
              </FormField>
            )}
            <StyledPanelButtons>
              <Button $variant="secondary" onClick={close} disabled={busy}>
                Cancel
              </Button>
              <Button type="submit" disabled={busy}>
                {busy ? 'Saving...' : opened.kind === 'start' ? 'Start' : 'Waive'}
              </Button>
            </StyledPanelButtons>
          </StyledForm>
        )}
      </Dialog>
    </OrderPanel>
  );
}
