import fs from 'node:fs';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { audit } from '../../common/audit';
import { type Ctx, requireRole } from '../../common/context';
import { notFound } from '../../common/errors';
import { getSettings } from '../settings';
import { Role } from '../users';
import { dumpDatabase } from './backup.dump';
import { backupFileName, type BackupTrigger, parseName } from './backup-names';

export { backupFileName, type BackupTrigger } from './backup-names';

export type BackupFile = {
  name: string;
  createdAt: Date;
  sizeBytes: number;
  trigger: BackupTrigger;
};

const DAY_MS = 24 * 60 * 60_000;

/** How long after the last scheduled backup the next one is due. */
export const SCHEDULE_MS: Record<string, number> = {
  hourly: 60 * 60_000,
  daily: DAY_MS,
  weekly: 7 * DAY_MS,
  monthly: 30 * DAY_MS,
};

/** The backups in the folder, newest first. */
export function listBackupFiles(dir: string): BackupFile[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .flatMap((name) => {
      const parsed = parseName(name);
      return parsed ? [{ name, ...parsed, sizeBytes: fs.statSync(path.join(dir, name)).size }] : [];
    })
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

export function lastBackupAt(dir: string): Date | null {
  return listBackupFiles(dir)[0]?.createdAt ?? null;
}

/** Writes a new backup of the whole database into the folder. */
export async function writeBackup(em: EntityManager, dir: string, trigger: BackupTrigger, now: Date): Promise<BackupFile> {
  fs.mkdirSync(dir, { recursive: true });
  let at = now;
  while (fs.existsSync(path.join(dir, backupFileName(at, trigger)))) at = new Date(at.getTime() + 1);
  const name = backupFileName(at, trigger);
  await dumpDatabase(em, path.join(dir, name), at);
  return { name, createdAt: at, trigger, sizeBytes: fs.statSync(path.join(dir, name)).size };
}

/** Deletes the backups older than the retention; the newest backup is always kept. */
export function deleteExpiredBackups(dir: string, retentionDays: number, now: Date): string[] {
  const limit = now.getTime() - retentionDays * DAY_MS;
  const expired = listBackupFiles(dir)
    .slice(1)
    .filter((backup) => backup.createdAt.getTime() < limit);
  for (const backup of expired) fs.rmSync(path.join(dir, backup.name), { force: true });
  return expired.map((backup) => backup.name);
}

const auditAs = (em: EntityManager) => ({ em, user: null, requestId: 'backup-scheduler' });

/**
 * One turn of the scheduler: a backup when the Database settings' schedule says one is due
 * (counted from the last scheduled backup), then the retention. The clock is a parameter.
 */
export async function runBackupSchedule(em: EntityManager, dir: string, now: Date) {
  const { backupSchedule, backupRetentionDays } = await getSettings(em, 'database');
  const last = listBackupFiles(dir).find((backup) => backup.trigger === 'scheduled');
  const due = !last || now.getTime() - last.createdAt.getTime() >= SCHEDULE_MS[backupSchedule];
  const created = due ? await writeBackup(em, dir, 'scheduled', now) : null;
  const deleted = deleteExpiredBackups(dir, backupRetentionDays, now);
  if (created || deleted.length) {
    await em.transactional(async (tx) => {
      if (created) {
        audit(auditAs(tx), {
          action: 'backup.create',
          entity: 'backup',
          entityId: created.name,
          source: 'database',
          message: `Scheduled (${backupSchedule}) backup ${created.name} written`,
          after: { ...created },
        });
      }
      if (deleted.length) {
        audit(auditAs(tx), {
          action: 'backup.delete',
          entity: 'backup',
          source: 'database',
          message: `Backup retention (${backupRetentionDays} days) deleted ${deleted.length} backup(s)`,
          before: { deleted },
        });
      }
    });
  }
  return { created, deleted };
}

/** Back up now (admin). */
export async function createBackup(ctx: Ctx): Promise<BackupFile> {
  requireRole(ctx, Role.admin);
  const backup = await writeBackup(ctx.em, ctx.config.backupDir, 'manual', new Date());
  await ctx.em.transactional(async (em) => {
    audit(
      { ...ctx, em },
      {
        action: 'backup.create',
        entity: 'backup',
        entityId: backup.name,
        source: 'database',
        message: `Backup ${backup.name} written`,
        after: { ...backup },
      },
    );
  });
  return backup;
}

/** The backups (admin), newest first. */
export function listBackups(ctx: Ctx): BackupFile[] {
  requireRole(ctx, Role.admin);
  return listBackupFiles(ctx.config.backupDir);
}

/** A backup's file to download (admin); the download is audited. */
export async function openBackup(ctx: Ctx, name: string) {
  requireRole(ctx, Role.admin);
  const backup = listBackupFiles(ctx.config.backupDir).find((file) => file.name === name);
  if (!backup) throw notFound('Backup');
  await ctx.em.transactional(async (em) => {
    audit(
      { ...ctx, em },
      {
        action: 'backup.download',
        entity: 'backup',
        entityId: backup.name,
        source: 'database',
        message: `Downloaded backup ${backup.name}`,
      },
    );
  });
  return { ...backup, stream: fs.createReadStream(path.join(ctx.config.backupDir, backup.name)) };
}
