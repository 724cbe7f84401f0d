import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import { audit } from '../../common/audit';
import { type Ctx, requireUser } from '../../common/context';
import { badInput, forbidden, notFound } from '../../common/errors';
import { publishAll } from '../../common/publish';
import { validateInput } from '../../common/validation';
import { connectedIds } from '../connections';
import { findVisibleOrder, Order, orderScopeSql, type OrderRow, readOrders } from '../orders';
import { Role, User } from '../users';
import { Message, MessageType } from './message.entity';
import { SendMessageInput } from './message.inputs';
import { containsPattern } from '../../common/sql';
import { readPage, readRows, type Where } from '../../common/read-rows';
import { MESSAGES, type MessageRow } from './message.read';

/** Relations every answer carries: loaded select-in, never one query per row. */
const POPULATE = ['sender', 'receiver', 'relatedOrder'] as const;
/** Each group of GET /api/messages. */
export const REST_GROUP_LIMIT = 200;
export const DEFAULT_PAGE = 20;
export const MAX_PAGE = 100;

export type MessageFolder = 'INBOX' | 'SENT';

/**
 * A message as SPEC.md 3 and 7 describe it. relatedOrderId is the order's code (ORD-...), the id
 * users see everywhere, or null; POST accepts the code or the numeric id.
 */
export function restMessage(m: MessageRow) {
  return {
    id: m.id,
    senderId: m.sender.id,
    receiverId: m.receiver.id,
    content: m.content,
    messageType: m.messageType,
    timestamp: m.createdAt.toISOString(),
    isRead: m.isRead,
    relatedOrderId: m.relatedOrder?.orderCode ?? null,
    senderName: m.sender.name,
    receiverName: m.receiver.name,
  };
}

/**
 * DECISIONS.md 3: whom `sender` may write to: active users but itself; buyers only their connected
 * vendors and admins, vendors their connected buyers and admins, admins anyone. The one rule:
 * `messageRecipients` lists it and `assertMaySend` (every send) enforces it.
 */
async function recipientScope(em: EntityManager, sender: User): Promise<FilterQuery<User>> {
  const where: FilterQuery<User> = { active: true, id: { $ne: sender.id } };
  if (sender.role === Role.admin) return where;
  const side = sender.role === Role.buyer ? 'buyer' : 'vendor';
  return { ...where, $or: [{ role: Role.admin }, { id: { $in: await connectedIds(em, side, sender.id) } }] };
}

/** Refuses a receiver outside the sender's recipients (`recipientScope`), saying why. */
export async function assertMaySend(
  em: EntityManager,
  sender: User,
  receiver: User,
): Promise<void> {
  const allowed = await em.count(User, { $and: [{ id: receiver.id }, await recipientScope(em, sender)] });
  if (allowed > 0) return;
  if (receiver.id === sender.id) throw forbidden('You cannot send a message to yourself');
  if (!receiver.active) throw forbidden('This user can no longer receive messages');
  if (sender.role === Role.buyer && receiver.role === Role.vendor)
    throw forbidden('You can only message vendors you are connected with');
  if (sender.role === Role.vendor && receiver.role === Role.buyer)
    throw forbidden('You can only message buyers you are connected with');
  throw forbidden(
    sender.role === Role.vendor
      ? 'Vendors can message only their buyers and admins'
      : 'Buyers can message only their vendors and admins',
  );
}

/** The users the signed-in user may write to (`recipientScope`), admins first, then by name. */
export async function messageRecipients(ctx: Ctx): Promise<User[]> {
  const user = requireUser(ctx);
  return ctx.em.find(User, await recipientScope(ctx.em, user), { orderBy: { role: 'asc', name: 'asc' } });
}

/** GET /api/messages: the user's received and sent messages, newest first. */
export async function messageGroups(
  ctx: Ctx,
): Promise<{ received: MessageRow[]; sent: MessageRow[] }> {
  const user = requireUser(ctx);
  const group = (column: string) =>
    readRows(
      ctx.em,
      MESSAGES,
      { sql: `m.${column} = ?`, params: [user.id] },
      REST_GROUP_LIMIT,
    );
  return { received: await group('receiver_id'), sent: await group('sender_id') };
}

