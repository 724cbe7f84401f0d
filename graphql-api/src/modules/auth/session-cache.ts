import type { EntityManager } from '@mikro-orm/postgresql';
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
export type KeptSession = { session: Row; account: Row; userId: number; until: number };

const byOrm = new WeakMap<object, Map<string, KeptSession>>();

function keptOf(em: EntityManager): Map<string, KeptSession> {
  const key = em.getMetadata();
  let kept = byOrm.get(key);
  if (!kept) {
    kept = new Map();
    byOrm.set(key, kept);
  }
  return kept;
}

/** The rows of a session read less than two seconds ago. */
export function recentSession(em: EntityManager, tokenHash: string): KeptSession | undefined {
  const kept = keptOf(em).get(tokenHash);
  if (kept && kept.until > Date.now()) return kept;
  return undefined;
}

export function keepSession(
  em: EntityManager,
  tokenHash: string,
  session: Row,
  account: Row,
): void {
  const kept = keptOf(em);
  if (kept.size >= 10_000) kept.clear();
  kept.set(tokenHash, {
    session,
    account,
    userId: Number(account.id),
    until: Date.now() + TRUST_MS,
  });
}

export function forgetSession(em: EntityManager, tokenHash: string): void {
  keptOf(em).delete(tokenHash);
}

/** Forgets every kept session of a user (on this instance). */
export function forgetUserSessions(em: EntityManager, userId: number): void {
  const kept = keptOf(em);
  for (const [hash, entry] of kept) if (entry.userId === userId) kept.delete(hash);
}

/** A user changed or lost sessions: forget them here now, and tell the other instances. */
export async function userSessionsChanged(ctx: Ctx, userId: number): Promise<void> {
  forgetUserSessions(ctx.em, userId);
  await ctx.pubsub.publish({ topic: 'SESSIONS_CHANGED', userId }).catch(() => undefined);
}
