import type { FastifyPluginAsync } from 'fastify';
import type { Ctx } from '../../common/context';
import { file, ID, inputSchema, list, ok, orNull, ORDER_KEY, params, shape } from '../../common/schemas';
import type { User } from '../users';
import { shipmentActions } from './shipment.actions';
import type { Shipment } from './shipment.entity';
import {
  CloseShortInput,
  PackingListCsvInput,
  ShipmentInput,
  ShipmentReceiptInput,
  ShippingSettingsInput,
} from './shipment.inputs';
import {
  cartonsOf,
  cellSummary,
  closeShort,
  createShipment,
  exportPackingList,
  getShipment,
  importPackingList,
  linesOf,
  myShippingSettings,
  orderShipping,
  receiveShipment,
  type ShippingView,
  updateShippingSettings,
} from './shipment.service';

type ById = { Params: { id: string } };
type Body = Record<string, unknown> | undefined;

const person = (user?: User | null) => (user ? { id: user.id, name: user.name } : null);

/** Shipments as REST answers them: the ASN, the packing list, shipped and received per cell, actions. */
async function shipmentsJson(ctx: Ctx, view: ShippingView, shipments: readonly Shipment[]) {
  const ids = shipments.map((s) => s.id);
  const cartons = await cartonsOf(ctx.em, ids);
  const lines = await linesOf(ctx.em, ids);
  await ctx.em.populate(shipments as Shipment[], ['createdBy', 'receivedBy']);
  return shipments.map((shipment, i) => ({
    id: shipment.id,
    orderId: view.order.id,
    number: shipment.number,
    status: shipment.status,
    mode: shipment.mode,
    carrier: shipment.carrier,
    trackingNumber: shipment.trackingNumber,
    etd: shipment.etd,
    eta: shipment.eta,
    note: shipment.note ?? null,
    createdBy: person(shipment.createdBy),
    createdAt: shipment.createdAt.toISOString(),
    receivedBy: person(shipment.receivedBy),
    receivedAt: shipment.receivedAt?.toISOString() ?? null,
    cartonTotal: cartons[i].reduce((sum, row) => sum + row.carton.cartonCount, 0),
    cartons: cartons[i].map(({ carton, items }) => ({
      position: carton.position,
      firstCarton: carton.firstCarton,
      cartonCount: carton.cartonCount,
      grossWeightKg: carton.grossWeightKg,
      netWeightKg: carton.netWeightKg,
      lengthCm: carton.lengthCm,
      widthCm: carton.widthCm,
      heightCm: carton.heightCm,
      items: items.map((item) => ({ colour: item.colour, size: item.size, quantity: item.quantity })),
    })),
    lines: lines[i].map((line) => ({
      colour: line.colour,
      size: line.size,
      shipped: line.shipped,
      received: line.received ?? null,
      note: line.note ?? null,
    })),
    availableActions: shipmentActions(ctx.user!, view, shipment),
  }));
}

async function shippingJson(ctx: Ctx, view: ShippingView) {
  return {
    orderId: view.order.id,
    orderCode: view.order.orderCode,
    tolerancePercent: view.tolerancePercent,
    closedShortReason: view.closure?.reason ?? null,
    cells: cellSummary(view),
    availableActions: shipmentActions(ctx.user!, view),
    shipments: await shipmentsJson(ctx, view, view.shipments),
  };
}

const one = async (ctx: Ctx, orderId: number, shipmentId: number) => {
  const view = await orderShipping(ctx, orderId);
  return (await shipmentsJson(ctx, view, view.shipments.filter((s) => s.id === shipmentId)))[0];
};

const TAGS = ['Shipments'];
const PERSON = orNull(shape({ id: 'integer', name: 'string' }));
const ACTION = shape({ kind: 'string', label: 'string' });
const ITEM = shape({ colour: 'string', size: 'string', quantity: 'integer' });
const CARTON_FIELDS = {
  cartonCount: 'integer',
  grossWeightKg: 'number',
  netWeightKg: 'number',
  lengthCm: 'number',
  widthCm: 'number',
  heightCm: 'number',
  items: list(ITEM),
} as const;
const CARTON = shape({ position: 'integer', firstCarton: 'integer', ...CARTON_FIELDS });
const LINE = shape({ colour: 'string', size: 'string', shipped: 'integer', received: 'integer?', note: 'string?' });
const SHIPMENT = shape({
  id: 'integer',
  orderId: 'integer',
  number: 'integer',
  status: 'string',
  mode: 'string',
  carrier: 'string',
  trackingNumber: 'string',
  etd: 'string',
  eta: 'string',
  note: 'string?',
  createdBy: PERSON,
  createdAt: 'date-time',
  receivedBy: PERSON,
  receivedAt: 'date-time?',
  cartonTotal: 'integer',
  cartons: list(CARTON),
  lines: list(LINE),
  availableActions: list(ACTION),
});
const CELL = shape({
  colour: 'string',
  size: 'string',
  ordered: 'integer',
  most: 'integer',
  least: 'integer',
  shipped: 'integer',
  received: 'integer',
});
const SHIPPING = shape({
  orderId: 'integer',
  orderCode: 'string',
  tolerancePercent: 'number',
  closedShortReason: 'string?',
  cells: list(CELL),
  availableActions: list(ACTION),
  shipments: list(SHIPMENT),
});
const SETTINGS = shape({ tolerancePercent: 'number' });
const onOrder = params({ id: ORDER_KEY });
const onShipment = params({ id: ID });

