import { Ctx, Field, Int, ObjectType, Resolver, Subscription } from 'type-graphql';
import type { GqlContext } from '../../graphql/context';
import { countUnreadNotifications, liveEvents } from '../notifications';
import { countUnreadMessages } from './message.service';

@ObjectType({ description: 'The badges: unread messages and unread notifications.' })
export class UnreadCounts {
  @Field(() => Int)
  messages!: number;

  @Field(() => Int)
  notifications!: number;
}

/** The badges' live counts: messages and notifications together (messages uses notifications). */
@Resolver()
export class UnreadCountsResolver {
  @Subscription(() => UnreadCounts, {
    description:
      'Fresh badge counts whenever the signed-in user receives something or marks something read.',
    subscribe: ({ context }) =>
      liveEvents(
        context as GqlContext,
        'UNREAD_CHANGED',
        (event, user) => event.userId === user.id,
      ),
  })
  async unreadCountsChanged(@Ctx() ctx: GqlContext): Promise<UnreadCounts> {
    const em = ctx.em.fork();
    return {
      messages: await countUnreadMessages(ctx, em),
      notifications: await countUnreadNotifications(ctx, em),
    };
  }
}
