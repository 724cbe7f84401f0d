import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  EmptyState,
  ErrorPanel,
  OrdersOrderInspectionsDocument,
  SkeletonText,
  StatusBadge,
} from 'mfe-shared';
import { OrderIcon } from '../components/OrderIcon';
import { InspectionCard } from './InspectionCard';
import { InspectionDialog, type InspectionDialogAction } from './InspectionDialog';

export type InspectionsPanelProps = { orderCode: string };

type Opened = InspectionDialogAction | null;

const StyledWrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  p {
    margin: 0;
  }
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * The order's Quality tab: the final-inspection gate in words, the inspections (every attempt,
 * newest first) and the buttons the server offers: start an inline or final inspection (or a
 * re-inspection), waive the final one.
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

  if (!order) {
    if (error) return <ErrorPanel title="Failed to load inspections" message={error.message} onRetry={() => void refetch()} />;
    return (
      <div aria-busy={loading} aria-label="Loading inspections">
        <SkeletonText lines={4} />
      </div>
    );
  }

  const finals = order.inspections.filter((i) => i.kind === 'Final');
  const cleared = finals.find((i) => i.status === 'Passed' || i.status === 'Waived');
  const gate = order.policy.requireFinalInspection
    ? cleared
      ? `Final inspection ${cleared.status === 'Passed' ? 'passed' : 'waived'}: the order may ship.`
      : 'Shipping waits for a passed final inspection, or the buyer’s waiver of it.'
    : 'This order was placed without the final-inspection gate: shipping does not wait for an inspection.';

  return (
    <StyledWrap>
      <StyledRow>
        <p role="status">
          {order.policy.requireFinalInspection && (
            <StatusBadge status={cleared ? 'Approved' : 'Pending'} label={cleared ? 'Final cleared' : 'Final needed'} />
          )}{' '}
          {gate}
        </p>
        {order.inspectionActions.length > 0 && (
          <StyledButtons>
            {order.inspectionActions.map((action) => (
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
          </StyledButtons>
        )}
      </StyledRow>
      {order.inspections.length === 0 ? (
        <EmptyState
          icon={<OrderIcon name="file" />}
          title="No inspections yet"
          text="Inline and final inspections (AQL sampling, ISO 2859-1) show here with their results."
        />
      ) : (
        [...order.inspections].reverse().map((inspection) => (
          <InspectionCard key={inspection.id} inspection={inspection} orderCode={order.orderCode} defectTypes={order.defectTypes} />
        ))
      )}
      <InspectionDialog order={order} action={opened} onClose={() => setOpened(null)} />
    </StyledWrap>
  );
}
