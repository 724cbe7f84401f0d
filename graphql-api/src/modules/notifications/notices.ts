import type { EntityManager } from '@mikro-orm/postgresql';
import type { DomainEvents } from '../../common/domain-events';
import type { PendingEvent } from '../../common/pubsub';
import type { SqlPart } from '../../common/sql';
import { day, units } from '../../common/words';
import { ConnectionStatus } from '../connections';
import { AckStatus, OrderActionKind, type OrderRow, OrderStatus, otherParties } from '../orders';
import { Product } from '../products';
import { Role, User } from '../users';
import { messageReceivedEvent, orderEvent } from '../webhooks';
import { type NotificationInput, notify, resolveNotifications } from './notify';

/**
 * What each domain event tells whom: the handlers that turn what happened in a module into
 * notifications (with their e-mails, per the settings) and webhook deliveries, registered on the
 * domain event bus in buildApp (app.ts). Each runs in the publisher's transaction, on its
 * EntityManager, so what it writes commits or rolls back with the change, and returns the live
 * events to publish after commit.
 */
type Handler<K extends keyof DomainEvents> = (em: EntityManager, event: DomainEvents[K]) => Promise<PendingEvent[]>;

const orderLink = (order: OrderRow, tab = '') => `/orders/${order.orderCode}${tab}`;

/**
 * Notifies the parties of an order but the actor. `also`: the publisher's writes, taken into the
 * first notification's statement (one round trip for all).
 */
async function tellOtherParties(em: EntityManager, order: OrderRow, actor: User, input: NotificationInput, also: SqlPart[] = []) {
  const events: PendingEvent[] = [];
  for (const party of otherParties(order, actor)) events.push((await notify(em, party, input, also.splice(0))).event);
  return events;
}

export const orderPlaced: Handler<'OrderPlaced'> = async (em, { order, planNote, also }) => {
  const { buyer, vendor, product } = order;
  const ask = order.ackStatus === AckStatus.Pending ? ' Please accept it or propose changes.' : '';
  const sent = await notify(
    em,
    vendor,
    {
      kind: 'order_created',
      title: 'New order',
      body: `${buyer.company || buyer.name} ordered ${units(order.quantity)} of ${product.name} (${order.orderCode}), due ${day(order.dueDate)}.${ask}${planNote}`,
      link: orderLink(order),
      orderCode: order.orderCode,
      webhooks: [orderEvent('order.created', order)],
    },
    also.splice(0),
  );
  return [sent.event];
};

/** What a status change says: an answer to an approval request, a request, or a move. */
function statusNotice(order: OrderRow, actor: User, from: OrderStatus, kind: OrderActionKind, reason: string | null) {
  const link = orderLink(order);
  const code = order.orderCode;
  const because = reason ? ` Reason: ${reason}` : '';
  if (kind === OrderActionKind.Approve || kind === OrderActionKind.Reject) {
    const approved = kind === OrderActionKind.Approve;
    return {
      kind: 'approval_answered' as const,
      link,
      title: approved ? 'Status change approved' : 'Status change rejected',
      body: `${actor.name} ${approved ? 'approved' : 'rejected'} the change of ${code}; the order is now ${order.status}.`,
    };
  }
  if (order.status === OrderStatus.ApprovalNeeded) {
    const wanted =
      order.requestedStatus === OrderStatus.Cancelled
        ? 'to cancel'
        : order.requestedStatus
          ? `to move it to ${order.requestedStatus}`
          : 'for your approval on samples or documents';
    return {
      kind: 'approval_requested' as const,
      link,
      title: 'Approval required',
      body: `${actor.name} asks ${wanted} (${code}, now ${from}).${because}`,
    };
  }
  return {
    kind: 'order_status' as const,
    link,
    title: 'Order status updated',
    body: `${actor.name} moved ${code} from ${from} to ${order.status}.${because}`,
  };
}

export const orderStatusChanged: Handler<'OrderStatusChanged'> = async (em, { order, actor, from, kind, reason, also }) => {
  const events: PendingEvent[] = [];
  // An approval request that is answered (or overtaken by an admin) is done for its buyer.
  if (from === OrderStatus.ApprovalNeeded && order.status !== OrderStatus.ApprovalNeeded)
    events.push(...(await resolveNotifications(em, 'approval_requested', orderLink(order))));
  const webhooks = [orderEvent('order.status_changed', order, { fromStatus: from })];
  if (order.status === OrderStatus.ApprovalNeeded) webhooks.push(orderEvent('order.approval_requested', order));
  const notice = statusNotice(order, actor, from, kind, reason);
  events.push(...(await tellOtherParties(em, order, actor, { ...notice, orderCode: order.orderCode, webhooks }, also)));
  return events;
};

export const timelineNoteAdded: Handler<'TimelineNoteAdded'> = (em, { order, actor, step, notes }) =>
  tellOtherParties(em, order, actor, {
    kind: 'order_status',
    title: 'Timeline updated',
    body: `${actor.name} added "${step}" to the timeline of ${order.orderCode}.${notes ? ` ${notes}` : ''}`,
    link: orderLink(order),
    orderCode: order.orderCode,
  });

