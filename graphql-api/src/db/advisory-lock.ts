import pg from 'pg';
import type { DatabaseHandle } from './database';

export { LOCKS } from '../common/advisory-locks';

/**
 * Runs `work` holding a session-level advisory lock, taken on a connection of its own so that
 * `work` may use the pool freely (a backup opens its own transaction). With `wait` it queues
 * behind another holder (start-up); without, the turn is skipped while another server holds the
 * lock: that server is doing the same job. Answers whether `work` ran.
 */
export async function withAdvisoryLock(
  db: DatabaseHandle,
  key: number,
  options: { wait: boolean },
  work: () => Promise<unknown>,
): Promise<boolean> {
  const client = new pg.Client({ connectionString: db.clientUrl });
  // A connection lost while `work` runs ends the lock with it; the pool's own connections report
  // the loss (db/health.ts). Without a listener the 'error' event would end the process.
  client.on('error', () => undefined);
  await client.connect();
  try {
    if (options.wait) await client.query('select pg_advisory_lock($1)', [key]);
    else {
      const { rows } = await client.query('select pg_try_advisory_lock($1) as locked', [key]);
      if (!rows[0].locked) return false;
    }
    await work();
    return true;
  } finally {
    await client.end(); // the session's end releases the lock
  }
}
