import type { FastifyPluginAsync } from 'fastify';
import { file, inputSchema } from '../../common/schemas';
import { AuditLogFilter } from './audit.inputs';
import { auditLogCsv } from './audit.service';

/** REST for the System Logs Download button; thin, every rule is in the service. */
export const auditRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/audit-log.csv',
    {
      schema: {
        summary: 'Admins: the audit log as CSV (filters as the GraphQL arguments)',
        querystring: inputSchema(AuditLogFilter),
        response: { 200: file('text/csv', 'A CSV file') },
      },
    },
    async (req, reply) => {
      const csv = await auditLogCsv(req.ctx, req.query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-log-${day}.csv"`)
        .send(csv);
    },
  );
};
