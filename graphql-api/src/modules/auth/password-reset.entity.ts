import { Entity, ManyToOne, PrimaryKey, Property, OptionalProps } from '@mikro-orm/core';
import { User } from '../users/user.entity';

@Entity({ tableName: 'password_resets' })
export class PasswordReset {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Property({ type: 'text', unique: true })
  tokenHash!: string;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt?: Date | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
