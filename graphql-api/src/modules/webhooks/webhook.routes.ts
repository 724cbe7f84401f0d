import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../../common/context';
import type { WebhookDelivery, WebhookEndpoint } from './webhook.entity';
import { createWebhook, deleteWebhook, listDeliveries, listWebhooks, updateWebhook, webhookEventTypes } from './webhook.service';

const endpointRow = (endpoint: WebhookEndpoint) => ({
  id: endpoint.id,
  url: endpoint.url,
  events: endpoint.events,
  enabled: endpoint.enabled,
  createdAt: endpoint.createdAt.toISOString(),
});

const deliveryRow = (delivery: WebhookDelivery) => ({
  id: delivery.id,
  eventId: delivery.eventId,
  eventType: delivery.eventType,
  status: delivery.status,
  attempts: delivery.attempts,
  responseStatus: delivery.responseStatus ?? null,
  responseSnippet: delivery.responseSnippet ?? null,
  lastError: delivery.lastError ?? null,
  nextAttemptAt: delivery.nextAttemptAt.toISOString(),
  deliveredAt: delivery.deliveredAt?.toISOString() ?? null,
  createdAt: delivery.createdAt.toISOString(),
});

type IdParams = { id: string };

/** REST for webhook endpoints and their deliveries; thin, every rule is in the service. */
export const webhookRoutes: FastifyPluginAsync = async (app) => {
  app.get('/webhooks/events', async (req) => webhookEventTypes(requireUser(req.ctx).role));

  app.get('/webhooks', async (req) => (await listWebhooks(req.ctx)).map(endpointRow));

  app.post('/webhooks', async (req, reply) => {
    const { secret, endpoint } = await createWebhook(req.ctx, req.body);
    return reply.status(201).send({ secret, ...endpointRow(endpoint) });
  });

  app.patch('/webhooks/:id', async (req) => endpointRow(await updateWebhook(req.ctx, (req.params as IdParams).id, req.body)));

  app.delete('/webhooks/:id', async (req) => ({ ok: await deleteWebhook(req.ctx, (req.params as IdParams).id) }));

  app.get('/webhooks/:id/deliveries', async (req) => {
    const { first } = req.query as { first?: string };
    const rows = await listDeliveries(req.ctx, { endpointId: Number((req.params as IdParams).id), first: first === undefined ? undefined : Number(first) });
    return rows.map(deliveryRow);
  });
};
