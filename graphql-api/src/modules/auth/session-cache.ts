import type { EntityManager } from '@mikro-orm/postgresql';
import { LRUCache } from 'lru-cache';
import type { Ctx } from '../../common/context';

/**
 * Sessions this process has read, trusted for two seconds: every request needs its session and
 * user, and reading them was one of the two or three database round trips of most requests
 * (issue 11). Whatever ends sessions or changes a user (sign-out, deactivation, a new password,
 * a new role) forgets that user's sessions here at once and tells the other instances
 * (SESSIONS_CHANGED), so the two seconds only bound what a lost event could leave behind.
 */
const TRUST_MS = 2_000;

type Row = Record<string, unknown>;
export type KeptSession = { session: Row; account: Row; userId: number };

const byOrm = new WeakMap<object, LRUCache<string, KeptSession>>();

function keptOf(em: EntityManager): LRUCache<string, KeptSession> {
  const key = em.getMetadata();
  let kept = byOrm.get(key);
  if (!kept) {
    kept = new LRUCache({ max: 10_000, ttl: TRUST_MS });
    byOrm.set(key, kept);
  }
  return kept;
}

const readingByOrm = new WeakMap<object, Map<string, Promise<KeptSession | undefined>>>();

function readingOf(em: EntityManager): Map<string, Promise<KeptSession | undefined>> {
  const key = em.getMetadata();
  let reading = readingByOrm.get(key);
  if (!reading) readingByOrm.set(key, (reading = new Map()));
  return reading;
}

/**
 * The rows of a token's session: kept from less than two seconds ago, or read by `read` and kept.
 * The requests that miss at the same moment share one read: every connection of a browser or a
 * program misses when the two seconds end (at 50 connections, fifty identical queries at once).
 */
export function keptSession(
  em: EntityManager,
  tokenHash: string,
  read: () => Promise<{ session: Row; account: Row } | undefined>,
): Promise<KeptSession | undefined> | KeptSession | undefined {
  const kept = keptOf(em).get(tokenHash);
  if (kept) return kept;
  const reading = readingOf(em);
  let pending = reading.get(tokenHash);
  if (!pending) {
    const started = read()
      .then((rows) => {
        if (!rows) return undefined;
        const entry = { ...rows, userId: Number(rows.account.id) };
        // Forgotten while it was read (a sign-out): answered, but not kept.
        if (reading.get(tokenHash) === started) keptOf(em).set(tokenHash, entry);
        return entry;
      })
      .finally(() => reading.get(tokenHash) === started && reading.delete(tokenHash));
    reading.set(tokenHash, (pending = started));
  }
  return pending;
}

export function forgetSession(em: EntityManager, tokenHash: string): void {
  keptOf(em).delete(tokenHash);
  readingOf(em).delete(tokenHash);
}

/** Forgets every kept session of a user (on this instance). */
export function forgetUserSessions(em: EntityManager, userId: number): void {
  const kept = keptOf(em);
  for (const [hash, entry] of kept.entries()) if (entry.userId === userId) kept.delete(hash);
  // A read under way may be of the user's old rows: it is answered but not kept.
  readingOf(em).clear();
}

/** A user changed or lost sessions: forget them here now, and tell the other instances. */
export async function userSessionsChanged(ctx: Ctx, userId: number): Promise<void> {
  forgetUserSessions(ctx.em, userId);
  await ctx.pubsub.publish({ topic: 'SESSIONS_CHANGED', userId }).catch(() => undefined);
}
