import type { EntityManager } from '@mikro-orm/postgresql';
import { auditInsert } from '../../common/audit';
import { type Actor, type Ctx, requireActor, requireUser } from '../../common/context';
import { earliestToday, parseDateInput } from '../../common/dates';
import { badInput, conflict, forbidden, notFound } from '../../common/errors';
import { publishAll } from '../../common/publish';
import type { PendingEvent } from '../../common/pubsub';
import { containsPattern, runParts } from '../../common/sql';
import { day, units } from '../../common/words';
import { validateInput } from '../../common/validation';
import { connectedIds, NOT_CONNECTED } from '../connections';
import { type OrderingPolicy, policyForNewOrder } from '../policy';
import { Product } from '../products';
import { assertMay, may, Role, User, userJson } from '../users';
import { orderChangedEvent, orderReadScopeSql, orderScopeSql } from './order.access';
import type { OrderPlanner } from './order.ports';
import { type OrderRow, readOrderPage, readOrders, type Where } from './order.read';
import { isOrderCodeClash } from './order-code';
import { Order } from './order.entity';
import { checkBreakdown, type SizeBreakdown } from './size-breakdown';
import { CreateOrderInput, type OrdersArgs, UpdateOrderStatusInput } from './order.inputs';
import { AckStatus, CLOSED_STATUSES, OrderStatus, progressOf } from './order-status';
import {
  actionForStatus,
  assertOrderAction,
  availableActions,
  type OrderAction,
  OrderActionKind,
  type OrderFacts,
  orderFacts,
  type StatusEffect,
} from './order.actions';
import { firstTimelineStep, timelineStep } from './timeline.service';

const CODE_ATTEMPTS = 8;
export const PAGE_DEFAULT = 20;
export const PAGE_MAX = 100;
export const STALE_ORDER =
  'This order was changed by someone else. Reload to see the latest version.';


// ---------------------------------------------------------------- reading

/** The condition that finds one order, by id or code, among those the user may see. */
export function orderLookup(user: Actor, idOrCode: string | number, scopeOf = orderReadScopeSql): Where {
  const key = String(idOrCode).trim();
  const [scope, params] = scopeOf(user);
  return /^\d+$/.test(key)
    ? { sql: `o.id = ? and ${scope}`, params: [Number(key), ...params] }
    : { sql: `o.order_code = ? and ${scope}`, params: [key.toUpperCase(), ...params] };
}

/** One visible order with buyer, vendor and product, read-only (404 when missing or not visible). */
export async function getOrder(ctx: Ctx, idOrCode: string | number): Promise<OrderRow> {
  const [order] = await readOrders(ctx.em, orderLookup(requireActor(ctx), idOrCode));
  if (!order) throw notFound('Order');
  return order;
}

/** GET /api/orders: every order the user may see, newest first, read-only. */
export function listVisibleOrders(ctx: Ctx): Promise<OrderRow[]> {
  const [sql, params] = orderScopeSql(requireActor(ctx));
  return readOrders(ctx.em, { sql, params });
}

export type OrderPage = {
  nodes: OrderRow[];
  totalCount: number;
  endCursor: string | null;
  hasNextPage: boolean;
};

const encodeCursor = (order: OrderRow) =>
  Buffer.from(`${order.createdAt.toISOString()}|${order.id}`).toString('base64url');

