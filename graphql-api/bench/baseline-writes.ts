import { randomInt, randomUUID } from 'node:crypto';
import type pg from 'pg';
import { formatDisplayDate } from '../src/common/dates';
import { units } from '../src/common/words';
import { dayOf, planDates } from '../src/modules/planning/milestone.rules';
import { tightPlanNote } from '../src/modules/planning/milestone.service';

/**
 * The yardstick of the measured writes: each one as a hand-written handler on bare `pg` would do
 * it, with the statements the portal issues for it (taken from PostgreSQL's statement log of one
 * request of each kind; issue 24), as parameterised statements in one transaction: the same reads
 * of the rules, the same rows in the same tables (a notification, its mail and its webhook
 * deliveries in one statement, as `notify` writes them, with an order's timeline step and audit
 * entry in that statement too), then the same pg_notify of the live events. Left out, as for the reads' yardstick: the session lookup (the actor comes in the
 * request; the buyer's row comes with the policy read). Settings are kept two seconds, as the
 * portal keeps them. The outcome of the one case measured is written as it is, not decided: the
 * rules live in the services only.
 * bench/run.ts checks that each handler writes the same rows as the portal's request.
 */

type Db = pg.PoolClient;
type Row = Record<string, unknown>;

const CHANNEL = 'portal_events';
const USER = 'id, name, username, email, role, company, active';

async function inTransaction<T>(pool: pg.Pool, work: (db: Db) => Promise<T>): Promise<T> {
  const db = await pool.connect();
  try {
    await db.query('begin');
    const result = await work(db);
    await db.query('commit');
    return result;
  } catch (error) {
    await db.query('rollback');
    throw error;
  } finally {
    db.release();
  }
}

const one = async (db: Db, text: string, values: unknown[]): Promise<Row | undefined> =>
  (await db.query(text, values)).rows[0] as Row | undefined;

/**
 * The Notifications settings' e-mail switch (on unless an admin turned it off), read at most every
 * two seconds, as the portal keeps its settings.
 */
const switches = { values: null as Record<string, boolean> | null, until: 0 };
async function emailOn(db: Db, key: string): Promise<boolean> {
  if (switches.until < Date.now()) {
    const row = await one(db, "select values from settings where section = 'notifications'", []);
    Object.assign(switches, { values: row?.values ?? {}, until: Date.now() + 2_000 });
  }
  return switches.values?.[key] ?? true;
}

type Hook = { type: string; data: Row; userIds: number[]; admins: boolean };

/** A part of the notification's statement: its SQL, given the function that adds a parameter. */
type Part = (p: (value: unknown) => string) => string;

/**
 * The notification, its mail when the switch is on and a webhook delivery per subscribed endpoint
 * of each event's users (and of admins when `admins`), in the caller's transaction and in one
 * statement, as the portal writes them; the notification's id.
 */
async function notifyUser(
  db: Db,
  user: Row,
  switchKey: string,
  n: { kind: string; title: string; body: string; link: string; subject: string },
  hooks: Hook[],
  also: Part[] = [],
): Promise<number> {
  const now = new Date();
  const params: unknown[] = [];
  const p = (value: unknown) => `$${params.push(value)}`;
  // The change's own writes (timeline, audit) first, in the same statement, as the portal.
  const parts: string[] = also.map((part) => part(p));
  if ((await emailOn(db, switchKey)) && user.email && user.active)
    parts.push(
      `insert into outbox_emails ("to", subject, text, status, attempts, next_attempt_at, queued_at, created_at)
       values (${p(user.email)}, ${p(n.subject)}, ${p(`${n.body}\n\nOpen it in the portal: ${n.link}`)}, 'pending', 0, ${p(now)}, ${p(now)}, ${p(now)})`,
    );
  const selects = hooks.map((hook) => {
    const id = randomUUID();
    const payload = JSON.stringify({ id, type: hook.type, createdAt: now.toISOString(), data: hook.data });
    const type = p(hook.type);
    return `select e.id, ${p(id)}::text, ${type}::text, ${p(payload)}::text, 'pending', 0, ${p(now)}::timestamptz, ${p(now)}::timestamptz
     from webhook_endpoints e join users u on u.id = e.user_id
     where e.enabled and u.active and ${type}::text = any(e.events) and (e.user_id = any(${p(hook.userIds)}::int[]) or (${p(hook.admins)}::boolean and u.role = 'admin'))`;
  });
  if (selects.length > 0)
    parts.push(
      `insert into webhook_deliveries (endpoint_id, event_id, event_type, payload, status, attempts, next_attempt_at, created_at)
     ${selects.join('\n     union all ')}
     on conflict (endpoint_id, event_id) do nothing`,
    );
  const insert = `insert into notifications (user_id, kind, title, body, link, is_read, created_at)
     values (${p(user.id)}, ${p(n.kind)}, ${p(n.title)}, ${p(n.body)}, ${p(n.link)}, false, ${p(now)}) returning id`;
  const text = parts.length
    ? `with ${parts.map((part, i) => `p${i} as (${part})`).join(', ')} ${insert}`
    : insert;
  const row = await one(db, text, params);
  return row!.id as number;
}

