import type { EntityManager } from '@mikro-orm/postgresql';
import type { PendingEvent, PortalEvent } from '../../common/pubsub';
import { type SqlPart, withParts } from '../../common/sql';
import { emailInsert } from '../email';
import { getSettings } from '../settings';
import type { User } from '../users';
import { webhookInsert, type WebhookEvent } from '../webhooks';
import { Notification } from './notification.entity';

/** Which e-mail switch of the Notifications settings governs a kind of notification. */
export type NotificationKind =
  | 'order_created'
  | 'order_status'
  | 'approval_requested'
  | 'approval_answered'
  | 'message'
  | 'low_stock'
  | 'connection'
  | 'user_registered'
  | 'milestone_late'
  | 'sample'
  | 'inspection'
  | 'shipment';

const EMAIL_SWITCH: Record<NotificationKind, 'emailNewOrders' | 'emailNewMessages' | 'emailSystemAlerts' | 'emailNewUsers'> = {
  order_created: 'emailNewOrders',
  order_status: 'emailSystemAlerts',
  approval_requested: 'emailSystemAlerts',
  approval_answered: 'emailSystemAlerts',
  message: 'emailNewMessages',
  low_stock: 'emailSystemAlerts',
  connection: 'emailSystemAlerts',
  user_registered: 'emailNewUsers',
  milestone_late: 'emailSystemAlerts',
  sample: 'emailSystemAlerts',
  inspection: 'emailSystemAlerts',
  shipment: 'emailSystemAlerts',
};

export type NotificationInput = {
  kind: NotificationKind;
  title: string;
  body: string;
  link?: string | null;
  /** The order it is about: its code starts the mail's subject ("ORD-2026-0001: New order"). */
  orderCode?: string | null;
  /**
   * The webhook events this notification announces. They go to every endpoint whose owner may
   * see them (not only to this notification's user); the same event on several notifications
   * is queued once.
   */
  webhooks?: WebhookEvent[];
};

/**
 * Creates a notification inside the caller's transaction, queues its e-mail when the settings'
 * switch is on and its webhook deliveries, all in one statement, and returns the event to publish
 * once the transaction has committed. `also`: the caller's own writes to run in the same
 * statement (the change's timeline event and audit entry), one round trip for all.
 */
export async function notify(
  em: EntityManager,
  user: Pick<User, 'id' | 'email' | 'active'>,
  input: NotificationInput,
  also: readonly SqlPart[] = [],
): Promise<{ id: number; event: PendingEvent }> {
  const now = new Date();
  const parts: SqlPart[] = [...also];
  const settings = await getSettings(em, 'notifications');
  if (settings[EMAIL_SWITCH[input.kind]] && user.email && user.active) {
    parts.push(
      emailInsert(
        {
          to: user.email,
          subject: input.orderCode ? `${input.orderCode}: ${input.title}` : input.title,
          text: `${input.body}${input.link ? `\n\nOpen it in the portal: ${input.link}` : ''}`,
        },
        now,
      ),
    );
  }
  // The one place where webhook deliveries are queued, in the same transaction as the change.
  const webhooks = webhookInsert(input.webhooks ?? [], now);
  if (webhooks) parts.push(webhooks);
  const { sql, params } = withParts(parts, {
    sql: `insert into notifications (user_id, kind, title, body, link, is_read, created_at)
      values (?, ?, ?, ?, ?, false, ?) returning id`,
    params: [user.id, input.kind, input.title, input.body, input.link ?? null, now],
  });
  const [{ id }] = await em.execute<{ id: number }[]>(sql, params);
  return { id, event: { topic: 'NOTIFICATION_CREATED', notificationId: id, userId: user.id } };
}

/**
 * Marks the unread notifications of a kind about one thing (its link) done: read, for every user
 * who has one (an "Approval required" once the approval is answered). Inside the caller's
 * transaction; returns the badge events to publish after commit.
 */
export async function resolveNotifications(em: EntityManager, kind: NotificationKind, link: string): Promise<PendingEvent[]> {
  const open = await em.find(Notification, { kind, link, isRead: false }, { fields: ['user'] as never });
  if (open.length === 0) return [];
  await em.nativeUpdate(Notification, { id: { $in: open.map((row) => row.id) } }, { isRead: true });
  return [...new Set(open.map((row) => row.user.id))].map((userId) => ({ topic: 'UNREAD_CHANGED', userId }) as PortalEvent);
}
