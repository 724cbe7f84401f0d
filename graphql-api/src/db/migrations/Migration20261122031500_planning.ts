import { Migration } from '@mikro-orm/migrations';

/** Production planning (issue 9): milestone templates and each order's milestone plan. */
export class Migration20261122031500_planning extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "milestone_templates" ("id" serial primary key, "name" text not null, "is_default" boolean not null default false, "steps" jsonb not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`create table "order_milestones" ("id" serial primary key, "order_id" int not null, "position" int not null, "name" text not null, "owner" text check ("owner" in ('buyer', 'vendor')) not null, "planned_date" date not null, "actual_date" date null, "done_by_id" int null, "late_notified_at" timestamptz null);`);
    this.addSql(`create index "order_milestones_order_id_position_index" on "order_milestones" ("order_id", "position");`);
    this.addSql(`create index "order_milestones_actual_date_planned_date_index" on "order_milestones" ("actual_date", "planned_date");`);
    this.addSql(`alter table "order_milestones" add constraint "order_milestones_order_id_foreign" foreign key ("order_id") references "orders" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "order_milestones" add constraint "order_milestones_done_by_id_foreign" foreign key ("done_by_id") references "users" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "orders" add column "delay_reason" text null;`);
    this.addSql(`alter table "orders" add column "size_breakdown" jsonb null;`);
    // Orders placed before acknowledgements existed count as accepted.
    this.addSql(`alter table "orders" add column "ack_status" text check ("ack_status" in ('Pending', 'Proposed', 'Accepted')) not null default 'Accepted';`);
    this.addSql(`create table "order_revisions" ("id" serial primary key, "order_id" int not null, "before" jsonb not null, "proposed" jsonb not null, "reason" text not null, "status" text check ("status" in ('Pending', 'Accepted', 'Rejected')) not null default 'Pending', "proposed_by_id" int not null, "decided_by_id" int null, "created_at" timestamptz not null default now(), "decided_at" timestamptz null);`);
    this.addSql(`create index "order_revisions_order_id_created_at_index" on "order_revisions" ("order_id", "created_at");`);
    this.addSql(`alter table "order_revisions" add constraint "order_revisions_order_id_foreign" foreign key ("order_id") references "orders" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "order_revisions" add constraint "order_revisions_proposed_by_id_foreign" foreign key ("proposed_by_id") references "users" ("id") on update cascade;`);
    this.addSql(`alter table "order_revisions" add constraint "order_revisions_decided_by_id_foreign" foreign key ("decided_by_id") references "users" ("id") on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "order_revisions" cascade;`);
    this.addSql(`alter table "orders" drop column "ack_status";`);
    this.addSql(`alter table "orders" drop column "size_breakdown";`);
    this.addSql(`alter table "orders" drop column "delay_reason";`);
    this.addSql(`drop table if exists "order_milestones" cascade;`);
    this.addSql(`drop table if exists "milestone_templates" cascade;`);
  }
}