function auditEntry(actor: Row, entry: Row): Part {
  return (p) =>
    `insert into audit_log (at, actor_id, actor_name, action, entity, entity_id, before, after, level, source, message, request_id)
     values (now(), ${p(actor.id)}, ${p(actor.username)}, ${p(entry.action)}, ${p(entry.entity)}, ${p(String(entry.entityId))}, ${p(entry.before === undefined ? null : JSON.stringify(entry.before))}::jsonb, ${p(JSON.stringify(entry.after))}::jsonb, 'info', ${p(entry.source)}, ${p(entry.message)}, ${p(randomUUID())})`;
}

function timelineEvent(orderId: unknown, actorId: unknown, e: Row): Part {
  return (p) =>
    `insert into timeline_events (order_id, step, status, notes, attachment_url, from_status, to_status, requires_action, created_by_id, created_at)
     values (${p(orderId)}, ${p(e.toStatus)}, 'Pending', ${p(e.notes)}, null, ${p(e.fromStatus)}, ${p(e.toStatus)}, ${p(e.requiresAction)}, ${p(actorId)}, now())`;
}

/** A part as a statement of its own. */
async function runPart(db: Db, part: Part) {
  const params: unknown[] = [];
  await db.query(part((value) => `$${params.push(value)}`), params);
}

/** The order's other current timeline events completed (a status change's new step). */
const completePending =
  (orderId: unknown): Part =>
  (p) =>
    `update timeline_events set status = 'Completed', requires_action = false where order_id = ${p(orderId)} and status = 'Pending'`;

async function publish(pool: pg.Pool, events: Row[]) {
  const calls = events.map((_, i) => `pg_notify($1, $${i + 2})`).join(', ');
  await pool.query(`select ${calls}`, [CHANNEL, ...events.map((e) => JSON.stringify(e))]);
}

/** The order as its webhooks carry it. */
function orderPayload(o: Row, product: Row, buyer: Row, vendor: Row) {
  return {
    id: o.id,
    orderId: o.order_code,
    productId: o.product_id,
    vendorId: o.vendor_id,
    buyerId: o.buyer_id,
    quantity: o.quantity,
    status: o.status,
    ackStatus: o.ack_status,
    dueDate: formatDisplayDate(o.due_date as string),
    dueDateIso: o.due_date,
    notes: o.notes,
    version: o.version,
    requestedStatus: o.requested_status,
    previousStatus: o.previous_status,
    policy: o.policy,
    tightPlanDays: o.tight_plan_days,
    productName: product.name,
    sku: product.sku,
    buyerName: buyer.name,
    vendorName: vendor.name,
    buyerCompany: buyer.company,
    vendorCompany: vendor.company,
  };
}

// ------------------------------------------------------------------------------ order codes

const codeDigits = { digits: 4, until: 0 };

