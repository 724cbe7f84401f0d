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

/**
 * The sessions one portal has read (made once by buildApp, app.ts; every request context carries
 * it as `ctx.sessions`).
 */
export class SessionCache {
  private readonly kept = new LRUCache<string, KeptSession>({ max: 10_000, ttl: TRUST_MS });
  /** Reads under way, shared by the requests that miss at the same moment. */
  private readonly reading = new Map<string, Promise<KeptSession | undefined>>();

  /**
   * The rows of a token's session: kept from less than two seconds ago, or read by `read` and kept.
   * The requests that miss at the same moment share one read: every connection of a browser or a
   * program misses when the two seconds end (at 50 connections, fifty identical queries at once).
   */
  session(
    tokenHash: string,
    read: () => Promise<{ session: Row; account: Row } | undefined>,
  ): Promise<KeptSession | undefined> | KeptSession | undefined {
    const kept = this.kept.get(tokenHash);
    if (kept) return kept;
    const reading = this.reading;
    let pending = reading.get(tokenHash);
    if (!pending) {
      const started = read()
        .then((rows) => {
          if (!rows) return undefined;
          const entry = { ...rows, userId: Number(rows.account.id) };
          // Forgotten while it was read (a sign-out): answered, but not kept.
          if (reading.get(tokenHash) === started) this.kept.set(tokenHash, entry);
          return entry;
        })
        .finally(() => reading.get(tokenHash) === started && reading.delete(tokenHash));
      reading.set(tokenHash, (pending = started));
    }
    return pending;
  }

  forget(tokenHash: string): void {
    this.kept.delete(tokenHash);
    this.reading.delete(tokenHash);
  }

  /** Forgets every kept session of a user (on this instance). */
  forgetUser(userId: number): void {
    for (const [hash, entry] of this.kept.entries()) if (entry.userId === userId) this.kept.delete(hash);
    // A read under way may be of the user's old rows: it is answered but not kept.
    this.reading.clear();
  }
}

declare module '../../common/context' {
  interface Ctx {
    /** The sessions this portal read a moment ago (SessionCache). */
    sessions: SessionCache;
  }
}

/** A user changed or lost sessions: forget them here now, and tell the other instances. */
export async function userSessionsChanged(ctx: Ctx, userId: number): Promise<void> {
  ctx.sessions.forgetUser(userId);
  await ctx.pubsub.publish({ topic: 'SESSIONS_CHANGED', userId }).catch(() => undefined);
}
