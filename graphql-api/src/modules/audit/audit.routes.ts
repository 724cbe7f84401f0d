import type { FastifyPluginAsync } from 'fastify';
import { auditLogCsv } from './audit.service';

/** REST for the System Logs Download button; thin, every rule is in the service. */
export const auditRoutes: FastifyPluginAsync = async (app) => {
  app.get('/audit-log.csv', async (req, reply) => {
    const csv = await auditLogCsv(req.ctx, req.query);
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="audit-log-${day}.csv"`)
      .send(csv);
  });
};
