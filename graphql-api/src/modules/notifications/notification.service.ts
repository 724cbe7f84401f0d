import type { EntityManager } from '@mikro-orm/postgresql';
import { audit } from '../../common/audit';
import { type Ctx, requireUser } from '../../common/context';
import { notFound } from '../../common/errors';
import { Notification } from './notification.entity';
import { publishAll } from '../../common/publish';

export const DEFAULT_NOTIFICATIONS = 20;
export const MAX_NOTIFICATIONS = 100;

/** A notification as the REST calls answer it. */
export function restNotification(n: Notification) {
  return {
    id: n.id,
    kind: n.kind,
    title: n.title,
    body: n.body,
    link: n.link ?? null,
    isRead: n.isRead,
    createdAt: n.createdAt.toISOString(),
  };
}

/** The signed-in user's notifications, newest first. */
export async function listNotifications(
  ctx: Ctx,
  options: { unreadOnly?: boolean | null; first?: number | null } = {},
) {
  const user = requireUser(ctx);
  const limit = Math.min(
    Math.max(Math.trunc(Number(options.first) || DEFAULT_NOTIFICATIONS), 1),
    MAX_NOTIFICATIONS,
  );
  return ctx.em.find(
    Notification,
    { user: user.id, ...(options.unreadOnly ? { isRead: false } : {}) },
    { orderBy: { createdAt: 'desc', id: 'desc' }, limit },
  );
}

export async function countUnreadNotifications(
  ctx: Ctx,
  em: EntityManager = ctx.em,
): Promise<number> {
  const user = requireUser(ctx);
  return em.count(Notification, { user: user.id, isRead: false });
}

/** Marks one of the user's own notifications read; another user's is 404. */
export async function markNotificationRead(ctx: Ctx, id: number | string): Promise<Notification> {
  const user = requireUser(ctx);
  if (!/^\d+$/.test(String(id))) throw notFound('Notification');
  let changed = false;
  const read = await ctx.em.transactional(async (em) => {
    const notification = await em.findOne(Notification, { id: Number(id), user: user.id });
    if (!notification) throw notFound('Notification');
    if (!notification.isRead) {
      changed = true;
      notification.isRead = true;
      audit(
        { ...ctx, em },
        {
          action: 'notification.read',
          entity: 'notification',
          entityId: notification.id,
          source: 'notifications',
          level: 'debug',
          message: `${user.username} read notification ${notification.id}`,
        },
      );
    }
    return notification;
  });
  if (changed) await publishAll(ctx, [{ topic: 'UNREAD_CHANGED', userId: user.id }]);
  return read;
}

/** Marks all of the user's notifications read; answers how many changed. */
export async function markAllNotificationsRead(ctx: Ctx): Promise<number> {
  const user = requireUser(ctx);
  const count = await ctx.em.transactional(async (em) => {
    const changed = await em.nativeUpdate(
      Notification,
      { user: user.id, isRead: false },
      { isRead: true },
    );
    if (changed > 0) {
      audit(
        { ...ctx, em },
        {
          action: 'notification.read_all',
          entity: 'notification',
          source: 'notifications',
          level: 'debug',
          message: `${user.username} marked ${changed} notifications read`,
        },
      );
    }
    return changed;
  });
  if (count > 0) await publishAll(ctx, [{ topic: 'UNREAD_CHANGED', userId: user.id }]);
  return count;
}
