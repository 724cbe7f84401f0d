import type { PendingEvent, PortalEvent, PubSub } from './pubsub';
import { ordersChanged } from './shared-reads';

/** Publishes events after commit; a failed publish never undoes the committed write. */
export async function publishAll(pubsub: PubSub, events: PendingEvent[]): Promise<void> {
  const ready: PortalEvent[] = [];
  for (const pending of events) {
    try {
      const event = typeof pending === 'function' ? pending() : pending;
      ready.push(event);
      if (event.topic === 'NOTIFICATION_CREATED') ready.push({ topic: 'UNREAD_CHANGED', userId: event.userId });
    } catch {
      // An event that cannot be built is left out; the others still go.
    }
  }
  if (ready.some((event) => event.topic === 'ORDER_CHANGED')) ordersChanged(pubsub);
  try {
    await pubsub.publish(...ready);
  } catch {
    // Subscribers miss the live updates; the data itself is committed and will show on reload.
  }
}
