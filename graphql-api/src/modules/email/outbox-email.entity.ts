import { Entity, Index, PrimaryKey, Property, OptionalProps } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';

/**
 * Mail waiting to go out, or kept when no SMTP server is configured (status 'outbox').
 * status: pending (to send), sent, outbox (no SMTP), failed (gave up after retries).
 */
@ObjectType()
@Entity({ tableName: 'outbox_emails' })
@Index({ properties: ['status', 'nextAttemptAt'] })
export class OutboxEmail {
  [OptionalProps]?: 'status' | 'attempts' | 'nextAttemptAt' | 'createdAt';

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

  @Field()
  @Property({ type: 'text', default: 'pending' })
  status: string = 'pending';

  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  attempts: number = 0;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  nextAttemptAt: Date = new Date();

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  lastError?: string | null;

  @Field()
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  sentAt?: Date | null;
}
