import { GraphQLError } from 'graphql';
import type { Ctx } from '../../common/context';
import type { EventOf, Topic } from '../../common/pubsub';
import type { User } from '../users/user.entity';

/**
 * The events of one topic that concern the subscribed user, for a GraphQL subscription's
 * `subscribe`. Signed-out connections get an UNAUTHENTICATED error. Ending the subscription
 * ends the underlying iterator at once (no wait for the next event).
 */
export function liveEvents<T extends Topic>(
  ctx: Ctx,
  topic: T,
  concerns: (event: EventOf<T>, user: User) => boolean,
): AsyncIterableIterator<EventOf<T>> {
  const user = ctx.user;
  if (!user) throw new GraphQLError('Not signed in', { extensions: { code: 'UNAUTHENTICATED' } });
  const source = ctx.pubsub.iterate(topic);
  return {
    async next() {
      for (;;) {
        const result = await source.next();
        if (result.done || concerns(result.value, user)) return result;
      }
    },
    return: () => source.return!(),
    throw: (error?: unknown) => source.throw!(error),
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
