import { Migration } from '@mikro-orm/migrations';

/**
 * Vendor scorecards (issue 23): every order keeps the due date it was placed with beside the
 * agreed one, and the moment its vendor acknowledged it.
 *
 * - `original_due_date`: existing orders get their current due date. A row inserted without it
 *   (bulk SQL, older tools) gets its due date from a trigger, so no path can leave it empty.
 * - `acknowledged_at`: from the history that exists: the vendor's "Order accepted by the vendor"
 *   timeline event, or else the time of the vendor's proposal the buyer accepted.
 */
export class Migration20261125080000_scorecards extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "orders" add column "original_due_date" date null, add column "acknowledged_at" timestamptz null;`,
    );
    this.addSql(`update "orders" set "original_due_date" = "due_date";`);
    this.addSql(`alter table "orders" alter column "original_due_date" set not null;`);
    this.addSql(`create function "orders_original_due_date"() returns trigger language plpgsql as $$
      begin
        new.original_due_date := coalesce(new.original_due_date, new.due_date);
        return new;
      end $$;`);
    this.addSql(
      `create trigger "orders_original_due_date" before insert on "orders" for each row execute function "orders_original_due_date"();`,
    );
    this.addSql(`update "orders" o set "acknowledged_at" = coalesce(
      (select min(t.created_at) from "timeline_events" t
        where t.order_id = o.id and t.step = 'Order accepted by the vendor'),
      (select min(r.created_at) from "order_revisions" r
        where r.order_id = o.id and r.status = 'Accepted'))
      where o.ack_status = 'Accepted';`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger "orders_original_due_date" on "orders";`);
    this.addSql(`drop function "orders_original_due_date"();`);
    this.addSql(`alter table "orders" drop column "acknowledged_at", drop column "original_due_date";`);
  }
}