/** REST paths of shipments and packing lists; thin, every rule is in the service. */
export const shipmentRoutes: FastifyPluginAsync = async (app) => {
  app.get<ById>(
    '/orders/:id/shipments',
    {
      schema: {
        tags: TAGS,
        summary: "An order's shipping: tolerance, ordered / shipped / received per cell, shipments, actions",
        params: onOrder,
        response: ok(200, SHIPPING),
      },
    },
    async (req) => shippingJson(req.ctx, await orderShipping(req.ctx, req.params.id)),
  );

  app.post<ById & { Body: Body }>(
    '/orders/:id/shipments',
    {
      schema: {
        tags: TAGS,
        summary: 'Vendors: ship (advance shipping notice and packing list); the first shipment requests Shipping',
        params: onOrder,
        body: inputSchema(ShipmentInput),
        response: ok(201, SHIPMENT),
      },
    },
    async (req, reply) => {
      const shipment = await createShipment(req.ctx, req.params.id, req.body);
      return reply.status(201).send(await one(req.ctx, shipment.order.id, shipment.id));
    },
  );

  app.post<ById & { Body: Body }>(
    '/orders/:id/packing-list/import',
    {
      schema: {
        tags: TAGS,
        summary: 'Vendors: read a packing list from CSV (checked against the order; nothing is saved)',
        params: onOrder,
        body: inputSchema(PackingListCsvInput),
        response: ok(200, shape({ cartons: list(shape(CARTON_FIELDS)) })),
      },
    },
    async (req) => ({ cartons: await importPackingList(req.ctx, req.params.id, req.body) }),
  );

  app.post<ById & { Body: Body }>(
    '/orders/:id/close-short',
    {
      schema: {
        tags: TAGS,
        summary: 'Buyers: take what was received as the delivery (the order is Delivered short), with a reason',
        params: onOrder,
        body: inputSchema(CloseShortInput),
        response: ok(200, SHIPPING),
      },
    },
    async (req) => {
      const order = await closeShort(req.ctx, req.params.id, req.body);
      return shippingJson(req.ctx, await orderShipping(req.ctx, order.id));
    },
  );

  app.get<ById>(
    '/shipments/:id',
    { schema: { tags: TAGS, summary: 'One shipment', params: onShipment, response: ok(200, SHIPMENT) } },
    async (req) => {
      const { shipment, view } = await getShipment(req.ctx, req.params.id);
      return (await shipmentsJson(req.ctx, view, [shipment]))[0];
    },
  );

  app.post<ById & { Body: Body }>(
    '/shipments/:id/receipt',
    {
      schema: {
        tags: TAGS,
        summary: 'Buyers: receive a shipment, all of it or cell by cell (a discrepancy needs a note)',
        params: onShipment,
        body: inputSchema(ShipmentReceiptInput),
        response: ok(200, SHIPMENT),
      },
    },
    async (req) => {
      const shipment = await receiveShipment(req.ctx, req.params.id, req.body ?? {});
      return one(req.ctx, shipment.order.id, shipment.id);
    },
  );

  app.get<ById>(
    '/shipments/:id/packing-list.csv',
    {
      schema: {
        tags: TAGS,
        summary: 'The packing list as CSV (opens in spreadsheets)',
        params: onShipment,
        response: { 200: file('text/csv', 'A CSV file') },
      },
    },
    async (req, reply) => {
      const { fileName, csv } = await exportPackingList(req.ctx, req.params.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(csv);
    },
  );

  app.get(
    '/shipping-settings',
    { schema: { tags: TAGS, summary: 'Buyers: the over/under tolerance on shipped quantities', response: ok(200, SETTINGS) } },
    async (req) => myShippingSettings(req.ctx),
  );

  app.put<{ Body: Body }>(
    '/shipping-settings',
    {
      schema: {
        tags: TAGS,
        summary: 'Buyers: change the over/under tolerance',
        body: inputSchema(ShippingSettingsInput),
        response: ok(200, SETTINGS),
      },
    },
    async (req) => updateShippingSettings(req.ctx, req.body),
  );
};
