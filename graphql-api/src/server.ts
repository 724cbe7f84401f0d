import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { PostgresPubSub, type PubSub } from './common/pubsub';
import type { DomainEventBus } from './common/domain-events';
import type { SharedReads } from './common/shared-reads';
import type { Config } from './config';
import { LOCKS, withAdvisoryLock } from './db/advisory-lock';
import { type DatabaseHandle, openDatabase } from './db/database';
import { clientOptions, DatabaseHealth, ping } from './db/health';
import { initOrm, migrate, type Orm } from './db/orm';
import { moveFromPglite } from './db/pglite-move';
import { seedIfEmpty } from './seed/seed';
import { startMailer } from './modules/email';
import { startHousekeeping } from './housekeeping';
import { startWebhookSender } from './modules/webhooks';

/** At shutdown, how long requests in flight may take before their connections are cut. */
const DRAIN_MS = 3_000;
/** ...and how long a background turn (a mail being sent, a backup) may take after that. */
const LOOPS_MS = 1_000;

export type Portal = {
  app: FastifyInstance;
  orm: Orm;
  db: DatabaseHandle;
  pubsub: PubSub;
  /** The app's domain event bus (made by buildApp), for work outside a request (housekeeping). */
  events: DomainEventBus;
  /** The app's shared answers (made by buildApp): what an order change outside a request clears. */
  sharedReads: SharedReads;
  url: string;
  close(): Promise<void>;
};

export type StartOptions = {
  /** Seed the demo data into an empty database (npm start). */
  seed?: boolean;
  /** Skip migrations (tests start from an already migrated copy). */
  skipMigrations?: boolean;
  /** Run the background loops: outgoing mail, webhooks and housekeeping (default true). */
  mailer?: boolean;
};

/** Opens the database, migrates, seeds, builds the app and listens: `npm start` and tests alike. */
export async function startPortal(config: Config, options: StartOptions = {}): Promise<Portal> {
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const cleanup: (() => Promise<unknown>)[] = [() => db.close()];
  try {
    return await assemble(config, options, db, cleanup);
  } catch (error) {
    for (const step of cleanup.reverse()) await step().catch(() => undefined);
    throw error;
  }
}

async function assemble(
  config: Config,
  options: StartOptions,
  db: DatabaseHandle,
  cleanup: (() => Promise<unknown>)[],
): Promise<Portal> {
  // Every connection reports its loss here; while the database is away requests are refused at
  // once and the LISTEN connection (or, without one, a plain connection) is retried (db/health.ts).
  // (The pub/sub and the log come later: they are looked up when needed.)
  const later: { pubsub?: PubSub; log?: FastifyBaseLogger } = {};
  const timeouts = config.databaseTimeouts;
  const health = new DatabaseHealth(
    () => (later.pubsub instanceof PostgresPubSub ? later.pubsub.check() : ping(db.clientUrl, timeouts)),
    (up, error) => (up ? later.log?.info('database reachable again') : later.log?.error({ err: error }, 'database unreachable: answering 503')),
  );
  cleanup.push(async () => health.close());
  const lost = (error: unknown) => health.report(error, true);
  const orm = await initOrm(db.clientUrl, { timeouts, onConnectionError: lost });
  cleanup.push(() => orm.close());
  // A DATA_DIR of the PGlite releases: its data moves into the new embedded server first.
  if (db.pgliteDir) await moveFromPglite(orm, db.pgliteDir, config.backupDir, (line) => console.log(line));
  // Several instances starting together on one server (a two-replica deployment) take turns.
  if (!options.skipMigrations || options.seed) {
    await withAdvisoryLock(db, LOCKS.startup, { wait: true }, async () => {
      if (!options.skipMigrations) await migrate(orm);
      if (options.seed) await seedIfEmpty(orm);
    });
  }
  const pubsub: PubSub = await PostgresPubSub.connect(db.clientUrl, clientOptions(timeouts), lost);
  later.pubsub = pubsub;
  cleanup.push(() => pubsub.close());
  const app = await buildApp({ orm, pubsub, config, health });
  later.log = app.log;
  cleanup.push(() => app.close());
  await app.listen({ port: config.port, host: config.host });
  const mailer = options.mailer === false ? null : startMailer(orm, config, app.log);
  const webhooks = options.mailer === false ? null : startWebhookSender(orm, config.webhookAllowList, app.log);
  const housekeeping =
    options.mailer === false
      ? null
      : startHousekeeping(orm, { pubsub, events: app.events, sharedReads: app.sharedReads }, config.backupDir, {
          log: app.log,
          // Every server runs the loop; a job that must run once at a time holds its lock.
          exclusive: (key, work) => withAdvisoryLock(db, key, { wait: false }, work),
        });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  let closing: Promise<void> | undefined;
  return {
    app,
    orm,
    db,
    pubsub,
    events: app.events,
    sharedReads: app.sharedReads,
    url: `http://${config.host}:${port}`,
    close() {
      closing ??= (async () => {
        // The loops stop taking work at once; a turn in progress may finish while requests drain.
        const loops = Promise.all([mailer?.stop(), housekeeping?.stop(), webhooks?.stop()]);
        // New connections are refused, subscriptions end (app.ts), requests in flight finish;
        // after DRAIN_MS the connections still open are cut, so a busy server stops in time.
        const cut = setTimeout(() => app.server.closeAllConnections(), DRAIN_MS);
        try {
          await app.close();
        } finally {
          clearTimeout(cut);
        }
        await Promise.race([loops, new Promise((resolve) => setTimeout(resolve, LOOPS_MS).unref())]);
        health.close();
        await pubsub.close();
        await orm.close();
        await db.close();
      })();
      return closing;
    },
  };
}
