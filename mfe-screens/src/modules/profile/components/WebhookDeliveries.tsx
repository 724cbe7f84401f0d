import { useQuery } from '@apollo/client/react';
import { Button, type ProfileWebhookDeliveriesQuery, SortableTable, StatusBadge, type TableColumn } from 'mfe-shared';
import { ProfileWebhookDeliveriesDocument } from 'mfe-shared/operations';
import { formatWhen, StyledMuted } from './profileStyles';

type Delivery = ProfileWebhookDeliveriesQuery['webhookDeliveries'][number];

const TONE_OF: Record<string, string> = { delivered: 'approved', pending: 'pending', failed: 'rejected' };
const LABEL_OF: Record<string, string> = { delivered: 'Delivered', pending: 'Retrying', failed: 'Failed' };

function answerOf(delivery: Delivery): string {
  const parts = [delivery.responseStatus ? `HTTP ${delivery.responseStatus}` : null, delivery.responseSnippet || null];
  if (delivery.status !== 'delivered' && delivery.lastError && !delivery.responseStatus) parts.push(delivery.lastError);
  return parts.filter(Boolean).join(' · ') || '—';
}

const columns: TableColumn<Delivery>[] = [
  { key: 'createdAt', header: 'Event time', render: (delivery) => formatWhen(delivery.createdAt) },
  { key: 'eventType', header: 'Event' },
  {
    key: 'status',
    header: 'Status',
    render: (delivery) => (
      <StatusBadge
        status={TONE_OF[delivery.status] ?? delivery.status}
        label={delivery.status === 'pending' && delivery.attempts === 0 ? 'Queued' : (LABEL_OF[delivery.status] ?? delivery.status)}
      />
    ),
  },
  { key: 'attempts', header: 'Attempts', align: 'right' },
  { key: 'answer', header: 'Response', render: answerOf },
  {
    key: 'next',
    header: 'Next attempt',
    hideOnMobile: true,
    render: (delivery) => (delivery.status === 'pending' ? formatWhen(delivery.nextAttemptAt) : <StyledMuted>—</StyledMuted>),
  },
];

export type WebhookDeliveriesProps = { endpointId: number; url: string };

/** The 20 latest deliveries of one endpoint, with what the receiver answered. */
export function WebhookDeliveries({ endpointId, url }: WebhookDeliveriesProps) {
  const { data, loading, error, refetch } = useQuery(ProfileWebhookDeliveriesDocument, {
    variables: { endpointId },
  });
  if (!data && loading) return <StyledMuted aria-busy="true">Loading deliveries...</StyledMuted>;
  if (!data && error) return <StyledMuted role="alert">Could not load deliveries: {error.message}</StyledMuted>;
  return (
    <div>
      <SortableTable
        caption={`Recent deliveries to ${url}`}
        hideCaption
        columns={columns}
        rows={data?.webhookDeliveries ?? []}
        rowKey={(delivery) => delivery.id}
        empty="No deliveries yet: they appear when a subscribed event happens."
      />
      <Button $variant="ghost" onClick={() => void refetch()}>
        Refresh deliveries
      </Button>
    </div>
  );
}
