import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, OptionalProps } from '@mikro-orm/core';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Order } from '../orders/order.entity';
import { User } from '../users/user.entity';

export enum MessageType {
  General = 'General Message',
  OrderUpdate = 'Order Update',
  Urgent = 'Urgent',
  MeetingRequest = 'Meeting Request',
  ApprovalRequired = 'Approval Required',
}
registerEnumType(MessageType, { name: 'MessageType', description: 'Stored as the display text.' });

@ObjectType({ description: 'A message between two users, optionally about an order.' })
@Entity({ tableName: 'messages' })
@Index({ properties: ['receiver', 'isRead', 'createdAt'] })
@Index({ properties: ['receiver', 'createdAt'] })
@Index({ properties: ['sender', 'createdAt'] })
@Index({ properties: ['relatedOrder', 'createdAt'] })
export class Message {
  [OptionalProps]?: 'messageType' | 'isRead' | 'createdAt';

  @Field(() => Int, { description: 'Database id.' })
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Field(() => User, { description: 'Who wrote it.' })
  @ManyToOne(() => User)
  sender!: User;

  @Field(() => User, { description: 'Who it is for.' })
  @ManyToOne(() => User)
  receiver!: User;

  @Field({ description: 'The text.' })
  @Property({ type: 'text' })
  content!: string;

  @Field(() => MessageType, { description: 'General Message, Order Update, Urgent, Meeting Request or Approval Required.' })
  @Enum({ items: () => MessageType, type: 'text' })
  messageType: MessageType = MessageType.General;

  @Field(() => Order, { nullable: true, description: 'The order it is about, if any.' })
  @ManyToOne(() => Order, { nullable: true, deleteRule: 'set null' })
  relatedOrder?: Order | null;

  @Field({ description: 'Whether the receiver has opened it.' })
  @Property({ type: 'boolean', default: false })
  isRead: boolean = false;

  @Field({ description: 'When it was sent.' })
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
