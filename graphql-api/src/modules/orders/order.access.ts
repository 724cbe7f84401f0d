import type { FilterQuery } from '@mikro-orm/core';
import { type Ctx, requireUser } from '../../common/context';
import type { EventOf } from '../../common/pubsub';
import { notFound } from '../../common/errors';
import { Role, type User } from '../users';
import { Order } from './order.entity';

/** The orders a user may see (SPEC.md 6): buyers their own, vendors their own, admins all. */
export function orderScope(user: User): FilterQuery<Order> {
  if (user.role === Role.admin) return {};
  if (user.role === Role.buyer) return { buyer: user.id };
  return { vendor: user.id };
}

/**
 * The same scope as SQL on the orders table under alias `alias`: a condition and its parameters,
 * for aggregate queries (dashboard, analytics) that never load orders into JavaScript.
 */
export function orderScopeSql(user: User, alias = 'o'): [string, unknown[]] {
  if (user.role === Role.admin) return ['true', []];
  return [`${alias}.${user.role === Role.buyer ? 'buyer_id' : 'vendor_id'} = ?`, [user.id]];
}

/** An order by numeric id or by its code (ORD-...), or 404 when missing or not visible. */
export async function findVisibleOrder(
  ctx: Ctx,
  idOrCode: string | number,
  populate: string[] = ['buyer', 'vendor', 'product'],
): Promise<Order> {
  const user = requireUser(ctx);
  const key = String(idOrCode).trim();
  const where: FilterQuery<Order> = /^\d+$/.test(key)
    ? { id: Number(key) }
    : { orderCode: key.toUpperCase() };
  const order = await ctx.em.findOne(
    Order,
    { $and: [where, orderScope(user)] },
    { populate: populate as never },
  );
  if (!order) throw notFound('Order');
  return order;
}

/** Who hears about a change: the other party of the order, or both parties when an admin acts. */
export function otherParties(order: Order, actor: User): User[] {
  if (actor.id === order.buyer.id) return [order.vendor];
  if (actor.id === order.vendor.id) return [order.buyer];
  return [order.buyer, order.vendor];
}

/** The live event of a change to an order: its parties (and admins) refresh what they show. */
export const orderChangedEvent = (order: Order): EventOf<'ORDER_CHANGED'> => ({
  topic: 'ORDER_CHANGED',
  orderId: order.id,
  buyerId: order.buyer.id,
  vendorId: order.vendor.id,
});