function decodeCursor(cursor: string): { createdAt: Date; id: number } {
  const [iso, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const createdAt = new Date(iso);
  if (Number.isNaN(createdAt.getTime()) || !/^\d+$/.test(id ?? ''))
    throw badInput('Invalid cursor', 'after');
  return { createdAt, id: Number(id) };
}


/** The orders list's filter: the user's scope, then status, open, schedule health (the planner's) and search. */
export function orderListFilter(user: Actor, args: OrdersArgs, planner: OrderPlanner): Where {
  const [scope, scopeParams] = orderScopeSql(user);
  const where = [scope];
  const params = [...scopeParams];
  const open = `o.status not in (${CLOSED_STATUSES.map(() => '?').join(', ')})`;
  if (args.status) {
    where.push('o.status = ?');
    params.push(args.status);
  }
  if (args.active || args.schedule) {
    where.push(open);
    params.push(...CLOSED_STATUSES);
  }
  if (args.schedule) {
    const [health, healthParams] = planner.scheduleSql(args.schedule);
    where.push(`o.id in (${health})`);
    params.push(...healthParams);
  }
  const search = args.search?.trim();
  if (search) {
    const columns = ['o.order_code', 'p.name', 'p.sku', 'b.name', 'b.company', 'v.name', 'v.company'];
    where.push(`(${columns.map((column) => `${column} ilike ?`).join(' or ')})`);
    params.push(...columns.map(() => containsPattern(search)));
  }
  return { sql: where.join(' and '), params, joined: Boolean(search) };
}

/** The keyset condition of the page after `cursor` (newest first). */
function orderCursorCondition(cursor: string): Where {
  const after = decodeCursor(cursor);
  return {
    sql: '(o.created_at < ? or (o.created_at = ? and o.id < ?))',
    params: [after.createdAt, after.createdAt, after.id],
  };
}

/** The orders list: search, status filter and keyset pagination on (createdAt desc, id desc). */
export async function listOrders(ctx: Ctx, args: OrdersArgs = {}): Promise<OrderPage> {
  const user = requireActor(ctx);
  const first = Math.min(Math.max(Math.trunc(args.first ?? PAGE_DEFAULT), 1), PAGE_MAX);
  const { rows, totalCount } = await readOrderPage(
    ctx.em,
    orderListFilter(user, args, ctx.orderPorts.planner),
    args.after ? orderCursorCondition(args.after) : null,
    first + 1,
  );
  const nodes = rows.slice(0, first);
  return {
    nodes,
    totalCount,
    hasNextPage: rows.length > first,
    endCursor: nodes.length > 0 ? encodeCursor(nodes[nodes.length - 1]) : null,
  };
}

// ---------------------------------------------------------------- creating

async function resolveBuyer(
  em: EntityManager,
  actor: User,
  buyerId: number | null | undefined,
): Promise<User> {
  assertMay(actor, 'createOrder');
  // Whoever may not choose the buyer orders for themselves: naming another is refused.
  if (!may(actor, 'chooseOrderBuyer')) {
    if (buyerId != null && buyerId !== actor.id) assertMay(actor, 'chooseOrderBuyer');
    return actor;
  }
  if (buyerId == null) throw badInput('Please select a buyer', 'buyerId');
  const buyer = await em.findOne(User, { id: buyerId, role: Role.buyer, active: true });
  if (!buyer) throw badInput('Please select an active buyer', 'buyerId');
  return buyer;
}

/**
 * The vendor side of where a new order may go (DECISIONS.md 3): an active vendor, as the condition
 * on the `users` row `v`. The other side is an approved connection with the buyer
 * (policyForNewOrder reads it with the policy; listOrderableVendors lists the connected ones).
 */
const ORDERABLE_VENDOR = `v.role = '${Role.vendor}' and v.active`;

type VendorAndProduct = { vendor: Record<string, unknown>; product: Record<string, unknown> | null };

/**
 * The vendor of a new order if orderable, with the product asked for when it is one of that
 * vendor's live products (not archived), in one raw read mapped onto the entities (as the
 * session's user is: a findOne with a populated, filtered relation costs several times the
 * statement's CPU). Null when the vendor is not orderable.
 */
async function orderableVendorWithProduct(
  em: EntityManager,
  vendorId: number,
  productId: number,
): Promise<{ vendor: User; product: Product | null } | null> {
  const [row] = await em.execute<VendorAndProduct[]>(
    `select ${userJson('v')} as vendor, to_jsonb(p) as product
       from users v left join products p on p.id = ? and p.vendor_id = v.id and p.archived_at is null
      where v.id = ? and ${ORDERABLE_VENDOR}`,
    [productId, vendorId],
  );
  if (!row) return null;
  const vendor = em.map(User, row.vendor);
  return { vendor, product: row.product ? em.map(Product, row.product) : null };
}

/** The product of a new order is not one of the vendor's live products: why, as a 400. */
async function productRefused(em: EntityManager, vendor: User): Promise<never> {
  const available = await em.count(Product, { vendor: vendor.id, archivedAt: null });
  throw badInput(
    available
      ? 'This product is not available from this vendor'
      : 'No products available from this vendor',
    'productId',
  );
}

export function checkDueDate(raw: string): string {
  const dueDate = parseDateInput(raw);
  if (!dueDate) throw badInput('Please enter a valid due date', 'dueDate');
  if (dueDate < earliestToday()) throw badInput('Due date cannot be in the past', 'dueDate');
  return dueDate;
}

/** A new order that passed every rule, ready to write. */
export type CheckedOrder = {
  buyer: User;
  vendor: User;
  product: Product;
  quantity: number;
  /** The size × colour grid, when the order has one (quantity is its sum). */
  sizeBreakdown: SizeBreakdown | null;
  milestoneTemplateId: number | null;
  dueDate: string;
  notes: string | null;
  /** The buyer's ordering policy for this vendor: the gates the order goes through. */
  policy: OrderingPolicy;
};

/**
 * The vendors the signed-in user may order from (a buyer's own, or those of the buyer an admin
 * orders for), by name: ORDERABLE_VENDOR with an approved connection, the two rules
 * checkNewOrder enforces, so the new-order form lists exactly the vendors create order accepts.
 */
export async function listOrderableVendors(ctx: Ctx, buyerId?: number | null): Promise<User[]> {
  const buyer = await resolveBuyer(ctx.em, requireUser(ctx), buyerId);
  const connected = await connectedIds(ctx.em, 'buyer', buyer.id);
  if (connected.length === 0) return [];
  const rows = await ctx.em.execute<{ vendor: Record<string, unknown> }[]>(
    `select ${userJson('v')} as vendor from users v
      where v.id in (?) and ${ORDERABLE_VENDOR} order by v.name, v.id`,
    [connected],
  );
  return rows.map((row) => ctx.em.map(User, row.vendor));
}

/**
 * Every rule of a new order, in one place (single creation and the CSV import): the buyer,
 * an active connected vendor, one of that vendor's live products and a due date not in the past.
 * Throws the first broken rule; writes nothing.
 */
export async function checkNewOrder(
  em: EntityManager,
  actor: User,
  input: CreateOrderInput,
): Promise<CheckedOrder> {
  const dueDate = checkDueDate(input.dueDate);
  const grid = input.breakdown != null ? checkBreakdown(input.breakdown) : null;
  if (grid && input.quantity != null && input.quantity !== grid.total)
    throw badInput(`Quantity must equal the sum of the size × colour grid (${grid.total})`, 'quantity');
  const buyer = await resolveBuyer(em, actor, input.buyerId);
  // The vendor with the product when it is one of theirs and live, in one read; the rules in
  // this order: vendor, connection, product.
  const found = await orderableVendorWithProduct(em, input.vendorId, input.productId);
  if (!found) throw badInput('Please select a vendor', 'vendorId');
  const { vendor, product } = found;
  // The buyer's policy with this vendor, read with their connection: none when not connected.
  const policy = await policyForNewOrder(em, buyer.id, vendor.id);
  if (!policy) throw forbidden(NOT_CONNECTED);
  if (!product) return productRefused(em, vendor);
  return {
    buyer,
    vendor,
    product,
    quantity: grid ? grid.total : input.quantity!,
    sizeBreakdown: grid?.breakdown ?? null,
    milestoneTemplateId: input.milestoneTemplateId ?? null,
    dueDate,
    notes: input.notes?.trim() || null,
    policy,
  };
}

/**
 * Writes a checked order inside the caller's transaction: the order (Planning), its first
 * timeline event and the audit entry, and publishes OrderPlaced (the vendor's notification). The events to publish after
 * commit are pushed onto `events`.
 */
export async function writeOrder(
  ctx: Ctx,
  em: EntityManager,
  actor: User,
  checked: CheckedOrder,
  events: PendingEvent[],
): Promise<Order> {
  const { buyer, vendor, product, dueDate } = checked;
  const plan = await ctx.orderPorts.planner.plan(em, dueDate, checked.milestoneTemplateId);
  const order = em.create(Order, {
    orderCode: await ctx.orderCodes.next(em),
    buyer,
    vendor,
    product,
    quantity: checked.quantity,
    sizeBreakdown: checked.sizeBreakdown,
    status: OrderStatus.Planning,
    // Without the acceptance gate the order is the vendor's to make as placed (SPEC.md 4).
    ackStatus: checked.policy.requireAcknowledgement ? AckStatus.Pending : AckStatus.Accepted,
    storedPolicy: { ...checked.policy },
    dueDate,
    originalDueDate: dueDate,
    notes: checked.notes,
    createdAt: new Date(),
    tightPlanDays: plan.shortBy || null,
    version: 1,
  });
  em.persist(order);
  await em.flush();
  await plan.write(em, order);
  // The first timeline event and the audit entry go in the first statement of the event's handlers.
  const also = [
    firstTimelineStep(order.id, {
      step: OrderStatus.Planning,
      toStatus: OrderStatus.Planning,
      notes: `Order placed: ${units(order.quantity)} of ${product.name}, due ${day(dueDate)}.${plan.note}`,
      createdBy: actor,
    }),
    auditInsert(ctx, {
      action: 'order.create',
      entity: 'order',
      entityId: order.id,
      source: 'orders',
      message: `${actor.username} created ${order.orderCode}`,
      after: {
        orderCode: order.orderCode,
        buyerId: buyer.id,
        vendorId: vendor.id,
        productId: product.id,
        quantity: order.quantity,
        sizeBreakdown: order.sizeBreakdown ?? null,
        dueDate,
        policy: checked.policy,
        tightPlanDays: order.tightPlanDays ?? null,
      },
    }),
  ];
  events.push(...(await ctx.events.publish(em, 'OrderPlaced', { order, actor, planNote: plan.note, also })));
  await runParts(em, also);
  events.push(orderChangedEvent(order, [])); // a new order: nobody is invited to inspect it yet
  return order;
}

/**
 * Runs `work` in one transaction and publishes its events after commit. A code clash with a
 * concurrent creation retries the whole transaction, so creation never fails because of the id.
 */
export async function withOrderCodeRetry<T>(
  ctx: Ctx,
  work: (em: EntityManager, events: PendingEvent[]) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const events: PendingEvent[] = [];
    try {
      const result = await ctx.em.transactional((em) => work(em, events));
      await publishAll(ctx, events);
      return result;
    } catch (error) {
      if (!isOrderCodeClash(error) || attempt >= CODE_ATTEMPTS) throw error;
    }
  }
}

