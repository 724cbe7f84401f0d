import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Claims up to `limit` due rows of a queue table (status 'pending', next_attempt_at reached), the
 * earliest first, by moving their next attempt `leaseMs` ahead: rows another server is claiming at
 * the same moment are skipped (FOR UPDATE SKIP LOCKED), so several servers never take one row
 * twice. A server that dies mid-way leaves its rows due again once the lease is over. `table` is
 * one of the code's own table names, never user input.
 */
export async function claimDue(
  em: EntityManager,
  table: 'webhook_deliveries' | 'outbox_emails',
  options: { now: Date; leaseMs: number; limit: number },
): Promise<number[]> {
  const rows = await em.execute<{ id: number }[]>(
    `update ${table} set next_attempt_at = ? where id in (
       select id from ${table} where status = 'pending' and next_attempt_at <= ?
       order by next_attempt_at, id limit ? for update skip locked)
     returning id`,
    [new Date(options.now.getTime() + options.leaseMs), options.now, options.limit],
  );
  return rows.map((row) => row.id);
}

/** How a queue retries: waits doubling from `firstMs` up to `maxMs`, for `horizonMs` in all. */
export type RetryPolicy = { firstMs: number; maxMs: number; horizonMs: number };

/** The wait before attempt `attempts + 1`: firstMs, twice that, ... at most maxMs. */
export const retryDelayMs = (policy: RetryPolicy, attempts: number) =>
  Math.min(policy.maxMs, policy.firstMs * 2 ** Math.max(0, attempts - 1));

/**
 * When an item that failed its attempt number `attempts` is tried next, or null when that would
 * be past the policy's horizon from `since` (the item is given up: status 'failed').
 */
export function nextRetryAt(policy: RetryPolicy, attempts: number, now: Date, since: Date): Date | null {
  const next = new Date(now.getTime() + retryDelayMs(policy, attempts));
  return next.getTime() - since.getTime() > policy.horizonMs ? null : next;
}
