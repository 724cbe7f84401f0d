// The public face of webhooks: other modules import only what is exported here.
export { WebhookDelivery, WebhookEndpoint } from './webhook.entity';
export { messageReceivedEvent, orderEvent, webhookInsert } from './webhook.events';
export type { WebhookEvent, WebhookEventType } from './webhook.events';
export { WebhookResolver } from './webhook.resolver';
export { webhookRoutes } from './webhook.routes';
export { startWebhookSender } from './webhook.sender';
