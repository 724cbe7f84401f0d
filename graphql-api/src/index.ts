import 'reflect-metadata';
import { loadConfig } from './config';
import { DEMO_ACCOUNTS } from './seed/seed';
import { startPortal } from './server';

async function main() {
  const config = loadConfig();
  const portal = await startPortal(config, { seed: true });
  const where = portal.db.embedded ? `embedded PostgreSQL in ${config.dataDir}` : 'PostgreSQL at DATABASE_URL';
  portal.app.log.info(`Portal listening on ${portal.url} (${where})`);
  console.log(`\n  Portal ready at ${portal.url}\n  Database: ${where}`);
  console.log('  Demo accounts (username / password):');
  for (const account of DEMO_ACCOUNTS) console.log(`    ${account.role.padEnd(6)}  ${account.username} / ${account.password}`);
  console.log('');

  const shutdown = async (signal: string) => {
    portal.app.log.info(`${signal}: finishing in-flight requests and closing`);
    try {
      await portal.close();
      process.exit(0);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
