import type { SqlPart } from '../../common/sql';
import type { User } from '../users';
import type { OrderActionKind } from './order.actions';
import type { Order } from './order.entity';
import type { OrderRow } from './order.read';
import type { OrderStatus } from './order-status';

declare module '../../common/domain-events' {
  interface DomainEvents {
    /** An order reached Completed for the first time (its completedAt was just set). */
    OrderCompleted: { order: Order; actor: User | null };
    /**
     * An order was placed (with its buyer, vendor and product loaded). `planNote`: what the
     * planner said of its milestones. `also`: the order's first timeline step and audit entry,
     * for a handler to write in its first statement (what none takes, the publisher writes).
     */
    OrderPlaced: { order: Order; actor: User; planNote: string; also: SqlPart[] };
    /**
     * An order's status changed (`kind`: the action that moved it, a request, an approval, a
     * rejection...; `from`: the status before). `also`: the change's timeline step and audit
     * entry, as for OrderPlaced.
     */
    OrderStatusChanged: { order: OrderRow; actor: User; from: OrderStatus; kind: OrderActionKind; reason: string | null; also: SqlPart[] };
    /** Someone added a note (`step`, `notes`) to an order's timeline. */
    TimelineNoteAdded: { order: Order; actor: User; step: string; notes: string | null };
  }
}
