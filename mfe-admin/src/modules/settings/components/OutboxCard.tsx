import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { Button, SectionCard, Select, StatusBadge, useToast } from 'mfe-shared';
import { AdminSettingsOutboxDocument, AdminSettingsRetryEmailDocument } from 'mfe-shared/operations';
import { serverMessage } from '../../users/utils/serverMessage';
import { SettingsTable } from './FieldGrid';

/** While the tab is open the list follows the mailer (it looks for due mail every 5 s). */
const REFRESH_MS = 5_000;
const SHOWN = 50;
const STATUSES = [
  { value: '', label: 'All mail' },
  { value: 'failed', label: 'Failed' },
  { value: 'pending', label: 'Pending' },
  { value: 'sent', label: 'Sent' },
  { value: 'outbox', label: 'Kept (no SMTP)' },
];
/** The badge colour of a mail's status (the kit colours by order-status words). */
const TONE: Record<string, string> = {
  failed: 'Rejected',
  pending: 'Pending',
  sent: 'Completed',
  outbox: 'neutral',
};

const StyledActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledScroll = styled.div`
  overflow-x: auto;

  td {
    vertical-align: top;
  }
`;

const StyledError = styled.td`
  max-width: 22rem;
  word-break: break-word;
  color: ${({ theme }) => theme.color.muted};
`;

const when = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString() : '');

/** Settings → Email: the outgoing mail with status, attempts and the server's last answer; a failed one can be sent again. */
export function OutboxCard() {
  const { toast } = useToast();
  const [status, setStatus] = useState('');
  const outbox = useQuery(AdminSettingsOutboxDocument, {
    variables: { status: status || null, first: SHOWN },
    fetchPolicy: 'network-only',
    pollInterval: REFRESH_MS,
  });
  const [retryEmail, retrying] = useMutation(AdminSettingsRetryEmailDocument);
  const mails = (outbox.data ?? outbox.previousData)?.outboxEmails;

  async function handleRetry(id: number, to: string) {
    try {
      await retryEmail({ variables: { id } });
      toast({
        title: 'Mail queued again',
        description: `The mail to ${to} goes out with the next send.`,
      });
      await outbox.refetch();
    } catch (error) {
      toast({
        title: 'Could not send the mail again',
        description: serverMessage(error) ?? 'Please try again.',
        variant: 'destructive',
      });
    }
  }

  return (
    <SectionCard
      id="outbox"
      title="Outbox"
      loading={outbox.loading && !mails}
      error={mails ? null : outbox.error}
      onRetry={() => void outbox.refetch()}
      empty={mails?.length === 0}
      emptyTitle="No mail"
      emptyText={status ? 'No mail with this status.' : 'Nothing has been sent yet.'}
      action={
        <StyledActions>
          <Select
            aria-label="Show"
            value={status}
            onChange={(event) => setStatus(event.target.value)}
          >
            {STATUSES.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
          <Button $variant="secondary" onClick={() => void outbox.refetch()}>
            Refresh
          </Button>
        </StyledActions>
      }
    >
      {mails && mails.length > 0 && (
        <StyledScroll>
          <SettingsTable aria-label="Outgoing mail">
            <thead>
              <tr>
                <th scope="col">Queued</th>
                <th scope="col">To</th>
                <th scope="col">Subject</th>
                <th scope="col">Status</th>
                <th scope="col">Attempts</th>
                <th scope="col">Last error</th>
                <th scope="col" aria-label="Actions" />
              </tr>
            </thead>
            <tbody>
              {mails.map((mail) => (
                <tr key={mail.id}>
                  <td>{when(mail.createdAt)}</td>
                  <td>{mail.to}</td>
                  <td>{mail.subject}</td>
                  <td>
                    <StatusBadge status={TONE[mail.status] ?? mail.status} label={mail.status} />
                    {mail.status === 'sent' && <div>{when(mail.sentAt)}</div>}
                    {mail.status === 'pending' && <div>next try {when(mail.nextAttemptAt)}</div>}
                  </td>
                  <td>{mail.attempts}</td>
                  <StyledError>{mail.lastError ?? ''}</StyledError>
                  <td>
                    {mail.canRetry && (
                      <Button
                        $variant="secondary"
                        onClick={() => void handleRetry(mail.id, mail.to)}
                        disabled={retrying.loading}
                        aria-label={`Send the mail to ${mail.to} again`}
                      >
                        Retry
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </SettingsTable>
        </StyledScroll>
      )}
    </SectionCard>
  );
}
