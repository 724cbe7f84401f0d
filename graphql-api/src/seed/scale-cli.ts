import 'reflect-metadata';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { initOrm, migrate } from '../db/orm';
import { seedIfEmpty } from './seed';
import { loadScaleData, SCALE_DEFAULTS, type ScaleOptions } from './scale';

/**
 * `npm run seed:scale -- --orders 100000 [--messages N] [--buyers N] [--vendors N] [--products-per-vendor N]`
 * migrates, seeds the demo if the database is empty, then loads the scale dataset into the
 * embedded database (DATA_DIR) or the server DATABASE_URL names.
 */
function parseArgs(argv: string[]): ScaleOptions {
  const options = { ...SCALE_DEFAULTS };
  const flags: Record<string, keyof ScaleOptions> = {
    '--orders': 'orders',
    '--messages': 'messages',
    '--buyers': 'buyers',
    '--vendors': 'vendors',
    '--products-per-vendor': 'productsPerVendor',
    '--batch': 'batch',
  };
  let messagesGiven = false;
  for (let i = 0; i < argv.length; i += 1) {
    const key = flags[argv[i]];
    if (!key)
      throw new Error(`Unknown option ${argv[i]}. Options: ${Object.keys(flags).join(', ')}`);
    const value = Number(argv[(i += 1)]);
    if (!Number.isInteger(value) || value < 0)
      throw new Error(`${argv[i - 1]} needs a whole number, got '${argv[i]}'.`);
    (options as unknown as Record<string, number>)[key] = value;
    if (key === 'messages') messagesGiven = true;
  }
  // Ten messages per order unless told otherwise, as in the issue's 100,000 / 1,000,000.
  if (!messagesGiven) options.messages = options.orders * 10;
  return options;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const started = Date.now();
  try {
    const orm = await initOrm(db.clientUrl);
    try {
      await migrate(orm);
      await seedIfEmpty(orm);
    } finally {
      await orm.close();
    }
    console.log(
      `Loading ${options.orders.toLocaleString('en-US')} orders and ${options.messages.toLocaleString('en-US')} messages into ${db.embedded ? `the embedded database in ${config.dataDir}` : 'DATABASE_URL'}`,
    );
    await loadScaleData(db.clientUrl, { ...options, log: (line) => console.log(line) });
    console.log(`Done in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  } finally {
    await db.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
