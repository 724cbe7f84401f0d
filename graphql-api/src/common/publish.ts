import type { Ctx } from './context';
import type { PendingEvent, PortalEvent } from './pubsub';

/**
 * Publishes events after commit; a failed publish never undoes the committed write. An order
 * changed here drops the portal's shared answers first (the others hear ORDER_CHANGED).
 */
export async function publishAll({ pubsub, sharedReads }: Pick<Ctx, 'pubsub' | 'sharedReads'>, events: PendingEvent[]): Promise<void> {
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
  if (ready.some((event) => event.topic === 'ORDER_CHANGED')) sharedReads.clear();
  try {
    await pubsub.publish(...ready);
  } catch {
    // Subscribers miss the live updates; the data itself is committed and will show on reload.
  }
}
