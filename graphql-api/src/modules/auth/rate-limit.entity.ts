import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * The counters of the sign-in and password-reset rate limits (rate-limiter-flexible's
 * RateLimiterPostgres table, created by a migration so that every server and every copied test
 * database has it): one row per limited key, its points used and when its window ends (epoch ms).
 */
@Entity({ tableName: 'rate_limits' })
export class RateLimitCounter {
  @PrimaryKey({ type: 'string', length: 255 })
  key!: string;

  @Property({ type: 'integer', default: 0 })
  points: number = 0;

  @Property({ type: 'bigint', nullable: true })
  expire?: string | null;
}
