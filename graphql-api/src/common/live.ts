import { GraphQLError } from 'graphql';
import type { Ctx } from './context';
import type { EventOf, PortalEvent, Topic } from './pubsub';

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
): AsyncIterableIterator<EventOf<T>> {
  const user = ctx.user;
  if (!user) throw new GraphQLError('Not signed in', { extensions: { code: 'UNAUTHENTICATED' } });
  const source = ctx.pubsub.iterate(topics);
  return {
    async next() {
      for (;;) {
        const result = await source.next();
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
