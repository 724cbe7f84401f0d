import { IsIn, IsInt, IsOptional, IsString, Matches, MaxLength, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { MessageType } from './message.entity';

export const MAX_MESSAGE_LENGTH = 10_000;
const TYPES = Object.values(MessageType);

/**
 * A new message. REST also sends senderId (checked against the session), timestamp and isRead
 * (ignored: the server stamps the time and creates the message unread).
 */
@InputType()
export class SendMessageInput {
  @IsOptional()
  @IsInt({ message: 'senderId must be a user id' })
  senderId?: number | null;

  @Field(() => Int, { description: 'The user the message is for.' })
  @IsInt({ message: 'Please select a recipient' })
  @Min(1, { message: 'Please select a recipient' })
  receiverId!: number;

  @Field()
  @IsString({ message: 'Message content is required' })
  @Matches(/\S/, { message: 'Message content is required' })
  @MaxLength(MAX_MESSAGE_LENGTH, { message: 'Message content must be at most 10,000 characters' })
  content!: string;

  @Field(() => MessageType, { nullable: true, description: 'Default: General Message.' })
  @IsOptional()
  @IsIn(TYPES, { message: `Message type must be one of: ${TYPES.join(', ')}` })
  messageType?: MessageType | null;

  @Field(() => String, {
    nullable: true,
    description: 'An order the message is about: its id or its ORD- code.',
  })
  @IsOptional()
  relatedOrderId?: string | number | null;
}
