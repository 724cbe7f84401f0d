import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { formatDateTime, relativeTimeDashboard, SectionCard } from 'mfe-shared';
import { AdminSystemStatusDocument } from 'mfe-shared/operations';
import { RefreshButton, SYSTEM_STATUS_ID, SYSTEM_STATUS_ROWS, SYSTEM_STATUS_TITLE } from './SystemStatusFrame';

const StyledList = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.color.muted};
  }

  dd {
    margin: 0;
    text-align: right;
  }
`;

const StyledState = styled.span<{ $ok: boolean }>`
  display: inline-block;
  padding: ${({ theme }) => `0 ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
  background: ${({ theme, $ok }) => ($ok ? theme.color.green.bg : theme.color.red.bg)};
  color: ${({ theme, $ok }) => ($ok ? theme.color.green.fg : theme.color.red.fg)};
`;

function formatLatency(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '';
  return ` · ${ms < 10 ? ms.toFixed(1) : Math.round(ms)} ms`;
}

/**
 * The server and the database as the server sees them now (DECISIONS.md 1: no static values): asked
 * again each time the card is shown (the client's cache-and-network), but when the dashboard comes
 * drawn by the server with the answer read a moment before (mfe-shared/src/apollo.ts).
 */
export function SystemStatusCard() {
  const { data, loading, error, refetch } = useQuery(AdminSystemStatusDocument);
  const status = data?.systemStatus;
  const handleRefresh = () => void refetch();
  return (
    <SectionCard
      id={SYSTEM_STATUS_ID}
      title={SYSTEM_STATUS_TITLE}
      action={<RefreshButton onClick={handleRefresh} disabled={loading} />}
      loading={loading && !status}
      error={error}
      onRetry={handleRefresh}
      skeletonRows={SYSTEM_STATUS_ROWS}
    >
      {status && (
        <StyledList>
          <dt>Server</dt>
          <dd>
            <StyledState $ok>Online</StyledState>
          </dd>
          <dt>Up since</dt>
          <dd>
            <time dateTime={status.serverStartedAt} title={formatDateTime(status.serverStartedAt)}>
              {formatDateTime(status.serverStartedAt)} ({relativeTimeDashboard(status.serverStartedAt)})
            </time>
          </dd>
          <dt>Database</dt>
          <dd>
            <StyledState $ok={status.databaseReachable}>
              {status.databaseReachable ? 'Connected' : 'Unreachable'}
            </StyledState>
            {status.databaseReachable && formatLatency(status.databaseLatencyMs)}
          </dd>
          <dt>Database engine</dt>
          <dd>{status.embedded ? 'Embedded PostgreSQL' : 'PostgreSQL server'}</dd>
          <dt>Last backup</dt>
          <dd>{status.lastBackupAt ? formatDateTime(status.lastBackupAt) : 'None recorded'}</dd>
        </StyledList>
      )}
    </SectionCard>
  );
}
