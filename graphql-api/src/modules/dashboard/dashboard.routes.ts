import type { FastifyPluginAsync } from 'fastify';
import {
  dashboardStats,
  dashboardTimeline,
  databaseInfo,
  runDiagnostics,
  syncSchema,
  systemStatus,
} from './dashboard.service';

/** REST for clients without GraphQL; thin, every rule is in the service. */
export const dashboardRoutes: FastifyPluginAsync = async (app) => {
  app.get('/dashboard/stats', async (req) => dashboardStats(req.ctx));
  app.get('/dashboard/timeline', async (req) => dashboardTimeline(req.ctx));
  app.get('/system/status', async (req) => systemStatus(req.ctx));
  app.get('/system/database', async (req) => databaseInfo(req.ctx));
  app.post('/system/diagnostics', async (req) => runDiagnostics(req.ctx));
  app.post('/system/sync-schema', async (req) => ({ applied: await syncSchema(req.ctx) }));
};
