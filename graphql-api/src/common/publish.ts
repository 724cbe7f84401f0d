import type { Ctx } from './context';
import type { PendingEvent, PortalEvent } from './pubsub';

/**
 * Publishes events after commit; a failed publish never undoes the committed write. An order
 * changed here drops the portal's shared answers first (the others hear ORDER_CHANGED), and its
 * event names the buyers invited to inspect it where the writer did not (one read for all the
 * events, here rather than once per listening buyer: the inspections' table, read as SQL because
 * common imports no module).
 */
export async function publishAll(
  { pubsub, sharedReads, em }: Pick<Ctx, 'pubsub' | 'sharedReads' | 'em'>,
  events: PendingEvent[],
): Promise<void> {
  const ready: PortalEvent[] = [];
  for (const pending of events) {
    try {
      const event = typeof pending === 'function' ? pending() : pending;
      ready.push(event);
      if (event.topic === 'NOTIFICATION_CREATED')
        ready.push({ topic: 'UNREAD_CHANGED', userId: event.userId });
    } catch {
      // An event that cannot be built is left out; the others still go.
    }
  }
  const orders = ready.filter((event) => event.topic === 'ORDER_CHANGED');
  const unknown = orders.filter((event) => !event.inspectorIds);
  if (orders.length) sharedReads.clear();
  try {
    if (unknown.length) {
      const invited = await em
        .getConnection()
        .execute<{ order_id: number; user_id: number }[]>(
          'select order_id, user_id from order_inspectors where order_id in (?)',
          [unknown.map((event) => event.orderId)],
        );
      for (const event of unknown)
        event.inspectorIds = invited
          .filter((row) => row.order_id === event.orderId)
          .map((row) => row.user_id);
    }
    await pubsub.publish(...ready);
  } catch {
    // Subscribers miss the live updates; the data itself is committed and will show on reload.
  }
}
