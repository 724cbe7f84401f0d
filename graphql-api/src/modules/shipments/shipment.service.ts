import type { EntityManager } from '@mikro-orm/postgresql';
import { audit } from '../../common/audit';
import type { Ctx } from '../../common/context';
import type { PendingEvent } from '../../common/pubsub';
import { parseDateInput } from '../../common/dates';
import { badInput, notFound } from '../../common/errors';
import { validateInput } from '../../common/validation';
import { day, units } from '../../common/words';
import { addReceivedToInventory } from '../inventory';
import { applyStatusChange, checkOrderAction, type FactsCtx, findVisibleOrder, logTimelineEvent, type Order, OrderActionKind, orderFacts, type OrderRow, OrderStatus } from '../orders';
import { onOrder } from '../planning';
import { requireCapability, type User } from '../users';
import {
  cellKey,
  cellName,
  checkPackingList,
  checkTolerance,
  fullyShipped,
  leastOf,
  mostOf,
  type OrderCell,
  orderCells,
  type PackedCarton,
  unitsOf,
} from './packing-list';
import { packingListCsv, readPackingListCsv } from './packing-list.csv';
import { assertShipmentAction, ShipmentActionKind, type ShipmentState } from './shipment.actions';
import type { ShipmentWebhook } from './shipment.events';
import {
  DEFAULT_TOLERANCE_PERCENT,
  Shipment,
  ShipmentCarton,
  ShipmentCartonItem,
  ShipmentLine,
  ShipmentStatus,
  ShippingSettings,
  ShortClosure,
} from './shipment.entity';
import {
  CloseShortInput,
  MAX_SHIPMENT_TEXT,
  PackingListCsvInput,
  ShipmentInput,
  ShipmentReceiptInput,
  ShippingSettingsInput,
} from './shipment.inputs';

const SOURCE = 'shipments';

/** Trimmed text, required or not; a 400 naming the field when missing or too long. */
function text(raw: unknown, field: string, what: string, required: boolean, max = MAX_SHIPMENT_TEXT): string | null {
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (value.length > max) throw badInput(`The ${what} must be at most ${max} characters`, field);
  if (!value && required) throw badInput(`Please enter the ${what}`, field);
  return value || null;
}

/** A buyer's over/under tolerance in percent (its setting, or ±5%). */
export async function toleranceOf(em: EntityManager, buyerId: number): Promise<number> {
  const settings = await em.findOne(ShippingSettings, { buyer: buyerId });
  return settings?.tolerancePercent ?? DEFAULT_TOLERANCE_PERCENT;
}

/** What the rules and the screens look at about an order's shipping, read in a few queries. */
export type ShippingView = ShipmentState & {
  tolerancePercent: number;
  cells: OrderCell[];
  lines: ShipmentLine[];
  closure: ShortClosure | null;
};

export async function shippingOf(ctx: FactsCtx, order: OrderRow): Promise<ShippingView> {
  const { em } = ctx;
  // One after the other: inside a transaction they share one connection.
  const facts = (await orderFacts(ctx, [order])).get(order.id)!;
  const shipments = await em.find(Shipment, { order: order.id }, { orderBy: { number: 'asc' } });
  const lines = await em.find(ShipmentLine, { order: order.id }, { orderBy: { id: 'asc' } });
  const closure = await em.findOne(ShortClosure, { order: order.id });
  const tolerancePercent = await toleranceOf(em, order.buyer.id);
  return { order, facts, shipments, lines, closure, closedShort: closure !== null, tolerancePercent, cells: orderCells(order) };
}

/** Units of each cell over some lines (shipped, or received so far). */
function sumBy(lines: readonly ShipmentLine[], value: (line: ShipmentLine) => number | null | undefined): Map<string, number> {
  const sums = new Map<string, number>();
  for (const line of lines) sums.set(cellKey(line), (sums.get(cellKey(line)) ?? 0) + (value(line) ?? 0));
  return sums;
}

