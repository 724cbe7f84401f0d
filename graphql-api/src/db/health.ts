import pg from 'pg';
import { isConnectionLoss } from '../common/database-errors';

/**
 * Time limits of every connection the portal opens (README, configuration):
 * DATABASE_STATEMENT_TIMEOUT_MS (default 5 s) and DATABASE_CONNECT_TIMEOUT_MS (default 2 s).
 */
export type DatabaseTimeouts = { statementMs: number; connectMs: number };

/**
 * How long past the statement timeout a connection may stay silent before it counts as lost: the
 * server cancels a slow statement itself (an error, the connection fine); a server that says
 * nothing at all is gone (a partition, a frozen host).
 */
const SILENCE_MARGIN_MS = 1_000;

/** The pg client settings of every connection: the ORM's pool, the publisher pool, the listener. */
export function clientOptions(timeouts: DatabaseTimeouts): pg.ClientConfig {
  return {
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.statementMs + SILENCE_MARGIN_MS,
    connectionTimeoutMillis: timeouts.connectMs,
  };
}

/** While down, how often the database is tried again: from FIRST_RETRY_MS, doubling up to MAX_RETRY_MS. */
const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 1_000;

/**
 * Whether the database is reachable, as every connection reports it. A connection lost or a
 * connect that failed marks it down at once; from then on requests are refused without touching
 * the database (app.ts: 503 DATABASE_UNAVAILABLE), while `probe` (the LISTEN connection coming
 * back, common/pubsub.ts) is retried with backoff. Its first success marks it up again, so
 * requests succeed again at most MAX_RETRY_MS (plus a connect) after the database returns.
 */
export class DatabaseHealth {
  private downSince: number | null = null;
  private closed = false;

  constructor(
    private readonly probe: () => Promise<void>,
    private readonly onChange: (up: boolean, error?: unknown) => void = () => undefined,
  ) {}

  get available(): boolean {
    return this.downSince === null;
  }

  /**
   * Any error of a query (only a connection loss changes the state), or with `lost` the error
   * of a connection itself (its 'error' event).
   */
  readonly report = (error: unknown, lost = isConnectionLoss(error)): void => {
    if (this.closed || this.downSince !== null || !lost) return;
    this.downSince = Date.now();
    this.onChange(false, error);
    void this.recover();
  };

  private async recover(): Promise<void> {
    for (let wait = FIRST_RETRY_MS; !this.closed; wait = Math.min(wait * 2, MAX_RETRY_MS)) {
      try {
        await this.probe();
        this.downSince = null;
        this.onChange(true);
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, wait).unref());
      }
    }
  }

  close(): void {
    this.closed = true;
  }
}

/** One round trip on a connection of its own (the probe where no LISTEN connection exists). */
export async function ping(connectionString: string, timeouts: DatabaseTimeouts): Promise<void> {
  const client = new pg.Client({ connectionString, ...clientOptions(timeouts), query_timeout: timeouts.connectMs });
  client.on('error', () => undefined); // the query or connect below rejects with it
  try {
    await client.connect();
    await client.query('select 1');
  } finally {
    void client.end().catch(() => undefined);
  }
}