const encodeCursor = (m: MessageRow) =>
  Buffer.from(`${m.createdAt.toISOString()}|${m.id}`).toString('base64url');

function decodeCursor(cursor: string): { at: Date; id: number } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const date = new Date(at);
  if (!at || Number.isNaN(date.getTime()) || !/^\d+$/.test(id ?? ''))
    throw badInput('Invalid cursor', 'after');
  return { at: date, id: Number(id) };
}

/** One page of a folder (INBOX or SENT), newest first, with optional search (content or names). */
export async function messagePage(
  ctx: Ctx,
  options: {
    folder: MessageFolder;
    search?: string | null;
    first?: number | null;
    after?: string | null;
  },
) {
  const user = requireUser(ctx);
  const limit = Math.min(Math.max(Math.trunc(Number(options.first) || DEFAULT_PAGE), 1), MAX_PAGE);
  const filter: Where = {
    sql: options.folder === 'SENT' ? 'm.sender_id = ?' : 'm.receiver_id = ?',
    params: [user.id],
  };
  const search = options.search?.trim();
  if (search) {
    filter.sql += ' and (m.content ilike ? or s.name ilike ? or r.name ilike ?)';
    const like = containsPattern(search);
    filter.params.push(like, like, like);
    filter.joined = true;
  }
  let after: Where | null = null;
  if (options.after) {
    const { at, id } = decodeCursor(options.after);
    after = { sql: '(m.created_at < ? or (m.created_at = ? and m.id < ?))', params: [at, at, id] };
  }
  const { rows, totalCount } = await readPage(ctx.em, MESSAGES, filter, after, limit + 1);
  const nodes = rows.slice(0, limit);
  return {
    nodes,
    totalCount,
    pageInfo: {
      hasNextPage: rows.length > limit,
      endCursor: nodes.length ? encodeCursor(nodes[nodes.length - 1]) : null,
    },
  };
}

/** A message the user sent or received; any other is 404. */
export async function getMessage(
  ctx: Ctx,
  id: number | string,
  em: EntityManager = ctx.em,
): Promise<Message> {
  const user = requireUser(ctx);
  if (!/^\d+$/.test(String(id))) throw notFound('Message');
  const message = await em.findOne(
    Message,
    { id: Number(id), $or: [{ sender: user.id }, { receiver: user.id }] },
    { populate: POPULATE },
  );
  if (!message) throw notFound('Message');
  return message;
}

/** Only the receiver marks a message read; for anyone else it is 404. */
export async function markMessageRead(ctx: Ctx, id: number | string): Promise<Message> {
  const user = requireUser(ctx);
  if (!/^\d+$/.test(String(id))) throw notFound('Message');
  let changed = false;
  const read = await ctx.em.transactional(async (em) => {
    const message = await em.findOne(
      Message,
      { id: Number(id), receiver: user.id },
      { populate: POPULATE },
    );
    if (!message) throw notFound('Message');
    if (!message.isRead) {
      changed = true;
      message.isRead = true;
      audit(
        { ...ctx, em },
        {
          action: 'message.read',
          entity: 'message',
          entityId: message.id,
          source: 'messages',
          level: 'debug',
          message: `${user.username} read message ${message.id}`,
        },
      );
    }
    return message;
  });
  if (changed) await publishAll(ctx, [{ topic: 'UNREAD_CHANGED', userId: user.id }]);
  return read;
}

export async function countUnreadMessages(ctx: Ctx, em: EntityManager = ctx.em): Promise<number> {
  const user = requireUser(ctx);
  return em.count(Message, { receiver: user.id, isRead: false });
}

/**
 * The order's thread: the messages about a visible order that the user sent or received
 * (like message(id), nobody reads other people's messages), oldest first.
 */
