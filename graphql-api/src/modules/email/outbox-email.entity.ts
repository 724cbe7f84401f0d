import { Entity, Index, PrimaryKey, Property, OptionalProps } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';

/**
 * Mail waiting to go out, or kept when no SMTP server is configured (status 'outbox').
 * status: pending (to send), sent, outbox (no SMTP), failed (refused for good by the SMTP
 * server, or still failing a day after it was queued).
 */
@ObjectType({ description: 'An outgoing mail: admins see the outbox and send a failed one again.' })
@Entity({ tableName: 'outbox_emails' })
@Index({ properties: ['status', 'nextAttemptAt'] })
export class OutboxEmail {
  [OptionalProps]?: 'status' | 'attempts' | 'nextAttemptAt' | 'queuedAt' | 'createdAt';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Field()
  @Property({ type: 'text' })
  to!: string;

  @Field()
  @Property({ type: 'text' })
  subject!: string;

  @Field()
  @Property({ type: 'text' })
  text!: string;

  @Field({ description: 'pending (to send, or retrying), sent, outbox (no SMTP server) or failed.' })
  @Property({ type: 'text', default: 'pending' })
  status: string = 'pending';

  @Field(() => Int, { description: 'Failed attempts since it was queued (or sent again).' })
  @Property({ type: 'integer', default: 0 })
  attempts: number = 0;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  nextAttemptAt: Date = new Date();

  @Field(() => String, { nullable: true, description: "The SMTP server's answer to the last failed attempt." })
  @Property({ type: 'text', nullable: true })
  lastError?: string | null;

  /** When it was queued, or an admin sent it again: retries stop a day after. */
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  queuedAt: Date = new Date();

  @Field()
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  sentAt?: Date | null;
}
