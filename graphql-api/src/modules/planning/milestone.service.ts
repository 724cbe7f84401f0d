import { LOCKS } from '../../common/advisory-locks';
import type { EntityManager } from '@mikro-orm/postgresql';
import { audit } from '../../common/audit';
import { type Ctx, requireRole, requireUser } from '../../common/context';
import { type AppError, badInput, conflict, forbidden, notFound } from '../../common/errors';
import { publishAll } from '../../common/publish';
import type { PendingEvent } from '../../common/pubsub';
import { validateInput } from '../../common/validation';
import { day, days } from '../../common/words';
import { CLOSED_STATUSES, findVisibleOrder, logTimelineEvent, Order, orderChangedEvent, type OrderPlanner, type OrderRow, ScheduleHealth } from '../orders';
import { Role, type User } from '../users';
import {
  MilestoneOwner,
  MilestoneTemplate,
  type MilestoneTemplateStep,
  OrderMilestone,
} from './milestone.entity';
import { MilestoneTemplateInput } from './milestone.inputs';
import {
  AT_RISK_DAYS,
  addDays,
  dayOf,
  DEFAULT_STEPS,
  DEFAULT_TEMPLATE_NAME,
  planDates,
  type PlannedSteps,
} from './milestone.rules';

const MAX_OFFSET = 730;

// ---------------------------------------------------------------- templates

/** The template new orders get; the built-in one is created the first time none exists. */
export async function defaultTemplate(em: EntityManager): Promise<MilestoneTemplate> {
  // The first default one, else the first one; one raw read mapped onto the entity (every new
  // order reads it: a findOne costs several times the statement's CPU).
  const [found] = await em.execute<Record<string, unknown>[]>(
    'select * from milestone_templates order by is_default desc, id asc limit 1',
  );
  if (found) return em.map(MilestoneTemplate, found);
  const created = em.create(MilestoneTemplate, {
    name: DEFAULT_TEMPLATE_NAME,
    isDefault: true,
    steps: DEFAULT_STEPS,
  });
  em.persist(created);
  await em.flush();
  return created;
}

/** Every template, the default first (any signed-in user: the new-order form offers them). */
export async function listTemplates(ctx: Ctx): Promise<MilestoneTemplate[]> {
  requireUser(ctx);
  await defaultTemplate(ctx.em);
  return ctx.em.find(
    MilestoneTemplate,
    {},
    { orderBy: [{ isDefault: 'desc' }, { name: 'asc' }, { id: 'asc' }] },
  );
}

function checkSteps(raw: unknown[]): MilestoneTemplateStep[] {
  if (raw.length === 0) throw badInput('A template needs at least one step', 'steps');
  if (raw.length > 50) throw badInput('A template has at most 50 steps', 'steps');
  return raw.map((value, index) => {
    const step = (value ?? {}) as Record<string, unknown>;
    const name = typeof step.name === 'string' ? step.name.trim() : '';
    if (!name) throw badInput(`Step ${index + 1} needs a name`, 'steps');
    if (name.length > 200)
      throw badInput(`Step ${index + 1}: name must be at most 200 characters`, 'steps');
    if (step.owner !== MilestoneOwner.buyer && step.owner !== MilestoneOwner.vendor)
      throw badInput(`Step ${index + 1}: the owner must be buyer or vendor`, 'steps');
    const offset = step.offsetDays;
    if (
      typeof offset !== 'number' ||
      !Number.isInteger(offset) ||
      offset < 0 ||
      offset > MAX_OFFSET
    )
      throw badInput(
        `Step ${index + 1}: days before due must be a whole number from 0 to ${MAX_OFFSET}`,
        'steps',
      );
    return { name, owner: step.owner, offsetDays: offset };
  });
}

/** Admins create or edit a template; making one the default unsets the others. */
export async function saveTemplate(ctx: Ctx, raw: unknown): Promise<MilestoneTemplate> {
  const actor = requireRole(ctx, Role.admin);
  const input = await validateInput(MilestoneTemplateInput, raw);
  const name = input.name.trim();
  if (!name) throw badInput('Please enter a template name', 'name');
  const steps = checkSteps(input.steps);
  return ctx.em.transactional(async (em) => {
    let template: MilestoneTemplate;
    let before: unknown = null;
    if (input.id != null) {
      const found = await em.findOne(MilestoneTemplate, { id: input.id });
      if (!found) throw notFound('Template');
      before = { name: found.name, isDefault: found.isDefault, steps: found.steps };
      template = found;
      if (input.isDefault === false && found.isDefault)
        throw conflict('Make another template the default instead');
      template.name = name;
      template.steps = steps;
    } else {
      template = em.create(MilestoneTemplate, { name, steps, isDefault: false });
      em.persist(template);
    }
    if (input.isDefault) {
      await em.nativeUpdate(MilestoneTemplate, { isDefault: true }, { isDefault: false });
      template.isDefault = true;
    }
    await em.flush();
    audit(
      { ...ctx, em },
      {
        action: input.id != null ? 'milestone_template.update' : 'milestone_template.create',
        entity: 'milestone_template',
        entityId: template.id,
        source: 'planning',
        message: `${actor.username} saved the milestone template "${name}"`,
        before,
        after: { name, isDefault: template.isDefault, steps },
      },
    );
    return template;
  });
}