/** Per cell: ordered, the most and least that may ship, shipped and received so far. */
export function cellSummary(view: ShippingView) {
  const shipped = sumBy(view.lines, (l) => l.shipped);
  const received = sumBy(view.lines, (l) => l.received);
  return view.cells.map((cell) => ({
    colour: cell.colour,
    size: cell.size,
    ordered: cell.ordered,
    most: mostOf(cell.ordered, view.tolerancePercent),
    least: leastOf(cell.ordered, view.tolerancePercent),
    shipped: shipped.get(cellKey(cell)) ?? 0,
    received: received.get(cellKey(cell)) ?? 0,
  }));
}

const totalOf = (lines: readonly { units: number }[]) => lines.reduce((sum, line) => sum + line.units, 0);

type Change = {
  action: string;
  title: string;
  body: string;
  notes: string | null;
  webhook?: ShipmentWebhook;
  webhookData?: Record<string, unknown>;
};

/**
 * What every shipment change writes, inside its transaction: the timeline and the audit entry;
 * ShipmentChanged tells the other side (a notification, with the webhook event).
 */
async function record(ctx: Ctx, em: EntityManager, order: Order, actor: User, events: PendingEvent[], change: Change, before: unknown, after: unknown) {
  logTimelineEvent(em, order, { step: change.action, notes: change.notes, createdBy: actor });
  const { title, body, webhook, webhookData } = change;
  events.push(...(await ctx.events.publish(em, 'ShipmentChanged', { order, actor, title, body, webhook, webhookData })));
  audit({ ...ctx, em }, {
    action: `shipment.${change.action.replace(/^Shipment \d+ /, '').replace(/\s+/g, '_').toLowerCase()}`,
    entity: 'order',
    entityId: order.id,
    source: SOURCE,
    message: `${actor.username}: ${change.action} on ${order.orderCode}`,
    before,
    after,
  });
}

const receiptSummary = (shipment: Shipment, lines: readonly ShipmentLine[]) => ({
  id: shipment.id,
  number: shipment.number,
  status: shipment.status,
  lines: lines.map((l) => ({ colour: l.colour, size: l.size, shipped: l.shipped, received: l.received ?? null, note: l.note ?? null })),
});

// ---------------------------------------------------------------- shipping

/**
 * The vendor ships: an advance shipping notice and a packing list, checked against the order's
 * cells and, cumulatively over the order's shipments, the buyer's over tolerance. The first shipment
 * is the vendor's Shipping request (the buyer's approval stays); later ones split the delivery.
 */
