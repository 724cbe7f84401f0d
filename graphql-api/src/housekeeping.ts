import type { FastifyBaseLogger } from 'fastify';
import type { Orm } from './db/orm';
import { purgeExpiredAuditLogs } from './modules/audit/audit.service';

const EVERY_MS = 60 * 60_000;

/** Periodic upkeep: applies the log retention of the System Logs settings (at start, then hourly). */
export function startHousekeeping(orm: Orm, log?: FastifyBaseLogger) {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = purgeExpiredAuditLogs(orm.em.fork()).catch((error) => log?.error({ err: error }, 'housekeeping failed'));
  };
  run();
  const timer = setInterval(run, EVERY_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
