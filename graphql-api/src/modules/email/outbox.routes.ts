import type { FastifyPluginAsync } from 'fastify';
import { listOutbox, retryOutboxEmail, sendTestEmail } from './email.service';

/** REST for the outbox and Test Email Settings (admin); thin, every rule is in the service. */
export const outboxRoutes: FastifyPluginAsync = async (app) => {
  app.get('/outbox', async (req) => {
    const { status, first } = req.query as { status?: string; first?: string };
    return listOutbox(req.ctx, { status, first: first === undefined ? undefined : Number(first) });
  });

  app.post('/outbox/:id/retry', async (req) => retryOutboxEmail(req.ctx, (req.params as { id: string }).id));

  app.post('/settings/email/test', async (req) => sendTestEmail(req.ctx, req.body ?? {}));
};
