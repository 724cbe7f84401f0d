import 'reflect-metadata';
import { initOrm, migrate } from '../src/db/orm';
import { seedIfEmpty } from '../src/seed/seed';
import { adminQuery, databaseUrlFor, TEMPLATE_DB_ENV, uniqueName } from './db-template';

/**
 * Builds the migrated, seeded database once per run on the server at TEST_DATABASE_URL (the
 * embedded one or the machine's); each test file starts from a `CREATE DATABASE … TEMPLATE` copy.
 */
export async function buildTemplate(): Promise<Record<string, string>> {
  const name = uniqueName('portal_tpl');
  await adminQuery(`create database "${name}"`);
  const orm = await initOrm(databaseUrlFor(process.env.TEST_DATABASE_URL!, name));
  await migrate(orm);
  await seedIfEmpty(orm);
  await orm.close();
  return { [TEMPLATE_DB_ENV]: name };
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
