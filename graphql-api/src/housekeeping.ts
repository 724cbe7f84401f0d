import type { FastifyBaseLogger } from 'fastify';
import type { Ctx } from './common/context';
import { LOCKS } from './db/advisory-lock';
import type { Orm } from './db/orm';
import { purgeExpiredAuditLogs } from './modules/audit';
import { purgeExpiredRateLimits } from './modules/auth';
import { runBackupSchedule } from './modules/backups';
import { checkLateMilestones } from './modules/planning';

const MINUTE_MS = 60_000;

/**
 * Periodic upkeep, each task at start and then on its own interval: the log retention of the
 * System Logs settings (hourly), expired rate-limit counters (hourly), the backup schedule and retention of the Database settings
 * (checked every minute; a backup is written only when one is due), and the late milestones of
 * orders (hourly: both sides hear once when a milestone turns late).
 */
export function startHousekeeping(
  orm: Orm,
  services: Pick<Ctx, 'pubsub' | 'events' | 'sharedReads'>,
  backupDir: string,
  options: {
    log?: FastifyBaseLogger;
    clock?: () => Date;
    /** Runs a job unless another server holds its lock (withAdvisoryLock); by default just runs it. */
    exclusive?: (key: number, work: () => Promise<unknown>) => Promise<unknown>;
  } = {},
) {
  const { log, clock = () => new Date(), exclusive = (_key, work) => work() } = options;
  const tasks: { name: string; everyMs: number; run: () => Promise<unknown> }[] = [
    {
      name: 'log retention',
      everyMs: 60 * MINUTE_MS,
      run: () => purgeExpiredAuditLogs(orm.em.fork()),
    },
    {
      name: 'rate limit counters',
      everyMs: 60 * MINUTE_MS,
      run: () => purgeExpiredRateLimits(orm.em.fork()),
    },
    {
      name: 'backups',
      everyMs: MINUTE_MS,
      // With two servers sharing a backup folder, one scheduled backup, not one each.
      run: () =>
        exclusive(LOCKS.backups, () => runBackupSchedule(orm.em.fork(), backupDir, clock())),
    },
    // Safe on every server at once: the check takes its own lock (LOCKS.lateMilestones).
    {
      name: 'late milestones',
      everyMs: 60 * MINUTE_MS,
      run: () => checkLateMilestones(orm.em.fork(), services, clock()),
    },
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
