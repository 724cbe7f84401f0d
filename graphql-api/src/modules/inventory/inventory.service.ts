import { type FilterQuery, LockMode, type QueryOrder } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { stringify } from 'csv-stringify/sync';
import { audit } from '../../common/audit';
import { type Ctx, requireRole } from '../../common/context';
import { badInput, conflict, notFound } from '../../common/errors';
import { validateInput } from '../../common/validation';
import { publishAll } from '../../common/publish';
import { findVisibleProduct } from '../products';
import { Role, User } from '../users';
import { InventoryItem, InventoryMove } from './inventory.entity';
import { adjustStock } from './inventory.hooks';
import {
  AdjustInventoryArgs,
  InventoryListArgs,
  InventoryStatus,
  InventoryTab,
  ReorderPointArgs,
  TrackProductArgs,
} from './inventory.inputs';
import { containsPattern } from '../../common/sql';

const DAY_MS = 86_400_000;
const POPULATE = ['product', 'product.vendor'] as const;

/** Out at 0 or less, low above 0 and under the reorder point (the same rule as adjustStock). */
export function stockStatus(item: InventoryItem): InventoryStatus {
  if (item.onHand <= 0) return InventoryStatus.OUT_OF_STOCK;
  return item.onHand < item.reorderPoint ? InventoryStatus.LOW_STOCK : InventoryStatus.IN_STOCK;
}

const STATUS_LABEL: Record<InventoryStatus, string> = {
  IN_STOCK: 'In Stock',
  LOW_STOCK: 'Low Stock',
  OUT_OF_STOCK: 'Out of Stock',
};

const SORT_PATH: Record<string, (direction: QueryOrder) => object> = {
  name: (d) => ({ product: { name: d } }),
  sku: (d) => ({ product: { sku: d } }),
  price: (d) => ({ product: { price: d } }),
  onHand: (d) => ({ onHand: d }),
  reorderPoint: (d) => ({ reorderPoint: d }),
  createdAt: (d) => ({ createdAt: d }),
};

function listWhere(buyerId: number, args: InventoryListArgs): FilterQuery<InventoryItem> {
  const and: FilterQuery<InventoryItem>[] = [{ buyer: buyerId }];
  if (args.search?.trim()) {
    const pattern = containsPattern(args.search);
    and.push({ product: { $or: [{ name: { $ilike: pattern } }, { sku: { $ilike: pattern } }] } });
  }
  if (args.category && args.category !== 'all') and.push({ product: { category: args.category } });
  if (args.vendorId != null) and.push({ product: { vendor: args.vendorId } });
  if (args.minPrice != null) and.push({ product: { price: { $gte: args.minPrice } } });
  if (args.maxPrice != null) and.push({ product: { price: { $lte: args.maxPrice } } });
  if (args.addedFrom) and.push({ createdAt: { $gte: new Date(`${args.addedFrom}T00:00:00Z`) } });
  if (args.addedTo) {
    const end = new Date(new Date(`${args.addedTo}T00:00:00Z`).getTime() + DAY_MS);
    and.push({ createdAt: { $lt: end } });
  }
  return { $and: and };
}

/**
 * The buyer's inventory under the filters: the tab's items, sorted, and every tab's count.
 * A buyer tracks a few hundred products at most, so the tabs are counted from one query.
 */
export async function listInventory(ctx: Ctx, raw: unknown) {
  const user = requireRole(ctx, Role.buyer);
  const args = await validateInput(InventoryListArgs, raw);
  const direction = (args.direction ?? 'asc') as QueryOrder;
  const rows = await ctx.em.find(InventoryItem, listWhere(user.id, args), {
    populate: POPULATE,
    orderBy: [SORT_PATH[args.sortBy ?? 'name'](direction), { id: direction }],
  });
  const statuses = rows.map(stockStatus);
  const count = (status: InventoryStatus) => statuses.filter((s) => s === status).length;
  const tab = args.tab ?? InventoryTab.ALL;
  return {
    items: tab === InventoryTab.ALL ? rows : rows.filter((_, i) => statuses[i] === (tab as string)),
    counts: {
      all: rows.length,
      inStock: count(InventoryStatus.IN_STOCK),
      lowStock: count(InventoryStatus.LOW_STOCK),
      outOfStock: count(InventoryStatus.OUT_OF_STOCK),
    },
  };
}

/** The REST answer for an item: product, vendor, quantities and status label. */
export function inventoryRow(item: InventoryItem) {
  const { product } = item;
  return {
    id: item.id,
    productId: product.id,
    productName: product.name,
    sku: product.sku,
    category: product.category ?? null,
    vendorId: product.vendor.id,
    vendorName: product.vendor.name,
    vendorCompany: product.vendor.company ?? null,
    onHand: item.onHand,
    reorderPoint: item.reorderPoint,
    status: STATUS_LABEL[stockStatus(item)],
    price: product.price ?? null,
    createdAt: item.createdAt.toISOString(),
  };
}

const CSV_HEADER = [
  'Product',
  'SKU',
  'Category',
  'Vendor',
  'On hand',
  'Reorder point',
  'Status',
  'Price',
  'Added',
];

/** A spreadsheet would run text starting like a formula: such cells get a leading quote. */
const safeCell = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** The current view as CSV (DECISIONS.md 1: Export). */
export async function exportInventoryCsv(ctx: Ctx, raw: unknown): Promise<string> {
  const { items } = await listInventory(ctx, raw);
  const records = items.map((item) => {
    const row = inventoryRow(item);
    return [
      safeCell(row.productName),
      safeCell(row.sku),
      row.category ?? '',
      safeCell(row.vendorCompany ?? row.vendorName),
      row.onHand,
      row.reorderPoint,
      row.status,
      row.price == null ? '' : row.price.toFixed(2),
      row.createdAt.slice(0, 10),
    ];
  });
  return stringify([CSV_HEADER, ...records]);
}

