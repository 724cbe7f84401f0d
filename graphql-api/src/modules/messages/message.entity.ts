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

@ObjectType()
@Entity({ tableName: 'messages' })
@Index({ properties: ['receiver', 'isRead', 'createdAt'] })
@Index({ properties: ['sender', 'createdAt'] })
@Index({ properties: ['relatedOrder', 'createdAt'] })
export class Message {
  [OptionalProps]?: 'messageType' | 'isRead' | 'createdAt';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Field(() => User)
  @ManyToOne(() => User)
  sender!: User;

  @Field(() => User)
  @ManyToOne(() => User)
  receiver!: User;

  @Field()
  @Property({ type: 'text' })
  content!: string;

  @Field(() => MessageType)
  @Enum({ items: () => MessageType, type: 'text' })
  messageType: MessageType = MessageType.General;

  @Field(() => Order, { nullable: true })
  @ManyToOne(() => Order, { nullable: true, deleteRule: 'set null' })
  relatedOrder?: Order | null;

  @Field()
  @Property({ type: 'boolean', default: false })
  isRead: boolean = false;

  @Field()
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
