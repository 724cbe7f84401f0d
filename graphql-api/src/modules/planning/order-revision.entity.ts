import { Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Order } from '../orders/order.entity';
import { SizeBreakdown } from '../orders/size-breakdown';
import { User } from '../users/user.entity';

export enum RevisionStatus {
  Pending = 'Pending',
  Accepted = 'Accepted',
  Rejected = 'Rejected',
}
registerEnumType(RevisionStatus, { name: 'RevisionStatus' });

@ObjectType({ description: "An order's due date and quantities at one moment." })
export class OrderTerms {
  @Field()
  dueDate!: string;

  @Field(() => Int)
  quantity!: number;

  @Field(() => SizeBreakdown, { nullable: true })
  sizeBreakdown?: SizeBreakdown | null;
}

/** A vendor's proposal to change an order's terms; the terms before it and the ones proposed. */
@ObjectType()
@Entity({ tableName: 'order_revisions' })
@Index({ properties: ['order', 'createdAt'] })
export class OrderRevision {
  [OptionalProps]?: 'status' | 'createdAt' | 'decidedAt' | 'decidedBy';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Order, { deleteRule: 'cascade' })
  order!: Order;

  @Field(() => OrderTerms, { description: 'The baseline before the proposal.' })
  @Property({ type: 'json' })
  before!: OrderTerms;

  @Field(() => OrderTerms)
  @Property({ type: 'json' })
  proposed!: OrderTerms;

  @Field()
  @Property({ type: 'text' })
  reason!: string;

  @Field(() => RevisionStatus)
  @Enum({ items: () => RevisionStatus, type: 'text' })
  status: RevisionStatus = RevisionStatus.Pending;

  @Field(() => User)
  @ManyToOne(() => User)
  proposedBy!: User;

  @Field(() => User, { nullable: true })
  @ManyToOne(() => User, { nullable: true })
  decidedBy?: User | null;

  @Field()
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  decidedAt?: Date | null;
}
