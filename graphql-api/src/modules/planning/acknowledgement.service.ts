import type { EntityManager } from '@mikro-orm/postgresql';
import { audit } from '../../common/audit';
import { type Ctx, requireUser } from '../../common/context';
import { earliestToday, parseDateInput } from '../../common/dates';
import { badInput } from '../../common/errors';
import { publishAll } from '../../common/publish';
import type { PendingEvent } from '../../common/pubsub';
import { day, units } from '../../common/words';
import {
  AckStatus,
  checkBreakdown,
  checkOrderAction,
  findVisibleOrder,
  logTimelineEvent,
  MAX_ORDER_QUANTITY,
  type Order,
  OrderActionKind,
  orderChangedEvent,
} from '../orders';
import type { User } from '../users';
import { OrderMilestone } from './milestone.entity';
import { addDays, dayOf, daysBetween } from './milestone.rules';
import { OrderRevision, type OrderTerms, RevisionStatus } from './order-revision.entity';

const termsOf = (order: Order): OrderTerms => ({
  dueDate: order.dueDate,
  quantity: order.quantity,
  sizeBreakdown: order.sizeBreakdown ?? null,
});

function describe(terms: OrderTerms): string {
  return `due ${day(terms.dueDate)}, ${units(terms.quantity)}`;
}

/**
 * Runs one step on a visible order in a transaction (acknowledgements, sample rounds); each step
 * first checks its action (order.actions). The order's change event and the step's own events
 * are published after commit.
 */
export async function onOrder<T>(
  ctx: Ctx,
  idOrCode: string | number,
  step: (em: EntityManager, order: Order, actor: User, events: PendingEvent[]) => Promise<T>,
  /** Also an order the user was invited to inspect (the inspections' writes). */
  { invited = false }: { invited?: boolean } = {},
): Promise<T> {
  const actor = requireUser(ctx);
  const events: PendingEvent[] = [];
  const result = await ctx.em.transactional(async (em) => {
    const order = await findVisibleOrder({ ...ctx, em }, idOrCode, undefined, { invited });
    const value = await step(em, order, actor, events);
    events.push(orderChangedEvent(order));
    return value;
  });
  await publishAll(ctx, events);
  return result;
}

/** A step of the vendor's acknowledgement, told to the other side (OrderAcknowledgement: `title`, `body`). */
async function tell(ctx: Ctx, em: EntityManager, order: Order, actor: User, events: PendingEvent[], title: string, body: string) {
  events.push(...(await ctx.events.publish(em, 'OrderAcknowledgement', { order, actor, title, body })));
}

/** The vendor accepts a new order as placed. */
export function acceptOrder(ctx: Ctx, idOrCode: string | number): Promise<Order> {
  return onOrder(ctx, idOrCode, async (em, order, actor, events) => {
    await checkOrderAction({ ...ctx, em }, actor, order, OrderActionKind.AcceptOrder);
    order.ackStatus = AckStatus.Accepted;
    order.acknowledgedAt = new Date();
    logTimelineEvent(em, order, { step: 'Order accepted by the vendor', notes: `As placed: ${describe(termsOf(order))}.`, createdBy: actor });
    await tell(ctx, em, order, actor, events, 'Order accepted', `${actor.name} accepted ${order.orderCode} as placed: ${describe(termsOf(order))}.`);
    audit({ ...ctx, em }, {
      action: 'order.accept',
      entity: 'order',
      entityId: order.id,
      source: 'planning',
      message: `${actor.username} accepted ${order.orderCode}`,
      before: { ackStatus: AckStatus.Pending },
      after: { ackStatus: AckStatus.Accepted },
    });
    return order;
  });
}

export type ProposalInput = {
  dueDate?: string | null;
  quantity?: number | null;
  breakdown?: unknown;
  reason?: string | null;
};

function proposedTerms(order: Order, input: ProposalInput): OrderTerms {
  const terms = termsOf(order);
  if (input.dueDate != null && String(input.dueDate).trim() !== '') {
    const dueDate = parseDateInput(String(input.dueDate));
    if (!dueDate) throw badInput('Please enter a valid due date', 'dueDate');
    if (dueDate < earliestToday()) throw badInput('Due date cannot be in the past', 'dueDate');
    terms.dueDate = dueDate;
  }
  if (input.breakdown != null) {
    const { breakdown, total } = checkBreakdown(input.breakdown);
    terms.sizeBreakdown = breakdown;
    terms.quantity = total;
  } else if (input.quantity != null) {
    if (order.sizeBreakdown)
      throw badInput('This order has a size × colour grid: propose the quantities as a grid', 'quantity');
    const quantity = input.quantity;
    if (!Number.isInteger(quantity) || quantity < 1) throw badInput('Quantity must be at least 1', 'quantity');
    if (quantity > MAX_ORDER_QUANTITY) throw badInput('Quantity must be at most 10,000,000', 'quantity');
    terms.quantity = quantity;
  }
  return terms;
}

