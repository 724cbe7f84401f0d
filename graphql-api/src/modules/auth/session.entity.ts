import { Entity, Index, ManyToOne, PrimaryKey, Property, OptionalProps } from '@mikro-orm/core';
import { User } from '../users/user.entity';

/** A signed-in browser or client. Only the SHA-256 hash of the cookie token is stored. */
@Entity({ tableName: 'sessions' })
export class Session {
  [OptionalProps]?: 'remember' | 'createdAt' | 'lastSeenAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'text', unique: true })
  tokenHash!: string;

  @Index()
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Property({ type: 'boolean', default: false })
  remember: boolean = false;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  lastSeenAt: Date = new Date();

  /** Absolute end of the session (30 days with remember-me); idle timeout is checked on lastSeenAt. */
  @Index()
  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'text', nullable: true })
  ip?: string | null;

  @Property({ type: 'text', nullable: true })
  userAgent?: string | null;
}
