import type { FastifyPluginAsync } from 'fastify';
import {
  countUnreadNotifications,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  restNotification,
} from './notification.service';

type ListQuery = { Querystring: { unreadOnly?: string; limit?: string } };

/** REST for the header's bell; thin, every rule is in the service. */
export const notificationRoutes: FastifyPluginAsync = async (app) => {
  app.get<ListQuery>('/notifications', async (req) => {
    const notifications = await listNotifications(req.ctx, {
      unreadOnly: req.query.unreadOnly === 'true' || req.query.unreadOnly === '1',
      first: req.query.limit ? Number(req.query.limit) : null,
    });
    return {
      notifications: notifications.map(restNotification),
      unreadCount: await countUnreadNotifications(req.ctx),
    };
  });

  app.put('/notifications/read-all', async (req) => ({
    count: await markAllNotificationsRead(req.ctx),
  }));

  app.put<{ Params: { id: string } }>('/notifications/:id/read', async (req) =>
    restNotification(await markNotificationRead(req.ctx, req.params.id)),
  );
};
