import { EventEmitter } from 'node:events';
import { Client, Pool } from 'pg';

/**
 * Events for subscriptions, through PostgreSQL's LISTEN/NOTIFY so that several server processes
 * share them (on the embedded server and an external one alike). Payloads are small JSON objects
 * (ids), well under NOTIFY's 8000 bytes.
 */
export type PortalEvent =
  | { topic: 'ORDER_CHANGED'; orderId: number; buyerId: number; vendorId: number }
  | { topic: 'MESSAGE_CREATED'; messageId: number; senderId: number; receiverId: number }
  | { topic: 'NOTIFICATION_CREATED'; notificationId: number; userId: number }
  /** A user's unread counts (messages or notifications) changed: badges refresh. */
  | { topic: 'UNREAD_CHANGED'; userId: number }
  /** A user's sessions ended or the user changed: instances forget the sessions they keep. */
  | { topic: 'SESSIONS_CHANGED'; userId: number };

export type Topic = PortalEvent['topic'];
export type EventOf<T extends Topic> = Extract<PortalEvent, { topic: T }>;

export interface PubSub {
  /** Publishes events in their order (one round trip to PostgreSQL for all of them). */
  publish(...events: PortalEvent[]): Promise<void>;
  /** Returns an unsubscribe function. */
  subscribe<T extends Topic>(topic: T, handler: (event: EventOf<T>) => void): () => void;
  /** An async iterator of the events of one topic or several, in order (for GraphQL subscriptions). */
  iterate<T extends Topic>(topics: T | readonly T[]): AsyncIterableIterator<EventOf<T>>;
  close(): Promise<void>;
}

const CHANNEL = 'portal_events';

abstract class BasePubSub implements PubSub {
  protected readonly emitter = new EventEmitter().setMaxListeners(0);

  abstract publish(...events: PortalEvent[]): Promise<void>;
  abstract close(): Promise<void>;

  protected deliver(event: PortalEvent): void {
    this.emitter.emit(event.topic, event);
  }

  subscribe<T extends Topic>(topic: T, handler: (event: EventOf<T>) => void): () => void {
    this.emitter.on(topic, handler as (event: PortalEvent) => void);
    return () => this.emitter.off(topic, handler as (event: PortalEvent) => void);
  }

  iterate<T extends Topic>(topics: T | readonly T[]): AsyncIterableIterator<EventOf<T>> {
    const queue: EventOf<T>[] = [];
    let waiting: ((result: IteratorResult<EventOf<T>>) => void) | null = null;
    let done = false;
    const deliver = (event: EventOf<T>) => {
      if (waiting) {
        const resolve = waiting;
        waiting = null;
        resolve({ value: event, done: false });
      } else queue.push(event);
    };
    const list: readonly T[] = typeof topics === 'string' ? [topics as T] : (topics as readonly T[]);
    const stops = list.map((topic) => this.subscribe(topic, deliver));
    const finish = (): Promise<IteratorResult<EventOf<T>>> => {
      done = true;
      for (const stop of stops) stop();
      if (waiting) waiting({ value: undefined, done: true });
      waiting = null;
      return Promise.resolve({ value: undefined, done: true });
    };
    return {
      next: () => {
        if (queue.length > 0) return Promise.resolve({ value: queue.shift()!, done: false });
        if (done) return Promise.resolve({ value: undefined, done: true });
        return new Promise((resolve) => (waiting = resolve));
      },
      return: finish,
      throw: (error?: unknown) => {
        void finish();
        return Promise.reject(error);
      },
      [Symbol.asyncIterator]() {
        return this;
      },
    };
  }
}

export class PostgresPubSub extends BasePubSub {
  private constructor(
    private readonly listener: Client,
    /** A pool, not one client: requests publish concurrently. */
    private readonly publisher: Pool,
  ) {
    super();
  }

  static async connect(connectionString: string): Promise<PostgresPubSub> {
    const listener = new Client({ connectionString });
    const publisher = new Pool({ connectionString, max: 4 });
    await listener.connect();
    const pubsub = new PostgresPubSub(listener, publisher);
    listener.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      try {
        pubsub.deliver(JSON.parse(message.payload) as PortalEvent);
      } catch {
        // A malformed payload is not ours: ignore it.
      }
    });
    await listener.query(`LISTEN ${CHANNEL}`);
    return pubsub;
  }

  async publish(...events: PortalEvent[]): Promise<void> {
    if (events.length === 0) return;
    const calls = events.map((_, i) => `pg_notify($1, $${i + 2})`).join(', ');
    await this.publisher.query(`select ${calls}`, [CHANNEL, ...events.map((event) => JSON.stringify(event))]);
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
    await Promise.allSettled([this.listener.end(), this.publisher.end()]);
  }
}
