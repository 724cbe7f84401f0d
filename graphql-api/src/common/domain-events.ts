import type { EntityManager } from '@mikro-orm/postgresql';
import type { PendingEvent } from './pubsub';

/**
 * Domain events: how a module tells the modules above it what happened, without importing them
 * (README, "Modules and their dependencies"). The publisher names the event and its payload by
 * adding to this interface from its own folder:
 *
 *   declare module '../../common/domain-events' {
 *     interface DomainEvents { OrderCompleted: { order: Order; actor: User | null } }
 *   }
 *
 * Handlers run inside the publisher's transaction, on its EntityManager, one after the other in
 * the order they were registered, so their writes commit or roll back with the change (a handler
 * that throws undoes it). They return the live events to publish once that transaction has
 * committed. The composition root (buildApp) registers them.
 *
 * An event may carry the publisher's own writes (`also: SqlPart[]`, as OrderStatusChanged carries
 * the change's timeline step and audit entry): the first handler that writes takes them into its
 * statement (one round trip for all); what none takes, the publisher writes after publishing
 * (runParts, common/sql.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DomainEvents {}

export type DomainEventName = keyof DomainEvents;
export type DomainEventHandler<K extends DomainEventName> = (
  em: EntityManager,
  event: DomainEvents[K],
) => Promise<PendingEvent[]>;

export class DomainEventBus {
  private readonly handlers = new Map<DomainEventName, DomainEventHandler<never>[]>();

  on<K extends DomainEventName>(name: K, handler: DomainEventHandler<K>): this {
    this.handlers.set(name, [...(this.handlers.get(name) ?? []), handler as DomainEventHandler<never>]);
    return this;
  }

  /** Runs the event's handlers in the caller's transaction; returns what to publish after commit. */
  async publish<K extends DomainEventName>(em: EntityManager, name: K, event: DomainEvents[K]): Promise<PendingEvent[]> {
    const pending: PendingEvent[] = [];
    for (const handler of this.handlers.get(name) ?? []) pending.push(...(await (handler as DomainEventHandler<K>)(em, event)));
    return pending;
  }
}
