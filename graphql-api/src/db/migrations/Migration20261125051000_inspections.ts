import { Migration } from '@mikro-orm/migrations';

/** Quality inspections (issue 23): AQL inspections of orders, their defects, corrective actions, buyers' AQL defaults. */
export class Migration20261125051000_inspections extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "quality_settings" ("id" serial primary key, "buyer_id" int not null, "level" text check ("level" in ('I', 'II', 'III')) not null, "aql_critical" double precision not null, "aql_major" double precision not null, "aql_minor" double precision not null);`);
    this.addSql(`alter table "quality_settings" add constraint "quality_settings_buyer_id_unique" unique ("buyer_id");`);

    this.addSql(`create table "order_inspections" ("id" serial primary key, "order_id" int not null, "kind" text check ("kind" in ('Inline', 'Final')) not null, "inspector_side" text check ("inspector_side" in ('Vendor', 'Buyer')) not null, "attempt" int not null, "reinspection_of_id" int null, "status" text check ("status" in ('InProgress', 'Passed', 'Failed', 'Waived')) not null default 'InProgress', "lot_size" int not null, "level" text check ("level" in ('I', 'II', 'III')) not null, "aql_critical" double precision not null, "aql_major" double precision not null, "aql_minor" double precision not null, "note" text null, "waiver_reason" text null, "created_by_id" int not null, "created_at" timestamptz not null default now(), "completed_at" timestamptz null, "completed_by_id" int null);`);
    this.addSql(`create index "order_inspections_order_id_kind_index" on "order_inspections" ("order_id", "kind");`);
    // At most one inspection of a kind in progress per order, and one passed or waived final, also under concurrent requests.
    this.addSql(`create unique index "order_inspections_open_kind_unique" on "order_inspections" ("order_id", "kind") where "status" = 'InProgress';`);
    this.addSql(`create unique index "order_inspections_final_cleared_unique" on "order_inspections" ("order_id") where "kind" = 'Final' and "status" in ('Passed', 'Waived');`);

    this.addSql(`create table "inspection_defects" ("id" serial primary key, "inspection_id" int not null, "defect_class" text check ("defect_class" in ('Critical', 'Major', 'Minor')) not null, "defect_type" text not null, "quantity" int not null, "note" text null, "recorded_by_id" int not null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "inspection_defects_inspection_id_index" on "inspection_defects" ("inspection_id");`);

    this.addSql(`create table "corrective_actions" ("id" serial primary key, "inspection_id" int not null, "status" text check ("status" in ('Open', 'Done')) not null default 'Open', "root_cause" text null, "action" text null, "due_date" date not null, "owner_id" int not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "done_at" timestamptz null, "done_by_id" int null);`);
    this.addSql(`alter table "corrective_actions" add constraint "corrective_actions_inspection_id_unique" unique ("inspection_id");`);

    this.addSql(`alter table "quality_settings" add constraint "quality_settings_buyer_id_foreign" foreign key ("buyer_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "order_inspections" add constraint "order_inspections_order_id_foreign" foreign key ("order_id") references "orders" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "order_inspections" add constraint "order_inspections_reinspection_of_id_foreign" foreign key ("reinspection_of_id") references "order_inspections" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "order_inspections" add constraint "order_inspections_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on update cascade;`);
    this.addSql(`alter table "order_inspections" add constraint "order_inspections_completed_by_id_foreign" foreign key ("completed_by_id") references "users" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "inspection_defects" add constraint "inspection_defects_inspection_id_foreign" foreign key ("inspection_id") references "order_inspections" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "inspection_defects" add constraint "inspection_defects_recorded_by_id_foreign" foreign key ("recorded_by_id") references "users" ("id") on update cascade;`);

    this.addSql(`alter table "corrective_actions" add constraint "corrective_actions_inspection_id_foreign" foreign key ("inspection_id") references "order_inspections" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "corrective_actions" add constraint "corrective_actions_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on update cascade;`);
    this.addSql(`alter table "corrective_actions" add constraint "corrective_actions_done_by_id_foreign" foreign key ("done_by_id") references "users" ("id") on update cascade on delete set null;`);



    this.addSql(`alter table "attachments" add column "inspection_defect_id" int null;`);
    this.addSql(`alter table "attachments" add constraint "attachments_inspection_defect_id_foreign" foreign key ("inspection_defect_id") references "inspection_defects" ("id") on update cascade on delete cascade;`);
    this.addSql(`create index "attachments_inspection_defect_id_index" on "attachments" ("inspection_defect_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "attachments" drop column "inspection_defect_id";`);
    this.addSql(`drop table if exists "corrective_actions" cascade;`);
    this.addSql(`drop table if exists "inspection_defects" cascade;`);
    this.addSql(`drop table if exists "order_inspections" cascade;`);
    this.addSql(`drop table if exists "quality_settings" cascade;`);
  }
}
