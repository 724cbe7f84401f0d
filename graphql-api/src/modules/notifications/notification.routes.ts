import type { FastifyPluginAsync } from 'fastify';
import { ID, list, ok, params, query, shape } from '../../common/schemas';
import {
  countUnreadNotifications,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  restNotification,
} from './notification.service';

const NOTIFICATION = shape({
  id: 'integer',
  kind: 'string',
  title: 'string',
  body: 'string',
  link: 'string?',
  isRead: 'boolean',
  createdAt: 'date-time',
});

type ListQuery = { Querystring: { unreadOnly?: boolean; limit?: number } };

/** REST for the header's bell; thin, every rule is in the service. */
export const notificationRoutes: FastifyPluginAsync = async (app) => {
  app.get<ListQuery>(
    '/notifications',
    {
      schema: {
        summary: "The caller's notifications, newest first, and the unread count",
        querystring: query({
          unreadOnly: 'boolean',
          limit: { type: 'integer', minimum: 1, maximum: 100 },
        }),
        response: ok(200, shape({ notifications: list(NOTIFICATION), unreadCount: 'integer' })),
      },
    },
    async (req) => {
      const notifications = await listNotifications(req.ctx, {
        unreadOnly: req.query.unreadOnly ?? false,
        first: req.query.limit ?? null,
      });
      return {
        notifications: notifications.map(restNotification),
        unreadCount: await countUnreadNotifications(req.ctx),
      };
    },
  );

  app.put(
    '/notifications/read-all',
    {
      schema: {
        summary: 'Mark every notification read',
        response: ok(200, shape({ count: 'integer' })),
      },
    },
    async (req) => ({
      count: await markAllNotificationsRead(req.ctx),
    }),
  );

  app.put<{ Params: { id: string } }>(
    '/notifications/:id/read',
    {
      schema: {
        summary: 'Mark one notification read',
        params: params({ id: ID }),
        response: ok(200, NOTIFICATION),
      },
    },
    async (req) => restNotification(await markNotificationRead(req.ctx, req.params.id)),
  );
};
