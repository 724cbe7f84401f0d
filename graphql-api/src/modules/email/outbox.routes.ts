import { wrap } from '@mikro-orm/core';
import type { FastifyPluginAsync } from 'fastify';
import { ANY_OBJECT, ID, inputSchema, list, ok, params } from '../../common/schemas';
import { OutboxArgs, TestEmailArgs } from './email.inputs';
import { canRetryMail, listOutbox, retryOutboxEmail, sendTestEmail } from './email.service';
import type { OutboxEmail } from './outbox-email.entity';

/** A mail as GraphQL shows it, with what an admin may do (canRetry). */
const mailRow = (mail: OutboxEmail) => ({ ...wrap(mail).toObject(), canRetry: canRetryMail(mail) });

/** REST for the outbox and Test Email Settings (admin); thin, every rule is in the service. */
export const outboxRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/outbox',
    {
      schema: {
        summary: 'Admins: the mail outbox, newest first',
        querystring: inputSchema(OutboxArgs),
        response: ok(200, list(ANY_OBJECT)),
      },
    },
    async (req) => (await listOutbox(req.ctx, req.query)).map(mailRow),
  );

  app.post<{ Params: { id: number } }>(
    '/outbox/:id/retry',
    {
      schema: {
        summary: 'Admins: send a failed mail again',
        params: params({ id: ID }),
        response: ok(200, ANY_OBJECT),
      },
    },
    async (req) => mailRow(await retryOutboxEmail(req.ctx, req.params.id)),
  );

  app.post(
    '/settings/email/test',
    {
      schema: {
        summary: 'Admins: send a test mail',
        body: inputSchema(TestEmailArgs),
        response: ok(200, ANY_OBJECT),
      },
    },
    async (req) => sendTestEmail(req.ctx, req.body ?? {}),
  );
};
