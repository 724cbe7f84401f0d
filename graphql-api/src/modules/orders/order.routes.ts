import type { FastifyPluginAsync } from 'fastify';
import { orderRow, timelineRow } from './order.shape';
import { createOrder, getOrder, listVisibleOrders, updateOrderStatus } from './order.service';
import { addTimelineEvent, listTimeline, orderTimeline } from './timeline.service';

type ById = { Params: { id: string } };

/** REST paths of the orders module (SPEC.md section 7); thin, every rule is in the service. */
export const orderRoutes: FastifyPluginAsync = async (app) => {
  app.get('/orders', async (req) => (await listVisibleOrders(req.ctx)).map(orderRow));

  app.get<ById>('/orders/:id', async (req) => orderRow(await getOrder(req.ctx, req.params.id)));

  app.post('/orders', async (req, reply) =>
    reply.status(201).send(orderRow(await createOrder(req.ctx, req.body))),
  );

  app.put<ById>('/orders/:id/status', async (req) => {
    const { order, approvalRequested } = await updateOrderStatus(req.ctx, req.params.id, req.body);
    return { ...orderRow(order), approvalRequested };
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
