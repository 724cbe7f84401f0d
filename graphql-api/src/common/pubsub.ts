import { EventEmitter } from 'node:events';
import { Client, type ClientConfig, Pool } from 'pg';

/**
 * Events for subscriptions, through PostgreSQL's LISTEN/NOTIFY so that several server processes
 * share them (on the embedded server and an external one alike). Payloads are small JSON objects
 * (ids), well under NOTIFY's 8000 bytes.
 */
export type PortalEvent =
  /** `inspectorIds`: the buyers invited to inspect the order (issue 23), from its writer or else read by `publishAll`. */
  | { topic: 'ORDER_CHANGED'; orderId: number; buyerId: number; vendorId: number; inspectorIds?: number[] }
  | { topic: 'MESSAGE_CREATED'; messageId: number; senderId: number; receiverId: number }
  | { topic: 'NOTIFICATION_CREATED'; notificationId: number; userId: number }
  /** A user's unread counts (messages or notifications) changed: badges refresh. */
  | { topic: 'UNREAD_CHANGED'; userId: number }
  /** A user's sessions ended or the user changed: instances forget the sessions they keep. */
  | { topic: 'SESSIONS_CHANGED'; userId: number };

/** An event, or a function building it once ids exist (after flush). */
export type PendingEvent = PortalEvent | (() => PortalEvent);

export type Topic = PortalEvent['topic'];
export type EventOf<T extends Topic> = Extract<PortalEvent, { topic: T }>;

export interface PubSub {
  /** Publishes events in their order (one round trip to PostgreSQL for all of them). */
  publish(...events: PortalEvent[]): Promise<void>;
  /** Returns an unsubscribe function. */
  subscribe<T extends Topic>(topic: T, handler: (event: EventOf<T>) => void): () => void;
  /** How many subscriptions (`iterate`) on this instance hear a topic now (tests wait on it for one to start). */
  subscriptionCount(topic: Topic): number;
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

  private readonly iterating = new Map<Topic, number>();

  subscriptionCount(topic: Topic): number {
    return this.iterating.get(topic) ?? 0;
  }

  private countIterating(topics: readonly Topic[], change: 1 | -1): void {
    for (const topic of topics) this.iterating.set(topic, this.subscriptionCount(topic) + change);
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
    this.countIterating(list, 1);
    const finish = (): Promise<IteratorResult<EventOf<T>>> => {
      if (!done) this.countIterating(list, -1);
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

/**
 * Events through LISTEN/NOTIFY. Every connection has an `error` listener (a connection lost is
 * reported to `onConnectionError`, never an uncaught 'error' event). The LISTEN connection is
 * replaced by `check()`, which the database health (db/health.ts) retries with backoff while the
 * database is down: a new connection LISTENs again, and the subscribers (open GraphQL
 * subscriptions) keep receiving events published from then on.
 */
export class PostgresPubSub extends BasePubSub {
  private listener: Client | null = null;
  /** A pool, not one client: requests publish concurrently. */
  private readonly publisher: Pool;

  private constructor(
    private readonly options: ClientConfig,
    private readonly onConnectionError: (error: unknown) => void,
  ) {
    super();
    this.publisher = new Pool({ ...options, max: 4 });
    this.publisher.on('error', onConnectionError);
  }

  static async connect(
    connectionString: string,
    options: ClientConfig = {},
    onConnectionError: (error: unknown) => void = () => undefined,
  ): Promise<PostgresPubSub> {
    const pubsub = new PostgresPubSub({ ...options, connectionString }, onConnectionError);
    await pubsub.check();
    return pubsub;
  }

  /** Answers once the LISTEN connection works: a round trip on it, or a new one listening. */
  async check(): Promise<void> {
    if (this.listener) {
      try {
        await this.listener.query('select 1');
        return;
      } catch (error) {
        this.dropListener();
        throw error;
      }
    }
    // Its statements are tiny: an answer slower than a connect means the server is gone.
    const listener = new Client({ ...this.options, query_timeout: this.options.connectionTimeoutMillis });
    listener.on('error', (error) => {
      if (this.listener === listener) this.dropListener();
      this.onConnectionError(error);
    });
    listener.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      try {
        this.deliver(JSON.parse(message.payload) as PortalEvent);
      } catch {
        // A malformed payload is not ours: ignore it.
      }
    });
    try {
      await listener.connect();
      await listener.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      void listener.end().catch(() => undefined);
      throw error;
    }
    this.listener = listener;
  }

  private dropListener(): void {
    void this.listener?.end().catch(() => undefined);
    this.listener = null;
  }

  async publish(...events: PortalEvent[]): Promise<void> {
    if (events.length === 0) return;
    const calls = events.map((_, i) => `pg_notify($1, $${i + 2})`).join(', ');
    await this.publisher.query(`select ${calls}`, [CHANNEL, ...events.map((event) => JSON.stringify(event))]);
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
    const listener = this.listener;
    this.listener = null;
    await Promise.allSettled([listener?.end(), this.publisher.end()]);
  }
}
