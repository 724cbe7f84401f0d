import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { type AppError, conflict, forbidden } from '../../common/errors';
import { CLOSED_STATUSES, type Order } from '../orders';
import type { User } from '../users';
import { SAMPLE_LABEL, type Sample, SampleStatus } from './sample.entity';

/**
 * What a user may do to one sample round (the order-level ones, requesting, submitting a new
 * round and waiving the PP sample, are order actions). `decideSampleAction` both lists them and
 * is what the sample writes enforce.
 */
export enum SampleActionKind {
  Approve = 'Approve',
  Reject = 'Reject',
  /** The vendor submits a requested sample. */
  Submit = 'Submit',
  /** The vendor submits a rejected sample again, as the next attempt. */
  Resubmit = 'Resubmit',
}
registerEnumType(SampleActionKind, { name: 'SampleActionKind' });

@ObjectType({ description: 'Something the signed-in user may do to a sample round now.' })
export class SampleAction {
  @Field(() => SampleActionKind)
  kind!: SampleActionKind;

  @Field({ description: 'What the button reads, e.g. "Approve".' })
  label!: string;
}

const closed = (order: Order) =>
  CLOSED_STATUSES.includes(order.status)
    ? conflict(`This order is ${order.status} and can no longer change`)
    : null;

/** The refusal of `kind` on `sample` for `actor`, or null when it is allowed. */
export function decideSampleAction(actor: User, order: Order, sample: Sample, kind: SampleActionKind): AppError | null {
  const label = SAMPLE_LABEL[sample.type];
  switch (kind) {
    case SampleActionKind.Approve:
    case SampleActionKind.Reject:
      if (actor.id !== order.buyer.id) return forbidden("Only the order's buyer can approve or reject samples");
      if (sample.status === SampleStatus.Approved) return conflict(`This ${label} is already approved`);
      if (sample.status === SampleStatus.Waived) return conflict(`This ${label} was waived`);
      if (sample.status !== SampleStatus.Submitted)
        return conflict(`Nothing to review: the vendor has not submitted this ${label} yet`);
      return closed(order);
    case SampleActionKind.Submit:
    case SampleActionKind.Resubmit:
      if (actor.id !== order.vendor.id) return forbidden("Only the order's vendor can submit samples");
      if (sample.status === SampleStatus.Submitted) return conflict(`This ${label} waits for the buyer's review`);
      if (sample.status !== (kind === SampleActionKind.Submit ? SampleStatus.Requested : SampleStatus.Rejected))
        return conflict(`This ${label} is ${sample.status.toLowerCase()}`);
      return closed(order);
  }
}

/** The actions `actor` may take on `sample` now. */
export function sampleActions(actor: User, order: Order, sample: Sample): SampleAction[] {
  return Object.values(SampleActionKind)
    .filter((kind) => decideSampleAction(actor, order, sample, kind) === null)
    .map((kind) => ({ kind, label: kind }));
}

/** Throws the refusal, if any. */
export function assertSampleAction(actor: User, order: Order, sample: Sample, kind: SampleActionKind) {
  const refusal = decideSampleAction(actor, order, sample, kind);
  if (refusal) throw refusal;
}
