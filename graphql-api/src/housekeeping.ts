import type { FastifyBaseLogger } from 'fastify';
import type { PubSub } from './common/pubsub';
import type { Orm } from './db/orm';
import { purgeExpiredAuditLogs } from './modules/audit/audit.service';
import { runBackupSchedule } from './modules/backups/backup.service';
import { checkLateMilestones } from './modules/planning/milestone.service';

const MINUTE_MS = 60_000;

/**
 * Periodic upkeep, each task at start and then on its own interval: the log retention of the
 * System Logs settings (hourly) and the backup schedule and retention of the Database settings
 * (checked every minute; a backup is written only when one is due), and the late milestones of
 * orders (hourly: both sides hear once when a milestone turns late).
 */
export function startHousekeeping(
  orm: Orm,
  pubsub: PubSub,
  backupDir: string,
  log?: FastifyBaseLogger,
  clock: () => Date = () => new Date(),
) {
  const tasks: { name: string; everyMs: number; run: () => Promise<unknown> }[] = [
    { name: 'log retention', everyMs: 60 * MINUTE_MS, run: () => purgeExpiredAuditLogs(orm.em.fork()) },
    { name: 'backups', everyMs: MINUTE_MS, run: () => runBackupSchedule(orm.em.fork(), backupDir, clock()) },
    { name: 'late milestones', everyMs: 60 * MINUTE_MS, run: () => checkLateMilestones(orm.em.fork(), pubsub, clock()) },
  ];
  const running = new Map<string, Promise<unknown>>();
  const timers = tasks.map((task) => {
    const run = () => {
      // A turn still busy (a long backup) is not started twice.
      if (running.has(task.name)) return;
      const turn = task
        .run()
        .catch((error) => log?.error({ err: error }, `housekeeping (${task.name}) failed`))
        .finally(() => running.delete(task.name));
      running.set(task.name, turn);
    };
    run();
    const timer = setInterval(run, task.everyMs);
    timer.unref();
    return timer;
  });
  return {
    async stop() {
      timers.forEach(clearInterval);
      await Promise.all(running.values());
    },
  };
}