export function createShipment(ctx: Ctx, orderIdOrCode: string | number, raw: unknown): Promise<Shipment> {
  return onOrder(ctx, orderIdOrCode, async (em, order, actor, events) => {
    const view = await shippingOf({ ...ctx, em }, order);
    assertShipmentAction(actor, view, ShipmentActionKind.CreateShipment);
    const input = await validateInput(ShipmentInput, raw);
    const carrier = text(input.carrier, 'carrier', 'carrier', true, 200)!;
    const trackingNumber = text(input.trackingNumber, 'trackingNumber', 'tracking or bill-of-lading number', true, 200)!;
    const etd = parseDateInput(input.etd ?? '');
    if (!etd) throw badInput('Please enter a valid ETD', 'etd');
    const eta = parseDateInput(input.eta ?? '');
    if (!eta) throw badInput('Please enter a valid ETA', 'eta');
    if (eta < etd) throw badInput('The ETA cannot be before the ETD', 'eta');
    const cartons = checkPackingList(input.cartons, view.cells);
    const shipping = unitsOf(cartons);
    checkTolerance(shipping, view.cells, sumBy(view.lines, (l) => l.shipped), view.tolerancePercent);

    const shipment = em.create(Shipment, {
      order,
      number: (view.shipments.at(-1)?.number ?? 0) + 1,
      mode: input.mode,
      carrier,
      trackingNumber,
      etd,
      eta,
      note: text(input.note, 'note', 'note', false),
      createdBy: actor,
    });
    em.persist(shipment);
    let next = 1;
    cartons.forEach((carton, i) => {
      const { items, ...size } = carton;
      const row = em.create(ShipmentCarton, { shipment, position: i + 1, firstCarton: next, ...size });
      next += carton.cartonCount;
      em.persist(row);
      for (const item of items) em.persist(em.create(ShipmentCartonItem, { carton: row, ...item }));
    });
    for (const line of shipping)
      em.persist(em.create(ShipmentLine, { shipment, order, colour: line.colour, size: line.size, shipped: line.units }));
    // The first shipment carries the Shipping request: Approval Needed until the buyer approves.
    const requesting = order.status !== OrderStatus.Shipping && order.requestedStatus !== OrderStatus.Shipping;
    if (requesting) {
      const { effect } = await checkOrderAction({ ...ctx, em }, actor, order, OrderActionKind.RequestStatus, OrderStatus.Shipping);
      await applyStatusChange(ctx, em, order, actor, OrderActionKind.RequestStatus, effect!, `Shipment ${shipment.number} ready`, events);
    }
    await em.flush();
    const total = totalOf(shipping);
    const cartonTotal = next - 1;
    const asn = `${shipment.mode} by ${carrier}, ${trackingNumber}, ETD ${day(etd)}, ETA ${day(eta)}`;
    const after = {
      id: shipment.id,
      number: shipment.number,
      mode: shipment.mode,
      carrier,
      trackingNumber,
      etd,
      eta,
      cartons: cartonTotal,
      lines: shipping.map((l) => ({ colour: l.colour, size: l.size, shipped: l.units })),
    };
    await record(ctx, em, order, actor, events, {
      action: `Shipment ${shipment.number} created`,
      title: `Shipment ${shipment.number} on its way`,
      body: `${actor.name} shipped ${units(total)} of ${order.orderCode} in ${cartonTotal} carton${cartonTotal === 1 ? '' : 's'}: ${asn}.${requesting ? ' Shipping waits for your approval.' : ''}`,
      notes: `${units(total)} in ${cartonTotal} carton${cartonTotal === 1 ? '' : 's'}; ${asn}.`,
      webhook: 'shipment.created',
      webhookData: { shipment: after },
    }, null, after);
    return shipment;
  });
}

/** A shipment the user may see (404 otherwise), run in its order's transaction. */
async function onShipment<T>(
  ctx: Ctx,
  rawId: unknown,
  step: (em: EntityManager, order: Order, shipment: Shipment, view: ShippingView, actor: User, events: PendingEvent[]) => Promise<T>,
): Promise<T> {
  const id = Number(rawId);
  const found = Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? await ctx.em.findOne(Shipment, { id }, { fields: ['order'] as never }) : null;
  if (!found) throw notFound('Shipment');
  return onOrder(ctx, found.order.id, async (em, order, actor, events) => {
    const view = await shippingOf({ ...ctx, em }, order);
    return step(em, order, view.shipments.find((s) => s.id === id)!, view, actor, events);
  });
}

type ReceiptLine = { line: ShipmentLine; received: number; note: string | null };