/**
 * A buyer orders from a connected vendor (an admin on behalf of a buyer). The order starts as
 * Planning with a first timeline event; the vendor is notified.
 */
export async function createOrder(ctx: Ctx, raw: unknown): Promise<Order> {
  const actor = requireUser(ctx);
  const input = await validateInput(CreateOrderInput, raw);
  return withOrderCodeRetry(ctx, async (em, events) =>
    writeOrder(ctx, em, actor, await checkNewOrder(em, actor, input), events),
  );
}

// ---------------------------------------------------------------- status changes

/** A status request: a status to move to (PUT status), or an answer to an approval request. */
type StatusRequest = { target: OrderStatus } | { answer: 'approve' | 'reject' };

const NEEDS_REASON: Partial<Record<OrderActionKind, string>> = {
  [OrderActionKind.MarkDelayed]: 'Please give a reason for the delay',
  [OrderActionKind.RequestCancellation]: 'Please give a reason for the cancellation',
};

/** A status change done: the order, whether it now waits for approval, and its facts as read for the decision. */
export type StatusChange = { order: OrderRow; approvalRequested: boolean; facts: OrderFacts };

/** An order read as a row for a status change, whose fields the change sets. */
export type OrderState = { -readonly [K in keyof OrderRow]: OrderRow[K] };

