import { randomBytes } from 'node:crypto';
import { audit } from '../../common/audit';
import { type Ctx, requireUser } from '../../common/context';
import { badInput, conflict, notFound } from '../../common/errors';
import { validateInput } from '../../common/validation';
import { type Role, User } from '../users';
import { WebhookDelivery, WebhookEndpoint } from './webhook.entity';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_EVENTS, type WebhookEventType } from './webhook.events';
import { CreateWebhookInput, UpdateWebhookInput, WebhookDeliveriesArgs } from './webhook.inputs';
import { assertWebhookHost, checkWebhookUrl } from './webhook.target';

const MAX_ENDPOINTS_PER_USER = 20;

/** The event types a role may subscribe to, with what each means. */
export function webhookEventTypes(role: Role) {
  return WEBHOOK_EVENT_TYPES.filter((type) => (WEBHOOK_EVENTS[type].roles as Role[]).includes(role)).map((type) => ({
    type,
    description: WEBHOOK_EVENTS[type].description,
  }));
}

function checkEvents(events: string[], role: Role): WebhookEventType[] {
  const allowed = webhookEventTypes(role).map((event) => event.type);
  const chosen = [...new Set(events.map((event) => event.trim()))];
  if (chosen.length === 0) throw badInput('Choose at least one event', 'events');
  const unknown = chosen.find((event) => !allowed.includes(event as WebhookEventType));
  if (unknown) throw badInput(`Unknown event: ${unknown}`, 'events');
  return chosen as WebhookEventType[];
}

async function ownEndpoint(ctx: Ctx, rawId: unknown): Promise<WebhookEndpoint> {
  const user = requireUser(ctx);
  const id = Number(rawId);
  const endpoint = Number.isInteger(id) && id > 0 ? await ctx.em.findOne(WebhookEndpoint, { id, user: user.id }, { populate: ['user'] }) : null;
  if (!endpoint) throw notFound('Webhook');
  return endpoint;
}

/** The signed-in user's endpoints (every role: their own only), newest first. */
export function listWebhooks(ctx: Ctx): Promise<WebhookEndpoint[]> {
  const user = requireUser(ctx);
  return ctx.em.find(WebhookEndpoint, { user: user.id }, { populate: ['user'], orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
}

export type CreatedWebhook = { secret: string; endpoint: WebhookEndpoint };

/** Registers an endpoint; its signing secret is in the answer and shown nowhere else. */
export async function createWebhook(ctx: Ctx, raw: unknown): Promise<CreatedWebhook> {
  const user = requireUser(ctx);
  const input = await validateInput(CreateWebhookInput, raw);
  const url = checkWebhookUrl(input.url, ctx.config.webhookAllowList);
  const events = checkEvents(input.events, user.role);
  await assertWebhookHost(url, ctx.config.webhookAllowList);
  if ((await ctx.em.count(WebhookEndpoint, { user: user.id })) >= MAX_ENDPOINTS_PER_USER) {
    throw conflict(`You can register at most ${MAX_ENDPOINTS_PER_USER} webhooks`);
  }
  const secret = `whsec_${randomBytes(24).toString('base64url')}`;
  const endpoint = await ctx.em.transactional(async (em) => {
    const created = em.create(WebhookEndpoint, { user: em.getReference(User, user.id), url, events, secret, enabled: true, createdAt: new Date() });
    em.persist(created);
    await em.flush();
    audit({ ...ctx, em }, { action: 'webhook.create', entity: 'webhook', entityId: created.id, source: 'webhooks', message: `${user.username} registered a webhook to ${url}`, after: { url, events } });
    return created;
  });
  return { secret, endpoint: await ctx.em.findOneOrFail(WebhookEndpoint, { id: endpoint.id }, { populate: ['user'] }) };
}

/** Changes the URL, the events or enabled (the owner). */
export async function updateWebhook(ctx: Ctx, rawId: unknown, raw: unknown): Promise<WebhookEndpoint> {
  const user = requireUser(ctx);
  const input = await validateInput(UpdateWebhookInput, raw);
  const endpoint = await ownEndpoint(ctx, rawId);
  const url = input.url === undefined ? undefined : checkWebhookUrl(input.url, ctx.config.webhookAllowList);
  const events = input.events === undefined ? undefined : checkEvents(input.events, user.role);
  if (url !== undefined) await assertWebhookHost(url, ctx.config.webhookAllowList);
  return ctx.em.transactional(async (em) => {
    const target = await em.findOneOrFail(WebhookEndpoint, { id: endpoint.id }, { populate: ['user'] });
    const before = { url: target.url, events: target.events, enabled: target.enabled };
    if (url !== undefined) target.url = url;
    if (events !== undefined) target.events = events;
    if (input.enabled != null) target.enabled = input.enabled;
    audit({ ...ctx, em }, { action: 'webhook.update', entity: 'webhook', entityId: target.id, source: 'webhooks', message: `${user.username} changed the webhook to ${target.url}`, before, after: { url: target.url, events: target.events, enabled: target.enabled } });
    return target;
  });
}

/** Deletes an endpoint and its delivery history (the owner). */
export async function deleteWebhook(ctx: Ctx, rawId: unknown): Promise<boolean> {
  const user = requireUser(ctx);
  const endpoint = await ownEndpoint(ctx, rawId);
  await ctx.em.transactional(async (em) => {
    await em.nativeDelete(WebhookDelivery, { endpoint: endpoint.id });
    await em.nativeDelete(WebhookEndpoint, { id: endpoint.id });
    audit({ ...ctx, em }, { action: 'webhook.delete', entity: 'webhook', entityId: endpoint.id, source: 'webhooks', message: `${user.username} deleted the webhook to ${endpoint.url}`, before: { url: endpoint.url, events: endpoint.events } });
  });
  return true;
}

/** An endpoint's recent deliveries, newest first (the owner). */
export async function listDeliveries(ctx: Ctx, raw: unknown): Promise<WebhookDelivery[]> {
  const input = await validateInput(WebhookDeliveriesArgs, raw);
  const endpoint = await ownEndpoint(ctx, input.endpointId);
  return ctx.em.find(WebhookDelivery, { endpoint: endpoint.id }, { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], limit: input.first ?? 20 });
}