/** A free code of the year: as the portal, the digits counted at most every 30 s, 16 drawn. */
async function orderCode(db: Db): Promise<string> {
  const prefix = `ORD-${new Date().getUTCFullYear()}-`;
  if (codeDigits.until < Date.now()) {
    const { rows } = await db.query(
      'select length(order_code) - $1 as digits, count(*)::int as used from orders where order_code like $2 group by 1',
      [prefix.length, `${prefix}%`],
    );
    const used = new Map(rows.map((r) => [Number(r.digits), Number(r.used)]));
    let digits = 4;
    while (digits < 9 && (used.get(digits) ?? 0) * 2 >= 9 * 10 ** (digits - 1)) digits += 1;
    Object.assign(codeDigits, { digits, until: Date.now() + 30_000 });
  }
  for (;;) {
    const { digits } = codeDigits;
    const candidates = Array.from(
      { length: 16 },
      () => `${prefix}${randomInt(10 ** (digits - 1), 10 ** digits)}`,
    );
    const { rows } = await db.query('select order_code from orders where order_code = any($1)', [
      candidates,
    ]);
    const taken = new Set(rows.map((r) => r.order_code));
    const free = candidates.find((code) => !taken.has(code));
    if (free) return free;
    codeDigits.digits = Math.min(9, digits + 1);
  }
}

// ----------------------------------------------------------------------------------- writes

export type NewOrder = {
  buyerId: number;
  vendorId: number;
  productId: number;
  quantity: number;
  dueDate: string;
  notes?: string | null;
};

/** POST /api/orders and createOrder: the order, its milestone plan and side effects. */
export async function createOrder(pool: pg.Pool, input: NewOrder) {
  for (;;) {
    try {
      return await createOrderOnce(pool, input);
    } catch (error) {
      // Two creations drew the same code: the whole transaction again, as the portal.
      if ((error as { constraint?: string }).constraint !== 'orders_order_code_unique') throw error;
    }
  }
}

async function createOrderOnce(pool: pg.Pool, input: NewOrder) {
  const { order, notificationId } = await inTransaction(pool, async (db) => {
    // The active vendor with the product when it is one of theirs and live (the portal's
    // statement), then the buyer's policy with their approved connection (the buyer's row comes
    // with it: the portal has it from the session).
    const found = await one(
      db,
      `select to_jsonb(v) - 'password_hash' as vendor, to_jsonb(p) as product
         from users v left join products p on p.id = $1 and p.vendor_id = v.id and p.archived_at is null
        where v.id = $2 and v.role = 'vendor' and v.active`,
      [input.productId, input.vendorId],
    );
    const policies = await one(
      db,
      `select row_to_json(u) as buyer, c.policy_override from users u
       join connections c on c.buyer_id = u.id and c.vendor_id = $2 and c.status = 'approved'
       where u.id = $1 and u.role = 'buyer' and u.active`,
      [input.buyerId, input.vendorId],
    );
    if (!found?.product || !policies) throw new Error('not allowed');
    const { vendor, product } = found as { vendor: Row; product: Row };
    const buyer = policies.buyer as Row;
    const policy = {
      requireAcknowledgement: false,
      requirePpSample: false,
      requireFinalInspection: false,
      ...(buyer.ordering_policy as object),
      ...(policies.policy_override as object),
    };
    const template = await one(
      db,
      'select * from milestone_templates order by is_default desc, id asc limit 1',
      [],
    );
    const code = await orderCode(db);
    const plan = planDates(template!.steps as never, input.dueDate, dayOf(new Date()));
    const note = tightPlanNote({
      shortBy: plan.shortBy,
      templateName: template!.name as string,
      templateDays: plan.templateDays,
    });
    const order = (await one(
      db,
      `insert into orders (order_code, buyer_id, vendor_id, product_id, quantity, status, ack_status, due_date, notes, size_breakdown, created_at, updated_at, policy, tight_plan_days)
       values ($1, $2, $3, $4, $5, 'Planning', $6, $7, $8, null, now(), now(), $9, $10) returning *`,
      [
        code,
        input.buyerId,
        input.vendorId,
        input.productId,
        input.quantity,
        policy.requireAcknowledgement ? 'Pending' : 'Accepted',
        input.dueDate,
        input.notes?.trim() || null,
        policy,
        plan.shortBy || null,
      ],
    ))!;
    await db.query(
      `insert into order_milestones (order_id, position, name, owner, planned_date)
       select $1, * from unnest($2::int[], $3::text[], $4::text[], $5::date[])`,
      [
        order.id,
        plan.steps.map((s) => s.position),
        plan.steps.map((s) => s.name),
        plan.steps.map((s) => s.owner),
        plan.steps.map((s) => s.plannedDate),
      ],
    );
    const body = `${buyer.company || buyer.name} ordered ${units(input.quantity)} of ${product.name} (${code}), due ${formatDisplayDate(input.dueDate)}.${policy.requireAcknowledgement ? ' Please accept it or propose changes.' : ''}${note}`;
    const link = `/orders/${code}`;
    const notificationId = await notifyUser(db, vendor, 'emailNewOrders', {
      kind: 'order_created',
      title: 'New order',
      body,
      link,
      subject: `${code}: New order`,
    }, [
      {
        type: 'order.created',
        data: { order: orderPayload(order, product, buyer, vendor) },
        userIds: [buyer.id as number, vendor.id as number],
        admins: true,
      },
    ], [
      timelineEvent(order.id, buyer.id, {
        toStatus: 'Planning',
        fromStatus: null,
        notes: `Order placed: ${units(input.quantity)} of ${product.name}, due ${formatDisplayDate(input.dueDate)}.${note}`,
        requiresAction: false,
      }),
      auditEntry(buyer, {
        action: 'order.create',
        entity: 'order',
        entityId: order.id,
        source: 'orders',
        message: `${buyer.username} created ${code}`,
        after: { orderCode: code, ...input, policy, tightPlanDays: order.tight_plan_days },
      }),
    ]);
    return { order, notificationId };
  });
  await publish(pool, [
    { topic: 'NOTIFICATION_CREATED', notificationId, userId: order.vendor_id },
    { topic: 'UNREAD_CHANGED', userId: order.vendor_id },
    {
      topic: 'ORDER_CHANGED',
      orderId: order.id,
      buyerId: order.buyer_id,
      vendorId: order.vendor_id,
      inspectorIds: [], // a new order has none
    },
  ]);
  return { id: order.id, orderCode: order.order_code };
}

