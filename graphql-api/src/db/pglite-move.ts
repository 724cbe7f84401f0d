import path from 'node:path';
import fs from 'node:fs';
import { MikroORM } from '@mikro-orm/core';
import type { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { restoreDatabase, writeBackup } from '../modules/backups';
import { ormOptions, type Orm } from './orm';

/**
 * The releases before the embedded PostgreSQL server kept their data in PGlite (`DATA_DIR/pgdata`).
 * At the first start on such a folder its data moves into the new server with the backup format:
 * a backup of the PGlite database (written into the backups folder, where it stays), restored
 * into the new server's empty database, then the row counts of every table compared. Only then
 * is the PGlite folder renamed to `pgdata-pglite-<time>` (kept; delete it once satisfied). A move
 * that fails leaves the PGlite folder as it was, and the next start tries again.
 */
export async function moveFromPglite(orm: Orm, pgliteDir: string, backupDir: string, log: (line: string) => void): Promise<void> {
  log(`Moving the PGlite database in ${pgliteDir} into the embedded PostgreSQL server...`);
  const now = new Date();
  const backup = await backupPglite(pgliteDir, backupDir, now);
  const file = path.join(backupDir, backup.name);
  const tables = await restoreDatabase(orm, file);
  const em = orm.em.fork();
  for (const table of tables) {
    const [{ rows }] = await em.execute<{ rows: number }[]>(`select count(*)::int as rows from "${table.name.replace(/"/g, '""')}"`);
    if (rows !== table.rows) throw new Error(`Moving from PGlite: ${table.name} has ${rows} rows, the backup ${table.rows}`);
  }
  const kept = `${pgliteDir}-pglite-${now.toISOString().replace(/[:.]/g, '-')}`;
  fs.renameSync(pgliteDir, kept);
  const rows = tables.reduce((sum, table) => sum + table.rows, 0);
  log(`Moved ${rows} rows in ${tables.length} tables (backup ${file}); the PGlite folder is kept as ${kept}.`);
}

/** A backup of the PGlite database, read through PGlite's socket server as the earlier releases served it. */
async function backupPglite(dir: string, backupDir: string, now: Date) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  const pglite = await PGlite.create({ dataDir: dir });
  const server = new PGLiteSocketServer({ db: pglite, host: '127.0.0.1', port: 0 });
  try {
    await server.start();
    // PGlite runs one connection at a time.
    const orm = await MikroORM.init<PostgreSqlDriver>({
      ...ormOptions(`postgresql://postgres@${server.getServerConn()}/postgres`),
      pool: { min: 1, max: 1 },
    });
    try {
      return await writeBackup(orm.em.fork(), backupDir, 'manual', now);
    } finally {
      await orm.close();
    }
  } finally {
    await server.stop();
    await pglite.close();
  }
}
