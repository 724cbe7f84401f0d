import { useMutation, useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { Button, formatCount, FormField, Input, Select, SkeletonText, useToast } from 'mfe-shared';
import { AdminSettingsDatabaseInfoDocument, AdminSettingsRunDiagnosticsDocument, AdminSettingsSyncSchemaDocument } from 'mfe-shared/operations';
import { z } from 'zod';
import { useSettingsForm } from '../hooks/useSettingsForm';
import { serverMessage } from '../../users/utils/serverMessage';
import { BACKUP_SCHEDULES, capitalize, wholeNumber } from '../utils/sections';
import { BackupsList } from './BackupsList';
import { FieldGrid, FieldGroup, SettingsTable } from './FieldGrid';
import { ResultList } from './ResultList';
import { SettingsSectionCard } from './SettingsSectionCard';

const StyledInfo = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.color.muted};
  }
  dd {
    margin: 0;
    word-break: break-word;
  }
`;

const StyledTables = styled.details`
  summary {
    cursor: pointer;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  table {
    margin-top: ${({ theme }) => theme.space.sm};
  }
  td:last-child,
  th:last-child {
    text-align: right;
  }
`;

const StyledButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledNote = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** The section's values; which schedules and retentions are valid is the server's to say. */
const databaseSchema = z.object({ backupSchedule: z.string(), backupRetentionDays: wholeNumber });

/** Real connection info, diagnostics, pending migrations, and the backup settings. */
export function DatabaseTab() {
  const { toast } = useToast();
  const settings = useSettingsForm('database', databaseSchema);
  const { errors } = settings.form.formState;
  const info = useQuery(AdminSettingsDatabaseInfoDocument, { fetchPolicy: 'network-only' });
  const [runDiagnostics, diagnostics] = useMutation(AdminSettingsRunDiagnosticsDocument);
  const [syncSchema, sync] = useMutation(AdminSettingsSyncSchemaDocument);
  const database = info.data?.databaseInfo;

  async function handleDiagnostics() {
    try {
      const result = await runDiagnostics();
      const checks = result.data?.runDiagnostics ?? [];
      const failed = checks.filter((check) => !check.ok).length;
      toast(
        failed
          ? { title: 'Diagnostics finished', description: `${failed} of ${checks.length} checks failed.`, variant: 'destructive' }
          : { title: 'Diagnostics finished', description: `All ${checks.length} checks passed.` },
      );
    } catch (error) {
      toast({ title: 'Diagnostics failed', description: serverMessage(error) ?? 'Could not run the checks.', variant: 'destructive' });
    }
  }

  async function handleSync() {
    try {
      const result = await syncSchema();
      const applied = result.data?.syncSchema ?? [];
      toast({
        title: 'Schema synchronised',
        description: applied.length ? `Applied ${applied.length} migration(s).` : 'The schema is up to date.',
      });
      void info.refetch();
    } catch (error) {
      toast({ title: 'Schema sync failed', description: serverMessage(error) ?? 'Could not apply the migrations.', variant: 'destructive' });
    }
  }

  const applied = sync.data?.syncSchema;

  return (
    <SettingsSectionCard
      {...settings.card}
      title="Database"
      description="The database this server uses, its health, and the backup plan."
    >
      <FieldGroup>
        <legend>Connection</legend>
        {info.loading && !database && <SkeletonText lines={4} />}
        {info.error && !database && (
          <StyledNote role="alert">Could not read the database information: {serverMessage(info.error) ?? info.error.message}</StyledNote>
        )}
        {database && (
          <>
            <StyledInfo>
              <dt>Driver</dt>
              <dd>{database.driver}</dd>
              <dt>Server version</dt>
              <dd>{database.serverVersion}</dd>
              <dt>Size</dt>
              <dd>{database.databaseSize}</dd>
              <dt>Tables</dt>
              <dd>{database.tables.length}</dd>
            </StyledInfo>
            <StyledTables>
              <summary>Row counts</summary>
              <SettingsTable>
                <thead>
                  <tr>
                    <th scope="col">Table</th>
                    <th scope="col">Rows</th>
                  </tr>
                </thead>
                <tbody>
                  {database.tables.map((table) => (
                    <tr key={table.name}>
                      <td>{table.name}</td>
                      <td>{formatCount(table.rows)}</td>
                    </tr>
                  ))}
                </tbody>
              </SettingsTable>
            </StyledTables>
          </>
        )}
      </FieldGroup>
      <FieldGroup>
        <legend>Maintenance</legend>
        <StyledButtons>
          <Button $variant="secondary" onClick={() => void handleDiagnostics()} disabled={diagnostics.loading}>
            {diagnostics.loading ? 'Running...' : 'Run Diagnostics'}
          </Button>
          <Button $variant="secondary" onClick={() => void handleSync()} disabled={sync.loading}>
            {sync.loading ? 'Syncing...' : 'Sync Schema'}
          </Button>
        </StyledButtons>
        {diagnostics.data && <ResultList label="Diagnostic checks" items={diagnostics.data.runDiagnostics} />}
        {applied && (
          <div role="status">
            {applied.length === 0 ? (
              <StyledNote>No pending migrations: the schema is up to date.</StyledNote>
            ) : (
              <>
                <StyledNote>Applied migrations:</StyledNote>
                <ul>
                  {applied.map((name) => (
                    <li key={name}>{name}</li>
                  ))}
                </ul>
              </>
            )}
          </div>
        )}
      </FieldGroup>
      {settings.server && (
        <FieldGroup>
          <legend>Backups</legend>
          <FieldGrid>
            <FormField label="Backup Schedule" error={errors.backupSchedule?.message}>
              <Select {...settings.form.register('backupSchedule')}>
                {BACKUP_SCHEDULES.map((schedule) => (
                  <option key={schedule} value={schedule}>
                    {capitalize(schedule)}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField label="Backup Retention (days)" error={errors.backupRetentionDays?.message}>
              <Input type="number" inputMode="numeric" {...settings.form.register('backupRetentionDays')} />
            </FormField>
          </FieldGrid>
          <BackupsList />
        </FieldGroup>
      )}
    </SettingsSectionCard>
  );
}