/**
 * PUT /api/orders/{id}/status as measured: the vendor asks to move an order to `status`, which
 * needs the buyer's approval (the order goes to Approval Needed with the status requested).
 */
export async function askStatusChange(
  pool: pg.Pool,
  vendorId: number,
  orderId: number,
  status: string,
) {
  const { order, notificationId } = await inTransaction(pool, async (db) => {
    const found = await one(
      db,
      `select o.*, row_to_json(b) as buyer, row_to_json(v) as vendor, p.name as product_name, p.sku
       from orders o join users b on b.id = o.buyer_id join users v on v.id = o.vendor_id join products p on p.id = o.product_id
       where o.id = $1 and o.vendor_id = $2`,
      [orderId, vendorId],
    );
    if (!found) throw new Error('not found');
    const { buyer, vendor } = found as { buyer: Row; vendor: Row };
    const from = found.status as string;
    const order: Row = {
      ...found,
      status: 'Approval Needed',
      requested_status: status,
      previous_status: from,
    };
    const code = order.order_code as string;
    const link = `/orders/${code}`;
    const product = { name: found.product_name, sku: found.sku };
    const parties = [buyer.id as number, vendorId];
    const notificationId = await notifyUser(db, buyer, 'emailSystemAlerts', {
      kind: 'approval_requested',
      title: 'Approval required',
      body: `${vendor.name} asks to move it to ${status} (${code}, now ${from}).`,
      link,
      subject: `${code}: Approval required`,
    }, [
      {
        type: 'order.status_changed',
        data: { order: orderPayload(order, product, buyer, vendor), fromStatus: from },
        userIds: parties,
        admins: true,
      },
      {
        type: 'order.approval_requested',
        data: { order: orderPayload(order, product, buyer, vendor) },
        userIds: parties,
        admins: true,
      },
    ], [
      completePending(orderId),
      timelineEvent(orderId, vendorId, {
        toStatus: 'Approval Needed',
        fromStatus: from,
        notes: null,
        requiresAction: true,
      }),
      auditEntry(vendor, {
        action: 'order.status',
        entity: 'order',
        entityId: orderId,
        source: 'orders',
        message: `${vendor.username} moved ${code} from ${from} to Approval Needed (requested ${status})`,
        before: {
          status: from,
          requestedStatus: found.requested_status,
          previousStatus: found.previous_status,
        },
        after: { status: 'Approval Needed', requestedStatus: status, previousStatus: from },
      }),
    ]);
    const updated = await db.query(
      `update orders set status = 'Approval Needed', requested_status = $3, previous_status = $4, updated_at = now(), version = version + 1
       where id = $1 and version = $2 returning version`,
      [orderId, found.version, status, from],
    );
    if (updated.rowCount !== 1) throw new Error('changed meanwhile');
    return { order, notificationId };
  });
  // The order's event names its invited inspectors (the portal's publishAll reads them after commit).
  const invited = await pool.query('select order_id, user_id from order_inspectors where order_id in ($1)', [orderId]);
  await publish(pool, [
    { topic: 'NOTIFICATION_CREATED', notificationId, userId: order.buyer_id },
    { topic: 'UNREAD_CHANGED', userId: order.buyer_id },
    { topic: 'ORDER_CHANGED', orderId, buyerId: order.buyer_id, vendorId, inspectorIds: invited.rows.map((row) => row.user_id) },
  ]);
  return { id: orderId, status: order.status, requestedStatus: status };
}

