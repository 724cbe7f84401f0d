import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button, formatDateTime, FormField, Input, Select, SortableTable, StatusBadge, useToast, type AdminSettingsAuditLogsQuery, type TableColumn, useDebouncedValue } from 'mfe-shared';
import { AdminSettingsApplyLogRetentionDocument, AdminSettingsAuditLogsDocument, AdminSettingsAuditSourcesDocument } from 'mfe-shared/operations';
import { serverMessage } from '../../users/utils/serverMessage';
import { z } from 'zod';
import { useSettingsForm } from '../hooks/useSettingsForm';
import { capitalize, LOG_LEVELS, wholeNumber } from '../utils/sections';
import { FieldGroup } from './FieldGrid';
import { SettingsSectionCard } from './SettingsSectionCard';

type LogRow = AdminSettingsAuditLogsQuery['auditLogs']['nodes'][number];

const PAGE_SIZE = 50;

const StyledFilters = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr 2fr;
  gap: ${({ theme }) => theme.space.md};

  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    grid-template-columns: 1fr;
  }
`;

const StyledFooter = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledRetention = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  flex-wrap: wrap;
`;

const StyledEmpty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
  color: ${({ theme }) => theme.color.muted};
`;

const StyledLinkButton = styled(Button)`
  text-decoration: none;
`;

const LEVEL_TONE: Record<string, string> = { debug: 'neutral', info: 'Shipping', warning: 'Pending', error: 'Rejected' };

const COLUMNS: TableColumn<LogRow>[] = [
  {
    key: 'at',
    header: 'Time',
    render: (row) => <time dateTime={row.at}>{formatDateTime(row.at)}</time>,
  },
  {
    key: 'level',
    header: 'Level',
    render: (row) => <StatusBadge status={LEVEL_TONE[row.level] ?? row.level} label={row.level.toUpperCase()} />,
  },
  { key: 'source', header: 'Source' },
  {
    key: 'message',
    header: 'Message',
    render: (row) => (row.actorName ? `${row.message} (${row.actorName})` : row.message),
  },
];

/** The section's values; which levels and retentions are valid is the server's to say. */
const logsSchema = z.object({ logLevel: z.string(), logRetentionDays: wholeNumber });

/** The audit log: filter, page, refresh, download as CSV, and prune by retention. */
export function LogsTab() {
  const { toast } = useToast();
  const [pruned, setPruned] = useState<number | null>(null);
  // Apply saves the level and the retention, then prunes what is older than the retention.
  const settings = useSettingsForm('logs', logsSchema, { onSaved: () => applyPruning() });
  const { errors } = settings.form.formState;
  const [source, setSource] = useState('');
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim());
  // The level select filters the list at once; Apply also saves it as the log level.
  const shownLevel = settings.form.watch('logLevel') ?? 'info';

  const filters = { level: shownLevel, source: source || null, search: debouncedSearch || null };
  const logs = useQuery(AdminSettingsAuditLogsDocument, {
    variables: { ...filters, first: PAGE_SIZE },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
    skip: !settings.server,
  });
  const sources = useQuery(AdminSettingsAuditSourcesDocument, { fetchPolicy: 'network-only' });
  const [applyRetention, retention] = useMutation(AdminSettingsApplyLogRetentionDocument);

  useEffect(() => {
    if (logs.error) {
      toast({ title: 'Error', description: serverMessage(logs.error) ?? 'Failed to load the logs.', variant: 'destructive' });
    }
  }, [logs.error, toast]);

  const page = (logs.data ?? logs.previousData)?.auditLogs;
  const csvParams = new URLSearchParams({ level: shownLevel });
  if (filters.source) csvParams.set('source', filters.source);
  if (filters.search) csvParams.set('search', filters.search);

  async function handleLoadMore() {
    if (!page?.pageInfo.endCursor) return;
    await logs.fetchMore({
      variables: { after: page.pageInfo.endCursor },
      updateQuery: (previous, { fetchMoreResult }) => ({
        auditLogs: {
          ...fetchMoreResult.auditLogs,
          nodes: [...(previous.auditLogs?.nodes ?? []), ...fetchMoreResult.auditLogs.nodes],
        },
      }),
    });
  }

  async function applyPruning() {
    try {
      const result = await applyRetention();
      setPruned(result.data?.applyLogRetention ?? 0);
      void logs.refetch();
    } catch (error) {
      toast({ title: 'Error', description: serverMessage(error) ?? 'Could not apply the log retention.', variant: 'destructive' });
    }
  }

  return (
    <SettingsSectionCard
      {...settings.card}
      onSave={undefined}
      title="System Logs"
      description="Every write in the portal: who did what, and when."
      actions={
        <>
          <Button $variant="secondary" onClick={() => void logs.refetch()} disabled={logs.loading}>
            Refresh
          </Button>
          <StyledLinkButton as="a" $variant="secondary" href={`/api/audit-log.csv?${csvParams.toString()}`} download>
            Download
          </StyledLinkButton>
        </>
      }
    >
      <StyledFilters>
        <FormField label="Log level">
          <Select {...settings.form.register('logLevel')}>
            {LOG_LEVELS.map((option) => (
              <option key={option} value={option}>
                {capitalize(option)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Source">
          <Select value={source} onChange={(event) => setSource(event.target.value)}>
            <option value="">All sources</option>
            {sources.data?.auditSources.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Search logs">
          <Input
            type="search"
            placeholder="Message, action or user..."
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </FormField>
      </StyledFilters>
      <div aria-busy={logs.loading}>
        <SortableTable
          caption="System log entries"
          hideCaption
          columns={COLUMNS}
          rows={page?.nodes ?? []}
          rowKey={(row) => row.id}
          empty={<StyledEmpty role="status">{logs.loading ? 'Loading logs...' : 'No log entries found.'}</StyledEmpty>}
        />
      </div>
      <StyledFooter>
        <span role="status">{page ? `Showing ${page.nodes.length} of ${page.totalCount} entries` : ''}</span>
        {page?.pageInfo.hasNextPage && (
          <Button $variant="secondary" onClick={() => void handleLoadMore()} disabled={logs.loading}>
            {logs.loading ? 'Loading...' : 'Load more'}
          </Button>
        )}
      </StyledFooter>
      {settings.server && (
        <FieldGroup>
          <legend>Retention</legend>
          <StyledRetention>
            <FormField
              label="Log Retention (days)"
              hint="Entries older than this are deleted when you apply."
              error={errors.logRetentionDays?.message}
            >
              <Input type="number" inputMode="numeric" {...settings.form.register('logRetentionDays')} />
            </FormField>
            <Button onClick={() => void settings.submit()} disabled={settings.saving || retention.loading}>
              {settings.saving || retention.loading ? 'Applying...' : 'Apply'}
            </Button>
          </StyledRetention>
          {pruned !== null && (
            <p role="status">
              {pruned === 1 ? '1 old entry was removed.' : `${pruned} old entries were removed.`}
            </p>
          )}
        </FieldGroup>
      )}
    </SettingsSectionCard>
  );
}
