// How a backup file is named (no entities here: the bench imports it outside the API's build).

export type BackupTrigger = 'manual' | 'scheduled';

/** backup-2026-11-22T03-05-00-123Z-manual.jsonl.gz: the time and the trigger are in the name. */
const NAME = /^backup-(\d{4}-\d\d-\d\dT\d\d)-(\d\d)-(\d\d)-(\d{3})Z-(manual|scheduled)\.jsonl\.gz$/;

export function backupFileName(at: Date, trigger: BackupTrigger): string {
  return `backup-${at.toISOString().replace(/[:.]/g, '-')}-${trigger}.jsonl.gz`;
}

export function parseName(name: string): { createdAt: Date; trigger: BackupTrigger } | null {
  const match = NAME.exec(name);
  if (!match) return null;
  const [, hour, minutes, seconds, millis, trigger] = match;
  return { createdAt: new Date(`${hour}:${minutes}:${seconds}.${millis}Z`), trigger: trigger as BackupTrigger };
}

