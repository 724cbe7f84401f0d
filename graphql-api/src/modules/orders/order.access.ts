import type { FilterQuery } from '@mikro-orm/core';
import { type Actor, type Ctx, requireUser } from '../../common/context';
import type { EventOf } from '../../common/pubsub';
import { notFound } from '../../common/errors';
import { Role, type User, type UserRow } from '../users';
import type { OrderRow } from './order.read';
import { Order } from './order.entity';

/** The orders a user may see (SPEC.md 6): buyers their own, vendors their own, admins all. */
export function orderScope(user: Actor): FilterQuery<Order> {
  if (user.role === Role.admin) return {};
  if (user.role === Role.buyer) return { buyer: user.id };
  return { vendor: user.id };
}

/**
 * The same scope as SQL on the orders table under alias `alias`: a condition and its parameters,
 * for aggregate queries (dashboard, analytics) that never load orders into JavaScript.
 */
export function orderScopeSql(user: Actor, alias = 'o'): [string, unknown[]] {
  if (user.role === Role.admin) return ['true', []];
  return [`${alias}.${user.role === Role.buyer ? 'buyer_id' : 'vendor_id'} = ?`, [user.id]];
}

/**
 * The orders a buyer was invited to inspect by the order's buyer, a colleague of its company (issue
 * 23). The invitations are the inspections module's table, read here as SQL so orders imports
 * nothing from it.
 */
const INVITED_ORDERS = 'select oi.order_id from order_inspectors oi where oi.user_id = ?';

/**
 * The scope of reading one order (its page and the inspections' reads and writes): the user's own
 * orders and, for a buyer, the orders it was invited to inspect. Lists, counts and every other
 * write keep `orderScopeSql`: an invited inspector sees the order, not more of its buyer's business.
 */
export function orderReadScopeSql(user: Actor, alias = 'o'): [string, unknown[]] {
  const [own, params] = orderScopeSql(user, alias);
  if (user.role !== Role.buyer) return [own, params];
  return [`(${own} or ${alias}.id in (${INVITED_ORDERS}))`, [...params, user.id]];
}

/**
 * The products of the orders `userId` was invited to inspect, as a subquery and its parameters:
 * the specifications module lets the inspector read their specifications (issue 23).
 */
export function inspectedProductsSql(userId: number): [string, unknown[]] {
  return [`select io.product_id from orders io where io.id in (${INVITED_ORDERS})`, [userId]];
}

/** The ids of the orders `user` was invited to inspect (none for vendors and admins). */
async function invitedOrderIds(ctx: Ctx, user: Actor): Promise<number[]> {
  if (user.role !== Role.buyer) return [];
  const rows = await ctx.em.getConnection().execute<{ order_id: number }[]>(INVITED_ORDERS, [user.id]);
  return rows.map((row) => row.order_id);
}

/**
 * An order by numeric id or by its code (ORD-...), or 404 when missing or not visible. With
 * `invited`, also an order the user was invited to inspect (only inspections ask for that).
 */
export async function findVisibleOrder(
  ctx: Ctx,
  idOrCode: string | number,
  populate: string[] = ['buyer', 'vendor', 'product'],
  { invited = false }: { invited?: boolean } = {},
): Promise<Order> {
  const user = requireUser(ctx);
  const invitedIds = invited ? await invitedOrderIds(ctx, user) : [];
  const scope = invitedIds.length ? { $or: [orderScope(user), { id: { $in: invitedIds } }] } : orderScope(user);
  const key = String(idOrCode).trim();
  const where: FilterQuery<Order> = /^\d+$/.test(key)
    ? { id: Number(key) }
    : { orderCode: key.toUpperCase() };
  const order = await ctx.em.findOne(
    Order,
    { $and: [where, scope] },
    { populate: populate as never },
  );
  if (!order) throw notFound('Order');
  return order;
}

/** Who hears about a change: the other party of the order, or both parties when an admin acts. */
export function otherParties<U extends UserRow>(order: { buyer: U; vendor: U }, actor: User): U[] {
  if (actor.id === order.buyer.id) return [order.vendor];
  if (actor.id === order.vendor.id) return [order.buyer];
  return [order.buyer, order.vendor];
}

/**
 * The live event of a change to an order: its parties (and admins) refresh what they show, and its
 * invited inspectors, when the caller knows them (a new order has none), else read by `publishAll`.
 */
export const orderChangedEvent = (order: OrderRow, inspectorIds?: number[]): EventOf<'ORDER_CHANGED'> => ({
  topic: 'ORDER_CHANGED',
  orderId: order.id,
  buyerId: order.buyer.id,
  vendorId: order.vendor.id,
  ...(inspectorIds && { inspectorIds }),
});
