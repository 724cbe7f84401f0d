import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { restoreDatabase } from '../modules/backups';
import { openDatabase } from './database';
import { initOrm } from './orm';

/**
 * `npm run restore --workspace graphql-api -- <backup file>`: loads a backup into the empty
 * database of DATABASE_URL (or the embedded one in DATA_DIR). Refuses a database with data.
 */
async function main() {
  const file = process.argv[2];
  if (!file) throw new Error('Usage: npm run restore --workspace graphql-api -- <backup file>');
  const resolved = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  if (!fs.existsSync(resolved)) throw new Error(`No such file: ${resolved}`);
  const config = loadConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const orm = await initOrm(db.clientUrl);
  try {
    console.log(`Restoring ${resolved} into ${db.embedded ? `the embedded database in ${config.dataDir}` : 'DATABASE_URL'}...`);
    const tables = await restoreDatabase(orm, resolved);
    for (const table of tables) console.log(`  ${table.name}: ${table.rows} rows`);
    const rows = tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(`Done: ${rows} rows in ${tables.length} tables restored.`);
  } finally {
    await orm.close();
    await db.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
