import type { FastifyPluginAsync } from 'fastify';
import {
  countUnreadMessages,
  markMessageRead,
  messageGroups,
  messageRecipients,
  orderMessages,
  restMessage,
  sendMessage,
} from './message.service';

type IdParams = { Params: { id: string } };

/** REST paths of the messages module (SPEC.md section 7); thin, every rule is in the service. */
export const messageRoutes: FastifyPluginAsync = async (app) => {
  app.get('/messages', async (req) => {
    const { received, sent } = await messageGroups(req.ctx);
    return { received: received.map(restMessage), sent: sent.map(restMessage) };
  });

  app.post('/messages', async (req, reply) =>
    reply.status(201).send(restMessage(await sendMessage(req.ctx, req.body))),
  );

  app.put<IdParams>('/messages/:id/read', async (req) =>
    restMessage(await markMessageRead(req.ctx, req.params.id)),
  );

  app.get('/messages/unread-count', async (req) => ({ count: await countUnreadMessages(req.ctx) }));

  app.get('/messages/recipients', async (req) =>
    (await messageRecipients(req.ctx)).map((u) => ({
      id: u.id,
      name: u.name,
      company: u.company ?? null,
      role: u.role,
      avatarInitials: u.avatarInitials ?? null,
    })),
  );

  /** The order's thread (SPEC.md 3 "Order message"): oldest first, with the sender's name. */
  app.get<IdParams>('/messages/order/:id', async (req) =>
    (await orderMessages(req.ctx, req.params.id)).map((m) => ({
      ...restMessage(m),
      sender: m.sender.name,
    })),
  );
};
