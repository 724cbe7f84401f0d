import { Migration } from '@mikro-orm/migrations';

/**
 * Invited inspectors (issue 23): a user of the buyer's company whom the order's buyer invited to
 * inspect one order.
 */
export class Migration20261125140000_order_inspectors extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "order_inspectors" ("id" serial primary key, "order_id" int not null, "user_id" int not null, "invited_by_id" int not null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "order_inspectors" add constraint "order_inspectors_order_id_user_id_unique" unique ("order_id", "user_id");`);
    this.addSql(`create index "order_inspectors_user_id_index" on "order_inspectors" ("user_id");`);
    this.addSql(`alter table "order_inspectors" add constraint "order_inspectors_order_id_foreign" foreign key ("order_id") references "orders" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "order_inspectors" add constraint "order_inspectors_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "order_inspectors" add constraint "order_inspectors_invited_by_id_foreign" foreign key ("invited_by_id") references "users" ("id") on update cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "order_inspectors" cascade;`);
  }
}
