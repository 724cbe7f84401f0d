import { Migration } from '@mikro-orm/migrations';

/** Issue 10: personal API tokens, webhook endpoints and their delivery outbox. */
export class Migration20261122030629_api extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "api_tokens" ("id" serial primary key, "name" text not null, "token_hash" text not null, "prefix" text not null, "user_id" int not null, "expires_at" timestamptz not null, "last_used_at" timestamptz null, "revoked_at" timestamptz null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "api_tokens" add constraint "api_tokens_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "api_tokens_user_id_index" on "api_tokens" ("user_id");`);
    this.addSql(`alter table "api_tokens" add constraint "api_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "webhook_endpoints" ("id" serial primary key, "user_id" int not null, "url" text not null, "events" text[] not null, "secret" text not null, "enabled" boolean not null default true, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "webhook_endpoints_user_id_index" on "webhook_endpoints" ("user_id");`);
    this.addSql(`alter table "webhook_endpoints" add constraint "webhook_endpoints_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "webhook_deliveries" ("id" serial primary key, "endpoint_id" int not null, "event_id" text not null, "event_type" text not null, "payload" text not null, "status" text not null default 'pending', "attempts" int not null default 0, "next_attempt_at" timestamptz not null default now(), "response_status" int null, "response_snippet" text null, "last_error" text null, "created_at" timestamptz not null default now(), "delivered_at" timestamptz null);`);
    this.addSql(`alter table "webhook_deliveries" add constraint "webhook_deliveries_endpoint_id_event_id_unique" unique ("endpoint_id", "event_id");`);
    this.addSql(`create index "webhook_deliveries_status_next_attempt_at_index" on "webhook_deliveries" ("status", "next_attempt_at");`);
    this.addSql(`create index "webhook_deliveries_endpoint_id_created_at_index" on "webhook_deliveries" ("endpoint_id", "created_at");`);
    this.addSql(`alter table "webhook_deliveries" add constraint "webhook_deliveries_endpoint_id_foreign" foreign key ("endpoint_id") references "webhook_endpoints" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "webhook_deliveries" cascade;`);
    this.addSql(`drop table if exists "webhook_endpoints" cascade;`);
    this.addSql(`drop table if exists "api_tokens" cascade;`);
  }
}
