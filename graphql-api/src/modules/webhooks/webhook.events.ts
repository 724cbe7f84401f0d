import { randomUUID } from 'node:crypto';
import type { SqlPart } from '../../common/sql';
import { orderRow, type OrderRow } from '../orders';
import { Role, type User } from '../users';

/**
 * The events endpoints can subscribe to. To add one: a line here, then attach the event to the
 * notification that announces it (NotificationInput.webhooks, in notifications/notices.ts), built with
 * orderEvent or the like.
 */
export const WEBHOOK_EVENTS = {
  'order.created': {
    description: 'An order was placed.',
    roles: [Role.admin, Role.buyer, Role.vendor],
  },
  'order.status_changed': {
    description: "An order's status changed (including approvals and rejections).",
    roles: [Role.admin, Role.buyer, Role.vendor],
  },
  'order.approval_requested': {
    description: 'A vendor asked the buyer to approve a status change.',
    roles: [Role.admin, Role.buyer, Role.vendor],
  },
  'milestone.late': {
    description: 'A milestone of an order passed its planned date and is not done.',
    roles: [Role.admin, Role.buyer, Role.vendor],
  },
  'sample.updated': {
    description: 'A sample of an order was requested, submitted, approved, rejected or waived.',
    roles: [Role.admin, Role.buyer, Role.vendor],
  },
  'inspection.completed': {
    description: 'A quality inspection of an order passed or failed (its result computed by the server).',
    roles: [Role.admin, Role.buyer, Role.vendor],
  },
  'shipment.created': {
    description: 'A vendor shipped (part of) an order: the advance shipping notice and packing list.',
    roles: [Role.admin, Role.buyer, Role.vendor],
  },
  'shipment.received': {
    description: 'A buyer received (part of) a shipment: the quantities received per cell and any discrepancies.',
    roles: [Role.admin, Role.buyer, Role.vendor],
  },
  'message.received': {
    description: 'Someone sent you a message.',
    roles: [Role.admin, Role.buyer, Role.vendor],
  },
} satisfies Record<string, { description: string; roles: Role[] }>;

export type WebhookEventType = keyof typeof WEBHOOK_EVENTS;
export const WEBHOOK_EVENT_TYPES = Object.keys(WEBHOOK_EVENTS) as WebhookEventType[];

/** One happening, for every endpoint whose owner may see it: the listed users and, if set, all admins. */
export type WebhookEvent = {
  id: string;
  type: WebhookEventType;
  data: Record<string, unknown>;
  userIds: number[];
  admins: boolean;
};

/** An order event: the order's buyer and vendor and every admin may see it. */
export function orderEvent(
  type: WebhookEventType,
  order: OrderRow,
  extra: Record<string, unknown> = {},
): WebhookEvent {
  return {
    id: randomUUID(),
    type,
    data: { order: orderRow(order), ...extra },
    userIds: [order.buyer.id, order.vendor.id],
    admins: true,
  };
}

/** A message: only its receiver hears of it. */
export function messageReceivedEvent(
  message: { id: number; content: string; messageType: string; createdAt: Date },
  sender: User,
  receiver: User,
  orderCode: string | null,
): WebhookEvent {
  return {
    id: randomUUID(),
    type: 'message.received',
    data: {
      message: {
        id: message.id,
        senderId: sender.id,
        senderName: sender.name,
        receiverId: receiver.id,
        content: message.content,
        messageType: message.messageType,
        relatedOrderId: orderCode,
        createdAt: message.createdAt.toISOString(),
      },
    },
    userIds: [receiver.id],
    admins: false,
  };
}

/** The JSON body every endpoint receives for an event. */
export const webhookBody = (event: WebhookEvent, at: Date) =>
  JSON.stringify({ id: event.id, type: event.type, createdAt: at.toISOString(), data: event.data });

/**
 * The insert that queues one delivery per enabled endpoint subscribed to each event (a part of
 * the caller's statement; null for no events). Nothing is sent before the caller's transaction
 * commits; nothing is lost if it does. Queuing the same event twice (it rides on several
 * notifications) adds nothing: (endpoint, event id) is unique.
 */
export function webhookInsert(events: readonly WebhookEvent[], now = new Date()): SqlPart | null {
  if (events.length === 0) return null;
  const selects: string[] = [];
  const params: unknown[] = [];
  for (const event of events) {
    const owners =
      event.userIds.length > 0
        ? `e.user_id in (${event.userIds.map(() => '?').join(', ')})`
        : 'false';
    selects.push(
      `select e.id, ?::text, ?::text, ?::text, 'pending', 0, ?::timestamptz, ?::timestamptz
       from webhook_endpoints e join users u on u.id = e.user_id
       where e.enabled and u.active and ?::text = any(e.events) and (${owners} or (?::boolean and u.role = 'admin'))`,
    );
    params.push(event.id, event.type, webhookBody(event, now), now, now, event.type, ...event.userIds, event.admins);
  }
  return {
    sql: `insert into webhook_deliveries (endpoint_id, event_id, event_type, payload, status, attempts, next_attempt_at, created_at)
     ${selects.join('\n     union all ')}
     on conflict (endpoint_id, event_id) do nothing`,
    params,
  };
}
