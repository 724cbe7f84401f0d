import { Migration } from '@mikro-orm/migrations';

/**
 * Mail retries run for a day from when a mail was queued, or from when an admin sent a failed
 * one again (issue 19): that moment, kept apart from created_at.
 */
export class Migration20261125022131_mail_retries extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "outbox_emails" add column "queued_at" timestamptz not null default now();`);
    this.addSql(`update "outbox_emails" set "queued_at" = "created_at";`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "outbox_emails" drop column "queued_at";`);
  }
}
