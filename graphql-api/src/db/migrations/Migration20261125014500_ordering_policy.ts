import { Migration } from '@mikro-orm/migrations';

/**
 * The buyer's ordering policy (issue 17, DECISIONS.md 3): the buyer's default on users, a
 * per-vendor override on connections, and the policy each order was placed under. Orders and
 * buyers that exist already keep working as they did: both gates (vendor acceptance and the PP
 * sample) on. Buyers registered from now on start with every gate off.
 */
export class Migration20261125014500_ordering_policy extends Migration {
  override async up(): Promise<void> {
    const both = `'{"requireAcknowledgement": true, "requirePpSample": true}'::jsonb`;
    this.addSql(`alter table "users" add column "ordering_policy" jsonb not null default '{}';`);
    this.addSql(`update "users" set "ordering_policy" = ${both} where "role" = 'buyer';`);
    this.addSql(`alter table "connections" add column "policy_override" jsonb null;`);
    this.addSql(
      `alter table "orders" add column "policy" jsonb not null default '{}', add column "tight_plan_days" int null;`,
    );
    this.addSql(`update "orders" set "policy" = ${both};`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "orders" drop column "tight_plan_days", drop column "policy";`);
    this.addSql(`alter table "connections" drop column "policy_override";`);
    this.addSql(`alter table "users" drop column "ordering_policy";`);
  }
}
