import type { EntityManager } from '@mikro-orm/postgresql';
import { audit } from '../../common/audit';
import type { Ctx } from '../../common/context';
import type { PendingEvent } from '../../common/pubsub';
import { badInput, conflict, notFound } from '../../common/errors';
import { day } from '../../common/words';
import {
  checkDueDate,
  checkOrderAction,
  findVisibleOrder,
  logTimelineEvent,
  type Order,
  OrderActionKind,
} from '../orders';
import { assertSampleAction, SampleActionKind } from './sample.actions';
import { validateInput } from '../../common/validation';
import { Attachment } from '../files';
import { dayOf, onOrder, OrderMilestone } from '../planning';
import type { User } from '../users';
import {
  OPEN_SAMPLE_STATUSES,
  SAMPLE_LABEL,
  Sample,
  SampleAttempt,
  SampleDecision,
  SampleStatus,
  SampleType,
} from './sample.entity';
import { MAX_SAMPLE_TEXT, SampleRequestInput, SampleSubmissionInput } from './sample.inputs';

const SOURCE = 'samples';

/** Trimmed text or null; a 400 when it is longer than the limit. */
function text(raw: unknown, field: string, what: string): string | null {
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (value.length > MAX_SAMPLE_TEXT)
    throw badInput(`The ${what} must be at most ${MAX_SAMPLE_TEXT} characters`, field);
  return value || null;
}

const openSample = (em: EntityManager, order: Order, type: SampleType) =>
  em.findOne(Sample, { order: order.id, type, status: { $in: [...OPEN_SAMPLE_STATUSES] } });

type Change = {
  sample: Sample;
  /** requested, submitted, resubmitted, approved, rejected, waived */
  action: string;
  title: string;
  body: string;
  notes: string | null;
  attempt?: SampleAttempt;
};

/**
 * What every sample change writes, inside its transaction: the order's timeline and the audit
 * entry; SampleUpdated tells the other side (a notification, the sample.updated webhook event).
 */
async function record(
  ctx: Ctx,
  em: EntityManager,
  order: Order,
  actor: User,
  events: PendingEvent[],
  change: Change,
  before: unknown,
) {
  const { sample, action, attempt } = change;
  const label = SAMPLE_LABEL[sample.type];
  const attemptText = attempt && attempt.number > 1 ? ` (attempt ${attempt.number})` : '';
  logTimelineEvent(em, order, {
    step: `${label} ${action}${attemptText}`,
    notes: change.notes,
    createdBy: actor,
  });
  const details = {
    id: sample.id,
    type: sample.type,
    status: sample.status,
    action,
    attempt: attempt?.number ?? null,
    comment: change.notes,
  };
  events.push(...(await ctx.events.publish(em, 'SampleUpdated', { order, actor, title: change.title, body: change.body, sample: details })));
  audit(
    { ...ctx, em },
    {
      action: `sample.${action}`,
      entity: 'order',
      entityId: order.id,
      source: SOURCE,
      message: `${actor.username}: ${label} ${action}${attemptText} on ${order.orderCode}`,
      before,
      after: details,
    },
  );
}

const stateOf = (sample: Sample) => ({ id: sample.id, type: sample.type, status: sample.status });

// ---------------------------------------------------------------- buyer

/** The buyer asks the vendor for a sample of a type (one open sample per type). */
export function requestSample(
  ctx: Ctx,
  orderIdOrCode: string | number,
  raw: unknown,
): Promise<Sample> {
  return onOrder(ctx, orderIdOrCode, async (em, order, actor, events) => {
    await checkOrderAction({ ...ctx, em }, actor, order, OrderActionKind.RequestSample);
    const input = await validateInput(SampleRequestInput, raw);
    const note = text(input.note, 'note', 'note');
    const dueDate = input.dueDate?.trim() ? checkDueDate(input.dueDate) : null;
    const label = SAMPLE_LABEL[input.type];
    const open = await openSample(em, order, input.type);
    if (open) throw conflict(`A ${label} is already open (${open.status})`);
    const sample = em.create(Sample, {
      order,
      type: input.type,
      status: SampleStatus.Requested,
      note,
      dueDate,
      requestedBy: actor,
    });
    em.persist(sample);
    await em.flush();
    const wanted = [dueDate ? `Wanted by ${day(dueDate)}.` : null, note].filter(Boolean).join(' ') || null;
    await record(
      ctx,
      em,
      order,
      actor,
      events,
      {
        sample,
        action: 'requested',
        title: 'Sample requested',
        body: `${actor.name} asks for a ${label} of ${order.orderCode}${dueDate ? ` by ${day(dueDate)}` : ''}.${note ? ` Note: ${note}` : ''}`,
        notes: wanted,
      },
      null,
    );
    return sample;
  });
}

