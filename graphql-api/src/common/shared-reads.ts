import { LRUCache } from 'lru-cache';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { PubSub } from './pubsub';

/** The longest an answer is kept, should an order change slip past the events. */
const KEEP_MS = 60_000;
const MAX_ANSWERS = 1_000;

/**
 * Answers of aggregate queries over the orders (dashboard cards, analytics figures), shared by
 * everyone asking the same query: concurrent identical queries make one database round trip, and
 * the answer is kept until an order changes (ORDER_CHANGED from any instance; this instance drops
 * its answers before publishing) or for a minute at most. Over 100,000 orders an admin's figure
 * takes a few hundred milliseconds of database time; fifty admins asking at once would queue them.
 * One per portal, made by buildApp (app.ts); every request context carries it as `ctx.sharedReads`.
 */
export class SharedReads {
  private readonly answers = new LRUCache<string, Promise<unknown>>({ max: MAX_ANSWERS, ttl: KEEP_MS });

  /** Drops the answers when an order changes on any instance; returns the unsubscribe function. */
  listen(pubsub: PubSub): () => void {
    return pubsub.subscribe('ORDER_CHANGED', () => this.clear());
  }

  clear(): void {
    this.answers.clear();
  }

  get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const kept = this.answers.get(key);
    if (kept) return kept as Promise<T>;
    const value = compute();
    this.answers.set(key, value);
    // A failure is not kept: the next request asks the database again.
    value.catch(() => {
      if (this.answers.peek(key) === value) this.answers.delete(key);
    });
    return value;
  }
}

/** An aggregate query over the orders, answered through the shared answers (see SharedReads). */
export function sharedOrderQuery<T>(
  ctx: { em: EntityManager; sharedReads: SharedReads },
  sql: string,
  params: unknown[],
): Promise<T[]> {
  return ctx.sharedReads.get(`${sql}\u0000${JSON.stringify(params)}`, () =>
    ctx.em.getConnection().execute<T[]>(sql, params),
  );
}
