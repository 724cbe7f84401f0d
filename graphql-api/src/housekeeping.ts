import type { FastifyBaseLogger } from 'fastify';
import type { PubSub } from './common/pubsub';
import type { Orm } from './db/orm';
import { purgeExpiredAuditLogs } from './modules/audit/audit.service';
import { checkLateMilestones } from './modules/planning/milestone.service';

const EVERY_MS = 60 * 60_000;

/**
 * Periodic upkeep (at start, then hourly): applies the log retention of the System Logs settings
 * and tells both sides of an order when one of its milestones turns late.
 */
export function startHousekeeping(orm: Orm, pubsub: PubSub, log?: FastifyBaseLogger, clock: () => Date = () => new Date()) {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = (async () => {
      await purgeExpiredAuditLogs(orm.em.fork());
      await checkLateMilestones(orm.em.fork(), pubsub, clock());
    })().catch((error) => log?.error({ err: error }, 'housekeeping failed'));
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