/** The cells a receipt counts: every cell not yet received as shipped, or the lines given (checked). */
function receiptLines(raw: unknown[] | null | undefined, lines: readonly ShipmentLine[]): ReceiptLine[] {
  const open = lines.filter((line) => line.received == null);
  if (raw == null || raw.length === 0) return open.map((line) => ({ line, received: line.shipped, note: null }));
  const seen = new Set<number>();
  return raw.map((item, i) => {
    const field = `lines[${i}]`;
    if (item === null || typeof item !== 'object' || Array.isArray(item)) throw badInput('A received line is not valid', field);
    const { colour, size, received, note } = item as Record<string, unknown>;
    const wanted = { colour: typeof colour === 'string' ? colour.trim() : '', size: typeof size === 'string' ? size.trim() : '' };
    const line = lines.find((l) => cellKey(l) === cellKey(wanted));
    if (!line) throw badInput(`${cellName(wanted)} is not in this shipment`, field);
    if (line.received != null) throw badInput(`${cellName(line)} is already received`, field);
    if (seen.has(line.id)) throw badInput(`${cellName(line)} is listed twice`, field);
    seen.add(line.id);
    if (typeof received !== 'number' || !Number.isInteger(received) || received < 0)
      throw badInput(`${cellName(line)}: the quantity received must be a whole number, 0 or more`, `${field}.received`);
    if (received > line.shipped * 2 + 100)
      throw badInput(`${cellName(line)}: ${units(received)} received of ${units(line.shipped)} shipped cannot be right`, `${field}.received`);
    const noted = text(note, `${field}.note`, 'note', false);
    if (received !== line.shipped && !noted)
      throw badInput(`${cellName(line)}: note the discrepancy (${units(received)} received of ${units(line.shipped)} shipped)`, `${field}.note`);
    return { line, received, note: noted };
  });
}

/**
 * The buyer receives a shipment: all of it as shipped, or cell by cell with discrepancies noted.
 * What was received (not what was ordered) goes into the buyer's inventory. When every shipment is
 * received and every cell has shipped within the under tolerance, the order is Delivered.
 */
export function receiveShipment(ctx: Ctx, shipmentId: unknown, raw: unknown): Promise<Shipment> {
  return onShipment(ctx, shipmentId, async (em, order, shipment, view, actor, events) => {
    assertShipmentAction(actor, view, ShipmentActionKind.Receive, shipment);
    const input = await validateInput(ShipmentReceiptInput, raw ?? {});
    const lines = view.lines.filter((line) => line.shipment.id === shipment.id);
    const before = receiptSummary(shipment, lines);
    const counted = receiptLines(input.lines, lines);
    const now = new Date();
    for (const { line, received, note } of counted) Object.assign(line, { received, note, receivedAt: now });
    const complete = lines.every((line) => line.received != null);
    shipment.status = complete ? ShipmentStatus.Received : ShipmentStatus.PartlyReceived;
    if (complete) Object.assign(shipment, { receivedAt: now, receivedBy: actor });
    const total = counted.reduce((sum, c) => sum + c.received, 0);
    const short = counted.filter((c) => c.received !== c.line.shipped);
    events.push(...(await addReceivedToInventory(em, ctx.events, order, total, `shipment ${shipment.number}`, actor)));
    const notes = [
      `${units(total)} received${complete ? '' : ` (${counted.length} of ${lines.length} cells)`}.`,
      ...short.map((c) => `${cellName(c.line)}: ${c.received} of ${c.line.shipped} (${c.note}).`),
    ].join(' ');
    const after = receiptSummary(shipment, lines);
    await record(ctx, em, order, actor, events, {
      action: `Shipment ${shipment.number} ${complete ? 'received' : 'partly received'}`,
      title: `Shipment ${shipment.number} ${complete ? 'received' : 'partly received'}${short.length ? ' with discrepancies' : ''}`,
      body: `${actor.name} received ${units(total)} of shipment ${shipment.number} of ${order.orderCode}.${short.length ? ` Discrepancies: ${short.map((c) => `${cellName(c.line)} ${c.received} of ${c.line.shipped}`).join(', ')}.` : ''}`,
      notes,
      webhook: 'shipment.received',
      webhookData: { shipment: after },
    }, before, after);
    const allReceived = view.shipments.every((s) => s.status === ShipmentStatus.Received);
    if (allReceived && fullyShipped(view.cells, sumBy(view.lines, (l) => l.shipped), view.tolerancePercent))
      await deliver(ctx, em, order, actor, events, 'Everything shipped is received');
    return shipment;
  });
}

/** The order is Delivered (by the buyer's receipt or closing short): no approval needed, the buyer is the one who says so. */
function deliver(ctx: Ctx, em: EntityManager, order: Order, actor: User, events: PendingEvent[], reason: string) {
  const effect = { status: OrderStatus.Delivered, requestedStatus: null, previousStatus: null };
  return applyStatusChange(ctx, em, order, actor, OrderActionKind.SetStatus, effect, reason, events);
}

