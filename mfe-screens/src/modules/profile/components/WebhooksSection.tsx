import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Button, Checkbox, ConfirmDialog, FormField, Input, type ProfileWebhooksQuery, refusalText, SectionCard, showServerErrors, Switch, useToast } from 'mfe-shared';
import { ProfileCreateWebhookDocument, ProfileDeleteWebhookDocument, ProfileUpdateWebhookDocument, ProfileWebhooksDocument } from 'mfe-shared/operations';
import { z } from 'zod';
import { errorText, formatWhen, StyledFormRow, StyledIntro, StyledMuted } from './profileStyles';
import { SecretDialog } from './SecretDialog';
import { WebhookDeliveries } from './WebhookDeliveries';

type Endpoint = ProfileWebhooksQuery['webhooks'][number];

/** Only what the form must hold before it is sent; the server checks the URL and the events. */
const webhookSchema = z.object({
  url: z.string().trim().min(1, 'URL is required'),
  events: z.array(z.string()).min(1, 'Choose at least one event'),
});

type WebhookValues = z.infer<typeof webhookSchema>;

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
  const eventsErrorId = useId();
  const form = useForm<WebhookValues>({
    defaultValues: { url: '', events: [] },
    resolver: zodResolver(webhookSchema),
  });
  const { errors } = form.formState;
  const [secret, setSecret] = useState<string | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const [toDelete, setToDelete] = useState<Endpoint | null>(null);
  const { data, loading, error, refetch } = useQuery(ProfileWebhooksDocument);
  const [createWebhook, { loading: creating }] = useMutation(ProfileCreateWebhookDocument, { refetchQueries: [ProfileWebhooksDocument] });
  const [updateWebhook] = useMutation(ProfileUpdateWebhookDocument);
  const [deleteWebhook, { loading: deleting }] = useMutation(ProfileDeleteWebhookDocument, { refetchQueries: [ProfileWebhooksDocument] });

  async function handleCreate(input: WebhookValues) {
    try {
      const result = await createWebhook({ variables: { input } });
      setSecret(result.data?.createWebhook.secret ?? null);
      form.reset();
    } catch (createError) {
      const failure = showServerErrors(form, createError);
      if (!failure.shownOnFields) form.setError('root.server', { message: refusalText(failure, 'Please try again.') });
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
      <StyledFormRow onSubmit={form.handleSubmit(handleCreate)} noValidate aria-label="Add webhook">
        <FormField label="Endpoint URL" error={errors.url?.message}>
          <Input type="url" placeholder="https://erp.example.com/portal-events" {...form.register('url')} />
        </FormField>
        <Button type="submit" disabled={creating}>
          {creating ? 'Adding...' : 'Add webhook'}
        </Button>
      </StyledFormRow>
      <StyledEvents aria-describedby={errors.events ? eventsErrorId : undefined}>
        <legend>Events</legend>
        <Controller
          control={form.control}
          name="events"
          render={({ field }) => (
            <>
              {types.map((type) => (
                <Checkbox
                  key={type.type}
                  label={type.type}
                  title={type.description}
                  name={field.name}
                  checked={field.value.includes(type.type)}
                  onBlur={field.onBlur}
                  onChange={(event) =>
                    field.onChange(
                      event.target.checked ? [...field.value, type.type] : field.value.filter((chosen) => chosen !== type.type),
                    )
                  }
                />
              ))}
            </>
          )}
        />
      </StyledEvents>
      {errors.events && <StyledError id={eventsErrorId}>{errors.events.message}</StyledError>}
      {errors.root?.server && <StyledError role="alert">{errors.root.server.message}</StyledError>}
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
