import { Arg, Ctx, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { EventOf } from '../../common/pubsub';
import type { GqlContext } from '../../graphql/context';
import { liveEvents } from '../../common/live';
import { Order, type OrderRow } from '../orders';
import { User } from '../users';
import { Message } from './message.entity';
import { SendMessageInput } from './message.inputs';
import {
  countUnreadMessages,
  getMessage,
  loadMessage,
  markMessageRead,
  messageOrders,
  messagePage,
  messageRecipients,
  orderMessages,
  sendMessage,
} from './message.service';
import { MessageConnection, MessageFolderEnum } from './message.types';

/** GraphQL for the messages module: thin, every rule is in the service. */
@Resolver()
export class MessageResolver {
  @Query(() => MessageConnection, { description: 'A folder of the signed-in user, newest first.' })
  messages(
    @Ctx() ctx: GqlContext,
    @Arg('folder', () => MessageFolderEnum, { defaultValue: MessageFolderEnum.INBOX })
    folder: MessageFolderEnum,
    @Arg('search', () => String, {
      nullable: true,
      description: 'In the content and the sender or receiver name.',
    })
    search?: string | null,
    @Arg('first', () => Int, { nullable: true, description: 'Page size, default 20, at most 100.' })
    first?: number | null,
    @Arg('after', () => String, {
      nullable: true,
      description: 'The endCursor of the previous page.',
    })
    after?: string | null,
  ): Promise<MessageConnection> {
    return messagePage(ctx, { folder, search, first, after });
  }

  @Query(() => Message, { description: 'A message the signed-in user sent or received.' })
  message(@Arg('id', () => Int) id: number, @Ctx() ctx: GqlContext): Promise<Message> {
    return getMessage(ctx, id);
  }

  @Query(() => Int, { description: 'Unread messages received: the Messages badge.' })
  unreadMessageCount(@Ctx() ctx: GqlContext): Promise<number> {
    return countUnreadMessages(ctx);
  }

  @Query(() => [Message], {
    description: "An order's thread (the user's messages about it), oldest first.",
  })
  orderMessages(
    @Arg('orderIdOrCode', () => String) orderIdOrCode: string,
    @Ctx() ctx: GqlContext,
  ): Promise<Message[]> {
    return orderMessages(ctx, orderIdOrCode);
  }

  @Query(() => [User], { description: 'The users the signed-in user may write to.' })
  messageRecipients(@Ctx() ctx: GqlContext): Promise<User[]> {
    return messageRecipients(ctx);
  }

  @Query(() => [Order], {
    description:
      'The orders a message to the recipient may be about (the rule sendMessage enforces), newest first, at most 100.',
  })
  messageOrders(@Arg('receiverId', () => Int) receiverId: number, @Ctx() ctx: GqlContext): Promise<OrderRow[]> {
    return messageOrders(ctx, receiverId);
  }

  @Mutation(() => Message, {
    description: 'Sends a message from the signed-in user (created unread).',
  })
  sendMessage(
    @Arg('input', () => SendMessageInput) input: SendMessageInput,
    @Ctx() ctx: GqlContext,
  ): Promise<Message> {
    return sendMessage(ctx, { ...input });
  }

  @Mutation(() => Message, { description: 'Marks a received message read.' })
  markMessageRead(@Arg('id', () => Int) id: number, @Ctx() ctx: GqlContext): Promise<Message> {
    return markMessageRead(ctx, id);
  }

  @Subscription(() => Message, {
    description: 'Messages sent to the signed-in user, as they arrive.',
    subscribe: ({ context }) =>
      liveEvents(
        context as GqlContext,
        'MESSAGE_CREATED',
        (event, user) => event.receiverId === user.id,
      ),
  })
  async messageReceived(
    @Root() event: EventOf<'MESSAGE_CREATED'>,
    @Ctx() ctx: GqlContext,
  ): Promise<Message> {
    const message = await loadMessage(ctx.em, event.messageId);
    if (!message) throw new Error('The message no longer exists');
    return message;
  }
}