/** The buyer takes what was received as the delivery: the order is Delivered short, with a reason. */
export function closeShort(ctx: Ctx, orderIdOrCode: string | number, raw: unknown): Promise<Order> {
  return onOrder(ctx, orderIdOrCode, async (em, order, actor, events) => {
    const view = await shippingOf({ ...ctx, em }, order);
    assertShipmentAction(actor, view, ShipmentActionKind.CloseShort);
    const input = await validateInput(CloseShortInput, raw);
    const reason = text(input.reason, 'reason', 'reason for closing the order short', true)!;
    em.persist(em.create(ShortClosure, { order, reason, closedBy: actor }));
    const received = view.lines.reduce((sum, line) => sum + (line.received ?? 0), 0);
    await record(ctx, em, order, actor, events, {
      action: 'Closed short',
      title: 'Order closed short',
      body: `${actor.name} closed ${order.orderCode} short at ${units(received)} received of ${units(order.quantity)} ordered. Reason: ${reason}`,
      notes: `${units(received)} received of ${units(order.quantity)} ordered. ${reason}`,
    }, { status: order.status }, { received, reason });
    await deliver(ctx, em, order, actor, events, `Closed short: ${reason}`);
    return order;
  });
}

// ---------------------------------------------------------------- packing lists as CSV

/** Reads a packing list from CSV for the vendor's shipment form (checked; nothing is saved). */
export async function importPackingList(ctx: Ctx, orderIdOrCode: string | number, raw: unknown): Promise<PackedCarton[]> {
  const order = await findVisibleOrder(ctx, orderIdOrCode, ['buyer', 'vendor']);
  const view = await shippingOf(ctx, order);
  assertShipmentAction(ctx.user!, view, ShipmentActionKind.CreateShipment);
  const input = await validateInput(PackingListCsvInput, raw);
  const cartons = readPackingListCsv(input.csv, view.cells);
  checkTolerance(unitsOf(cartons), view.cells, sumBy(view.lines, (l) => l.shipped), view.tolerancePercent);
  return cartons;
}

// ---------------------------------------------------------------- reading

const byIds = <T>(ids: readonly number[], rows: T[], key: (row: T) => number) =>
  ids.map((id) => rows.filter((row) => key(row) === id));

/** The shipments of several orders (one query), each list by number. */
export async function shipmentsOf(em: EntityManager, orderIds: readonly number[]): Promise<Shipment[][]> {
  const rows = await em.find(Shipment, { order: { $in: [...orderIds] } }, { orderBy: { number: 'asc' } });
  return byIds(orderIds, rows, (row) => row.order.id);
}

/** What the cartons of several packing-list rows hold (one query). */
export async function cartonItemsOf(em: EntityManager, cartonIds: readonly number[]): Promise<ShipmentCartonItem[][]> {
  const items = await em.find(ShipmentCartonItem, { carton: { $in: [...cartonIds] } }, { orderBy: { id: 'asc' } });
  return byIds(cartonIds, items, (item) => item.carton.id);
}

/** The packing lists of several shipments (one query each for rows and contents). */
export async function cartonsOf(em: EntityManager, shipmentIds: readonly number[]): Promise<PackedCartonRow[][]> {
  const rows = await em.find(ShipmentCarton, { shipment: { $in: [...shipmentIds] } }, { orderBy: { position: 'asc' } });
  const items = await cartonItemsOf(em, rows.map((r) => r.id));
  const withItems = rows.map((carton, i) => ({ carton, items: items[i] }));
  return byIds(shipmentIds, withItems, (row) => row.carton.shipment.id);
}
export type PackedCartonRow = { carton: ShipmentCarton; items: ShipmentCartonItem[] };

