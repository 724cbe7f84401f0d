import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique, OptionalProps } from '@mikro-orm/core';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { User } from '../users/user.entity';

export enum ConnectionStatus {
  approved = 'approved',
  pending = 'pending',
  rejected = 'rejected',
  blocked = 'blocked',
}
registerEnumType(ConnectionStatus, { name: 'ConnectionStatus' });

/** A buyer-vendor association. Only an approved one allows orders and messages between the two. */
@ObjectType()
@Entity({ tableName: 'connections' })
@Unique({ properties: ['buyer', 'vendor'] })
export class Connection {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'policyOverride';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Field(() => User)
  @ManyToOne(() => User)
  buyer!: User;

  @Field(() => User)
  @Index()
  @ManyToOne(() => User)
  vendor!: User;

  @Field(() => ConnectionStatus)
  @Enum({ items: () => ConnectionStatus, type: 'text' })
  status!: ConnectionStatus;

  @ManyToOne(() => User, { nullable: true })
  requestedBy?: User | null;

  /**
   * The buyer's ordering policy for this vendor (DECISIONS.md 3): the gates set here override the
   * buyer's default for new orders with this vendor; a gate left out follows the default.
   */
  @Property({ type: 'json', nullable: true })
  policyOverride?: Record<string, boolean> | null;

  @Field()
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Field()
  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
