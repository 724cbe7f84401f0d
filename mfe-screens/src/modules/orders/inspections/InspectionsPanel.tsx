import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Button, StatusBadge } from 'mfe-shared';
import { OrdersOrderInspectionsDocument } from 'mfe-shared/operations';
import { OrderPanel, OrderPanelPending } from '../components/OrderPanel';
import { InspectionCard } from './InspectionCard';
import { InspectionDialog, type InspectionDialogAction } from './InspectionDialog';
import { InvitedInspectors, InviteInspectorDialog } from './InspectorInvites';

export type InspectionsPanelProps = { orderCode: string };

type Opened = InspectionDialogAction | { kind: 'invite' } | null;

/**
 * The order's Quality tab: the final-inspection gate in words, the inspections (every attempt,
 * newest first), the inspectors the buyer invited and the buttons the server offers: start an inline
 * or final inspection (or a re-inspection), waive the final one, invite an inspector.
 */
export function InspectionsPanel({ orderCode }: InspectionsPanelProps) {
  // Not deduplicated: a live event's refetch still in flight when a defect's photo is stored would
  // otherwise answer the refetch that follows the upload, without the photo.
  const { data, loading, error, refetch } = useQuery(OrdersOrderInspectionsDocument, {
    variables: { idOrCode: orderCode },
    context: { queryDeduplication: false },
  });
  const [opened, setOpened] = useState<Opened>(null);
  const order = data?.order;

  if (!order) return <OrderPanelPending noun="inspections" loading={loading} error={error} onRetry={() => void refetch()} />;

  const canInvite = order.inspectionActions.some((action) => action.kind === 'InviteInspector');
  const finals = order.inspections.filter((i) => i.kind === 'Final');
  const cleared = finals.find((i) => i.status === 'Passed' || i.status === 'Waived');
  const gate = order.policy.requireFinalInspection
    ? cleared
      ? `Final inspection ${cleared.status === 'Passed' ? 'passed' : 'waived'}: the order may ship.`
      : 'Shipping waits for a passed final inspection, or the buyer’s waiver of it.'
    : 'This order was placed without the final-inspection gate: shipping does not wait for an inspection.';

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
          $variant={action.kind === 'WaiveFinal' || action.kind === 'InviteInspector' ? 'secondary' : 'primary'}
          onClick={() =>
            setOpened(
              action.kind === 'WaiveFinal'
                ? { kind: 'waive' }
                : action.kind === 'InviteInspector'
                  ? { kind: 'invite' }
                  : { kind: 'start', inspection: action.kind === 'StartFinal' ? 'Final' : 'Inline', label: action.label },
            )
          }
        >
          {action.label}
        </Button>
      ))}
      summary={<InvitedInspectors order={order} canInvite={canInvite} />}
      count={order.inspections.length}
      empty={{
        title: 'No inspections yet',
        text: 'Inline and final inspections (AQL sampling, ISO 2859-1) show here with their results.',
      }}
      list={[...order.inspections].reverse().map((inspection) => (
        <InspectionCard key={inspection.id} inspection={inspection} orderCode={order.orderCode} defectTypes={order.defectTypes} />
      ))}
    >
      <InspectionDialog order={order} action={opened?.kind === 'invite' ? null : opened} onClose={() => setOpened(null)} />
      <InviteInspectorDialog order={order} open={opened?.kind === 'invite'} onClose={() => setOpened(null)} />
    </OrderPanel>
  );
}
