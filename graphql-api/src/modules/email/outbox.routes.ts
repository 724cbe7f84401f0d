import { wrap } from '@mikro-orm/core';
import type { FastifyPluginAsync } from 'fastify';
import { canRetryMail, listOutbox, retryOutboxEmail, sendTestEmail } from './email.service';
import type { OutboxEmail } from './outbox-email.entity';

/** A mail as GraphQL shows it, with what an admin may do (canRetry). */
const mailRow = (mail: OutboxEmail) => ({ ...wrap(mail).toObject(), canRetry: canRetryMail(mail) });

/** REST for the outbox and Test Email Settings (admin); thin, every rule is in the service. */
export const outboxRoutes: FastifyPluginAsync = async (app) => {
  app.get('/outbox', async (req) => {
    const { status, first } = req.query as { status?: string; first?: string };
    return (await listOutbox(req.ctx, { status, first: first === undefined ? undefined : Number(first) })).map(mailRow);
  });

  app.post('/outbox/:id/retry', async (req) => mailRow(await retryOutboxEmail(req.ctx, (req.params as { id: string }).id)));

  app.post('/settings/email/test', async (req) => sendTestEmail(req.ctx, req.body ?? {}));
};
