import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, OptionalProps } from '@mikro-orm/core';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { User } from '../users/user.entity';
import { Order } from './order.entity';
import { OrderStatus } from './order-status';

export enum TimelineEventStatus {
  Completed = 'Completed',
  Pending = 'Pending',
  Upcoming = 'Upcoming',
}
registerEnumType(TimelineEventStatus, {
  name: 'TimelineEventStatus',
  description: 'Completed is done, Pending is the current step, Upcoming is planned.',
});

@ObjectType()
@Entity({ tableName: 'timeline_events' })
@Index({ properties: ['order', 'createdAt'] })
export class TimelineEvent {
  [OptionalProps]?: 'status' | 'requiresAction' | 'createdAt';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Field(() => Order)
  @ManyToOne(() => Order, { deleteRule: 'cascade' })
  order!: Order;

  @Field({ description: 'The production step, e.g. "In Production" or "Fabric received".' })
  @Property({ type: 'text' })
  step!: string;

  @Field(() => TimelineEventStatus)
  @Enum({ items: () => TimelineEventStatus, type: 'text' })
  status: TimelineEventStatus = TimelineEventStatus.Pending;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  notes?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  attachmentUrl?: string | null;

  /** For status changes: the order status before and after. */
  @Field(() => OrderStatus, { nullable: true })
  @Enum({ items: () => OrderStatus, type: 'text', nullable: true })
  fromStatus?: OrderStatus | null;

  @Field(() => OrderStatus, { nullable: true })
  @Enum({ items: () => OrderStatus, type: 'text', nullable: true })
  toStatus?: OrderStatus | null;

  @Field()
  @Property({ type: 'boolean', default: false })
  requiresAction: boolean = false;

  @Field(() => User, { nullable: true })
  @ManyToOne(() => User, { nullable: true })
  createdBy?: User | null;

  @Field()
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