/**
 * Writes a status change of an order read as a row: one update, checked against the version the
 * row was read at (a concurrent change makes it stale: 409), with the row's new version.
 */
async function writeStatus(em: EntityManager, order: OrderState): Promise<void> {
  const now = new Date();
  const updated = await em.execute<{ version: number }[]>(
    `update orders set status = ?, requested_status = ?, previous_status = ?, delay_reason = ?,
      completed_at = ?, updated_at = ?, version = version + 1
      where id = ? and version = ? returning version`,
    [order.status, order.requestedStatus ?? null, order.previousStatus ?? null, order.delayReason ?? null,
      order.completedAt ?? null, now, order.id, order.version],
  );
  if (updated.length === 0) throw conflict(STALE_ORDER);
  order.version = updated[0].version;
  order.updatedAt = now;
  order.progress = progressOf(order.status);
}

/**
 * A status change that is decided (by the order actions, or by a module's own rule: the buyer's
 * receipt that delivers an order), inside the caller's transaction: the order's new status, a
 * timeline event and audit, and the OrderStatusChanged domain event (whose handlers notify and
 * queue the webhooks). The caller publishes `events` after commit (with the order's change event).
 */
export async function applyStatusChange(
  ctx: Ctx,
  em: EntityManager,
  order: Order | OrderState,
  actor: User,
  kind: OrderActionKind,
  effect: StatusEffect,
  reason: string | null,
  events: PendingEvent[],
): Promise<void> {
  if (kind === OrderActionKind.MarkDelayed) order.delayReason = reason;
  const from = order.status;
  const before = {
    status: from,
    requestedStatus: order.requestedStatus ?? null,
    previousStatus: order.previousStatus ?? null,
  };
  order.status = effect.status;
  order.requestedStatus = effect.requestedStatus;
  order.previousStatus = effect.previousStatus;
  const completing = order.status === OrderStatus.Completed && !order.completedAt;
  if (completing) order.completedAt = new Date();
  // A managed order is written by the flush; an order read as a row, here.
  const managed = order instanceof Order;
  if (!managed) await writeStatus(em, order);
  if (completing) {
    const entity = managed ? order : await em.findOneOrFail(Order, order.id, { populate: ['buyer', 'vendor', 'product'] });
    events.push(...(await ctx.events.publish(em, 'OrderCompleted', { order: entity, actor })));
  }
  // The timeline step and the audit entry go in the first statement of the event's handlers.
  const also = [
    ...timelineStep(order.id, {
      step: order.status,
      fromStatus: from,
      toStatus: order.status,
      notes: reason,
      createdBy: actor,
    }),
    auditInsert(ctx, {
      action:
        kind === OrderActionKind.Approve ? 'order.approve' : kind === OrderActionKind.Reject ? 'order.reject' : 'order.status',
      entity: 'order',
      entityId: order.id,
      source: 'orders',
      message: `${actor.username} moved ${order.orderCode} from ${from} to ${order.status}${order.requestedStatus ? ` (requested ${order.requestedStatus})` : ''}`,
      before,
      after: {
        status: order.status,
        requestedStatus: order.requestedStatus,
        previousStatus: order.previousStatus,
        ...(reason ? { notes: reason } : {}),
      },
    }),
  ];
  events.push(...(await ctx.events.publish(em, 'OrderStatusChanged', { order, actor, from, kind, reason, also })));
  await runParts(em, also);
}

