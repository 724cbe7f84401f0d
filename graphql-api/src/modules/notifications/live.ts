import { GraphQLError } from 'graphql';
import type { Ctx } from '../../common/context';
import type { EventOf, PortalEvent, Topic } from '../../common/pubsub';
import type { User } from '../users/user.entity';

/**
 * The events of some topics that concern the subscribed user, for a GraphQL subscription's
 * `subscribe`. Signed-out connections get an UNAUTHENTICATED error. Ending the subscription
 * unsubscribes at once (no wait for the next event).
 */
export function liveEvents<T extends Topic>(
  ctx: Ctx,
  topics: T | readonly T[],
  concerns: (event: EventOf<T>, user: User) => boolean,
): AsyncIterableIterator<EventOf<T>> {
  const user = ctx.user;
  if (!user) throw new GraphQLError('Not signed in', { extensions: { code: 'UNAUTHENTICATED' } });
  const queue: EventOf<T>[] = [];
  let waiting: ((result: IteratorResult<EventOf<T>>) => void) | null = null;
  let done = false;
  const stops = (typeof topics === 'string' ? [topics] : [...topics]).map((topic) =>
    ctx.pubsub.subscribe(topic, (event) => {
      if (done || !concerns(event, user)) return;
      if (waiting) {
        const resolve = waiting;
        waiting = null;
        resolve({ value: event, done: false });
      } else queue.push(event);
    }),
  );
  const finish = (): Promise<IteratorResult<EventOf<T>>> => {
    done = true;
    for (const stop of stops) stop();
    waiting?.({ value: undefined, done: true });
    waiting = null;
    return Promise.resolve({ value: undefined, done: true });
  };
  return {
    next: () => {
      if (queue.length > 0) return Promise.resolve({ value: queue.shift()!, done: false });
      if (done) return Promise.resolve({ value: undefined, done: true });
      return new Promise((resolve) => (waiting = resolve));
    },
    return: finish,
    throw: (error?: unknown) => {
      void finish();
      return Promise.reject(error);
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

/** An order change concerns its buyer, its vendor and every admin (who may see it, SPEC.md 6). */
export const maySeeOrder = (event: EventOf<'ORDER_CHANGED'>, user: User) =>
  user.role === 'admin' || event.buyerId === user.id || event.vendorId === user.id;

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
