import { DataloaderType, MikroORM, type Options, type PoolConfig } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { ReflectMetadataProvider } from '@mikro-orm/core';
import type { Client } from 'pg';
import { entities } from './entities';
import { clientOptions, type DatabaseTimeouts } from './health';
import { migrationsList } from './migrations';
import type { Orm } from '../common/context';

export type { Orm } from '../common/context';

/** The server's connections (not the command-line tools'): timeouts, and losses reported to the health. */
export type ServerConnections = { timeouts: DatabaseTimeouts; onConnectionError: (error: unknown) => void };

export function ormOptions(clientUrl: string, server?: ServerConnections): Options<PostgreSqlDriver> {
  const options: Options<PostgreSqlDriver> = {
    driver: PostgreSqlDriver,
    clientUrl,
    entities,
    metadataProvider: ReflectMetadataProvider,
    extensions: [Migrator],
    discovery: { warnWhenNoEntities: true },
    metadataCache: { enabled: false },
    dataloader: DataloaderType.ALL,
    forceUtcTimezone: true,
    pool: { min: 1, max: 10 },
    migrations: {
      migrationsList,
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      emit: 'ts',
      path: 'src/db/migrations',
      pathTs: 'src/db/migrations',
    },
    debug: process.env.ORM_DEBUG === '1',
    allowGlobalContext: false,
  };
  return server ? { ...options, ...serverPool(options.pool!, server) } : options;
}

/**
 * Knex's pool for the server: every connection has the timeouts and an `error` listener that
 * reports its loss; a connection whose statement never answered (its read timed out) is not
 * handed out again; waiting for a free connection is bounded too.
 */
function serverPool(pool: PoolConfig, { timeouts, onConnectionError }: ServerConnections): Options<PostgreSqlDriver> {
  const validate = (connection: Client & { readyForQuery?: boolean }) => connection.readyForQuery === true;
  return {
    pool: {
      ...pool,
      acquireTimeoutMillis: timeouts.statementMs + timeouts.connectMs,
      afterCreate: (connection: Client, done: (error: Error | null, connection: Client) => void) => {
        connection.on('error', onConnectionError);
        done(null, connection);
      },
      // Knex's own pool option (tarn's validate), which MikroORM passes on untyped.
      ...({ validate } as PoolConfig),
    },
    driverOptions: {
      connection: clientOptions(timeouts),
      // Knex warns on the console of each dead connection it drops: their loss is already reported.
      log: { warn: (message: string) => void (message.startsWith('Connection Error:') || console.warn(message)) },
    },
  };
}

export async function initOrm(clientUrl: string, server?: ServerConnections): Promise<Orm> {
  return MikroORM.init<PostgreSqlDriver>(ormOptions(clientUrl, server));
}

/** Apply pending migrations (on every start). */
export async function migrate(orm: Orm): Promise<void> {
  await orm.getMigrator().up();
}
