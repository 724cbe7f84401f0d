import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, OptionalProps } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { Product } from '../products/product.entity';
import { type OrderingPolicy, policyOf } from '../policy/ordering-policy';
import { User } from '../users/user.entity';
import { AckStatus, OrderStatus, progressOf } from './order-status';
import { SizeBreakdown } from './size-breakdown';

@ObjectType({ description: 'A production order: a buyer orders a quantity of one vendor product by a due date.' })
@Entity({ tableName: 'orders' })
@Index({ properties: ['buyer', 'createdAt'] })
@Index({ properties: ['vendor', 'createdAt'] })
@Index({ properties: ['buyer', 'status', 'createdAt'] })
@Index({ properties: ['vendor', 'status', 'createdAt'] })
@Index({ properties: ['status'] })
@Index({ properties: ['dueDate'] })
@Index({ properties: ['createdAt'] })
export class Order {
  [OptionalProps]?: 'status' | 'ackStatus' | 'createdAt' | 'updatedAt' | 'progress' | 'policy' | 'storedPolicy' | 'tightPlanDays';

  @Field(() => Int, { description: 'Database id.' })
  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** ORD-{year}-{number}, shown to users as the order id. */
  @Field({ description: 'The order code, ORD-{year}-{number}.' })
  @Property({ type: 'text', unique: true })
  orderCode!: string;

  @Field(() => User, { description: 'The buyer who placed the order.' })
  @ManyToOne(() => User)
  buyer!: User;

  @Field(() => User, { description: 'The vendor who fulfils it.' })
  @ManyToOne(() => User)
  vendor!: User;

  @Field(() => Product, { description: 'The ordered product.' })
  @Index()
  @ManyToOne(() => Product)
  product!: Product;

  @Field(() => Int, { description: 'Units ordered (at least 1).' })
  @Property({ type: 'integer' })
  quantity!: number;

  @Field(() => OrderStatus, { description: 'Where the order is on its path (Planning … Completed, or Cancelled or Delayed).' })
  @Enum({ items: () => OrderStatus, type: 'text' })
  status: OrderStatus = OrderStatus.Planning;

  @Field(() => AckStatus, { description: "The vendor's acknowledgement: new orders wait for it." })
  @Enum({ items: () => AckStatus, type: 'text' })
  ackStatus: AckStatus = AckStatus.Accepted;

  /** With status Approval Needed: what the vendor asked for. */
  @Field(() => OrderStatus, { nullable: true, description: 'At Approval Needed: the status the vendor asked for.' })
  @Enum({ items: () => OrderStatus, type: 'text', nullable: true })
  requestedStatus?: OrderStatus | null;

  /** With status Approval Needed: where a rejection returns to. */
  @Field(() => OrderStatus, { nullable: true, description: 'At Approval Needed: the status a rejection returns to.' })
  @Enum({ items: () => OrderStatus, type: 'text', nullable: true })
  previousStatus?: OrderStatus | null;

  /** YYYY-MM-DD */
  @Field({ description: 'Due date, YYYY-MM-DD.' })
  @Property({ type: 'date' })
  dueDate!: string;

  @Field(() => String, { nullable: true, description: 'The buyer\'s notes.' })
  @Property({ type: 'text', nullable: true })
  notes?: string | null;

  /** Optional colourway × size quantities; quantity is their sum. */
  @Field(() => SizeBreakdown, { nullable: true })
  @Property({ type: 'json', nullable: true })
  sizeBreakdown?: SizeBreakdown | null;

  /** Why the order was set to Delayed by hand (required for a manual Delayed). */
  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  delayReason?: string | null;

  @Field({ description: 'When the order was placed.' })
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Field({ description: 'When the order last changed.' })
  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  @Field(() => Date, { nullable: true, description: 'When the order reached Completed.' })
  @Property({ type: 'datetime', nullable: true })
  completedAt?: Date | null;

  /**
   * The buyer's ordering policy when the order was placed (DECISIONS.md 3), as JSON: the gates
   * this order goes through, whatever the policy says later.
   */
  @Property({ type: 'json', fieldName: 'policy', defaultRaw: `'{}'` })
  storedPolicy: Record<string, boolean> = {};

  /** The ordering policy the order was placed under (GraphQL's `policy`, in the order resolver). */
  get policy(): OrderingPolicy {
    return policyOf(this.storedPolicy);
  }

  /** Days the due date fell short of the milestone template when the plan was made. */
  @Field(() => Int, {
    nullable: true,
    description: 'A tight plan: how many days short of its milestone template the order was placed; null when the plan fits.',
  })
  @Property({ type: 'integer', nullable: true })
  tightPlanDays?: number | null;

  /** Optimistic lock: a stale status update gets 409. */
  @Field(() => Int, { description: 'Optimistic-locking version: send it with status changes; a stale one gets a conflict.' })
  @Property({ type: 'integer', version: true })
  version!: number;

  /** Progress percentage derived from the status (GraphQL's `progress`, in the order resolver). */
  get progress(): number {
    return progressOf(this.status);
  }
}
