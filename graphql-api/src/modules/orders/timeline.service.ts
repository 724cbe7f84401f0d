import type { EntityManager } from '@mikro-orm/postgresql';
import { audit } from '../../common/audit';
import { type Ctx, requireUser } from '../../common/context';
import { badInput } from '../../common/errors';
import type { SqlPart } from '../../common/sql';
import { validateInput } from '../../common/validation';
import { publishAll } from '../../common/publish';
import type { PendingEvent } from '../../common/pubsub';
import { Role, type User } from '../users';
import { findVisibleOrder, orderChangedEvent, orderScope } from './order.access';
import type { Order } from './order.entity';
import { OrderStatus } from './order-status';
import { TIMELINE_REQUIRED, TimelineEventInput } from './order.inputs';
import { TimelineEvent, TimelineEventStatus } from './timeline-event.entity';

export const TIMELINE_LIMIT = 200;
const REQUIRES_ACTION: readonly string[] = [OrderStatus.ApprovalNeeded, OrderStatus.QualityCheck];
const GROUP: Record<TimelineEventStatus, number> = {
  [TimelineEventStatus.Completed]: 0,
  [TimelineEventStatus.Pending]: 1,
  [TimelineEventStatus.Upcoming]: 2,
};

/** SPEC.md 4: completed first, then current, then upcoming; by date within each group. */
export function sortTimeline(events: TimelineEvent[]): TimelineEvent[] {
  return [...events].sort(
    (a, b) =>
      GROUP[a.status] - GROUP[b.status] ||
      a.createdAt.getTime() - b.createdAt.getTime() ||
      a.id - b.id,
  );
}

export type NewTimelineEvent = {
  step: string;
  notes?: string | null;
  attachmentUrl?: string | null;
  fromStatus?: OrderStatus | null;
  toStatus?: OrderStatus | null;
  createdBy: User;
};

/** A timeline event's row as a statement part: the one place its columns are written natively. */
function eventInsert(orderId: number, data: NewTimelineEvent): SqlPart {
  return {
    sql: `insert into timeline_events (order_id, step, status, notes, attachment_url, from_status, to_status, requires_action, created_by_id, created_at)
      values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    params: [
      orderId,
      data.step,
      TimelineEventStatus.Pending,
      data.notes ?? null,
      data.attachmentUrl ?? null,
      data.fromStatus ?? null,
      data.toStatus ?? null,
      REQUIRES_ACTION.includes(data.step),
      data.createdBy.id,
      new Date(),
    ],
  };
}

/**
 * The order's new current step (a status change), as parts of the caller's statement (withParts,
 * e.g. notify's): the other current (Pending) events become Completed (SPEC.md 4) and no longer
 * ask for action, and the new one is added. The parts of one statement see the same snapshot, so
 * the update never completes the event the same statement adds.
 */
export function timelineStep(orderId: number, data: NewTimelineEvent): SqlPart[] {
  return [
    {
      sql: 'update timeline_events set status = ?, requires_action = false where order_id = ? and status = ?',
      params: [TimelineEventStatus.Completed, orderId, TimelineEventStatus.Pending],
    },
    eventInsert(orderId, data),
  ];
}

/**
 * The current step of an order that has none yet (a new order's first event; timelineStep for
 * every later one): nothing before it to complete.
 */
export const firstTimelineStep = (orderId: number, data: NewTimelineEvent): SqlPart =>
  eventInsert(orderId, data);

/**
 * Records something that happened to an order (a milestone done or late, a proposal, a sample)
 * without changing its current step: the event is written as Completed.
 */
export function logTimelineEvent(
  em: EntityManager,
  order: Order,
  data: { step: string; notes?: string | null; attachmentUrl?: string | null; createdBy: User | null; at?: Date },
): TimelineEvent {
  const event = em.create(TimelineEvent, {
    order,
    step: data.step,
    status: TimelineEventStatus.Completed,
    notes: data.notes ?? null,
    attachmentUrl: data.attachmentUrl ?? null,
    requiresAction: false,
    createdBy: data.createdBy,
    createdAt: data.at ?? new Date(),
  });
  em.persist(event);
  return event;
}

/** The events of several orders at once (one query), each list in timeline order. */
export async function timelinesOf(
  em: EntityManager,
  orderIds: readonly number[],
): Promise<TimelineEvent[][]> {
  const events = await em.find(
    TimelineEvent,
    { order: { $in: [...orderIds] } },
    { populate: ['createdBy'] },
  );
  return orderIds.map((id) => sortTimeline(events.filter((event) => event.order.id === id)));
}

/** GET /api/timeline: the events of the user's visible orders, newest first. */
export async function listTimeline(ctx: Ctx): Promise<TimelineEvent[]> {
  const user = requireUser(ctx);
  const where = user.role === Role.admin ? {} : { order: orderScope(user) };
  return ctx.em.find(TimelineEvent, where, {
    populate: ['order.product', 'createdBy'],
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    limit: TIMELINE_LIMIT,
  });
}

/** One visible order's events in timeline order (404 when the order is not visible). */
export async function orderTimeline(
  ctx: Ctx,
  idOrCode: string | number,
): Promise<{ order: Order; events: TimelineEvent[] }> {
  const order = await findVisibleOrder(ctx, idOrCode, ['product']);
  const [events] = await timelinesOf(ctx.em, [order.id]);
  return { order, events };
}

/**
 * The Add Timeline Event dialog (parties of the order and admins): a note on the order's history
 * (DECISIONS.md 3, issue 17). It never changes the status, so it is recorded as done and is never
 * named after a status (Change status moves the order): an event never shows a status the order
 * does not have.
 */
export async function addTimelineEvent(ctx: Ctx, raw: unknown): Promise<TimelineEvent> {
  const user = requireUser(ctx);
  const input = await validateInput(TimelineEventInput, raw);
  const step = input.step.trim();
  const key = String(input.orderId).trim();
  if (!step || !key) throw badInput(TIMELINE_REQUIRED, step ? 'orderId' : 'step');
  const status = Object.values(OrderStatus).find((name) => name.toLowerCase() === step.toLowerCase());
  if (status)
    throw badInput(`${status} is an order status: use Change status to move the order there`, 'step');
  const notes = input.notes?.trim() || null;
  const events: PendingEvent[] = [];
  const event = await ctx.em.transactional(async (em) => {
    const order = await findVisibleOrder({ ...ctx, em }, key);
    const created = logTimelineEvent(em, order, {
      step,
      notes,
      attachmentUrl: input.attachmentUrl?.trim() || null,
      createdBy: user,
    });
    events.push(...(await ctx.events.publish(em, 'TimelineNoteAdded', { order, actor: user, step, notes })));
    await em.flush();
    audit(
      { ...ctx, em },
      {
        action: 'order.timeline_event',
        entity: 'order',
        entityId: order.id,
        source: 'orders',
        message: `${user.username} added "${step}" to ${order.orderCode}`,
        after: {
          eventId: created.id,
          step,
          notes: created.notes,
          attachmentUrl: created.attachmentUrl,
        },
      },
    );
    events.push(orderChangedEvent(order));
    return created;
  });
  await publishAll(ctx, events);
  return event;
}
