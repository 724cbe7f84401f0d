import { Migration } from '@mikro-orm/migrations';

/**
 * The counters of the sign-in and password-reset rate limits (issue 19), shared by every server
 * on the database: rate-limiter-flexible's RateLimiterPostgres table, created here rather than
 * by the library at start, so that two servers starting together and test databases copied from
 * a template all have it.
 */
export class Migration20261125015926_rate_limits extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "rate_limits" ("key" varchar(255) not null, "points" int not null default 0, "expire" bigint null, constraint "rate_limits_pkey" primary key ("key"));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "rate_limits" cascade;`);
  }
}
