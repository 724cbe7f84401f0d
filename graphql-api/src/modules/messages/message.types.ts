import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Message } from './message.entity';
import type { MessageRow } from './message.read';

export enum MessageFolderEnum {
  INBOX = 'INBOX',
  SENT = 'SENT',
}
registerEnumType(MessageFolderEnum, {
  name: 'MessageFolder',
  description: 'INBOX: received; SENT: sent.',
});

@ObjectType({ description: 'Where the next page of messages starts.' })
export class MessagePageInfo {
  @Field()
  hasNextPage!: boolean;

  @Field(() => String, { nullable: true, description: 'Pass as `after` for the next page.' })
  endCursor!: string | null;
}

@ObjectType({ description: 'One page of a message folder, newest first.' })
export class MessageConnection {
  @Field(() => [Message])
  nodes!: MessageRow[];

  @Field(() => Int, { description: 'Messages in the folder matching the search, over all pages.' })
  totalCount!: number;

  @Field(() => MessagePageInfo)
  pageInfo!: MessagePageInfo;
}
