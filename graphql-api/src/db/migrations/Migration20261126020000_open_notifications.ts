import { Migration } from '@mikro-orm/migrations';

/**
 * The unread notifications of a kind about one thing (notify.ts `resolveNotifications`: an
 * "Approval required" marked read once the approval is answered). Without an index every answer
 * read the whole notifications table, which grows with every order event: in the bench, answering
 * an approval cost 6.9 ms of PostgreSQL CPU after a few thousand status changes. Partial: only
 * unread ones are looked up, and they are few.
 */
export class Migration20261126020000_open_notifications extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "notifications_open_kind_link_index" on "notifications" ("kind", "link") where not "is_read";`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "notifications_open_kind_link_index";`);
  }
}
