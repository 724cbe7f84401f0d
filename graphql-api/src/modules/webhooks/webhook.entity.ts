import { ArrayType, Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { User } from '../users/user.entity';

/** A URL a user registered to receive signed event deliveries. */
@ObjectType({ description: 'A webhook endpoint: events are POSTed to its URL, signed with its secret.' })
@Entity({ tableName: 'webhook_endpoints' })
export class WebhookEndpoint {
  [OptionalProps]?: 'enabled' | 'createdAt';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Field(() => User, { description: 'The owner: deliveries only carry events this user may see.' })
  @Index()
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Field()
  @Property({ type: 'text' })
  url!: string;

  @Field(() => [String], { description: 'The event types it is subscribed to (see webhookEventTypes).' })
  @Property({ type: ArrayType })
  events!: string[];

  /** Signs the deliveries (HMAC-SHA256); shown to the owner only when the endpoint is created. */
  @Property({ type: 'text', hidden: true })
  secret!: string;

  @Field()
  @Property({ type: 'boolean', default: true })
  enabled: boolean = true;

  @Field()
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

/**
 * One event for one endpoint (the outbox): written in the transaction of the change that caused
 * it, sent by the background loop, retried with backoff. status: pending, delivered, failed.
 */
@ObjectType({ description: 'One delivery of one event to one endpoint, with the last answer.' })
@Entity({ tableName: 'webhook_deliveries' })
@Unique({ properties: ['endpoint', 'eventId'] })
@Index({ properties: ['status', 'nextAttemptAt'] })
@Index({ properties: ['endpoint', 'createdAt'] })
export class WebhookDelivery {
  [OptionalProps]?: 'status' | 'attempts' | 'nextAttemptAt' | 'createdAt';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => WebhookEndpoint, { deleteRule: 'cascade' })
  endpoint!: WebhookEndpoint;

  @Field({ description: 'The event id (the same for every endpoint that gets the event): use it to drop duplicates.' })
  @Property({ type: 'text' })
  eventId!: string;

  @Field()
  @Property({ type: 'text' })
  eventType!: string;

  /** The exact JSON body sent (and signed). */
  @Field({ description: 'The JSON body sent.' })
  @Property({ type: 'text' })
  payload!: string;

  @Field({ description: 'pending (waiting or retrying), delivered, or failed (gave up after a day).' })
  @Property({ type: 'text', default: 'pending' })
  status: string = 'pending';

  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  attempts: number = 0;

  @Field({ description: 'When it is tried next (pending only).' })
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  nextAttemptAt: Date = new Date();

  @Field(() => Int, { nullable: true, description: 'HTTP status of the last answer.' })
  @Property({ type: 'integer', nullable: true })
  responseStatus?: number | null;

  @Field(() => String, { nullable: true, description: 'The start of the last answer body.' })
  @Property({ type: 'text', nullable: true })
  responseSnippet?: string | null;

  @Field(() => String, { nullable: true, description: 'Why the last attempt failed.' })
  @Property({ type: 'text', nullable: true })
  lastError?: string | null;

  @Field()
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  deliveredAt?: Date | null;
}
