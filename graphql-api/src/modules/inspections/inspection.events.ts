import type { Order } from '../orders';
import type { User } from '../users';

declare module '../../common/domain-events' {
  interface DomainEvents {
    /**
     * An inspection of an order changed (started, completed, waived, a defect recorded...): `title`
     * and `body` say so for the other side; `completed`, the inspection as it completed (the
     * inspection.completed webhook's data), null for any other change.
     */
    InspectionChanged: { order: Order; actor: User; title: string; body: string; completed: unknown };
    /** The buyer invited a colleague to inspect an order, or withdrew the invitation. */
    InspectorChanged: { order: Order; actor: User; invitee: User; verb: 'invited' | 'removed' };
  }
}
