import { type ReactNode, useId, useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  formatSpecDate,
  type OrdersOrderDetailQuery,
  StatusBadge,
} from 'mfe-shared';
import { actionOf } from '../utils/orderActions';
import { sampleLabel } from '../utils/samples';
import { OrderPanel } from './OrderPanel';
import { type SampleAction, SampleDialog } from './SampleDialog';

type Order = OrdersOrderDetailQuery['order'];
type Sample = Order['samples'][number];
type Attempt = Sample['attempts'][number];

export type SampleRoundsProps = { order: Order };

const StyledButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledRounds = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledRound = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

const StyledHeading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledMeta = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.muted};
`;

const StyledAttempts = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledPhotos = styled.ul`
  margin: ${({ theme }) => `${theme.space.xs} 0`};
  padding: 0;
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  img {
    display: block;
    width: ${({ theme }) => theme.size.thumbnail};
    height: ${({ theme }) => theme.size.thumbnail};
    object-fit: cover;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

/**
 * The pre-production gate in words: with the gate in the order's policy, production waits for an
 * approved or waived PP sample; without it, the PP sample is like any other.
 */
function gateText(order: Order): { cleared: boolean; text: string } | null {
  if (!order.policy.requirePpSample) return null;
  const samples = order.samples;
  const approved = samples.find((s) => s.type === 'PreProduction' && s.status === 'Approved');
  if (approved)
    return { cleared: true, text: 'Pre-production sample approved: production may start.' };
  const waived = samples.find((s) => s.type === 'PreProduction' && s.status === 'Waived');
  if (waived)
    return {
      cleared: true,
      text: `Pre-production sample waived${waived.waivedBy ? ` by ${waived.waivedBy.name}` : ''}: ${waived.waiverReason ?? ''}`,
    };
  return {
    cleared: false,
    text: 'Production cannot start before the buyer approves the pre-production (PP) sample or waives it.',
  };
}

function AttemptItem({ attempt, label }: { attempt: Attempt; label: string }) {
  return (
    <li>
      <p>
        <strong>Attempt {attempt.number}</strong> · submitted by {attempt.submittedBy.name},{' '}
        {formatSpecDate(attempt.submittedAt)}
        {attempt.comment ? `: ${attempt.comment}` : ''}
      </p>
      {attempt.photos.length > 0 && (
        <StyledPhotos aria-label={`Photos of attempt ${attempt.number}`}>
          {attempt.photos.map((photo) => (
            <li key={photo.id}>
              <a
                href={photo.viewUrl}
                target="_blank"
                rel="noopener noreferrer"
                title="Open the full photo in a new tab"
              >
                <img
                  src={photo.viewUrl}
                  alt={`${label}, attempt ${attempt.number}: ${photo.fileName}`}
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </StyledPhotos>
      )}
      {attempt.decision ? (
        <p>
          <StatusBadge status={attempt.decision} /> by {attempt.reviewedBy?.name ?? 'the buyer'}
          {attempt.reviewedAt ? `, ${formatSpecDate(attempt.reviewedAt)}` : ''}
          {attempt.reviewComment ? `: ${attempt.reviewComment}` : ''}
        </p>
      ) : null}
    </li>
  );
}

function Round({
  sample,
  buyerId,
  actions,
}: {
  sample: Sample;
  buyerId: number;
  actions: ReactNode;
}) {
  const headingId = useId();
  const label = sampleLabel(sample.type);
  // A round the vendor started by submitting a sample nobody asked for.
  const requested = sample.requestedBy.id === buyerId ? 'Requested' : 'Offered';
  return (
    <StyledRound aria-labelledby={headingId}>
      <StyledHeading>
        <h3 id={headingId}>{label}</h3>
        <StatusBadge status={sample.status} aria-label={`Sample status: ${sample.status}`} />
        <StyledMeta>
          {requested} by {sample.requestedBy.name}, {formatSpecDate(sample.createdAt)}
          {sample.dueDate ? ` · wanted by ${formatSpecDate(sample.dueDate)}` : ''}
          {` · ${sample.attempts.length} attempt${sample.attempts.length === 1 ? '' : 's'}`}
        </StyledMeta>
      </StyledHeading>
      {sample.note && <p>Note: {sample.note}</p>}
      {sample.status === 'Waived' && (
        <p>
          Waived{sample.waivedBy ? ` by ${sample.waivedBy.name}` : ''}: {sample.waiverReason}
        </p>
      )}
      {sample.attempts.length > 0 && (
        <StyledAttempts aria-label={`Attempts of the ${label.toLowerCase()}`}>
          {sample.attempts.map((attempt) => (
            <AttemptItem key={attempt.id} attempt={attempt} label={label} />
          ))}
        </StyledAttempts>
      )}
      {actions && <StyledButtons>{actions}</StyledButtons>}
    </StyledRound>
  );
}

/**
 * The order's Samples tab: each sample round with its attempts, photos (thumbnails that open the
 * full image) and comments. The buyer requests samples, approves or rejects submissions and may
 * waive the PP sample; the vendor submits and resubmits with photos. Its buttons are the actions
 * the server offers on the order and on each round.
 */
export function SampleRounds({ order }: SampleRoundsProps) {
  const [action, setAction] = useState<SampleAction | null>(null);
  const gate = gateText(order);
  const mayRequest = actionOf(order.availableActions, 'RequestSample');
  const mayWaive = actionOf(order.availableActions, 'WaivePpSample');
  const maySubmit = actionOf(order.availableActions, 'SubmitSample');

  /** A round's buttons: the actions the server offers on it. */
  function actionsOf(sample: Sample) {
    if (sample.availableActions.length === 0) return null;
    const label = sampleLabel(sample.type);
    return sample.availableActions.map(({ kind }) => {
      const verb = kind === 'Resubmit' ? 'Resubmit' : kind === 'Submit' ? 'Submit' : kind;
      const open = () =>
        setAction(
          kind === 'Approve' || kind === 'Reject'
            ? { kind: kind === 'Approve' ? 'approve' : 'reject', sampleId: sample.id, type: sample.type }
            : { kind: 'submit', type: sample.type, resubmit: kind === 'Resubmit' },
        );
      return (
        <Button key={kind} $variant={kind === 'Reject' ? 'destructive' : 'primary'} onClick={open} aria-label={`${verb} ${label}`}>
          {verb}
        </Button>
      );
    });
  }

  return (
    <OrderPanel
      status={
        gate ? (
          <>
            <StatusBadge status={gate.cleared ? 'Approved' : 'Pending'} label={gate.cleared ? 'PP cleared' : 'PP needed'} />{' '}
            {gate.text}
          </>
        ) : (
          'This order was placed without the PP sample gate: production does not wait for samples.'
        )
      }
      actions={
        (mayRequest || mayWaive || maySubmit) && (
          <>
            {mayRequest && <Button onClick={() => setAction({ kind: 'request' })}>{mayRequest.label}</Button>}
            {mayWaive && (
              <Button $variant="secondary" onClick={() => setAction({ kind: 'waive' })}>
                {mayWaive.label}
              </Button>
            )}
            {maySubmit && <Button onClick={() => setAction({ kind: 'submit', type: null })}>{maySubmit.label}</Button>}
          </>
        )
      }
      count={order.samples.length}
      empty={{
        title: 'No sample rounds yet',
        text: mayRequest ? 'Request a proto, fit, PP or TOP sample from the vendor.' : 'Sample requests and submissions show here.',
      }}
      list={
        <StyledRounds aria-label="Sample rounds">
          {order.samples.map((sample) => (
            <li key={sample.id}>
              <Round sample={sample} buyerId={order.buyer.id} actions={actionsOf(sample)} />
            </li>
          ))}
        </StyledRounds>
      }
    >
      <SampleDialog
        orderId={order.id}
        orderCode={order.orderCode}
        action={action}
        onClose={() => setAction(null)}
      />
    </OrderPanel>
  );
}
