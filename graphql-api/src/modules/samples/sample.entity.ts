import {
  Entity,
  Enum,
  Index,
  ManyToOne,
  OptionalProps,
  PrimaryKey,
  Property,
  Unique,
} from '@mikro-orm/core';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Attachment } from '../files/attachment.entity';
import { Order } from '../orders/order.entity';
import { User } from '../users/user.entity';

/** The kinds of sample an order goes through, in the order they usually come. */
export enum SampleType {
  Proto = 'Proto',
  Fit = 'Fit',
  PreProduction = 'PP',
  TopOfProduction = 'TOP',
}
registerEnumType(SampleType, {
  name: 'SampleType',
  description:
    'Proto, fit, pre-production (PP) or top of production (TOP); stored as Proto, Fit, PP, TOP.',
});

/** How people name a sample type in messages and on the timeline. */
export const SAMPLE_LABEL: Record<SampleType, string> = {
  [SampleType.Proto]: 'Proto sample',
  [SampleType.Fit]: 'Fit sample',
  [SampleType.PreProduction]: 'PP sample',
  [SampleType.TopOfProduction]: 'TOP sample',
};

export enum SampleStatus {
  /** The buyer asked for it; the vendor has not submitted it yet. */
  Requested = 'Requested',
  /** The vendor submitted an attempt: waits for the buyer's review. */
  Submitted = 'Submitted',
  /** The buyer rejected the last attempt: waits for the vendor to resubmit. */
  Rejected = 'Rejected',
  Approved = 'Approved',
  /** The buyer decided to go without it (pre-production samples only), with a reason. */
  Waived = 'Waived',
}
registerEnumType(SampleStatus, { name: 'SampleStatus' });

/** Still waiting for someone: at most one open sample of each type per order. */
export const OPEN_SAMPLE_STATUSES: readonly SampleStatus[] = [
  SampleStatus.Requested,
  SampleStatus.Submitted,
  SampleStatus.Rejected,
];

/** One sample round of an order: requested by the buyer (or first submitted by the vendor). */
@ObjectType({
  description: 'A sample round of an order: its attempts, oldest first, and the outcome.',
})
@Entity({ tableName: 'order_samples' })
@Index({ properties: ['order', 'type'] })
export class Sample {
  [OptionalProps]?:
    | 'status'
    | 'note'
    | 'dueDate'
    | 'createdAt'
    | 'updatedAt'
    | 'waiverReason'
    | 'waivedBy'
    | 'waivedAt';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Order, { deleteRule: 'cascade' })
  order!: Order;

  @Field(() => SampleType)
  @Enum({ items: () => SampleType, type: 'text' })
  type!: SampleType;

  @Field(() => SampleStatus)
  @Enum({ items: () => SampleStatus, type: 'text' })
  status: SampleStatus = SampleStatus.Requested;

  @Field(() => String, { nullable: true, description: "The buyer's note with the request." })
  @Property({ type: 'text', nullable: true })
  note?: string | null;

  @Field(() => String, { nullable: true, description: 'When the buyer wants it, YYYY-MM-DD.' })
  @Property({ type: 'date', nullable: true })
  dueDate?: string | null;

  @Field(() => User, {
    description: 'The buyer who asked for it, or the vendor who submitted it unasked.',
  })
  @ManyToOne(() => User)
  requestedBy!: User;

  @Field(() => String, { nullable: true, description: "The buyer's reason for going without it." })
  @Property({ type: 'text', nullable: true })
  waiverReason?: string | null;

  @Field(() => User, { nullable: true })
  @ManyToOne(() => User, { nullable: true })
  waivedBy?: User | null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  waivedAt?: Date | null;

  @Field()
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Field()
  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

export enum SampleDecision {
  Approved = 'Approved',
  Rejected = 'Rejected',
}
registerEnumType(SampleDecision, { name: 'SampleDecision' });

/** One submission of a sample by the vendor (photos and a comment) and the buyer's review of it. */
@ObjectType({
  description: "One submission of a sample and the buyer's answer; earlier ones stay as history.",
})
@Entity({ tableName: 'sample_attempts' })
@Unique({ properties: ['sample', 'number'] })
export class SampleAttempt {
  [OptionalProps]?:
    'comment' | 'submittedAt' | 'decision' | 'reviewComment' | 'reviewedBy' | 'reviewedAt';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Sample, { deleteRule: 'cascade' })
  sample!: Sample;

  @Field(() => Int, {
    description: '1 for the first submission, 2 for the first resubmission, ...',
  })
  @Property({ type: 'integer' })
  number!: number;

  @Field(() => String, { nullable: true, description: "The vendor's comment." })
  @Property({ type: 'text', nullable: true })
  comment?: string | null;

  @Field(() => User)
  @ManyToOne(() => User)
  submittedBy!: User;

  @Field()
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  submittedAt: Date = new Date();

  @Field(() => SampleDecision, {
    nullable: true,
    description: 'None while the buyer has not answered.',
  })
  @Enum({ items: () => SampleDecision, type: 'text', nullable: true })
  decision?: SampleDecision | null;

  @Field(() => String, {
    nullable: true,
    description: "The buyer's comment (required with a rejection).",
  })
  @Property({ type: 'text', nullable: true })
  reviewComment?: string | null;

  @Field(() => User, { nullable: true })
  @ManyToOne(() => User, { nullable: true })
  reviewedBy?: User | null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  reviewedAt?: Date | null;
}

// The submission a sample photo belongs to (null while it waits for the submission): its column on
// the attachment, declared here (files imports no owner).
declare module '../files/attachment.entity' {
  interface Attachment {
    sampleAttempt?: SampleAttempt | null;
  }
}
ManyToOne(() => SampleAttempt, { nullable: true, deleteRule: 'cascade', index: true })(Attachment.prototype, 'sampleAttempt');
