import type { EntityManager } from '@mikro-orm/postgresql';
import { readViewPage, readViews, type ViewSource, type Where } from '../../common/views';
import { Order } from './order.entity';

/**
 * Read-only orders for the lists, the order detail and the REST reads (see common/views): the
 * order with its product, buyer and vendor in one query. A product's vendor is the order's
 * vendor (an order's product always belongs to it).
 */
export type OrderView = Order;
export type { Where };

/**
 * Orders `o` with products `p`, buyers `b` and vendors `v`, newest first (also read by the
 * benchmark's bare `pg` baseline, through the same statements).
 */
export const ORDERS: ViewSource = {
  entity: Order,
  alias: 'o',
  relations: [
    { property: 'product', alias: 'p' },
    { property: 'buyer', alias: 'b' },
    { property: 'vendor', alias: 'v' },
  ],
  orderBy: 'o.created_at desc, o.id desc',
  link: (order) => {
    (order.product as Record<string, unknown>).vendor = order.vendor;
  },
};

/** The orders matching `where`, newest first: every one, or the first `limit`. */
export const readOrders = (em: EntityManager, where: Where, limit?: number) =>
  readViews<OrderView>(em, ORDERS, where, limit);

/**
 * A page of the orders matching `filter` and `after` (the keyset condition), newest first, at
 * most `limit`, with how many match `filter` alone: one round trip to the database.
 */
export const readOrderPage = (
  em: EntityManager,
  filter: Where,
  after: Where | null,
  limit: number,
) => readViewPage<OrderView>(em, ORDERS, filter, after, limit);
