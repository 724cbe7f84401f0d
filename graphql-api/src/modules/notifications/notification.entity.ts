import { Entity, Index, ManyToOne, PrimaryKey, Property, OptionalProps } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { User } from '../users/user.entity';

/** kind: order_status, approval_requested, approval_answered, message, low_stock, connection */
@ObjectType()
@Entity({ tableName: 'notifications' })
@Index({ properties: ['user', 'isRead', 'createdAt'] })
// The unread ones of a kind about one thing (notify.ts resolveNotifications); migration 20261126020000.
@Index({
  name: 'notifications_open_kind_link_index',
  expression: 'create index "notifications_open_kind_link_index" on "notifications" ("kind", "link") where not "is_read"',
})
export class Notification {
  [OptionalProps]?: 'isRead' | 'createdAt';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Field()
  @Property({ type: 'text' })
  kind!: string;

  @Field()
  @Property({ type: 'text' })
  title!: string;

  @Field()
  @Property({ type: 'text' })
  body!: string;

  @Field(() => String, { nullable: true, description: 'Where the notification leads in the portal.' })
  @Property({ type: 'text', nullable: true })
  link?: string | null;

  @Field()
  @Property({ type: 'boolean', default: false })
  isRead: boolean = false;

  @Field()
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
