import type { FastifyPluginAsync } from 'fastify';
import { ID, inputSchema, list, ok, params, query, shape } from '../../common/schemas';
import { CreateWebhookInput, UpdateWebhookInput } from './webhook.inputs';
import { requireUser } from '../../common/context';
import type { WebhookDelivery, WebhookEndpoint } from './webhook.entity';
import {
  createWebhook,
  deleteWebhook,
  listDeliveries,
  listWebhooks,
  updateWebhook,
  webhookEventTypes,
} from './webhook.service';

const ENDPOINT = shape({
  id: 'integer',
  url: 'string',
  events: list({ type: 'string' }),
  enabled: 'boolean',
  createdAt: 'date-time',
}) as { type: 'object'; properties: Record<string, unknown> };
const DELIVERY = shape({
  id: 'integer',
  eventId: 'string',
  eventType: 'string',
  status: 'string',
  attempts: 'integer',
  responseStatus: 'integer?',
  responseSnippet: 'string?',
  lastError: 'string?',
  nextAttemptAt: 'date-time',
  deliveredAt: 'date-time?',
  createdAt: 'date-time',
});

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

type IdParams = { id: number };

/** REST for webhook endpoints and their deliveries; thin, every rule is in the service. */
export const webhookRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/webhooks/events',
    {
      schema: {
        summary: 'The events the caller may subscribe to',
        response: ok(200, list(shape({ type: 'string', description: 'string' }))),
      },
    },
    async (req) => webhookEventTypes(requireUser(req.ctx).role),
  );

  app.get(
    '/webhooks',
    { schema: { summary: "The caller's webhook endpoints", response: ok(200, list(ENDPOINT)) } },
    async (req) => (await listWebhooks(req.ctx)).map(endpointRow),
  );

  app.post(
    '/webhooks',
    {
      schema: {
        summary: 'Register a webhook endpoint (its signing secret is shown once)',
        body: inputSchema(CreateWebhookInput),
        response: ok(201, {
          ...ENDPOINT,
          properties: { secret: { type: 'string' }, ...ENDPOINT.properties },
        }),
      },
    },
    async (req, reply) => {
      const { secret, endpoint } = await createWebhook(req.ctx, req.body);
      return reply.status(201).send({ secret, ...endpointRow(endpoint) });
    },
  );

  app.patch(
    '/webhooks/:id',
    {
      schema: {
        summary: 'Change a webhook endpoint',
        params: params({ id: ID }),
        body: inputSchema(UpdateWebhookInput),
        response: ok(200, ENDPOINT),
      },
    },
    async (req) => endpointRow(await updateWebhook(req.ctx, (req.params as IdParams).id, req.body)),
  );

  app.delete(
    '/webhooks/:id',
    {
      schema: {
        summary: 'Delete a webhook endpoint',
        params: params({ id: ID }),
        response: ok(200, shape({ ok: 'boolean' })),
      },
    },
    async (req) => ({ ok: await deleteWebhook(req.ctx, (req.params as IdParams).id) }),
  );

  app.get(
    '/webhooks/:id/deliveries',
    {
      schema: {
        summary: "An endpoint's deliveries, newest first",
        params: params({ id: ID }),
        querystring: query({ first: { type: 'integer', minimum: 1, maximum: 100 } }),
        response: ok(200, list(DELIVERY)),
      },
    },
    async (req) => {
      const { first } = req.query as { first?: number };
      const rows = await listDeliveries(req.ctx, {
        endpointId: (req.params as IdParams).id,
        first,
      });
      return rows.map(deliveryRow);
    },
  );
};