/** The vendor proposes another due date and/or quantities, with a reason; the buyer answers. */
export function proposeOrderChange(ctx: Ctx, idOrCode: string | number, input: ProposalInput): Promise<OrderRevision> {
  return onOrder(ctx, idOrCode, async (em, order, actor, events) => {
    await checkOrderAction({ ...ctx, em }, actor, order, OrderActionKind.ProposeChange);
    const reason = typeof input.reason === 'string' ? input.reason.trim() : '';
    if (!reason) throw badInput('Please give a reason for the proposal', 'reason');
    if (reason.length > 2000) throw badInput('The reason must be at most 2000 characters', 'reason');
    const before = termsOf(order);
    const proposed = proposedTerms(order, input);
    if (JSON.stringify(before) === JSON.stringify(proposed))
      throw badInput('Propose a different due date or quantity', 'dueDate');
    const revision = em.create(OrderRevision, { order, before, proposed, reason, proposedBy: actor });
    em.persist(revision);
    order.ackStatus = AckStatus.Proposed;
    logTimelineEvent(em, order, { step: 'Change proposed by the vendor', notes: `${describe(proposed)} instead of ${describe(before)}. Reason: ${reason}`, createdBy: actor });
    await tell(ctx, em, order, actor, events, 'Change proposed', `${actor.name} proposes ${describe(proposed)} for ${order.orderCode} instead of ${describe(before)}. Reason: ${reason}`);
    await em.flush();
    audit({ ...ctx, em }, {
      action: 'order.propose',
      entity: 'order',
      entityId: order.id,
      source: 'planning',
      message: `${actor.username} proposed ${describe(proposed)} for ${order.orderCode}`,
      before,
      after: { ...proposed, reason, revisionId: revision.id },
    });
    return revision;
  });
}

/** Open milestones move with the due date (never before today); they may turn late again. */
async function shiftPlan(em: EntityManager, order: Order, fromDue: string, toDue: string): Promise<number> {
  const days = daysBetween(fromDue, toDue);
  if (days === 0) return 0;
  const today = dayOf(new Date());
  const open = await em.find(OrderMilestone, { order: order.id, actualDate: null });
  for (const milestone of open) {
    const moved = addDays(milestone.plannedDate, days);
    milestone.plannedDate = moved < today ? today : moved;
    milestone.lateNotifiedAt = null;
  }
  return days;
}

/**
 * The buyer (or an admin) answers the vendor's proposal: accepted terms become the order's new
 * baseline (the plan moves with the due date) and the order is accepted; a rejection sends the
 * order back to the vendor to accept as placed or propose again. Both versions stay in history.
 */
export function answerProposal(ctx: Ctx, idOrCode: string | number, accept: boolean): Promise<Order> {
  return onOrder(ctx, idOrCode, async (em, order, actor, events) => {
    await checkOrderAction({ ...ctx, em }, actor, order, accept ? OrderActionKind.AcceptProposal : OrderActionKind.RejectProposal);
    const revision = await em.findOneOrFail(OrderRevision, { order: order.id, status: RevisionStatus.Pending }, { orderBy: { id: 'desc' } });
    revision.status = accept ? RevisionStatus.Accepted : RevisionStatus.Rejected;
    revision.decidedBy = actor;
    revision.decidedAt = new Date();
    const before = termsOf(order);
    if (accept) {
      const moved = await shiftPlan(em, order, order.dueDate, revision.proposed.dueDate);
      if (order.tightPlanDays) order.tightPlanDays = Math.max(0, order.tightPlanDays - moved) || null;
      order.dueDate = revision.proposed.dueDate;
      order.quantity = revision.proposed.quantity;
      order.sizeBreakdown = revision.proposed.sizeBreakdown ?? null;
      order.ackStatus = AckStatus.Accepted;
      // The vendor acknowledged with the terms it proposed; the buyer's answer time is not the vendor's.
      order.acknowledgedAt = revision.createdAt;
    } else order.ackStatus = AckStatus.Pending;
    const verb = accept ? 'accepted' : 'rejected';
    logTimelineEvent(em, order, {
      step: accept ? 'Proposal accepted by the buyer' : 'Proposal rejected by the buyer',
      notes: accept ? `New baseline: ${describe(termsOf(order))} (was ${describe(before)}).` : `The order stays ${describe(before)}.`,
      createdBy: actor,
    });
    await tell(
      ctx,
      em,
      order,
      actor,
      events,
      accept ? 'Proposal accepted' : 'Proposal rejected',
      accept
        ? `${actor.name} accepted your proposal for ${order.orderCode}: it is now ${describe(termsOf(order))}.`
        : `${actor.name} rejected your proposal for ${order.orderCode} (${describe(revision.proposed)}); it stays ${describe(before)}. Please accept it as placed or propose again.`,
    );
    audit({ ...ctx, em }, {
      action: accept ? 'order.proposal_accept' : 'order.proposal_reject',
      entity: 'order',
      entityId: order.id,
      source: 'planning',
      message: `${actor.username} ${verb} the proposal for ${order.orderCode}`,
      before,
      after: { ...termsOf(order), revisionId: revision.id, ackStatus: order.ackStatus },
    });
    return order;
  });
}

/** An order's proposals, oldest first (one query for several orders). */
export async function revisionsOf(em: EntityManager, orderIds: readonly number[]): Promise<OrderRevision[][]> {
  const rows = await em.find(OrderRevision, { order: { $in: [...orderIds] } }, { populate: ['proposedBy', 'decidedBy'], orderBy: { id: 'asc' } });
  return orderIds.map((id) => rows.filter((row) => row.order.id === id));
}
