import 'reflect-metadata';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { initOrm, migrate } from '../db/orm';
import { resetAndSeed, seedIfEmpty } from './seed';

/** `npm run seed` seeds an empty database; `npm run seed -- --reset` rebuilds the demo. */
async function main() {
  const config = loadConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const orm = await initOrm(db.clientUrl);
  try {
    if (process.argv.includes('--reset')) {
      console.log('Dropping every table and seeding the demo again...');
      await resetAndSeed(orm);
      console.log('Done: demo data rebuilt.');
    } else {
      await migrate(orm);
      console.log((await seedIfEmpty(orm)) ? 'Seeded the demo data.' : 'The database already has data: nothing seeded (use --reset to rebuild).');
    }
  } finally {
    await orm.close();
    await db.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