export async function orderMessages(ctx: Ctx, orderIdOrCode: string | number): Promise<Message[]> {
  const user = requireUser(ctx);
  const order = await findVisibleOrder(ctx, orderIdOrCode, []);
  return ctx.em.find(
    Message,
    { relatedOrder: order.id, $or: [{ sender: user.id }, { receiver: user.id }] },
    { populate: POPULATE, orderBy: { createdAt: 'asc', id: 'asc' } },
  );
}

/**
 * Sends a message from the signed-in user: checks the recipient rules and the related order,
 * tells the receiver in the same transaction (MessageSent) and publishes the events after commit.
 */
export async function sendMessage(ctx: Ctx, raw: unknown): Promise<Message> {
  const sender = requireUser(ctx);
  const input = await validateInput(SendMessageInput, raw);
  if (input.senderId != null && input.senderId !== sender.id)
    throw forbidden('You can only send messages as yourself');
  const receiver = await ctx.em.findOne(User, { id: input.receiverId });
  if (!receiver) throw notFound('Recipient');
  await assertMaySend(ctx.em, sender, receiver);
  const order = await relatedOrder(ctx, input.relatedOrderId, sender, receiver);
  const content = input.content.trim();
  // The sender, the receiver and the order are this request's loaded entities (the transaction's
  // EntityManager starts with them): the answer is the message as written, without reading it back.
  const { message, events } = await ctx.em.transactional(async (em) => {
    const message = em.create(Message, {
      sender,
      receiver,
      content,
      messageType: input.messageType ?? MessageType.General,
      relatedOrder: order,
      isRead: false,
      createdAt: new Date(),
    });
    await em.flush();
    audit(
      { ...ctx, em },
      {
        action: 'message.send',
        entity: 'message',
        entityId: message.id,
        source: 'messages',
        message: `${sender.username} sent a message to ${receiver.username}`,
        after: {
          receiverId: receiver.id,
          messageType: message.messageType,
          relatedOrder: order?.orderCode ?? null,
        },
      },
    );
    const told = await ctx.events.publish(em, 'MessageSent', { message, sender, receiver, order });
    const created = {
      topic: 'MESSAGE_CREATED' as const,
      messageId: message.id,
      senderId: sender.id,
      receiverId: receiver.id,
    };
    return { message, events: [created, ...told] };
  });
  await publishAll(ctx, events);
  return message;
}

/**
 * The orders a message from `sender` to `receiver` may be about: orders the sender sees whose
 * buyer or vendor the receiver is (any of them for an admin receiver). The one rule:
 * `messageOrders` lists them and every send checks its related order against it.
 */
function relatableOrders(sender: User, receiver: User): Where {
  const [scope, params] = orderScopeSql(sender);
  if (receiver.role === Role.admin) return { sql: scope, params };
  return { sql: `${scope} and (o.buyer_id = ? or o.vendor_id = ?)`, params: [...params, receiver.id, receiver.id] };
}

/** The orders a message to `receiverId` may be about (`relatableOrders`), newest first. */
export async function messageOrders(ctx: Ctx, receiverId: number): Promise<OrderRow[]> {
  const sender = requireUser(ctx);
  const receiver = await ctx.em.findOne(User, { id: receiverId });
  if (!receiver) throw notFound('Recipient');
  return readOrders(ctx.em, relatableOrders(sender, receiver), MAX_PAGE);
}

async function relatedOrder(ctx: Ctx, key: unknown, sender: User, receiver: User): Promise<Order | null> {
  if (key == null || key === '') return null;
  if (typeof key !== 'string' && typeof key !== 'number') {
    throw badInput('The related order must be an order id or code', 'relatedOrderId');
  }
  const order = await findVisibleOrder(ctx, key, []);
  const { sql, params } = relatableOrders(sender, receiver);
  const party = await ctx.em.execute(`select 1 from orders o where o.id = ? and ${sql}`, [order.id, ...params]);
  if (party.length === 0) throw badInput('The recipient is not part of this order', 'relatedOrderId');
  return order;
}

/** Loads the message of a live event afresh (subscriptions keep one EntityManager per socket). */
export function loadMessage(em: EntityManager, id: number): Promise<Message | null> {
  return em.findOne(Message, { id }, { populate: POPULATE });
}
