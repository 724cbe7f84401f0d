import { Migration } from '@mikro-orm/migrations';

/** Sample rounds (issue 9): each order's samples, their attempts, and the photos of each attempt. */
export class Migration20261122072217_samples extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "order_samples" ("id" serial primary key, "order_id" int not null, "type" text check ("type" in ('Proto', 'Fit', 'PP', 'TOP')) not null, "status" text check ("status" in ('Requested', 'Submitted', 'Rejected', 'Approved', 'Waived')) not null default 'Requested', "note" text null, "due_date" date null, "requested_by_id" int not null, "waiver_reason" text null, "waived_by_id" int null, "waived_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`create index "order_samples_order_id_type_index" on "order_samples" ("order_id", "type");`);
    // At most one open sample of each type per order, also under concurrent requests.
    this.addSql(`create unique index "order_samples_open_type_unique" on "order_samples" ("order_id", "type") where "status" in ('Requested', 'Submitted', 'Rejected');`);
    this.addSql(`alter table "order_samples" add constraint "order_samples_order_id_foreign" foreign key ("order_id") references "orders" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "order_samples" add constraint "order_samples_requested_by_id_foreign" foreign key ("requested_by_id") references "users" ("id") on update cascade;`);
    this.addSql(`alter table "order_samples" add constraint "order_samples_waived_by_id_foreign" foreign key ("waived_by_id") references "users" ("id") on update cascade on delete set null;`);

    this.addSql(`create table "sample_attempts" ("id" serial primary key, "sample_id" int not null, "number" int not null, "comment" text null, "submitted_by_id" int not null, "submitted_at" timestamptz not null default now(), "decision" text check ("decision" in ('Approved', 'Rejected')) null, "review_comment" text null, "reviewed_by_id" int null, "reviewed_at" timestamptz null);`);
    this.addSql(`alter table "sample_attempts" add constraint "sample_attempts_sample_id_number_unique" unique ("sample_id", "number");`);
    this.addSql(`alter table "sample_attempts" add constraint "sample_attempts_sample_id_foreign" foreign key ("sample_id") references "order_samples" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "sample_attempts" add constraint "sample_attempts_submitted_by_id_foreign" foreign key ("submitted_by_id") references "users" ("id") on update cascade;`);
    this.addSql(`alter table "sample_attempts" add constraint "sample_attempts_reviewed_by_id_foreign" foreign key ("reviewed_by_id") references "users" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "attachments" add column "sample_photo" boolean not null default false, add column "sample_attempt_id" int null;`);
    this.addSql(`alter table "attachments" add constraint "attachments_sample_attempt_id_foreign" foreign key ("sample_attempt_id") references "sample_attempts" ("id") on update cascade on delete cascade;`);
    this.addSql(`create index "attachments_sample_attempt_id_index" on "attachments" ("sample_attempt_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "attachments" drop column "sample_attempt_id", drop column "sample_photo";`);
    this.addSql(`drop table if exists "sample_attempts" cascade;`);
    this.addSql(`drop table if exists "order_samples" cascade;`);
  }
}
