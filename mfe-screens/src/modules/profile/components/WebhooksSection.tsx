import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  Button,
  Checkbox,
  ConfirmDialog,
  FormField,
  Input,
  ProfileCreateWebhookDocument,
  ProfileDeleteWebhookDocument,
  ProfileUpdateWebhookDocument,
  ProfileWebhooksDocument,
  type ProfileWebhooksQuery,
  SectionCard,
  Switch,
  useToast,
} from 'mfe-shared';
import { errorText, formatWhen, StyledFormRow, StyledIntro, StyledMuted } from './profileStyles';
import { SecretDialog } from './SecretDialog';
import { WebhookDeliveries } from './WebhookDeliveries';

type Endpoint = ProfileWebhooksQuery['webhooks'][number];

const StyledEvents = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  margin: 0;
  padding: 0;
  border: none;
  legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledEndpoint = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const StyledEndpointHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  strong {
    flex: 1;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.red.fg};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** Webhook endpoints: add (URL and events; the secret shown once), enable or disable, delete, deliveries. */
export function WebhooksSection() {
  const { toast } = useToast();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const [toDelete, setToDelete] = useState<Endpoint | null>(null);
  const { data, loading, error, refetch } = useQuery(ProfileWebhooksDocument);
  const [createWebhook, { loading: creating }] = useMutation(ProfileCreateWebhookDocument, { refetchQueries: [ProfileWebhooksDocument] });
  const [updateWebhook] = useMutation(ProfileUpdateWebhookDocument);
  const [deleteWebhook, { loading: deleting }] = useMutation(ProfileDeleteWebhookDocument, { refetchQueries: [ProfileWebhooksDocument] });

  function toggleEvent(type: string, checked: boolean) {
    setEvents((current) => (checked ? [...current, type] : current.filter((event) => event !== type)));
  }

  async function handleCreate(event: FormEvent) {
    event.preventDefault();
    if (!url.trim()) return setFormError('URL is required');
    if (events.length === 0) return setFormError('Choose at least one event');
    setFormError(null);
    try {
      const result = await createWebhook({ variables: { input: { url: url.trim(), events } } });
      setSecret(result.data?.createWebhook.secret ?? null);
      setUrl('');
      setEvents([]);
    } catch (createError) {
      setFormError(errorText(createError));
    }
  }

  async function handleEnabled(endpoint: Endpoint, enabled: boolean) {
    try {
      await updateWebhook({ variables: { id: endpoint.id, input: { enabled } } });
      toast({ title: enabled ? 'Webhook enabled' : 'Webhook disabled', description: endpoint.url });
    } catch (updateError) {
      toast({ title: 'Could not change the webhook', description: errorText(updateError), variant: 'destructive' });
    }
  }

  async function handleDelete() {
    if (!toDelete) return;
    try {
      await deleteWebhook({ variables: { id: toDelete.id } });
      toast({ title: 'Webhook deleted', description: toDelete.url });
    } catch (deleteError) {
      toast({ title: 'Could not delete the webhook', description: errorText(deleteError), variant: 'destructive' });
    } finally {
      setToDelete(null);
    }
  }

  const types = data?.webhookEventTypes ?? [];
  const endpoints = data?.webhooks ?? [];
  return (
    <SectionCard id="webhooks" title="Webhooks" loading={!data && loading} error={!data ? error : null} onRetry={() => void refetch()}>
      <StyledIntro>
        Events you may see are POSTed as JSON to your https:// URL. Each request carries X-Portal-Timestamp and
        X-Portal-Signature: sha256= followed by the hex HMAC-SHA256 of timestamp + &quot;.&quot; + body with the
        endpoint&apos;s secret. Failed deliveries are retried with backoff for a day.
      </StyledIntro>
      <StyledFormRow onSubmit={(event) => void handleCreate(event)} aria-label="Add webhook">
        <FormField label="Endpoint URL">
          <Input type="url" value={url} placeholder="https://erp.example.com/portal-events" onChange={(event) => setUrl(event.target.value)} />
        </FormField>
        <Button type="submit" disabled={creating}>
          {creating ? 'Adding...' : 'Add webhook'}
        </Button>
      </StyledFormRow>
      <StyledEvents>
        <legend>Events</legend>
        {types.map((type) => (
          <Checkbox
            key={type.type}
            label={type.type}
            title={type.description}
            checked={events.includes(type.type)}
            onChange={(event) => toggleEvent(type.type, event.target.checked)}
          />
        ))}
      </StyledEvents>
      {formError && <StyledError role="alert">{formError}</StyledError>}
      {endpoints.length === 0 ? (
        <StyledMuted>No webhooks yet.</StyledMuted>
      ) : (
        <StyledList aria-label="Webhook endpoints">
          {endpoints.map((endpoint) => (
            <StyledEndpoint key={endpoint.id}>
              <StyledEndpointHead>
                <strong>{endpoint.url}</strong>
                <Switch
                  checked={endpoint.enabled}
                  aria-label={`Enabled: ${endpoint.url}`}
                  onCheckedChange={(checked) => void handleEnabled(endpoint, checked)}
                />
                <Button $variant="secondary" aria-expanded={open === endpoint.id} onClick={() => setOpen(open === endpoint.id ? null : endpoint.id)}>
                  {open === endpoint.id ? 'Hide deliveries' : 'Deliveries'}
                </Button>
                <Button $variant="destructive" aria-label={`Delete webhook ${endpoint.url}`} onClick={() => setToDelete(endpoint)}>
                  Delete
                </Button>
              </StyledEndpointHead>
              <StyledMuted>
                {endpoint.events.join(', ')} · added {formatWhen(endpoint.createdAt)}
              </StyledMuted>
              {open === endpoint.id && <WebhookDeliveries endpointId={endpoint.id} url={endpoint.url} />}
            </StyledEndpoint>
          ))}
        </StyledList>
      )}
      <SecretDialog
        secret={secret}
        title="Your webhook signing secret"
        text="Copy it now: it is shown only this once. Use it to check the X-Portal-Signature of each delivery."
        onClose={() => setSecret(null)}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this webhook?"
        text={toDelete ? `${toDelete.url} will receive nothing more, and its delivery history is deleted.` : undefined}
        confirmLabel={deleting ? 'Deleting...' : 'Delete'}
        destructive
        pending={deleting}
        onConfirm={() => void handleDelete()}
        onCancel={() => setToDelete(null)}
      />
    </SectionCard>
  );
}
