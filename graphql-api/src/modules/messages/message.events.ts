import type { Order } from '../orders';
import type { User } from '../users';
import type { Message } from './message.entity';

declare module '../../common/domain-events' {
  interface DomainEvents {
    /** A message was sent (and flushed: it has its id), about `order` or none. */
    MessageSent: { message: Message; sender: User; receiver: User; order: Order | null };
  }
}
