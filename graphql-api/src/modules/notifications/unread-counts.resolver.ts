import { Ctx, Field, Int, ObjectType, Resolver, Subscription } from 'type-graphql';
import type { GqlContext } from '../../graphql/context';
import { liveEvents } from '../../common/live';
import { countUnreadMessages } from '../messages';
import { countUnreadNotifications } from './notification.service';

@ObjectType({ description: 'The badges: unread messages and unread notifications.' })
export class UnreadCounts {
  @Field(() => Int)
  messages!: number;

  @Field(() => Int)
  notifications!: number;
}

/** The badges' live counts: messages and notifications together (notifications reads messages). */
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
    return {
      messages: await countUnreadMessages(ctx, ctx.em),
      notifications: await countUnreadNotifications(ctx, ctx.em),
    };
  }
}