/** The buyer's own item, or 404 (another buyer's items do not exist for them). */
async function findOwnItem(em: EntityManager, user: User, itemId: number, lock = false) {
  const item = await em.findOne(
    InventoryItem,
    { id: itemId, buyer: user.id },
    lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {},
  );
  if (!item) throw notFound('Inventory item');
  await em.populate(item, POPULATE);
  return item;
}

/** Starts tracking a catalog product, with an opening count in the ledger. */
export async function trackProduct(ctx: Ctx, raw: unknown): Promise<InventoryItem> {
  const user = requireRole(ctx, Role.buyer);
  const input = await validateInput(TrackProductArgs, raw);
  const { item, events } = await ctx.em.transactional(async (em) => {
    const product = await findVisibleProduct({ ...ctx, em }, input.productId);
    if ((await em.count(InventoryItem, { buyer: user.id, product: product.id })) > 0) {
      throw conflict('This product is already in your inventory');
    }
    const buyer = await em.findOneOrFail(User, { id: user.id });
    const now = new Date();
    const item = em.create(InventoryItem, {
      buyer,
      product,
      onHand: 0,
      reorderPoint: input.reorderPoint ?? 100,
      createdAt: now,
      updatedAt: now,
    });
    const onHand = input.onHand ?? 0;
    const events =
      onHand > 0 ? await adjustStock(em, ctx.events, item, onHand, 'Opening stock count', buyer) : [];
    await em.flush();
    audit(
      { ...ctx, em },
      {
        action: 'inventory.track',
        entity: 'inventory_item',
        entityId: item.id,
        source: 'inventory',
        message: `${user.username} started tracking ${product.sku} with ${onHand} on hand`,
        after: { productId: product.id, onHand: item.onHand, reorderPoint: item.reorderPoint },
      },
    );
    return { item, events };
  });
  await publishAll(ctx, events);
  return item;
}

/** Adds or removes stock with a reason (the ledger); never below zero. */
export async function adjustInventory(ctx: Ctx, raw: unknown): Promise<InventoryItem> {
  const user = requireRole(ctx, Role.buyer);
  const input = await validateInput(AdjustInventoryArgs, raw);
  const reason = input.reason.trim();
  const { item, events } = await ctx.em.transactional(async (em) => {
    const item = await findOwnItem(em, user, input.itemId, true);
    const before = item.onHand;
    if (before + input.delta < 0) {
      throw badInput('Quantity on hand cannot go below zero', 'delta');
    }
    const actor = await em.findOneOrFail(User, { id: user.id });
    const events = await adjustStock(em, ctx.events, item, input.delta, reason, actor);
    audit(
      { ...ctx, em },
      {
        action: 'inventory.adjust',
        entity: 'inventory_item',
        entityId: item.id,
        source: 'inventory',
        message: `${user.username} adjusted ${item.product.sku} by ${input.delta}: ${reason}`,
        before: { onHand: before },
        after: { onHand: item.onHand },
      },
    );
    return { item, events };
  });
  await publishAll(ctx, events);
  return item;
}

export async function setReorderPoint(ctx: Ctx, raw: unknown): Promise<InventoryItem> {
  const user = requireRole(ctx, Role.buyer);
  const input = await validateInput(ReorderPointArgs, raw);
  return ctx.em.transactional(async (em) => {
    const item = await findOwnItem(em, user, input.itemId);
    const before = item.reorderPoint;
    item.reorderPoint = input.reorderPoint;
    audit(
      { ...ctx, em },
      {
        action: 'inventory.reorder_point',
        entity: 'inventory_item',
        entityId: item.id,
        source: 'inventory',
        message: `${user.username} set the reorder point of ${item.product.sku} to ${item.reorderPoint}`,
        before: { reorderPoint: before },
        after: { reorderPoint: item.reorderPoint },
      },
    );
    return item;
  });
}

/** Stops tracking: the item and its ledger go; the audit log keeps what it held. */
export async function untrackProduct(ctx: Ctx, itemId: number): Promise<number> {
  const user = requireRole(ctx, Role.buyer);
  return ctx.em.transactional(async (em) => {
    const item = await findOwnItem(em, user, itemId);
    audit(
      { ...ctx, em },
      {
        action: 'inventory.untrack',
        entity: 'inventory_item',
        entityId: item.id,
        source: 'inventory',
        message: `${user.username} stopped tracking ${item.product.sku}`,
        before: inventoryRow(item),
      },
    );
    em.remove(item);
    return item.id;
  });
}

/** The item's ledger, newest first, with the balance after each change. */
export async function inventoryMoves(ctx: Ctx, itemId: number) {
  const user = requireRole(ctx, Role.buyer);
  const item = await findOwnItem(ctx.em, user, itemId);
  const moves = await ctx.em.find(
    InventoryMove,
    { item: item.id },
    { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], populate: ['order', 'createdBy'] },
  );
  let balance = item.onHand;
  return moves.map((move) => {
    const entry = {
      id: move.id,
      delta: move.delta,
      reason: move.reason,
      balanceAfter: balance,
      orderCode: move.order?.orderCode ?? null,
      createdByName: move.createdBy?.name ?? null,
      createdAt: move.createdAt,
    };
    balance -= move.delta;
    return entry;
  });
}
