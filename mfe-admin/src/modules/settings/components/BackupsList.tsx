import { useMutation, useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { Button, formatDateTime, formatFileSize, SkeletonText, useToast } from 'mfe-shared';
import { AdminSettingsBackupsDocument, AdminSettingsCreateBackupDocument } from 'mfe-shared/operations';
import { serverMessage } from '../../users/utils/serverMessage';
import { capitalize } from '../utils/sections';
import { SettingsTable } from './FieldGrid';

const StyledNote = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** Back up now, and the backups on the server (newest first) with their downloads. */
export function BackupsList() {
  const { toast } = useToast();
  const list = useQuery(AdminSettingsBackupsDocument, { fetchPolicy: 'network-only' });
  const [createBackup, creating] = useMutation(AdminSettingsCreateBackupDocument, {
    refetchQueries: [AdminSettingsBackupsDocument],
    awaitRefetchQueries: true,
  });
  const backups = list.data?.backups;

  async function handleBackup() {
    try {
      const result = await createBackup();
      const backup = result.data?.createBackup;
      toast({
        title: 'Backup complete',
        description: backup ? `${backup.name} (${formatFileSize(backup.sizeBytes)})` : undefined,
      });
    } catch (error) {
      toast({ title: 'Backup failed', description: serverMessage(error) ?? 'Could not write the backup.', variant: 'destructive' });
    }
  }

  return (
    <>
      <div>
        <Button $variant="secondary" onClick={() => void handleBackup()} disabled={creating.loading}>
          {creating.loading ? 'Backing up...' : 'Back up now'}
        </Button>
      </div>
      {list.loading && !backups && <SkeletonText lines={2} />}
      {list.error && !backups && (
        <StyledNote role="alert">Could not list the backups: {serverMessage(list.error) ?? list.error.message}</StyledNote>
      )}
      {backups && backups.length === 0 && <StyledNote>No backups yet.</StyledNote>}
      {backups && backups.length > 0 && (
        <SettingsTable aria-label="Backups">
          <thead>
            <tr>
              <th scope="col">Time</th>
              <th scope="col">Size</th>
              <th scope="col">Trigger</th>
              <th scope="col">File</th>
            </tr>
          </thead>
          <tbody>
            {backups.map((backup) => (
              <tr key={backup.name}>
                <td>{formatDateTime(backup.createdAt)}</td>
                <td>{formatFileSize(backup.sizeBytes)}</td>
                <td>{capitalize(backup.trigger)}</td>
                <td>
                  <a href={backup.downloadUrl} download aria-label={`Download ${backup.name}`}>
                    Download
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </SettingsTable>
      )}
    </>
  );
}
