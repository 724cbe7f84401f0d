import { Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Order } from '../orders/order.entity';
import { User } from '../users/user.entity';

export enum MilestoneOwner {
  buyer = 'buyer',
  vendor = 'vendor',
}
registerEnumType(MilestoneOwner, { name: 'MilestoneOwner', description: 'The side that marks a milestone done.' });

@ObjectType({ description: 'One step of a time-and-action template.' })
export class MilestoneTemplateStep {
  @Field()
  name!: string;

  @Field(() => MilestoneOwner)
  owner!: MilestoneOwner;

  @Field(() => Int, { description: 'Planned this many days before the due date.' })
  offsetDays!: number;
}

/** A time-and-action template kept by admins; new orders get the default one's steps. */
@ObjectType()
@Entity({ tableName: 'milestone_templates' })
export class MilestoneTemplate {
  [OptionalProps]?: 'isDefault' | 'createdAt' | 'updatedAt';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Field()
  @Property({ type: 'text' })
  name!: string;

  @Field()
  @Property({ type: 'boolean', default: false })
  isDefault: boolean = false;

  @Field(() => [MilestoneTemplateStep])
  @Property({ type: 'json' })
  steps!: MilestoneTemplateStep[];

  @Field()
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Field()
  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

/** One milestone of an order's plan: planned from the due date, done by its owner side. */
@ObjectType()
@Entity({ tableName: 'order_milestones' })
@Index({ properties: ['order', 'position'] })
@Index({ properties: ['actualDate', 'plannedDate'] })
export class OrderMilestone {
  [OptionalProps]?: 'actualDate' | 'lateNotifiedAt' | 'doneBy';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Order, { deleteRule: 'cascade' })
  order!: Order;

  @Field(() => Int)
  @Property({ type: 'integer' })
  position!: number;

  @Field()
  @Property({ type: 'text' })
  name!: string;

  @Field(() => MilestoneOwner)
  @Enum({ items: () => MilestoneOwner, type: 'text' })
  owner!: MilestoneOwner;

  /** YYYY-MM-DD */
  @Field({ description: 'Planned date, YYYY-MM-DD.' })
  @Property({ type: 'date' })
  plannedDate!: string;

  /** YYYY-MM-DD, set when the owner side marks it done. */
  @Field(() => String, { nullable: true, description: 'Actual (done) date, YYYY-MM-DD.' })
  @Property({ type: 'date', nullable: true })
  actualDate?: string | null;

  @Field(() => User, { nullable: true })
  @ManyToOne(() => User, { nullable: true })
  doneBy?: User | null;

  /** When both sides were told it turned late (once). */
  @Property({ type: 'datetime', nullable: true })
  lateNotifiedAt?: Date | null;
}
