import { Entity, Index, PrimaryKey, Property, OptionalProps } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';

/**
 * Every write, and notable events (sign-in failures, lockouts). The actor is kept by id and name
 * without a foreign key so that removing a user keeps their history. It lives in common with
 * `audit()` (audit.ts), which every module calls, so that writing the log imports no module; the
 * audit module (reading, retention) re-exports it.
 */
@ObjectType()
@Entity({ tableName: 'audit_log' })
@Index({ properties: ['at'] })
@Index({ properties: ['level', 'at'] })
export class AuditLog {
  [OptionalProps]?: 'at' | 'level';

  @Field(() => ID)
  @PrimaryKey({ type: 'bigint' })
  id!: string;

  @Field()
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  at: Date = new Date();

  @Field(() => Int, { nullable: true })
  @Property({ type: 'integer', nullable: true })
  actorId?: number | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  actorName?: string | null;

  @Field({ description: 'e.g. order.create, order.status, user.delete, auth.login_failed' })
  @Property({ type: 'text' })
  action!: string;

  @Field()
  @Property({ type: 'text' })
  entity!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  entityId?: string | null;

  @Property({ type: 'json', nullable: true })
  before?: unknown;

  @Property({ type: 'json', nullable: true })
  after?: unknown;

  @Field({ description: 'debug, info, warning or error' })
  @Property({ type: 'text', default: 'info' })
  level: string = 'info';

  @Field({ description: 'The domain that wrote it: auth, orders, users, settings, ...' })
  @Index()
  @Property({ type: 'text' })
  source!: string;

  @Field()
  @Property({ type: 'text' })
  message!: string;

  @Property({ type: 'text', nullable: true })
  requestId?: string | null;
}
