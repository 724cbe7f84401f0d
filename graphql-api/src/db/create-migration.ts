import 'reflect-metadata';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from './database';
import { initOrm, migrate } from './orm';

/**
 * Writes a migration for the difference between the entities and the schema the existing
 * migrations build, on a throwaway embedded database (or TEST_DATABASE_URL's server).
 */
async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-migration-'));
  const db = await openDatabase({ dataDir });
  const orm = await initOrm(db.clientUrl);
  try {
    await migrate(orm);
    const initial = process.argv.includes('--initial');
    const result = await orm.getMigrator().createMigration(path.resolve(__dirname, 'migrations'), false, initial);
    if (!result.fileName) console.log('No changes: no migration written.');
    else console.log(`Wrote ${result.fileName}; add it to src/db/migrations/index.ts.`);
  } finally {
    await orm.close();
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
