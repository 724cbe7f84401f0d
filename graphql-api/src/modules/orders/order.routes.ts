import type { FastifyPluginAsync } from 'fastify';
import { orderRow, timelineRow } from './order.shape';
import type { Ctx } from '../../common/context';
import type { Order } from './order.entity';
import { actionsOf, createOrder, getOrder, listVisibleOrders, updateOrderStatus } from './order.service';
import { addTimelineEvent, listTimeline, orderTimeline } from './timeline.service';

type ById = { Params: { id: string } };

/** Orders as REST answers them, each with what the caller may do to it now (`availableActions`). */
async function rows(ctx: Ctx, orders: Order[]) {
  const actions = await actionsOf(ctx, orders);
  return orders.map((order, index) => ({ ...orderRow(order), availableActions: actions[index] }));
}

/** REST paths of the orders module (SPEC.md section 7); thin, every rule is in the service. */
export const orderRoutes: FastifyPluginAsync = async (app) => {
  app.get('/orders', async (req) => rows(req.ctx, await listVisibleOrders(req.ctx)));

  app.get<ById>('/orders/:id', async (req) => (await rows(req.ctx, [await getOrder(req.ctx, req.params.id)]))[0]);

  app.post('/orders', async (req, reply) =>
    reply.status(201).send((await rows(req.ctx, [await createOrder(req.ctx, req.body)]))[0]),
  );

  app.put<ById>('/orders/:id/status', async (req) => {
    const { order, approvalRequested } = await updateOrderStatus(req.ctx, req.params.id, req.body);
    return { ...(await rows(req.ctx, [order]))[0], approvalRequested };
  });

  app.get('/timeline', async (req) =>
    (await listTimeline(req.ctx)).map((event) => timelineRow(event)),
  );

  app.get<{ Params: { orderId: string } }>('/timeline/:orderId', async (req) => {
    const { order, events } = await orderTimeline(req.ctx, req.params.orderId);
    return events.map((event) => timelineRow(event, order));
  });

  app.post('/timeline', async (req, reply) => {
    const event = await addTimelineEvent(req.ctx, req.body);
    return reply.status(201).send(timelineRow(event));
  });
};
