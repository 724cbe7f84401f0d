import {
  Arg,
  Ctx,
  Field,
  Float,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
  Subscription,
} from 'type-graphql';
import type { EventOf } from '../../common/pubsub';
import type { GqlContext } from '../../graphql/context';
import { concernsUser, LIVE_TOPICS, type LiveEvent, liveEvents } from '../../common/live';
import { Notification } from './notification.entity';
import {
  countUnreadNotifications,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './notification.service';

@ObjectType({
  description:
    "Something the signed-in user's screens show changed: an order they may see (orderId), one of their messages, their unread counts.",
})
export class LiveChange {
  @Field({
    description:
      'ORDER_CHANGED, MESSAGE_CREATED or UNREAD_CHANGED; RESYNC when asked for the changes since a moment the server cannot tell of (more than a minute ago): anything may have changed.',
  })
  topic!: string;

  @Field(() => Int, { nullable: true, description: 'The order, for ORDER_CHANGED.' })
  orderId!: number | null;
}

/** Told to a subscription that asked for changes the server cannot tell of. */
const RESYNC = { topic: 'RESYNC' } as const;

/** `first`, then what `rest` gives; ending it ends `rest` at once (as liveEvents does). */
function startingWith<T>(first: T, rest: AsyncIterableIterator<T>): AsyncIterableIterator<T> {
  let given = false;
  return {
    next: () => {
      if (given) return rest.next();
      given = true;
      return Promise.resolve({ value: first, done: false });
    },
    return: () => rest.return!(),
    throw: (error?: unknown) => rest.throw!(error),
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

/** GraphQL for the notifications module: thin, every rule is in the service. */
@Resolver()
export class NotificationResolver {
  @Query(() => [Notification], { description: "The signed-in user's notifications, newest first." })
  notifications(
    @Ctx() ctx: GqlContext,
    @Arg('unreadOnly', () => Boolean, { nullable: true }) unreadOnly?: boolean | null,
    @Arg('first', () => Int, { nullable: true, description: 'Default 20, at most 100.' })
    first?: number | null,
  ): Promise<Notification[]> {
    return listNotifications(ctx, { unreadOnly, first });
  }

  @Query(() => Int, { description: 'Unread notifications: the bell badge.' })
  unreadNotificationCount(@Ctx() ctx: GqlContext): Promise<number> {
    return countUnreadNotifications(ctx);
  }

  @Mutation(() => Notification, { description: 'Marks one of your notifications read.' })
  markNotificationRead(
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: GqlContext,
  ): Promise<Notification> {
    return markNotificationRead(ctx, id);
  }

  @Mutation(() => Int, {
    description: 'Marks all your notifications read; answers how many changed.',
  })
  markAllNotificationsRead(@Ctx() ctx: GqlContext): Promise<number> {
    return markAllNotificationsRead(ctx);
  }

  @Subscription(() => Notification, {
    description: 'Notifications for the signed-in user, as they are created.',
    subscribe: ({ context }) =>
      liveEvents(
        context as GqlContext,
        'NOTIFICATION_CREATED',
        (event, user) => event.userId === user.id,
      ),
  })
  async notificationCreated(
    @Root() event: EventOf<'NOTIFICATION_CREATED'>,
    @Ctx() ctx: GqlContext,
  ): Promise<Notification> {
    return ctx.em.findOneOrFail(Notification, { id: event.notificationId });
  }

  @Subscription(() => LiveChange, {
    description:
      'One stream for live screens: every change to what the signed-in user sees (their orders, messages and counts). The portal refetches the screens on show when one arrives. With `since`, the changes from that moment on come first: a page drawn by the server with its data asks from when it was drawn.',
    subscribe: ({ context, args }) => {
      const ctx = context as GqlContext;
      const since = (args as { since?: number | null }).since;
      if (since === undefined || since === null) return liveEvents(ctx, LIVE_TOPICS, concernsUser);
      const earlier = ctx.recentLiveEvents.since(Math.min(since, Date.now()));
      const events = liveEvents(ctx, LIVE_TOPICS, concernsUser, earlier ?? []);
      return earlier ? events : startingWith<LiveEvent | typeof RESYNC>(RESYNC, events);
    },
  })
  liveChanges(
    @Root() event: LiveEvent | typeof RESYNC,
    @Arg('since', () => Float, { nullable: true, description: 'A moment (epoch milliseconds) to hear of the changes since.' })
    _since?: number | null,
  ): LiveChange {
    return { topic: event.topic, orderId: event.topic === 'ORDER_CHANGED' ? event.orderId : null };
  }
}
