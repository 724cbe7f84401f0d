import { Entity, PrimaryKey, Property, OptionalProps } from '@mikro-orm/core';

/** One row per settings tab: general, notifications, security, database, email, logs. */
@Entity({ tableName: 'settings' })
export class Setting {
  [OptionalProps]?: 'updatedAt';

  @PrimaryKey({ type: 'text' })
  section!: string;

  @Property({ type: 'json' })
  values!: Record<string, unknown>;

  @Property({ type: 'integer', nullable: true })
  updatedBy?: number | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt: Date = new Date();
}
