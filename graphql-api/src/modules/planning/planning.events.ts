import type { Order } from '../orders';
import type { User } from '../users';
import type { OrderMilestone } from './milestone.entity';

declare module '../../common/domain-events' {
  interface DomainEvents {
    /**
     * The vendor's acknowledgement of an order moved on (accepted as placed, a change proposed,
     * the proposal answered): `title` and `body` say what, for the other side.
     */
    OrderAcknowledgement: { order: Order; actor: User; title: string; body: string };
    /** A milestone of an open order (loaded with its buyer and vendor) turned late; `text` says which and since when. */
    MilestoneLate: { order: Order; milestone: OrderMilestone; text: string };
  }
}
