import { Migration } from '@mikro-orm/migrations';

export class Migration20261122000115 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "audit_log" ("id" bigserial primary key, "at" timestamptz not null default now(), "actor_id" int null, "actor_name" text null, "action" text not null, "entity" text not null, "entity_id" text null, "before" jsonb null, "after" jsonb null, "level" text not null default 'info', "source" text not null, "message" text not null, "request_id" text null);`);
    this.addSql(`create index "audit_log_source_index" on "audit_log" ("source");`);
    this.addSql(`create index "audit_log_level_at_index" on "audit_log" ("level", "at");`);
    this.addSql(`create index "audit_log_at_index" on "audit_log" ("at");`);

    this.addSql(`create table "outbox_emails" ("id" serial primary key, "to" text not null, "subject" text not null, "text" text not null, "status" text not null default 'pending', "attempts" int not null default 0, "next_attempt_at" timestamptz not null default now(), "last_error" text null, "created_at" timestamptz not null default now(), "sent_at" timestamptz null);`);
    this.addSql(`create index "outbox_emails_status_next_attempt_at_index" on "outbox_emails" ("status", "next_attempt_at");`);

    this.addSql(`create table "settings" ("section" text not null, "values" jsonb not null, "updated_by" int null, "updated_at" timestamptz not null default now(), constraint "settings_pkey" primary key ("section"));`);

    this.addSql(`create table "users" ("id" serial primary key, "name" text not null, "username" text not null, "email" text not null, "role" text check ("role" in ('buyer', 'vendor', 'admin')) not null, "company" text null, "avatar_initials" text null, "password_hash" text not null, "active" boolean not null default true, "failed_logins" int not null default 0, "locked_until" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`create index "users_role_index" on "users" ("role");`);
    this.addSql(`create unique index "users_email_ci_unique" on "users" (lower("email"));`);
    this.addSql(`create unique index "users_username_ci_unique" on "users" (lower("username"));`);

    this.addSql(`create table "sessions" ("id" serial primary key, "token_hash" text not null, "user_id" int not null, "remember" boolean not null default false, "created_at" timestamptz not null default now(), "last_seen_at" timestamptz not null default now(), "expires_at" timestamptz not null, "ip" text null, "user_agent" text null);`);
    this.addSql(`alter table "sessions" add constraint "sessions_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "sessions_user_id_index" on "sessions" ("user_id");`);
    this.addSql(`create index "sessions_expires_at_index" on "sessions" ("expires_at");`);

    this.addSql(`create table "products" ("id" serial primary key, "vendor_id" int not null, "name" text not null, "sku" text not null, "description" text null, "category" text null, "price" numeric(12,2) null, "in_stock" boolean not null default true, "stock_quantity" int not null default 0, "image_url" text null, "archived_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`create index "products_category_index" on "products" ("category");`);
    this.addSql(`create index "products_vendor_id_created_at_index" on "products" ("vendor_id", "created_at");`);
    this.addSql(`create unique index "products_vendor_sku_ci_unique" on "products" ("vendor_id", lower("sku")) where "archived_at" is null;`);

    this.addSql(`create table "specifications" ("id" serial primary key, "product_id" int not null, "title" text not null, "details" text not null, "description" text null, "category" text null, "created_by_id" int not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "version" int not null default 1);`);
    this.addSql(`create index "specifications_product_id_updated_at_index" on "specifications" ("product_id", "updated_at");`);

    this.addSql(`create table "spec_sections" ("id" serial primary key, "specification_id" int not null, "position" int not null, "title" text not null, "content" text not null);`);
    this.addSql(`create index "spec_sections_specification_id_index" on "spec_sections" ("specification_id");`);

    this.addSql(`create table "specification_versions" ("id" serial primary key, "specification_id" int not null, "version" int not null, "snapshot" jsonb not null, "edited_by_id" int null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "specification_versions_specification_id_version_index" on "specification_versions" ("specification_id", "version");`);

    this.addSql(`create table "password_resets" ("id" serial primary key, "user_id" int not null, "token_hash" text not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "password_resets" add constraint "password_resets_token_hash_unique" unique ("token_hash");`);

    this.addSql(`create table "orders" ("id" serial primary key, "order_code" text not null, "buyer_id" int not null, "vendor_id" int not null, "product_id" int not null, "quantity" int not null, "status" text check ("status" in ('Planning', 'Sourcing Materials', 'In Production', 'Quality Check', 'Approval Needed', 'Shipping', 'Delivered', 'Completed', 'Cancelled', 'Delayed')) not null default 'Planning', "requested_status" text check ("requested_status" in ('Planning', 'Sourcing Materials', 'In Production', 'Quality Check', 'Approval Needed', 'Shipping', 'Delivered', 'Completed', 'Cancelled', 'Delayed')) null, "previous_status" text check ("previous_status" in ('Planning', 'Sourcing Materials', 'In Production', 'Quality Check', 'Approval Needed', 'Shipping', 'Delivered', 'Completed', 'Cancelled', 'Delayed')) null, "due_date" date not null, "notes" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "completed_at" timestamptz null, "version" int not null default 1);`);
    this.addSql(`alter table "orders" add constraint "orders_order_code_unique" unique ("order_code");`);
    this.addSql(`create index "orders_product_id_index" on "orders" ("product_id");`);
    this.addSql(`create index "orders_created_at_index" on "orders" ("created_at");`);
    this.addSql(`create index "orders_due_date_index" on "orders" ("due_date");`);
    this.addSql(`create index "orders_status_index" on "orders" ("status");`);
    this.addSql(`create index "orders_vendor_id_created_at_index" on "orders" ("vendor_id", "created_at");`);
    this.addSql(`create index "orders_buyer_id_created_at_index" on "orders" ("buyer_id", "created_at");`);

    this.addSql(`create table "timeline_events" ("id" serial primary key, "order_id" int not null, "step" text not null, "status" text check ("status" in ('Completed', 'Pending', 'Upcoming')) not null default 'Pending', "notes" text null, "attachment_url" text null, "from_status" text check ("from_status" in ('Planning', 'Sourcing Materials', 'In Production', 'Quality Check', 'Approval Needed', 'Shipping', 'Delivered', 'Completed', 'Cancelled', 'Delayed')) null, "to_status" text check ("to_status" in ('Planning', 'Sourcing Materials', 'In Production', 'Quality Check', 'Approval Needed', 'Shipping', 'Delivered', 'Completed', 'Cancelled', 'Delayed')) null, "requires_action" boolean not null default false, "created_by_id" int null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "timeline_events_order_id_created_at_index" on "timeline_events" ("order_id", "created_at");`);

    this.addSql(`create table "notifications" ("id" serial primary key, "user_id" int not null, "kind" text not null, "title" text not null, "body" text not null, "link" text null, "is_read" boolean not null default false, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "notifications_user_id_is_read_created_at_index" on "notifications" ("user_id", "is_read", "created_at");`);

    this.addSql(`create table "messages" ("id" serial primary key, "sender_id" int not null, "receiver_id" int not null, "content" text not null, "message_type" text check ("message_type" in ('General Message', 'Order Update', 'Urgent', 'Meeting Request', 'Approval Required')) not null default 'General Message', "related_order_id" int null, "is_read" boolean not null default false, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "messages_related_order_id_created_at_index" on "messages" ("related_order_id", "created_at");`);
    this.addSql(`create index "messages_sender_id_created_at_index" on "messages" ("sender_id", "created_at");`);
    this.addSql(`create index "messages_receiver_id_is_read_created_at_index" on "messages" ("receiver_id", "is_read", "created_at");`);

    this.addSql(`create table "inventory_items" ("id" serial primary key, "buyer_id" int not null, "product_id" int not null, "on_hand" int not null default 0, "reorder_point" int not null default 100, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`alter table "inventory_items" add constraint "inventory_items_buyer_id_product_id_unique" unique ("buyer_id", "product_id");`);

    this.addSql(`create table "inventory_moves" ("id" serial primary key, "item_id" int not null, "delta" int not null, "reason" text not null, "order_id" int null, "created_by_id" int null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "inventory_moves_item_id_created_at_index" on "inventory_moves" ("item_id", "created_at");`);

    this.addSql(`create table "connections" ("id" serial primary key, "buyer_id" int not null, "vendor_id" int not null, "status" text check ("status" in ('approved', 'pending', 'rejected', 'blocked')) not null, "requested_by_id" int null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`create index "connections_vendor_id_index" on "connections" ("vendor_id");`);
    this.addSql(`alter table "connections" add constraint "connections_buyer_id_vendor_id_unique" unique ("buyer_id", "vendor_id");`);

    this.addSql(`create table "attachments" ("id" serial primary key, "specification_id" int null, "order_id" int null, "file_name" text not null, "file_type" text not null, "mime_type" text not null, "size_bytes" int not null default 0, "sha256" text null, "content" bytea null, "url" text null, "description" text null, "uploaded_by_id" int not null, "uploaded_at" timestamptz not null default now());`);
    this.addSql(`create index "attachments_order_id_index" on "attachments" ("order_id");`);
    this.addSql(`create index "attachments_specification_id_index" on "attachments" ("specification_id");`);

    this.addSql(`alter table "sessions" add constraint "sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "products" add constraint "products_vendor_id_foreign" foreign key ("vendor_id") references "users" ("id") on update cascade;`);

    this.addSql(`alter table "specifications" add constraint "specifications_product_id_foreign" foreign key ("product_id") references "products" ("id") on update cascade;`);
    this.addSql(`alter table "specifications" add constraint "specifications_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on update cascade;`);

    this.addSql(`alter table "spec_sections" add constraint "spec_sections_specification_id_foreign" foreign key ("specification_id") references "specifications" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "specification_versions" add constraint "specification_versions_specification_id_foreign" foreign key ("specification_id") references "specifications" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "specification_versions" add constraint "specification_versions_edited_by_id_foreign" foreign key ("edited_by_id") references "users" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "password_resets" add constraint "password_resets_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "orders" add constraint "orders_buyer_id_foreign" foreign key ("buyer_id") references "users" ("id") on update cascade;`);
    this.addSql(`alter table "orders" add constraint "orders_vendor_id_foreign" foreign key ("vendor_id") references "users" ("id") on update cascade;`);
    this.addSql(`alter table "orders" add constraint "orders_product_id_foreign" foreign key ("product_id") references "products" ("id") on update cascade;`);

    this.addSql(`alter table "timeline_events" add constraint "timeline_events_order_id_foreign" foreign key ("order_id") references "orders" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "timeline_events" add constraint "timeline_events_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "notifications" add constraint "notifications_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "messages" add constraint "messages_sender_id_foreign" foreign key ("sender_id") references "users" ("id") on update cascade;`);
    this.addSql(`alter table "messages" add constraint "messages_receiver_id_foreign" foreign key ("receiver_id") references "users" ("id") on update cascade;`);
    this.addSql(`alter table "messages" add constraint "messages_related_order_id_foreign" foreign key ("related_order_id") references "orders" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "inventory_items" add constraint "inventory_items_buyer_id_foreign" foreign key ("buyer_id") references "users" ("id") on update cascade;`);
    this.addSql(`alter table "inventory_items" add constraint "inventory_items_product_id_foreign" foreign key ("product_id") references "products" ("id") on update cascade;`);

    this.addSql(`alter table "inventory_moves" add constraint "inventory_moves_item_id_foreign" foreign key ("item_id") references "inventory_items" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "inventory_moves" add constraint "inventory_moves_order_id_foreign" foreign key ("order_id") references "orders" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "inventory_moves" add constraint "inventory_moves_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "connections" add constraint "connections_buyer_id_foreign" foreign key ("buyer_id") references "users" ("id") on update cascade;`);
    this.addSql(`alter table "connections" add constraint "connections_vendor_id_foreign" foreign key ("vendor_id") references "users" ("id") on update cascade;`);
    this.addSql(`alter table "connections" add constraint "connections_requested_by_id_foreign" foreign key ("requested_by_id") references "users" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "attachments" add constraint "attachments_specification_id_foreign" foreign key ("specification_id") references "specifications" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "attachments" add constraint "attachments_order_id_foreign" foreign key ("order_id") references "orders" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "attachments" add constraint "attachments_uploaded_by_id_foreign" foreign key ("uploaded_by_id") references "users" ("id") on update cascade;`);
  }

}
