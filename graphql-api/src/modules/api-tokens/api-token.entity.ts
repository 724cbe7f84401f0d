import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { User } from '../users/user.entity';

/**
 * A personal API token: `Authorization: Bearer <token>` acts as its user. Only the SHA-256 hash
 * of the token is stored; the prefix (its first characters) lets people recognise it in lists.
 */
@ObjectType({ description: 'A personal API token (the secret itself is shown only once, when created).' })
@Entity({ tableName: 'api_tokens' })
export class ApiToken {
  [OptionalProps]?: 'createdAt' | 'lastUsedAt' | 'revokedAt';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Field({ description: 'What the token is for, chosen by its owner.' })
  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text', unique: true, hidden: true })
  tokenHash!: string;

  @Field({ description: 'The first characters of the token, to recognise it.' })
  @Property({ type: 'text' })
  prefix!: string;

  @Field(() => User, { description: 'Whose permissions the token carries.' })
  @Index()
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Field()
  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Field(() => Date, { nullable: true, description: 'Last request made with it (updated at most once a minute).' })
  @Property({ type: 'datetime', nullable: true })
  lastUsedAt?: Date | null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  revokedAt?: Date | null;

  @Field()
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