// ---------------------------------------------------------------- plans

/** An order's milestone plan: its steps' dates and whether the due date left the template's time. */
export type Plan = PlannedSteps & { templateName: string };

/**
 * An order's milestone plan from a template (the default one without an id), counted back from
 * the due date (see planDates: plans start calm). writePlan writes it once the order has its id.
 */
export async function makePlan(
  em: EntityManager,
  dueDate: string,
  options: { templateId?: number | null; startDay?: string } = {},
): Promise<Plan> {
  let template: MilestoneTemplate | null;
  if (options.templateId != null) {
    template = await em.findOne(MilestoneTemplate, { id: options.templateId });
    if (!template) throw badInput('Please select a milestone template', 'milestoneTemplateId');
  } else template = await defaultTemplate(em);
  const planned = planDates(template.steps, dueDate, options.startDay ?? dayOf(new Date()));
  return { ...planned, templateName: template.name };
}

/** Writes a plan's milestones for an order inside the caller's transaction: one multi-row insert. */
export async function writePlan(em: EntityManager, order: Order, plan: Plan): Promise<void> {
  await em.insertMany(
    OrderMilestone,
    plan.steps.map((step) => ({
      order: order.id,
      position: step.position,
      name: step.name,
      owner: step.owner,
      plannedDate: step.plannedDate,
    })),
  );
}

/** What an order's texts say about a tight plan ('' when the plan fits). */
export function tightPlanNote(plan: Pick<Plan, 'shortBy' | 'templateName' | 'templateDays'>): string {
  if (plan.shortBy <= 0) return '';
  return ` Tight plan: the due date is ${days(plan.shortBy)} short of the "${plan.templateName}" template (${days(plan.templateDays)}); its milestones are compressed to fit.`;
}

/** The milestones of several orders at once (one query), each list in plan order. */
export async function milestonesOf(
  em: EntityManager,
  orderIds: readonly number[],
): Promise<OrderMilestone[][]> {
  const rows = await em.find(
    OrderMilestone,
    { order: { $in: [...orderIds] } },
    { populate: ['doneBy'], orderBy: [{ position: 'asc' }, { id: 'asc' }] },
  );
  return orderIds.map((id) => rows.filter((row) => row.order.id === id));
}

/** An open order's health; closed orders (Completed, Cancelled) have none. */
export function orderIsTracked(order: OrderRow): boolean {
  return !CLOSED_STATUSES.includes(order.status);
}

/** Ids of open orders with the given health on a day (for the orders list filter). */
/** SQL selecting the ids of the orders whose plan is Late, At Risk or On Track on `today`. */
export function healthSql(health: ScheduleHealth, today: string): [string, unknown[]] {
  const late =
    'select order_id from order_milestones where actual_date is null and planned_date < ?';
  const due =
    'select order_id from order_milestones where actual_date is null and planned_date <= ?';
  if (health === ScheduleHealth.Late) return [late, [today]];
  if (health === ScheduleHealth.AtRisk)
    return [`${due} except ${late}`, [addDays(today, AT_RISK_DAYS), today]];
  return [`select order_id from order_milestones except ${due}`, [addDays(today, AT_RISK_DAYS)]];
}

/** New orders' plans and the orders list's schedule filter, as orders asks for them (buildApp hands it over). */
export const orderPlanner: OrderPlanner = {
  async plan(em, dueDate, templateId) {
    const plan = await makePlan(em, dueDate, { templateId });
    return { shortBy: plan.shortBy, note: tightPlanNote(plan), write: (tx, order) => writePlan(tx, order, plan) };
  },
  scheduleSql: (health) => healthSql(health, dayOf(new Date())),
};

/**
 * Who may mark a milestone done or reopen it: its owner side (or an admin), on an order that is not
 * Cancelled. The refusal, or null: setMilestoneDone enforces it and `mayChange` shows it.
 */