/** The shipped and received lines of several shipments (one query). */
export async function linesOf(em: EntityManager, shipmentIds: readonly number[]): Promise<ShipmentLine[][]> {
  const rows = await em.find(ShipmentLine, { shipment: { $in: [...shipmentIds] } }, { orderBy: { id: 'asc' } });
  return byIds(shipmentIds, rows, (row) => row.shipment.id);
}

/** The shipping views of several orders, for their actions (a few queries per order: an order page shows one). */
export async function shippingViewsOf(ctx: FactsCtx, orders: readonly OrderRow[]): Promise<ShippingView[]> {
  const views: ShippingView[] = [];
  for (const order of orders) views.push(await shippingOf(ctx, order));
  return views;
}

/** GET /api/orders/{id}/shipments: the order's shipping view (404 when the user may not see the order). */
export async function orderShipping(ctx: Ctx, orderIdOrCode: string | number): Promise<ShippingView> {
  const order = await findVisibleOrder(ctx, orderIdOrCode, ['buyer', 'vendor']);
  return shippingOf(ctx, order);
}

/** One shipment with its order's view (404 when the user may not see the order). */
export async function getShipment(ctx: Ctx, rawId: unknown): Promise<{ shipment: Shipment; view: ShippingView }> {
  const id = Number(rawId);
  const found = Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? await ctx.em.findOne(Shipment, { id }) : null;
  if (!found) throw notFound('Shipment');
  let order: Order;
  try {
    order = await findVisibleOrder(ctx, found.order.id);
  } catch {
    throw notFound('Shipment');
  }
  const view = await shippingOf(ctx, order);
  return { shipment: view.shipments.find((s) => s.id === id)!, view };
}

/** GET /api/shipments/{id}/packing-list.csv: the packing list as CSV. */
export async function exportPackingList(ctx: Ctx, rawId: unknown): Promise<{ fileName: string; csv: string }> {
  const { shipment, view } = await getShipment(ctx, rawId);
  const [rows] = await cartonsOf(ctx.em, [shipment.id]);
  const cartons = rows.map(({ carton, items }) => ({
    cartonCount: carton.cartonCount,
    grossWeightKg: carton.grossWeightKg,
    netWeightKg: carton.netWeightKg,
    lengthCm: carton.lengthCm,
    widthCm: carton.widthCm,
    heightCm: carton.heightCm,
    items: items.map((i) => ({ colour: i.colour, size: i.size, quantity: i.quantity })),
  }));
  return { fileName: `${view.order.orderCode}-shipment-${shipment.number}-packing-list.csv`, csv: packingListCsv(cartons) };
}

// ---------------------------------------------------------------- settings

/** The signed-in buyer's over/under tolerance. */
export async function myShippingSettings(ctx: Ctx): Promise<{ tolerancePercent: number }> {
  const buyer = requireCapability(ctx, 'editShippingSettings');
  return { tolerancePercent: await toleranceOf(ctx.em, buyer.id) };
}

/** The buyer changes its tolerance (shipments created later are checked with it). */
export async function updateShippingSettings(ctx: Ctx, raw: unknown): Promise<{ tolerancePercent: number }> {
  const buyer = requireCapability(ctx, 'editShippingSettings');
  const input = await validateInput(ShippingSettingsInput, raw);
  await ctx.em.transactional(async (em) => {
    const current = await em.findOne(ShippingSettings, { buyer: buyer.id });
    const before = { tolerancePercent: current?.tolerancePercent ?? DEFAULT_TOLERANCE_PERCENT };
    if (current) current.tolerancePercent = input.tolerancePercent;
    else em.persist(em.create(ShippingSettings, { buyer: buyer.id, tolerancePercent: input.tolerancePercent }));
    audit({ ...ctx, em }, {
      action: 'shipping.settings',
      entity: 'user',
      entityId: buyer.id,
      source: SOURCE,
      message: `${buyer.username} set the shipped-quantity tolerance to ±${input.tolerancePercent}%`,
      before,
      after: { tolerancePercent: input.tolerancePercent },
    });
  });
  return myShippingSettings(ctx);
}
