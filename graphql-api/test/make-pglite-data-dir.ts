import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { MikroORM } from '@mikro-orm/core';
import type { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { PGLITE_DIR } from '../src/db/database';
import { migrationsList } from '../src/db/migrations';
import { ormOptions } from '../src/db/orm';
import { seedIfEmpty } from '../src/seed/seed';

/**
 * `node -r @swc-node/register test/make-pglite-data-dir.ts <DATA_DIR>`: writes a DATA_DIR as the
 * PGlite releases did (PGlite in DATA_DIR/pgdata served on a loopback socket, pool of one,
 * migrated and seeded on first start) plus one user of its own, and prints each table's rows.
 */
async function main() {
  const dir = path.join(process.argv[2], PGLITE_DIR);
  fs.mkdirSync(dir, { recursive: true });
  const pglite = await PGlite.create({ dataDir: dir });
  const server = new PGLiteSocketServer({ db: pglite, host: '127.0.0.1', port: 0, maxConnections: 8 });
  await server.start();
  const orm = await MikroORM.init<PostgreSqlDriver>({ ...ormOptions(`postgresql://postgres@${server.getServerConn()}/postgres`), pool: { min: 1, max: 1 } });
  // The schema the seed writes, without the search's trigram indexes: pg_trgm is a contrib
  // extension PGlite does not load unless asked to (the move applies that migration on the server).
  const migrations = migrationsList.map((m) => m.name).filter((name) => !name.endsWith('_search_trigrams'));
  await orm.getMigrator().up({ migrations });
  await seedIfEmpty(orm);
  const em = orm.em.fork();
  await em.execute(
    `insert into users (username, email, password_hash, name, role)
     select 'pglite.user', 'pglite.user@example.com', password_hash, 'PGlite User', role from users where username = 'buyer'`,
  );
  const tables = await em.execute<{ name: string }[]>(
    "select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'",
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) counts[name] = (await em.execute<{ rows: number }[]>(`select count(*)::int as rows from "${name}"`))[0].rows;
  await orm.close();
  await server.stop();
  await pglite.close();
  process.stdout.write(`\n${JSON.stringify(counts)}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