/** The owner-side milestone named after an approved sample ('Fit sample approved') is done today. */
async function completeMilestone(em: EntityManager, order: Order, sample: Sample, actor: User) {
  const name = `${SAMPLE_LABEL[sample.type]} approved`;
  const milestones = await em.find(OrderMilestone, { order: order.id, actualDate: null });
  const milestone = milestones.find((m) => m.name.toLowerCase() === name.toLowerCase());
  if (!milestone) return null;
  milestone.actualDate = dayOf(new Date());
  milestone.doneBy = actor;
  return milestone.id;
}

/**
 * The buyer approves or rejects the sample's latest submission (a rejection needs a comment).
 * An approval also marks the plan's matching milestone ('PP sample approved') done.
 */
export function reviewSample(
  ctx: Ctx,
  orderIdOrCode: string | number,
  sampleId: number,
  approve: boolean,
  rawComment?: string | null,
): Promise<Sample> {
  return onOrder(ctx, orderIdOrCode, async (em, order, actor, events) => {
    const sample = Number.isInteger(sampleId)
      ? await em.findOne(Sample, { id: sampleId, order: order.id })
      : null;
    if (!sample) throw notFound('Sample');
    assertSampleAction(actor, order, sample, approve ? SampleActionKind.Approve : SampleActionKind.Reject);
    const label = SAMPLE_LABEL[sample.type];
    const comment = text(rawComment, 'comment', 'comment');
    if (!approve && !comment) throw badInput('Please say why the sample is rejected', 'comment');
    const attempt = await em.findOneOrFail(
      SampleAttempt,
      { sample: sample.id, decision: null },
      { orderBy: { number: 'desc' } },
    );
    const before = stateOf(sample);
    attempt.decision = approve ? SampleDecision.Approved : SampleDecision.Rejected;
    attempt.reviewComment = comment;
    attempt.reviewedBy = actor;
    attempt.reviewedAt = new Date();
    sample.status = approve ? SampleStatus.Approved : SampleStatus.Rejected;
    const milestoneId = approve ? await completeMilestone(em, order, sample, actor) : null;
    const action = approve ? 'approved' : 'rejected';
    await record(
      ctx,
      em,
      order,
      actor,
      events,
      {
        sample,
        attempt,
        action,
        title: approve ? 'Sample approved' : 'Sample rejected',
        body: `${actor.name} ${action} the ${label} of ${order.orderCode}${attempt.number > 1 ? ` (attempt ${attempt.number})` : ''}.${comment ? ` Comment: ${comment}` : ''}${approve ? '' : ' Please resubmit it.'}`,
        notes: comment,
      },
      { ...before, milestoneDone: milestoneId },
    );
    return sample;
  });
}

/**
 * The buyer goes without a pre-production sample, with a reason: the open PP sample (or a new
 * record of the waiver) becomes Waived, and production may start without an approved one.
 */
export function waivePreProductionSample(
  ctx: Ctx,
  orderIdOrCode: string | number,
  rawReason: unknown,
): Promise<Sample> {
  return onOrder(ctx, orderIdOrCode, async (em, order, actor, events) => {
    await checkOrderAction({ ...ctx, em }, actor, order, OrderActionKind.WaivePpSample);
    const reason = text(rawReason, 'reason', 'reason');
    if (!reason) throw badInput('Please give a reason for the waiver', 'reason');
    const sample =
      (await openSample(em, order, SampleType.PreProduction)) ??
      em.create(Sample, { order, type: SampleType.PreProduction, requestedBy: actor });
    const before = sample.id ? stateOf(sample) : null;
    sample.status = SampleStatus.Waived;
    sample.waiverReason = reason;
    sample.waivedBy = actor;
    sample.waivedAt = new Date();
    em.persist(sample);
    await em.flush();
    await record(
      ctx,
      em,
      order,
      actor,
      events,
      {
        sample,
        action: 'waived',
        title: 'PP sample waived',
        body: `${actor.name} waived the pre-production sample of ${order.orderCode}: production may start without it. Reason: ${reason}`,
        notes: reason,
      },
      before,
    );
    return sample;
  });
}

// ---------------------------------------------------------------- vendor

/** The photos named for a submission: uploaded by this vendor for this order's samples, not yet used. */
async function stagedPhotos(
  em: EntityManager,
  order: Order,
  actor: User,
  photoIds: number[],
): Promise<Attachment[]> {
  const ids = [...new Set(photoIds)];
  if (ids.length === 0) throw badInput('Add at least one photo of the sample', 'photoIds');
  const photos = await em.find(Attachment, {
    id: { $in: ids },
    order: order.id,
    samplePhoto: true,
    sampleAttempt: null,
    uploadedBy: actor.id,
  });
  if (photos.length !== ids.length)
    throw badInput(
      'Upload the photos for this order’s samples first; each photo goes with one submission',
      'photoIds',
    );
  return photos;
}

