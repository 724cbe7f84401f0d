import type { User } from '../users';
import type { Order } from './order.entity';

declare module '../../common/domain-events' {
  interface DomainEvents {
    /** An order reached Completed for the first time (its completedAt was just set). */
    OrderCompleted: { order: Order; actor: User | null };
  }
}
