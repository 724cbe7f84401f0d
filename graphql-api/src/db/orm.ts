import { DataloaderType, MikroORM, type Options } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { ReflectMetadataProvider } from '@mikro-orm/core';
import { entities } from './entities';
import { migrationsList } from './migrations';

export type Orm = MikroORM<PostgreSqlDriver>;

export function ormOptions(clientUrl: string): Options<PostgreSqlDriver> {
  return {
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
}

export async function initOrm(clientUrl: string): Promise<Orm> {
  return MikroORM.init<PostgreSqlDriver>(ormOptions(clientUrl));
}

/** Apply pending migrations (on every start). */
export async function migrate(orm: Orm): Promise<void> {
  await orm.getMigrator().up();
}
