import 'reflect-metadata';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/database';
import { initOrm, migrate } from '../src/db/orm';
import { seedIfEmpty } from '../src/seed/seed';
import { adminQuery, databaseUrlFor, TEMPLATE_DB_ENV, TEMPLATE_DUMP_ENV, uniqueName } from './db-template';

/**
 * Builds the migrated, seeded database once per run; each test file starts from a copy
 * (STACK.md): a template database on a real server, a data-folder dump on PGlite.
 */
export async function buildTemplate(): Promise<Record<string, string>> {
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    const name = uniqueName('portal_tpl');
    await adminQuery(`create database "${name}"`);
    const orm = await initOrm(databaseUrlFor(base, name), false);
    await migrate(orm);
    await seedIfEmpty(orm);
    await orm.close();
    return { [TEMPLATE_DB_ENV]: name };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-tpl-'));
  const db = await openDatabase({ dataDir: dir });
  const orm = await initOrm(db.clientUrl, true);
  await migrate(orm);
  await seedIfEmpty(orm);
  await orm.close();
  const dump = await db.dump!();
  await db.close();
  const file = path.join(dir, 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  fs.rmSync(path.join(dir, 'pgdata'), { recursive: true, force: true });
  return { [TEMPLATE_DUMP_ENV]: file };
}

if (require.main === module && process.argv.includes('--build')) {
  buildTemplate().then(
    (result) => {
      process.stdout.write(`\n${JSON.stringify(result)}\n`);
      process.exit(0);
    },
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
