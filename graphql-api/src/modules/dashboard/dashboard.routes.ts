import type { FastifyPluginAsync } from 'fastify';
import { ANY_OBJECT, list, ok, shape } from '../../common/schemas';
import {
  dashboardStats,
  dashboardTimeline,
  databaseInfo,
  runDiagnostics,
  syncSchema,
  systemStatus,
} from './dashboard.service';

/** A stat card: this period's figure, the one before and the change (null when unknown). */
const FIGURE = shape({ value: 'number', previous: 'number?', change: 'number?' });
const STATS = shape({
  activeOrders: FIGURE,
  pendingApprovals: FIGURE,
  newMessages: FIGURE,
  onTimeDelivery: FIGURE,
});
const TIMELINE = shape({
  totalCount: 'integer',
  needsActionCount: 'integer',
  items: list(
    shape({
      orderId: 'integer',
      orderCode: 'string',
      productName: 'string',
      status: 'string',
      dueDate: 'string',
      updatedAt: 'date-time',
      requiresAction: 'boolean',
    }),
  ),
});

/** REST for clients without GraphQL; thin, every rule is in the service. */
export const dashboardRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/dashboard/stats',
    { schema: { summary: "The dashboard's stat cards", response: ok(200, STATS) } },
    async (req) => dashboardStats(req.ctx),
  );
  app.get(
    '/dashboard/timeline',
    { schema: { summary: "The dashboard's order timeline", response: ok(200, TIMELINE) } },
    async (req) => dashboardTimeline(req.ctx),
  );
  app.get(
    '/system/status',
    { schema: { summary: 'Admins: server and database status', response: ok(200, ANY_OBJECT) } },
    async (req) => systemStatus(req.ctx),
  );
  app.get(
    '/system/database',
    { schema: { summary: 'Admins: database size and tables', response: ok(200, ANY_OBJECT) } },
    async (req) => databaseInfo(req.ctx),
  );
  app.post(
    '/system/diagnostics',
    { schema: { summary: 'Admins: run the diagnostics', response: ok(200, ANY_OBJECT) } },
    async (req) => runDiagnostics(req.ctx),
  );
  app.post(
    '/system/sync-schema',
    { schema: { summary: 'Admins: apply pending migrations', response: ok(200, ANY_OBJECT) } },
    async (req) => ({ applied: await syncSchema(req.ctx) }),
  );
};
