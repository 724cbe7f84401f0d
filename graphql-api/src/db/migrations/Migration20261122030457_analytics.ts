import { Migration } from '@mikro-orm/migrations';

/**
 * Indexes for the analytics figures (modules/analytics): the completed orders by completion time
 * (on-time delivery by month, lead time by vendor) and the open orders by due date (late orders).
 * Partial, so they stay small: only the rows those queries read.
 */
export class Migration20261122030457_analytics extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create index "orders_completed_at_index" on "orders" ("completed_at") where "completed_at" is not null;`,
    );
    this.addSql(
      `create index "orders_open_due_date_index" on "orders" ("due_date") where "status" not in ('Completed', 'Cancelled');`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "orders_open_due_date_index";`);
    this.addSql(`drop index if exists "orders_completed_at_index";`);
  }
}