export type NewMessage = {
  senderId: number;
  receiverId: number;
  content: string;
  messageType: string;
};

/** POST /api/messages: a buyer writes to a connected vendor; the receiver is notified. */
export async function sendMessage(pool: pg.Pool, input: NewMessage) {
  const { rows: users } = await pool.query(`select ${USER} from users where id = any($1)`, [
    [input.senderId, input.receiverId],
  ]);
  const sender = users.find((u) => u.id === input.senderId);
  const receiver = users.find((u) => u.id === input.receiverId);
  const connected = (
    await pool.query(
      "select count(*)::int as n from connections where buyer_id = $1 and vendor_id = $2 and status = 'approved'",
      [input.senderId, input.receiverId],
    )
  ).rows[0];
  if (!sender || !receiver?.active || !connected.n) throw new Error('not allowed');
  const content = input.content.trim();
  const { message, notificationId } = await inTransaction(pool, async (db) => {
    const message = (await one(
      db,
      `insert into messages (sender_id, receiver_id, content, message_type, related_order_id, is_read, created_at)
       values ($1, $2, $3, $4, null, false, now()) returning *`,
      [sender.id, receiver.id, content, input.messageType],
    ))!;
    const body = content.length > 200 ? `${content.slice(0, 197)}...` : content;
    const title = `New message from ${sender.name}`;
    const data = {
      message: {
        id: message.id,
        senderId: sender.id,
        senderName: sender.name,
        receiverId: receiver.id,
        content,
        messageType: input.messageType,
        relatedOrderId: null,
        createdAt: (message.created_at as Date).toISOString(),
      },
    };
    const notificationId = await notifyUser(
      db,
      receiver,
      'emailNewMessages',
      { kind: 'message', title, body, link: `/${receiver.role}/messages`, subject: title },
      [{ type: 'message.received', data, userIds: [receiver.id], admins: false }],
    );
    await runPart(db, auditEntry(sender, {
      action: 'message.send',
      entity: 'message',
      entityId: message.id,
      source: 'messages',
      message: `${sender.username} sent a message to ${receiver.username}`,
      after: { receiverId: receiver.id, messageType: input.messageType, relatedOrder: null },
    }));
    return { message, notificationId };
  });
  await publish(pool, [
    {
      topic: 'MESSAGE_CREATED',
      messageId: message.id,
      senderId: sender.id,
      receiverId: receiver.id,
    },
    { topic: 'NOTIFICATION_CREATED', notificationId, userId: receiver.id },
    { topic: 'UNREAD_CHANGED', userId: receiver.id },
  ]);
  return { ...message, senderName: sender.name, receiverName: receiver.name };
}
