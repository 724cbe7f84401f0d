import { Entity, Enum, Index, PrimaryKey, Property, Unique, OptionalProps } from '@mikro-orm/core';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum Role {
  buyer = 'buyer',
  vendor = 'vendor',
  admin = 'admin',
}
registerEnumType(Role, { name: 'Role' });

@ObjectType({ description: 'A person who signs in: a buyer, a vendor or an admin.' })
@Entity({ tableName: 'users' })
@Unique({ name: 'users_username_ci_unique', expression: 'create unique index "users_username_ci_unique" on "users" (lower("username"))' })
@Unique({ name: 'users_email_ci_unique', expression: 'create unique index "users_email_ci_unique" on "users" (lower("email"))' })
@Index({ properties: ['role'] })
export class User {
  [OptionalProps]?: 'active' | 'failedLogins' | 'createdAt' | 'updatedAt' | 'orderingPolicy';

  @Field(() => Int, { description: 'Database id.' })
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Field({ description: 'Full name.' })
  @Property({ type: 'text' })
  name!: string;

  @Field({ description: 'Sign-in name, unique (case-insensitively).' })
  @Property({ type: 'text' })
  username!: string;

  @Field({ description: 'E-mail address, unique.' })
  @Property({ type: 'text' })
  email!: string;

  @Field(() => Role, { description: 'buyer, vendor or admin.' })
  @Enum({ items: () => Role, type: 'text' })
  role!: Role;

  @Field(() => String, { nullable: true, description: 'Company name (vendors and buyers).' })
  @Property({ type: 'text', nullable: true })
  company?: string | null;

  @Field(() => String, { nullable: true, description: 'Up to 2 letters shown in the avatar.' })
  @Property({ type: 'text', nullable: true })
  avatarInitials?: string | null;

  @Property({ type: 'text', hidden: true, lazy: true })
  passwordHash!: string;

  @Field({ description: 'False once the account has been deactivated: it can no longer sign in.' })
  @Property({ type: 'boolean', default: true })
  active: boolean = true;

  @Property({ type: 'integer', default: 0, hidden: true })
  failedLogins: number = 0;

  @Property({ type: 'datetime', nullable: true, hidden: true })
  lockedUntil?: Date | null;

  /**
   * A buyer's ordering policy (DECISIONS.md 3): the gates its new orders go through, as JSON
   * (modules/policy reads it; a missing gate is off, so a new buyer's {} is SPEC.md's workflow).
   */
  @Property({ type: 'json', defaultRaw: `'{}'`, hidden: true })
  orderingPolicy: Record<string, boolean> = {};

  @Field({ description: 'When the account was created.' })
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
