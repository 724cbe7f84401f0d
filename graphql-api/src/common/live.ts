import { GraphQLError } from 'graphql';
import type { Ctx } from './context';
import type { EventOf, PortalEvent, PubSub, Topic } from './pubsub';

/** The signed-in user (named by the users module, common/context.ts): common imports no module. */
type User = NonNullable<Ctx['user']>;

/**
 * The events of some topics that concern the subscribed user, for a GraphQL subscription's
 * `subscribe`. Signed-out connections get an UNAUTHENTICATED error. Ending the subscription
 * ends the underlying iterator at once (no wait for the next event).
 */
export function liveEvents<T extends Topic>(
  ctx: Ctx,
  topics: T | readonly T[],
  concerns: (event: EventOf<T>, user: User, ctx: Ctx) => boolean | Promise<boolean>,
  /** Events from before the subscription, given first (the ones among them that concern the user). */
  earlier: readonly EventOf<T>[] = [],
): AsyncIterableIterator<EventOf<T>> {
  const user = ctx.user;
  if (!user) throw new GraphQLError('Not signed in', { extensions: { code: 'UNAUTHENTICATED' } });
  const source = ctx.pubsub.iterate(topics);
  const replay = [...earlier];
  return {
    async next() {
      for (;;) {
        const result = replay.length > 0 ? { value: replay.shift()!, done: false as const } : await source.next();
        if (result.done || (await concerns(result.value, user, ctx))) return result;
      }
    },
    return: () => source.return!(),
    throw: (error?: unknown) => source.throw!(error),
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

/**
 * Who hears of an order's changes: its buyer, its vendor, every admin (who may see it, SPEC.md 6)
 * and the buyers invited to inspect it (issue 23; named in the event by `publishAll`).
 */
export function maySeeOrder(event: EventOf<'ORDER_CHANGED'>, user: User): boolean {
  if (user.role === 'admin' || event.buyerId === user.id || event.vendorId === user.id) return true;
  return user.role === 'buyer' && (event.inspectorIds?.includes(user.id) ?? false);
}

/** What changes a signed-in user's screens: orders they may see, their messages, their counts. */
export const LIVE_TOPICS = ['ORDER_CHANGED', 'MESSAGE_CREATED', 'UNREAD_CHANGED'] as const;
type LiveTopic = (typeof LIVE_TOPICS)[number];

export function concernsUser(event: EventOf<LiveTopic>, user: User): boolean {
  switch (event.topic) {
    case 'ORDER_CHANGED':
      return maySeeOrder(event, user);
    case 'MESSAGE_CREATED':
      return event.senderId === user.id || event.receiverId === user.id;
    case 'UNREAD_CHANGED':
      return event.userId === user.id;
  }
}

export type LiveEvent = Extract<PortalEvent, { topic: LiveTopic }>;

/** How far back a live subscription may ask for the changes it would have missed (RecentLiveEvents). */
export const LIVE_REPLAY_MS = 60_000;

/**
 * The live events this server heard in the last minute (LIVE_REPLAY_MS), each with when it heard
 * it: a page the server drew with its data opens its live connection a few seconds later, and asks
 * for the changes since the drawing (`liveChanges(since:)`) instead of asking every query again.
 * Every server hears every event (LISTEN/NOTIFY), so it does not matter which one drew the page.
 */
export class RecentLiveEvents {
  private readonly heard: { at: number; event: LiveEvent }[] = [];
  private readonly listeningSince = Date.now();

  listen(pubsub: PubSub): () => void {
    const stops = LIVE_TOPICS.map((topic) => pubsub.subscribe(topic, (event) => this.record(event)));
    return () => stops.forEach((stop) => stop());
  }

  private record(event: LiveEvent): void {
    const now = Date.now();
    this.heard.push({ at: now, event });
    let old = 0;
    while (old < this.heard.length && this.heard[old].at < now - LIVE_REPLAY_MS) old++;
    if (old > 0) this.heard.splice(0, old);
  }

  /** The events heard since `at` (epoch ms), or null when that cannot be told: longer ago than kept, or before this server listened. */
  since(at: number): LiveEvent[] | null {
    if (at < this.listeningSince || at < Date.now() - LIVE_REPLAY_MS) return null;
    return this.heard.filter((heard) => heard.at >= at).map((heard) => heard.event);
  }
}
