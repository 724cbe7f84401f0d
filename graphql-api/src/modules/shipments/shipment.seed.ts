import type { EntityManager } from '@mikro-orm/postgresql';
import type { Order } from '../orders';
import { cellKey, type PackedCarton, unitsOf } from './packing-list';
import {
  Shipment,
  ShipmentCarton,
  ShipmentCartonItem,
  ShipmentLine,
  ShipmentMode,
  ShipmentStatus,
  ShortClosure,
} from './shipment.entity';

const DAY = 86_400_000;
const isoDay = (daysFromNow: number) => new Date(Date.now() + daysFromNow * DAY).toISOString().slice(0, 10);

type Asn = { mode: ShipmentMode; carrier: string; trackingNumber: string; etdIn: number; etaIn: number };
/** Received units and the buyer's note, by cell ("colour/size"); cells left out are not received yet. */
type Receipt = Record<string, [received: number, note?: string]>;

/** Cartons of one size each: [colour, size, cartons, units per carton]. */
const cartonsOf = (rows: [string, string, number, number][], grossKg: number, netKg: number): PackedCarton[] =>
  rows.map(([colour, size, cartonCount, quantity]) => ({
    cartonCount,
    grossWeightKg: grossKg,
    netWeightKg: netKg,
    lengthCm: 60,
    widthCm: 40,
    heightCm: 35,
    items: [{ colour, size, quantity }],
  }));

function seedShipment(em: EntityManager, order: Order, number: number, daysAgo: number, asn: Asn, cartons: PackedCarton[], receipt: Receipt | null) {
  const createdAt = new Date(Date.now() - daysAgo * DAY);
  const lines = unitsOf(cartons);
  const received = (key: string) => Object.entries(receipt ?? {}).find(([cell]) => cellKey({ colour: cell.split('/')[0], size: cell.split('/')[1] }) === key)?.[1];
  const all = lines.every((line) => received(cellKey(line)));
  const receivedAt = receipt ? new Date(createdAt.getTime() + (asn.etaIn - asn.etdIn) * DAY) : null;
  const shipment = em.create(Shipment, {
    order,
    number,
    status: !receipt ? ShipmentStatus.InTransit : all ? ShipmentStatus.Received : ShipmentStatus.PartlyReceived,
    mode: asn.mode,
    carrier: asn.carrier,
    trackingNumber: asn.trackingNumber,
    etd: isoDay(asn.etdIn),
    eta: isoDay(asn.etaIn),
    createdBy: order.vendor,
    createdAt,
    receivedAt: all ? receivedAt : null,
    receivedBy: all ? order.buyer : null,
  });
  let next = 1;
  cartons.forEach(({ items, ...size }, i) => {
    const row = em.create(ShipmentCarton, { shipment, position: i + 1, firstCarton: next, ...size });
    next += size.cartonCount;
    for (const item of items) em.create(ShipmentCartonItem, { carton: row, ...item });
  });
  for (const line of lines) {
    const [count, note] = received(cellKey(line)) ?? [];
    em.create(ShipmentLine, {
      shipment,
      order,
      colour: line.colour,
      size: line.size,
      shipped: line.units,
      received: count ?? null,
      note: note ?? null,
      receivedAt: count === undefined ? null : receivedAt,
    });
  }
}

/**
 * The demo's shipments, one in each state: the tees waiting for Shipping approval went out in one
 * sea shipment (shipped); the hoodies in Shipping are split in two, the first received with a
 * discrepancy, the second partly received (the M and L cartons still to count); the delivered polos
 * shipped 840 of 900 in one shipment (short of the 5% tolerance: the fabric ran out), received in
 * full, and the buyer closed the order short with its reason (its vendor's shipped-quantity accuracy).
 */
export function seedShipments(em: EntityManager, requested: Order, shipping: Order, delivered: Order) {
  seedShipment(
    em,
    requested,
    1,
    1,
    { mode: ShipmentMode.Sea, carrier: 'Maersk Line', trackingNumber: 'MAEU-5827361', etdIn: 2, etaIn: 26 },
    [{ cartonCount: 50, grossWeightKg: 11.5, netWeightKg: 10.2, lengthCm: 60, widthCm: 40, heightCm: 30, items: [{ colour: '', size: '', quantity: 50 }] }],
    null,
  );

  shipping.sizeBreakdown = { colours: ['Charcoal', 'Heather Grey'], sizes: ['S', 'M', 'L', 'XL'], quantities: [[60, 90, 90, 60], [60, 90, 90, 60]] };
  seedShipment(
    em,
    shipping,
    1,
    12,
    { mode: ShipmentMode.Air, carrier: 'DHL Global Forwarding', trackingNumber: 'AWB 176-44218830', etdIn: -11, etaIn: -8 },
    cartonsOf([['Charcoal', 'S', 3, 20], ['Charcoal', 'M', 4, 20], ['Heather Grey', 'S', 3, 20], ['Heather Grey', 'M', 4, 20]], 14.8, 13.6),
    { 'Charcoal/S': [60], 'Charcoal/M': [76, 'One carton arrived crushed: 4 hoodies soiled and set aside'], 'Heather Grey/S': [60], 'Heather Grey/M': [80] },
  );
  seedShipment(
    em,
    shipping,
    2,
    4,
    { mode: ShipmentMode.Road, carrier: 'Kuehne+Nagel Road', trackingNumber: 'KN-RD-902118', etdIn: -3, etaIn: -1 },
    cartonsOf([['Charcoal', 'M', 1, 10], ['Charcoal', 'L', 5, 18], ['Charcoal', 'XL', 4, 15], ['Heather Grey', 'M', 1, 10], ['Heather Grey', 'L', 5, 18], ['Heather Grey', 'XL', 4, 15]], 15.1, 13.9),
    { 'Charcoal/XL': [60], 'Heather Grey/XL': [60] },
  );

  seedShipment(
    em,
    delivered,
    1,
    20,
    { mode: ShipmentMode.Sea, carrier: 'Hapag-Lloyd', trackingNumber: 'HLCU-DAC2611907', etdIn: -19, etaIn: -5 },
    [{ cartonCount: 42, grossWeightKg: 9.8, netWeightKg: 8.9, lengthCm: 60, widthCm: 40, heightCm: 30, items: [{ colour: '', size: '', quantity: 20 }] }],
    { '/': [840] },
  );
  em.create(ShortClosure, {
    order: delivered,
    reason: 'The mill could not dye the last 60 pieces’ pique in time; the balance is cancelled.',
    closedBy: delivered.buyer,
    // On receipt: 20 days ago, arriving 14 days later.
    createdAt: new Date(Date.now() - 6 * DAY),
  });
}