/**
 * Every status change (REST PUT status, updateOrderStatus, approveOrder, rejectOrder): what the
 * order actions decide (DECISIONS.md 3, the order's gates included), optimistic locking, a
 * timeline event, notifications, audit and events.
 */
async function changeStatus(
  ctx: Ctx,
  idOrCode: string | number,
  wanted: StatusRequest,
  version?: number | null,
  notes?: string | null,
): Promise<StatusChange> {
  const actor = requireUser(ctx);
  const events: PendingEvent[] = [];
  const result = await ctx.em.transactional(async (em) => {
    // The order as a row (not a managed entity): applyStatusChange writes it in one update.
    const [row] = await readOrders(em, orderLookup(actor, idOrCode, orderScopeSql));
    if (!row) throw notFound('Order');
    const order: OrderState = { ...row };
    if (version != null && version !== order.version) throw conflict(STALE_ORDER);
    const facts = (await orderFacts({ ...ctx, em }, [order])).get(order.id)!;
    const kind =
      'answer' in wanted
        ? wanted.answer === 'approve'
          ? OrderActionKind.Approve
          : OrderActionKind.Reject
        : actionForStatus(actor, order, wanted.target);
    const { effect } = assertOrderAction(actor, order, facts, kind, 'target' in wanted ? wanted.target : null);
    const reason = notes?.trim() || null;
    if (NEEDS_REASON[kind] && !reason) throw badInput(NEEDS_REASON[kind], 'notes');
    await applyStatusChange(ctx, em, order, actor, kind, effect!, reason, events);
    const approvalRequested = order.status === OrderStatus.ApprovalNeeded;
    events.push(orderChangedEvent(order));
    return { order, approvalRequested, facts };
  });
  await publishAll(ctx, events);
  return result;
}

/** PUT /api/orders/{id}/status and updateOrderStatus: what the order actions allow the caller. */
export async function updateOrderStatus(
  ctx: Ctx,
  idOrCode: string | number,
  raw: unknown,
): Promise<StatusChange> {
  requireUser(ctx);
  const input = await validateInput(UpdateOrderStatusInput, raw);
  return changeStatus(ctx, idOrCode, { target: input.status }, input.version, input.notes);
}

/** The buyer approves the requested change (admins may too). */
export async function approveOrder(
  ctx: Ctx,
  idOrCode: string | number,
  version?: number | null,
): Promise<StatusChange> {
  return changeStatus(ctx, idOrCode, { answer: 'approve' }, version);
}

/** The buyer rejects the requested change: back to the previous status. */
export async function rejectOrder(
  ctx: Ctx,
  idOrCode: string | number,
  version?: number | null,
): Promise<StatusChange> {
  return changeStatus(ctx, idOrCode, { answer: 'reject' }, version);
}

/**
 * What the caller may do to each of these orders (one query for the facts of all of them, but
 * for those `known`: a write's answer passes the facts it read).
 */
export async function actionsOf(
  ctx: Ctx,
  orders: readonly OrderRow[],
  known?: ReadonlyMap<number, OrderFacts>,
): Promise<OrderAction[][]> {
  const user = requireActor(ctx);
  const facts = await orderFacts(ctx, orders, known);
  return orders.map((order) => availableActions(user, order, facts.get(order.id)!));
}
