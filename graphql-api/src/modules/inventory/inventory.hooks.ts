import type { EntityManager } from '@mikro-orm/postgresql';
import { units } from '../../common/words';
import { notify, type PendingEvent } from '../notifications';
import type { Order } from '../orders';
import { Product } from '../products';
import { User } from '../users';
import { InventoryItem, InventoryMove } from './inventory.entity';

/**
 * Changes a buyer's quantity on hand with a ledger entry (DECISIONS.md 1), inside the caller's
 * transaction. Crossing into low stock (above 0, under the reorder point) notifies the buyer;
 * the returned events are published by the caller after commit.
 */
export async function adjustStock(
  em: EntityManager,
  item: InventoryItem,
  delta: number,
  reason: string,
  actor: User | null,
  order: Order | null = null,
): Promise<PendingEvent[]> {
  const before = item.onHand;
  item.onHand = before + delta;
  em.persist(em.create(InventoryMove, { item, delta, reason, order, createdBy: actor, createdAt: new Date() }));
  const low = (n: number) => n > 0 && n < item.reorderPoint;
  if (!low(item.onHand) || low(before)) return [];
  const buyer = await em.findOneOrFail(User, { id: item.buyer.id });
  const product = await em.findOneOrFail(Product, { id: item.product.id });
  const { event } = await notify(em, buyer, {
    kind: 'low_stock',
    title: `Low stock: ${product.name}`,
    body: `${units(item.onHand)} on hand, under the reorder point of ${units(item.reorderPoint)}.`,
    link: '/buyer/inventory',
  });
  return [event];
}

/** The buyer's inventory row of a product (tracking starts at 0 with the default reorder point). */
async function itemOf(em: EntityManager, order: Order): Promise<InventoryItem> {
  let item = await em.findOne(InventoryItem, { buyer: order.buyer.id, product: order.product.id });
  if (!item) {
    item = em.create(InventoryItem, { buyer: order.buyer, product: order.product, onHand: 0, reorderPoint: 100, createdAt: new Date(), updatedAt: new Date() });
    em.persist(item);
  }
  return item;
}

/**
 * Completing an order adds its quantity to the buyer's inventory (tracking starts if needed),
 * unless the buyer's receipts of its shipments already did: then what was received is what the
 * buyer has, not what was ordered.
 */
export async function addCompletedOrderToInventory(em: EntityManager, order: Order, actor: User | null): Promise<PendingEvent[]> {
  if ((await em.count(InventoryMove, { order: order.id, reason: { $like: 'Received %' } })) > 0) return [];
  return adjustStock(em, await itemOf(em, order), order.quantity, `Order ${order.orderCode} completed`, actor, order);
}

/**
 * A receipt of a shipment adds the quantity received to the buyer's inventory (`what` names it);
 * a receipt of nothing is in the ledger too, so completing the order adds nothing more.
 */
export async function addReceivedToInventory(em: EntityManager, order: Order, quantity: number, what: string, actor: User): Promise<PendingEvent[]> {
  return adjustStock(em, await itemOf(em, order), quantity, `Received ${what} of order ${order.orderCode}`, actor, order);
}
