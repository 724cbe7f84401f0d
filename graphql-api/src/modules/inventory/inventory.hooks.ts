import type { EntityManager } from '@mikro-orm/postgresql';
import type { DomainEventBus } from '../../common/domain-events';
import type { PendingEvent } from '../../common/pubsub';
import type { Order } from '../orders';
import type { User } from '../users';
import { InventoryItem, InventoryMove } from './inventory.entity';

/**
 * Changes a buyer's quantity on hand with a ledger entry (DECISIONS.md 1), inside the caller's
 * transaction. Crossing into low stock (above 0, under the reorder point) publishes StockLow (the
 * buyer is notified); the returned events are published by the caller after commit.
 */
export async function adjustStock(
  em: EntityManager,
  bus: DomainEventBus,
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
  return bus.publish(em, 'StockLow', { item });
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
export async function addCompletedOrderToInventory(em: EntityManager, bus: DomainEventBus, order: Order, actor: User | null): Promise<PendingEvent[]> {
  if ((await em.count(InventoryMove, { order: order.id, reason: { $like: 'Received %' } })) > 0) return [];
  return adjustStock(em, bus, await itemOf(em, order), order.quantity, `Order ${order.orderCode} completed`, actor, order);
}

/**
 * A receipt of a shipment adds the quantity received to the buyer's inventory (`what` names it);
 * a receipt of nothing is in the ledger too, so completing the order adds nothing more.
 */
export async function addReceivedToInventory(em: EntityManager, bus: DomainEventBus, order: Order, quantity: number, what: string, actor: User): Promise<PendingEvent[]> {
  return adjustStock(em, bus, await itemOf(em, order), quantity, `Received ${what} of order ${order.orderCode}`, actor, order);
}