export const orderAcknowledgement: Handler<'OrderAcknowledgement'> = (em, { order, actor, title, body }) =>
  tellOtherParties(em, order, actor, { kind: 'order_status', title, body, link: orderLink(order), orderCode: order.orderCode });

export const milestoneLate: Handler<'MilestoneLate'> = async (em, { order, milestone, text }) => {
  // One webhook event for both notifications: each endpoint receives it once.
  const webhook = orderEvent('milestone.late', order, {
    milestone: { id: milestone.id, name: milestone.name, owner: milestone.owner, plannedDate: milestone.plannedDate },
  });
  const events: PendingEvent[] = [];
  for (const party of [order.buyer, order.vendor]) {
    const input: NotificationInput = { kind: 'milestone_late', title: 'Milestone late', body: text, link: orderLink(order), orderCode: order.orderCode, webhooks: [webhook] };
    events.push((await notify(em, party, input)).event);
  }
  return events;
};

export const sampleUpdated: Handler<'SampleUpdated'> = (em, { order, actor, title, body, sample }) =>
  tellOtherParties(em, order, actor, {
    kind: 'sample',
    title,
    body,
    link: orderLink(order, '#samples'),
    orderCode: order.orderCode,
    webhooks: [orderEvent('sample.updated', order, { sample })],
  });

export const shipmentChanged: Handler<'ShipmentChanged'> = (em, { order, actor, title, body, webhook, webhookData }) =>
  tellOtherParties(em, order, actor, {
    kind: 'shipment',
    title,
    body,
    link: orderLink(order, '#shipments'),
    orderCode: order.orderCode,
    webhooks: webhook ? [orderEvent(webhook, order, webhookData)] : [],
  });

export const inspectionChanged: Handler<'InspectionChanged'> = (em, { order, actor, title, body, completed }) =>
  tellOtherParties(em, order, actor, {
    kind: 'inspection',
    title,
    body,
    link: orderLink(order, '#quality'),
    orderCode: order.orderCode,
    webhooks: completed !== null ? [orderEvent('inspection.completed', order, { inspection: completed })] : [],
  });

export const inspectorChanged: Handler<'InspectorChanged'> = async (em, { order, actor, invitee, verb }) => {
  const invited = verb === 'invited';
  const sent = await notify(em, invitee, {
    kind: 'inspection',
    title: invited ? 'Invitation to inspect an order' : 'Inspection invitation withdrawn',
    body: invited
      ? `${actor.name} invited you to inspect ${order.orderCode}: open its Quality tab to start an inspection.`
      : `${actor.name} withdrew your invitation to inspect ${order.orderCode}.`,
    link: invited ? orderLink(order, '#quality') : null,
    orderCode: order.orderCode,
  });
  return [sent.event];
};

export const messageSent: Handler<'MessageSent'> = async (em, { message, sender, receiver, order }) => {
  const { content } = message;
  const sent = await notify(em, receiver, {
    kind: 'message',
    title: `New message from ${sender.name}`,
    body: content.length > 200 ? `${content.slice(0, 197)}...` : content,
    link: `/${receiver.role}/messages`,
    orderCode: order?.orderCode ?? null,
    webhooks: [messageReceivedEvent(message, sender, receiver, order?.orderCode ?? null)],
  });
  return [sent.event];
};

const label = (user: User) => (user.company ? `${user.name} (${user.company})` : user.name);

/** The buyer and the vendor hear that an admin approved or blocked their connection (of other changes, nobody). */
export const connectionChanged: Handler<'ConnectionChanged'> = async (em, { connection }) => {
  if (![ConnectionStatus.approved, ConnectionStatus.blocked].includes(connection.status)) return [];
  const { buyer, vendor, status } = connection;
  const title = status === ConnectionStatus.approved ? 'Connection approved' : 'Connection blocked';
  const events: PendingEvent[] = [];
  for (const [user, other, link] of [
    [buyer, vendor, '/buyer/vendors'],
    [vendor, buyer, '/vendor/dashboard'],
  ] as const) {
    const body =
      status === ConnectionStatus.approved
        ? `You are now connected with ${label(other)}.`
        : `Your connection with ${label(other)} has been blocked by an administrator.`;
    events.push((await notify(em, user, { kind: 'connection', title, body, link })).event);
  }
  return events;
};

/** Every active admin hears of a buyer's connection request. */
export const connectionRequested: Handler<'ConnectionRequested'> = async (em, { connection: { buyer, vendor } }) => {
  const events: PendingEvent[] = [];
  for (const admin of await em.find(User, { role: Role.admin, active: true })) {
    const { event } = await notify(em, admin, {
      kind: 'connection',
      title: 'Connection request',
      body: `${label(buyer)} asks to connect with ${label(vendor)}.`,
      link: '/admin/associations',
    });
    events.push(event);
  }
  return events;
};

export const stockLow: Handler<'StockLow'> = async (em, { item }) => {
  const buyer = await em.findOneOrFail(User, { id: item.buyer.id });
  const product = await em.findOneOrFail(Product, { id: item.product.id });
  const { event } = await notify(em, buyer, {
    kind: 'low_stock',
    title: `Low stock: ${product.name}`,
    body: `${units(item.onHand)} on hand, under the reorder point of ${units(item.reorderPoint)}.`,
    link: '/buyer/inventory',
  });
  return [event];
};
