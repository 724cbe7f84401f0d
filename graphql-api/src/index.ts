import 'reflect-metadata';
import { loadConfig } from './config';
import { DEMO_ACCOUNTS } from './seed/seed';
import { startPortal } from './server';

/** The longest a shutdown may take (a container's stop grace period is longer). */
const SHUTDOWN_LIMIT_MS = 5_000;

async function main() {
  const config = loadConfig();
  const portal = await startPortal(config, { seed: true });
  const where = portal.db.embedded ? `embedded PostgreSQL in ${config.dataDir}` : 'PostgreSQL at DATABASE_URL';
  portal.app.log.info(`Portal listening on ${portal.url} (${where})`);
  console.log(`\n  Portal ready at ${portal.url}\n  Database: ${where}`);
  console.log('  Demo accounts (username / password):');
  for (const account of DEMO_ACCOUNTS) console.log(`    ${account.role.padEnd(6)}  ${account.username} / ${account.password}`);
  console.log('');

  // SIGTERM (a supervisor, docker stop) or SIGINT (Ctrl-C): close cleanly and exit 0 within
  // SHUTDOWN_LIMIT_MS; a second signal, or a close that hangs, exits at once with 1.
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) {
      portal.app.log.warn(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    stopping = true;
    portal.app.log.info(`${signal}: finishing in-flight requests and closing`);
    setTimeout(() => {
      portal.app.log.error(`shutdown did not finish within ${SHUTDOWN_LIMIT_MS / 1000} s`);
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS).unref();
    portal.close().then(
      () => process.exit(0),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
