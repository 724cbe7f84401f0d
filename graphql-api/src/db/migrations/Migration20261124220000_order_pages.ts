import { Migration } from '@mikro-orm/migrations';

/**
 * The orders list filtered by status (issue 11): a buyer's or a vendor's orders of one status,
 * newest first, and their count, straight from one index instead of intersecting the party's
 * index with the status index (which lists a tenth of all orders).
 */
export class Migration20261124220000_order_pages extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create index "orders_buyer_id_status_created_at_index" on "orders" ("buyer_id", "status", "created_at");`,
    );
    this.addSql(
      `create index "orders_vendor_id_status_created_at_index" on "orders" ("vendor_id", "status", "created_at");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "orders_vendor_id_status_created_at_index";`);
    this.addSql(`drop index if exists "orders_buyer_id_status_created_at_index";`);
  }
}
