import type { FastifyPluginAsync } from 'fastify';
import { inputSchema, list, ok, ORDER_KEY, params, PARTY, query, shape } from '../../common/schemas';
import { CreateOrderInput, TimelineEventInput, UpdateOrderStatusInput } from './order.inputs';
import { orderRow, timelineRow } from './order.shape';
import { GATES as POLICY } from '../policy';
import type { Ctx } from '../../common/context';
import type { OrderRow } from './order.read';
import { newOrderFacts, type OrderFacts } from './order.actions';
import {
  actionsOf,
  createOrder,
  getOrder,
  listOrderableVendors,
  listVisibleOrders,
  updateOrderStatus,
} from './order.service';
import { addTimelineEvent, listTimeline, orderTimeline } from './timeline.service';

/** What the caller may do to an order now (modules/orders/order.actions.ts). */
export const ACTION = shape({
  kind: 'string',
  targetStatus: 'string?',
  resultStatus: 'string?',
  label: 'string',
  needsReason: 'boolean',
  goesToApproval: 'boolean',
  primary: 'boolean',
  disabledReason: 'string?',
});
/** An order as every REST answer gives it (SPEC.md 7, plus the workflow's fields). */
export const ORDER = shape({
  id: 'integer',
  orderId: 'string',
  productId: 'integer',
  vendorId: 'integer',
  buyerId: 'integer',
  quantity: 'integer',
  sizeBreakdown: 'any',
  status: 'string',
  ackStatus: 'string?',
  dueDate: 'string',
  dueDateIso: 'date',
  originalDueDate: 'string',
  originalDueDateIso: 'date',
  acknowledgedAt: 'date-time?',
  createdAt: 'date-time',
  notes: 'string?',
  productName: 'string',
  sku: 'string',
  buyerName: 'string',
  vendorName: 'string',
  buyerCompany: 'string?',
  vendorCompany: 'string?',
  progress: 'integer',
  version: 'integer',
  requestedStatus: 'string?',
  previousStatus: 'string?',
  completedAt: 'date-time?',
  delayReason: 'string?',
  policy: POLICY,
  tightPlanDays: 'integer?',
  availableActions: list(ACTION),
}) as { type: 'object'; properties: Record<string, unknown>; required: string[] };
const TIMELINE_EVENT = shape({
  id: 'integer',
  orderId: 'string',
  orderDbId: 'integer',
  title: 'string',
  step: 'string',
  status: 'string',
  date: 'date-time',
  description: 'string',
  createdBy: 'string?',
  requiresAction: 'boolean',
  attachmentUrl: 'string?',
  orderProductName: 'string',
});

type ById = { Params: { id: string } };

/** Orders as REST answers them, each with what the caller may do to it now (`availableActions`). */
export async function rows(ctx: Ctx, orders: OrderRow[], facts?: ReadonlyMap<number, OrderFacts>) {
  const actions = await actionsOf(ctx, orders, facts);
  return orders.map((order, index) => ({ ...orderRow(order), availableActions: actions[index] }));
}

/** REST paths of the orders module (SPEC.md section 7); thin, every rule is in the service. */
export const orderRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/orders',
    {
      schema: {
        summary: 'Every order the caller may see, newest first',
        response: ok(200, list(ORDER)),
      },
    },
    async (req) => rows(req.ctx, await listVisibleOrders(req.ctx)),
  );

  app.get<ById>(
    '/orders/:id',
    {
      schema: {
        summary: 'One order (by id or code), with what the caller may do now',
        params: params({ id: ORDER_KEY }),
        response: ok(200, ORDER),
      },
    },
    async (req) => (await rows(req.ctx, [await getOrder(req.ctx, req.params.id)]))[0],
  );

  app.get<{ Querystring: { buyerId?: number } }>(
    '/orders/orderable-vendors',
    {
      schema: {
        summary:
          'The vendors a new order may go to (active, with an approved connection): the rule POST /orders enforces. Admins name the buyer.',
        querystring: query({ buyerId: 'integer' }),
        response: ok(200, list(PARTY)),
      },
    },
    async (req) =>
      (await listOrderableVendors(req.ctx, req.query.buyerId)).map((vendor) => ({
        id: vendor.id,
        name: vendor.name,
        company: vendor.company ?? null,
      })),
  );

  app.post(
    '/orders',
    {
      schema: {
        summary: 'Buyers (or admins for a buyer): place an order',
        body: inputSchema(CreateOrderInput),
        response: ok(201, ORDER),
      },
    },
    async (req, reply) => {
      const order = await createOrder(req.ctx, req.body);
      const [row] = await rows(req.ctx, [order], new Map([[order.id, newOrderFacts(req.ctx)]]));
      return reply.status(201).send(row);
    },
  );

  app.put<ById>(
    '/orders/:id/status',
    {
      schema: {
        summary: "Change an order's status (through the order's available actions)",
        params: params({ id: ORDER_KEY }),
        body: inputSchema(UpdateOrderStatusInput),
        response: ok(200, {
          ...ORDER,
          properties: { ...ORDER.properties, approvalRequested: { type: 'boolean' } },
        }),
      },
    },
    async (req) => {
      const { order, approvalRequested, facts } = await updateOrderStatus(
        req.ctx,
        req.params.id,
        req.body,
      );
      return { ...(await rows(req.ctx, [order], new Map([[order.id, facts]])))[0], approvalRequested };
    },
  );

  app.get(
    '/timeline',
    {
      schema: {
        summary: "Timeline events of the caller's orders, newest first",
        response: ok(200, list(TIMELINE_EVENT)),
      },
    },
    async (req) => (await listTimeline(req.ctx)).map((event) => timelineRow(event)),
  );

  app.get<{ Params: { orderId: string } }>(
    '/timeline/:orderId',
    {
      schema: {
        summary: "One order's timeline",
        params: params({ orderId: ORDER_KEY }),
        response: ok(200, list(TIMELINE_EVENT)),
      },
    },
    async (req) => {
      const { order, events } = await orderTimeline(req.ctx, req.params.orderId);
      return events.map((event) => timelineRow(event, order));
    },
  );

  app.post(
    '/timeline',
    {
      schema: {
        summary: "Add a note to an order's history (never a status change)",
        body: inputSchema(TimelineEventInput),
        response: ok(201, TIMELINE_EVENT),
      },
    },
    async (req, reply) => {
      const event = await addTimelineEvent(req.ctx, req.body);
      return reply.status(201).send(timelineRow(event));
    },
  );
};