export function milestoneRefusal(actor: User, order: Order, milestone: OrderMilestone): AppError | null {
  const owner = milestone.owner === MilestoneOwner.buyer ? order.buyer.id : order.vendor.id;
  if (actor.role !== Role.admin && actor.id !== owner)
    return forbidden(`Only the ${milestone.owner} can mark "${milestone.name}" done`);
  if (order.status === 'Cancelled') return conflict('This order is Cancelled and can no longer change');
  return null;
}

/**
 * The owner side (or an admin) marks a milestone done with today's date, or not done again;
 * audited, on the order's timeline and live for both sides.
 */
export async function setMilestoneDone(
  ctx: Ctx,
  milestoneId: number,
  done: boolean,
  now = new Date(),
): Promise<Order> {
  const actor = requireUser(ctx);
  const events: PendingEvent[] = [];
  const order = await ctx.em.transactional(async (em) => {
    const milestone = await em.findOne(OrderMilestone, { id: milestoneId });
    if (!milestone) throw notFound('Milestone');
    const order = await findVisibleOrder({ ...ctx, em }, milestone.order.id).catch(() => {
      throw notFound('Milestone');
    });
    const refusal = milestoneRefusal(actor, order, milestone);
    if (refusal) throw refusal;
    if (Boolean(milestone.actualDate) === done)
      throw conflict(
        done ? `"${milestone.name}" is already done` : `"${milestone.name}" is not done yet`,
      );
    const before = { actualDate: milestone.actualDate ?? null };
    milestone.actualDate = done ? dayOf(now) : null;
    milestone.doneBy = done ? actor : null;
    logTimelineEvent(em, order, {
      step: done ? `${milestone.name} done` : `${milestone.name} reopened`,
      notes: done ? `Planned for ${day(milestone.plannedDate)}, done on ${day(milestone.actualDate!)}.` : null,
      createdBy: actor,
    });
    audit(
      { ...ctx, em },
      {
        action: done ? 'milestone.done' : 'milestone.reopen',
        entity: 'order',
        entityId: order.id,
        source: 'planning',
        message: `${actor.username} marked "${milestone.name}" of ${order.orderCode} ${done ? 'done' : 'not done'}`,
        before,
        after: { milestoneId: milestone.id, actualDate: milestone.actualDate ?? null },
      },
    );
    events.push(orderChangedEvent(order));
    return order;
  });
  await publishAll(ctx, events);
  return order;
}

/**
 * The periodic check: each milestone of an open order that is past its planned date and not done
 * turns late once: both sides get a notification (and e-mail per settings), the order's timeline
 * and the audit log say so. `now` is the clock (tests pass a fixed one). Returns how many turned.
 */
export async function checkLateMilestones(
  em: EntityManager,
  services: Pick<Ctx, 'pubsub' | 'events' | 'sharedReads'>,
  now: Date,
): Promise<number> {
  const bus = services.events;
  const today = dayOf(now);
  const events: PendingEvent[] = [];
  const count = await em.transactional(async (tx) => {
    // One server at a time (every server runs this check): another one checking right now will
    // tell everyone, and the next turn reads what it committed.
    const [{ locked }] = await tx.execute<{ locked: boolean }[]>(
      'select pg_try_advisory_xact_lock(?) as locked',
      [LOCKS.lateMilestones],
    );
    if (!locked) return 0;
    const late = await tx.find(
      OrderMilestone,
      {
        actualDate: null,
        plannedDate: { $lt: today },
        lateNotifiedAt: null,
        order: { status: { $nin: [...CLOSED_STATUSES] } },
      },
      {
        populate: ['order', 'order.buyer', 'order.vendor'],
        orderBy: [{ order: { id: 'asc' } }, { position: 'asc' }],
      },
    );
    for (const milestone of late) {
      const order = milestone.order;
      milestone.lateNotifiedAt = now;
      const text = `"${milestone.name}" of ${order.orderCode} was planned for ${day(milestone.plannedDate)} and is not done yet (the ${milestone.owner} marks it done).`;
      events.push(...(await bus.publish(tx, 'MilestoneLate', { order, milestone, text })));
      logTimelineEvent(tx, order, {
        step: `${milestone.name} late`,
        notes: text,
        createdBy: null,
        at: now,
      });
      audit(
        { user: null, requestId: 'housekeeping', em: tx },
        {
          action: 'milestone.late',
          entity: 'order',
          entityId: order.id,
          source: 'planning',
          level: 'warning',
          message: text,
          after: { milestoneId: milestone.id, plannedDate: milestone.plannedDate },
        },
      );
      if (
        !events.some(
          (e) => typeof e !== 'function' && e.topic === 'ORDER_CHANGED' && e.orderId === order.id,
        )
      )
        events.push(orderChangedEvent(order));
    }
    return late.length;
  });
  await publishAll({ ...services, em }, events);
  return count;
}
