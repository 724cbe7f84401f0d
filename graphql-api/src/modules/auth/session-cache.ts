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

/** The rows of a session read less than two seconds ago. */
export function recentSession(em: EntityManager, tokenHash: string): KeptSession | undefined {
  return keptOf(em).get(tokenHash);
}

export function keepSession(
  em: EntityManager,
  tokenHash: string,
  session: Row,
  account: Row,
): void {
  keptOf(em).set(tokenHash, { session, account, userId: Number(account.id) });
}

export function forgetSession(em: EntityManager, tokenHash: string): void {
  keptOf(em).delete(tokenHash);
}

/** Forgets every kept session of a user (on this instance). */
export function forgetUserSessions(em: EntityManager, userId: number): void {
  const kept = keptOf(em);
  for (const [hash, entry] of kept.entries()) if (entry.userId === userId) kept.delete(hash);
}

/** A user changed or lost sessions: forget them here now, and tell the other instances. */
export async function userSessionsChanged(ctx: Ctx, userId: number): Promise<void> {
  forgetUserSessions(ctx.em, userId);
  await ctx.pubsub.publish({ topic: 'SESSIONS_CHANGED', userId }).catch(() => undefined);
}
