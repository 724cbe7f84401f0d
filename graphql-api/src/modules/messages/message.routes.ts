import type { FastifyPluginAsync } from 'fastify';
import { ID, inputSchema, list, ok, ORDER_KEY, params, query, shape } from '../../common/schemas';
import { SendMessageInput } from './message.inputs';
import {
  countUnreadMessages,
  markMessageRead,
  messageGroups,
  messageOrders,
  messageRecipients,
  orderMessages,
  restMessage,
  sendMessage,
} from './message.service';

const MESSAGE = shape({
  id: 'integer',
  senderId: 'integer',
  receiverId: 'integer',
  content: 'string',
  messageType: 'string',
  timestamp: 'date-time',
  isRead: 'boolean',
  relatedOrderId: 'string?',
  senderName: 'string',
  receiverName: 'string',
}) as { type: 'object'; properties: Record<string, unknown> };

type IdParams = { Params: { id: string } };

/** REST paths of the messages module (SPEC.md section 7); thin, every rule is in the service. */
export const messageRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/messages',
    {
      schema: {
        summary: "The caller's messages, received and sent",
        response: ok(200, shape({ received: list(MESSAGE), sent: list(MESSAGE) })),
      },
    },
    async (req) => {
      const { received, sent } = await messageGroups(req.ctx);
      return { received: received.map(restMessage), sent: sent.map(restMessage) };
    },
  );

  app.post(
    '/messages',
    {
      schema: {
        summary: 'Send a message (to a connected user or an admin)',
        body: inputSchema(SendMessageInput),
        response: ok(201, MESSAGE),
      },
    },
    async (req, reply) => reply.status(201).send(restMessage(await sendMessage(req.ctx, req.body))),
  );

  app.put<IdParams>(
    '/messages/:id/read',
    {
      schema: {
        summary: 'Mark a received message read',
        params: params({ id: ID }),
        response: ok(200, MESSAGE),
      },
    },
    async (req) => restMessage(await markMessageRead(req.ctx, req.params.id)),
  );

  app.get(
    '/messages/unread-count',
    {
      schema: {
        summary: 'How many received messages are unread',
        response: ok(200, shape({ count: 'integer' })),
      },
    },
    async (req) => ({ count: await countUnreadMessages(req.ctx) }),
  );

  app.get(
    '/messages/recipients',
    {
      schema: {
        summary: 'Whom the caller may write to',
        response: ok(
          200,
          list(
            shape({
              id: 'integer',
              name: 'string',
              company: 'string?',
              role: 'string',
              avatarInitials: 'string?',
            }),
          ),
        ),
      },
    },
    async (req) =>
      (await messageRecipients(req.ctx)).map((u) => ({
        id: u.id,
        name: u.name,
        company: u.company ?? null,
        role: u.role,
        avatarInitials: u.avatarInitials ?? null,
      })),
  );

  app.get<{ Querystring: { receiverId: number } }>(
    '/messages/orders',
    {
      schema: {
        summary: 'The orders a message to the recipient may be about (the rule POST /messages enforces), newest first',
        querystring: { ...query({ receiverId: 'integer' }), required: ['receiverId'] },
        response: ok(200, list(shape({ id: 'integer', orderId: 'string', productName: 'string' }))),
      },
    },
    async (req) =>
      (await messageOrders(req.ctx, req.query.receiverId)).map((order) => ({
        id: order.id,
        orderId: order.orderCode,
        productName: order.product.name,
      })),
  );

  /** The order's thread (SPEC.md 3 "Order message"): oldest first, with the sender's name. */
  app.get<IdParams>(
    '/messages/order/:id',
    {
      schema: {
        summary: "An order's message thread, oldest first",
        params: params({ id: ORDER_KEY }),
        response: ok(
          200,
          list({ ...MESSAGE, properties: { ...MESSAGE.properties, sender: { type: 'string' } } }),
        ),
      },
    },
    async (req) =>
      (await orderMessages(req.ctx, req.params.id)).map((m) => ({
        ...restMessage(m),
        sender: m.sender.name,
      })),
  );
};
