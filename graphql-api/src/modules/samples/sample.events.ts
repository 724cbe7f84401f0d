import type { Order } from '../orders';
import type { User } from '../users';

declare module '../../common/domain-events' {
  interface DomainEvents {
    /**
     * A sample of an order was requested, submitted, approved, rejected or waived: `title` and
     * `body` say so for the other side, `sample` is its state (the sample.updated webhook's data).
     */
    SampleUpdated: { order: Order; actor: User; title: string; body: string; sample: Record<string, unknown> };
  }
}