/**
 * The vendor submits a sample with photos and a comment: the open sample of the type (requested,
 * or rejected: a resubmission with the next attempt number; earlier attempts stay), or a new
 * round when none is open. The buyer reviews it next.
 */
export function submitSample(
  ctx: Ctx,
  orderIdOrCode: string | number,
  raw: unknown,
): Promise<Sample> {
  return onOrder(ctx, orderIdOrCode, async (em, order, actor, events) => {
    await checkOrderAction({ ...ctx, em }, actor, order, OrderActionKind.SubmitSample);
    const input = await validateInput(SampleSubmissionInput, raw);
    const comment = text(input.comment, 'comment', 'comment');
    const label = SAMPLE_LABEL[input.type];
    let sample = await openSample(em, order, input.type);
    if (sample)
      assertSampleAction(
        actor,
        order,
        sample,
        sample.status === SampleStatus.Rejected ? SampleActionKind.Resubmit : SampleActionKind.Submit,
      );
    const photos = await stagedPhotos(em, order, actor, input.photoIds);
    const before = sample ? stateOf(sample) : null;
    if (!sample) {
      sample = em.create(Sample, { order, type: input.type, requestedBy: actor });
      em.persist(sample);
    }
    const previous = sample.id ? await em.count(SampleAttempt, { sample: sample.id }) : 0;
    const attempt = em.create(SampleAttempt, {
      sample,
      number: previous + 1,
      comment,
      submittedBy: actor,
    });
    em.persist(attempt);
    for (const photo of photos) photo.sampleAttempt = attempt;
    sample.status = SampleStatus.Submitted;
    await em.flush();
    const again = attempt.number > 1;
    await record(
      ctx,
      em,
      order,
      actor,
      events,
      {
        sample,
        attempt,
        action: again ? 'resubmitted' : 'submitted',
        title: again ? 'Sample resubmitted' : 'Sample submitted',
        body: `${actor.name} ${again ? `resubmitted the ${label} of ${order.orderCode} (attempt ${attempt.number})` : `submitted a ${label} of ${order.orderCode}`} with ${photos.length} photo${photos.length === 1 ? '' : 's'}.${comment ? ` Comment: ${comment}` : ''} Please review it.`,
        notes: comment,
      },
      before,
    );
    return sample;
  });
}

// ---------------------------------------------------------------- reading

/** The sample rounds of several orders (one query), each list oldest first. */
export async function samplesOf(
  em: EntityManager,
  orderIds: readonly number[],
): Promise<Sample[][]> {
  const rows = await em.find(
    Sample,
    { order: { $in: [...orderIds] } },
    { populate: ['requestedBy', 'waivedBy'], orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
  );
  return orderIds.map((id) => rows.filter((row) => row.order.id === id));
}

/** The attempts of several samples (one query), each list by attempt number. */
export async function attemptsOf(
  em: EntityManager,
  sampleIds: readonly number[],
): Promise<SampleAttempt[][]> {
  const rows = await em.find(
    SampleAttempt,
    { sample: { $in: [...sampleIds] } },
    { populate: ['submittedBy', 'reviewedBy'], orderBy: { number: 'asc' } },
  );
  return sampleIds.map((id) => rows.filter((row) => row.sample.id === id));
}

/** The photos of several attempts (one query), each list in upload order. */
export async function photosOf(
  em: EntityManager,
  attemptIds: readonly number[],
): Promise<Attachment[][]> {
  const rows = await em.find(
    Attachment,
    { sampleAttempt: { $in: [...attemptIds] } },
    { populate: ['uploadedBy'], orderBy: { id: 'asc' } },
  );
  return attemptIds.map((id) => rows.filter((row) => row.sampleAttempt?.id === id));
}

/** GET /api/orders/{id}/samples: the order's rounds with their attempts and photos. */
export async function listSamples(ctx: Ctx, orderIdOrCode: string | number) {
  const order = await findVisibleOrder(ctx, orderIdOrCode, []);
  const [samples] = await samplesOf(ctx.em, [order.id]);
  const attempts = await attemptsOf(
    ctx.em,
    samples.map((s) => s.id),
  );
  const photos = await photosOf(
    ctx.em,
    attempts.flat().map((a) => a.id),
  );
  const photosByAttempt = new Map(attempts.flat().map((a, i) => [a.id, photos[i]]));
  return samples.map((sample, i) => ({
    sample,
    attempts: attempts[i].map((attempt) => ({
      attempt,
      photos: photosByAttempt.get(attempt.id) ?? [],
    })),
  }));
}
