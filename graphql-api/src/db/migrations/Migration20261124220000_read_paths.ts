import { Migration } from '@mikro-orm/migrations';

/**
 * Indexes for the main pages (issue 11). The orders list filtered by status: a buyer's or a
 * vendor's orders of one status, newest first, and their count, straight from one index instead
 * of intersecting the party's index with the status index (which lists a tenth of all orders).
 * The inbox: a user's received messages newest first (the unread index has is_read before the
 * date, so PostgreSQL sorted every received message, in parallel workers, for a page of 20).
 */
export class Migration20261124220000_read_paths extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create index "orders_buyer_id_status_created_at_index" on "orders" ("buyer_id", "status", "created_at");`,
    );
    this.addSql(
      `create index "orders_vendor_id_status_created_at_index" on "orders" ("vendor_id", "status", "created_at");`,
    );
    this.addSql(
      `create index "messages_receiver_id_created_at_index" on "messages" ("receiver_id", "created_at");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "messages_receiver_id_created_at_index";`);
    this.addSql(`drop index if exists "orders_vendor_id_status_created_at_index";`);
    this.addSql(`drop index if exists "orders_buyer_id_status_created_at_index";`);
  }
}
