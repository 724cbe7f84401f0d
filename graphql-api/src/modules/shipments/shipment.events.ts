import type { Order } from '../orders';
import type { User } from '../users';

/** The webhook events a shipment change may announce. */
export type ShipmentWebhook = 'shipment.created' | 'shipment.received';

declare module '../../common/domain-events' {
  interface DomainEvents {
    /**
     * A shipment of an order changed (sent, received, ...): `title` and `body` say so for the
     * other side; `webhook` (with `webhookData`) when it is one endpoints subscribe to.
     */
    ShipmentChanged: { order: Order; actor: User; title: string; body: string; webhook?: ShipmentWebhook; webhookData?: Record<string, unknown> };
  }
}
