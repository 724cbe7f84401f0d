import type { EntityManager } from '@mikro-orm/postgresql';
import {
  type Cells,
  type Column,
  instant,
  readPage,
  readRows,
  type ReadSource,
  selectList,
  toDate,
  type Where,
} from '../../common/read-rows';
import { policyOf } from '../policy';
import { type ProductRow, PRODUCT_COLUMNS, readProduct } from '../products';
import { readUser, USER_COLUMNS, type UserRow } from '../users';
import type { Order } from './order.entity';
import { progressOf } from './order-status';

export type { Where };

/** An order's own fields as the read rows carry them (a message's related order). */
export type OrderFieldsRow = Readonly<
  Pick<
    Order,
    | 'id'
    | 'orderCode'
    | 'quantity'
    | 'status'
    | 'ackStatus'
    | 'requestedStatus'
    | 'previousStatus'
    | 'dueDate'
    | 'notes'
    | 'sizeBreakdown'
    | 'delayReason'
    | 'createdAt'
    | 'updatedAt'
    | 'completedAt'
    | 'policy'
    | 'tightPlanDays'
    | 'version'
    | 'progress'
    | 'originalDueDate'
    | 'acknowledgedAt'
  >
>;

/**
 * A read-only order for the lists, the order detail and the REST reads (common/read-rows): the
 * order with its product, buyer and vendor. A managed Order is one too, so what only reads an
 * order takes an OrderRow; what writes one takes the entity.
 */
export type OrderRow = OrderFieldsRow &
  Readonly<{ product: ProductRow; buyer: UserRow; vendor: UserRow }>;

/** The orders table's columns of an order row, in the order readOrder takes them. */
export const ORDER_COLUMNS: readonly Column[] = [
  'id',
  'order_code',
  'quantity',
  'status',
  'ack_status',
  'requested_status',
  'previous_status',
  'due_date',
  'notes',
  'size_breakdown',
  'delay_reason',
  instant('created_at'),
  instant('updated_at'),
  instant('completed_at'),
  'policy',
  'tight_plan_days',
  'original_due_date',
  instant('acknowledged_at'),
  'version',
];

/**
 * The order in the cells from `at` (ORDER_COLUMNS), with its relations; without them, its own
 * fields only (a message's related order). Both have the same shape.
 */
export function readOrder(c: Cells, at: number): OrderFieldsRow;
export function readOrder(
  c: Cells,
  at: number,
  product: ProductRow,
  buyer: UserRow,
  vendor: UserRow,
): OrderRow;
export function readOrder(
  c: Cells,
  at: number,
  product?: ProductRow,
  buyer?: UserRow,
  vendor?: UserRow,
): OrderFieldsRow {
  const status = c[at + 3] as Order['status'];
  return {
    id: c[at] as number,
    orderCode: c[at + 1] as string,
    quantity: c[at + 2] as number,
    status,
    ackStatus: c[at + 4] as Order['ackStatus'],
    requestedStatus: c[at + 5] as Order['requestedStatus'],
    previousStatus: c[at + 6] as Order['previousStatus'],
    dueDate: c[at + 7] as string,
    notes: c[at + 8] as string | null,
    sizeBreakdown: c[at + 9] as Order['sizeBreakdown'],
    delayReason: c[at + 10] as string | null,
    createdAt: toDate(c[at + 11])!,
    updatedAt: toDate(c[at + 12])!,
    completedAt: toDate(c[at + 13]),
    policy: policyOf(c[at + 14] as Order['storedPolicy']),
    tightPlanDays: c[at + 15] as number | null,
    version: c[at + 18] as number,
    progress: progressOf(status),
    originalDueDate: c[at + 16] as string,
    acknowledgedAt: toDate(c[at + 17]),
    product,
    buyer,
    vendor,
  } as OrderFieldsRow;
}

const PRODUCT_AT = ORDER_COLUMNS.length;
const BUYER_AT = PRODUCT_AT + PRODUCT_COLUMNS.length;
const VENDOR_AT = BUYER_AT + USER_COLUMNS.length;

/**
 * Orders `o` with products `p`, buyers `b` and vendors `v`, newest first (also read by the
 * benchmark's bare `pg` baseline, through the same statements). A product's vendor is the order's
 * vendor (an order's product always belongs to it).
 */
export const ORDERS: ReadSource<OrderRow> = {
  table: 'orders',
  alias: 'o',
  joins: `join products p on p.id = o.product_id
  join users b on b.id = o.buyer_id
  join users v on v.id = o.vendor_id`,
  columns: [
    selectList('o', ORDER_COLUMNS),
    selectList('p', PRODUCT_COLUMNS),
    selectList('b', USER_COLUMNS),
    selectList('v', USER_COLUMNS),
  ].join(', '),
  orderBy: 'o.created_at desc, o.id desc',
  read: (c, at) => {
    const vendor = readUser(c, at + VENDOR_AT);
    return readOrder(
      c,
      at,
      readProduct(c, at + PRODUCT_AT, vendor),
      readUser(c, at + BUYER_AT),
      vendor,
    );
  },
};

/** The orders matching `where`, newest first: every one, or the first `limit`. */
export const readOrders = (em: EntityManager, where: Where, limit?: number) =>
  readRows(em, ORDERS, where, limit);

/**
 * A page of the orders matching `filter` and `after` (the keyset condition), newest first, at
 * most `limit`, with how many match `filter` alone: one round trip to the database.
 */
export const readOrderPage = (
  em: EntityManager,
  filter: Where,
  after: Where | null,
  limit: number,
) => readPage(em, ORDERS, filter, after, limit);
