import { Migration } from '@mikro-orm/migrations';

/** Shipments and packing lists (issue 23): shipments with their ASN, carton rows and contents, shipped and received units per cell, short closures, buyers' tolerances. */
export class Migration20261125075636_shipments extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "shipping_settings" ("id" serial primary key, "buyer_id" int not null, "tolerance_percent" double precision not null);`);
    this.addSql(`alter table "shipping_settings" add constraint "shipping_settings_buyer_id_unique" unique ("buyer_id");`);

    this.addSql(`create table "order_short_closures" ("id" serial primary key, "order_id" int not null, "reason" text not null, "closed_by_id" int not null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "order_short_closures" add constraint "order_short_closures_order_id_unique" unique ("order_id");`);

    this.addSql(`create table "shipments" ("id" serial primary key, "order_id" int not null, "number" int not null, "status" text check ("status" in ('InTransit', 'PartlyReceived', 'Received')) not null default 'InTransit', "mode" text check ("mode" in ('Sea', 'Air', 'Road', 'Courier')) not null, "carrier" text not null, "tracking_number" text not null, "etd" date not null, "eta" date not null, "note" text null, "created_by_id" int not null, "created_at" timestamptz not null default now(), "received_at" timestamptz null, "received_by_id" int null);`);
    this.addSql(`alter table "shipments" add constraint "shipments_order_id_number_unique" unique ("order_id", "number");`);

    this.addSql(`create table "shipment_lines" ("id" serial primary key, "shipment_id" int not null, "order_id" int not null, "colour" text not null, "size" text not null, "shipped" int not null, "received" int null, "note" text null, "received_at" timestamptz null);`);
    this.addSql(`create index "shipment_lines_order_id_index" on "shipment_lines" ("order_id");`);
    this.addSql(`alter table "shipment_lines" add constraint "shipment_lines_shipment_id_colour_size_unique" unique ("shipment_id", "colour", "size");`);

    this.addSql(`create table "shipment_cartons" ("id" serial primary key, "shipment_id" int not null, "position" int not null, "first_carton" int not null, "carton_count" int not null, "gross_weight_kg" double precision not null, "net_weight_kg" double precision not null, "length_cm" double precision not null, "width_cm" double precision not null, "height_cm" double precision not null);`);
    this.addSql(`create index "shipment_cartons_shipment_id_index" on "shipment_cartons" ("shipment_id");`);

    this.addSql(`create table "shipment_carton_items" ("id" serial primary key, "carton_id" int not null, "colour" text not null, "size" text not null, "quantity" int not null);`);
    this.addSql(`create index "shipment_carton_items_carton_id_index" on "shipment_carton_items" ("carton_id");`);

    this.addSql(`alter table "shipping_settings" add constraint "shipping_settings_buyer_id_foreign" foreign key ("buyer_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "order_short_closures" add constraint "order_short_closures_order_id_foreign" foreign key ("order_id") references "orders" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "order_short_closures" add constraint "order_short_closures_closed_by_id_foreign" foreign key ("closed_by_id") references "users" ("id") on update cascade;`);

    this.addSql(`alter table "shipments" add constraint "shipments_order_id_foreign" foreign key ("order_id") references "orders" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "shipments" add constraint "shipments_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on update cascade;`);
    this.addSql(`alter table "shipments" add constraint "shipments_received_by_id_foreign" foreign key ("received_by_id") references "users" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "shipment_lines" add constraint "shipment_lines_shipment_id_foreign" foreign key ("shipment_id") references "shipments" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "shipment_lines" add constraint "shipment_lines_order_id_foreign" foreign key ("order_id") references "orders" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "shipment_cartons" add constraint "shipment_cartons_shipment_id_foreign" foreign key ("shipment_id") references "shipments" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "shipment_carton_items" add constraint "shipment_carton_items_carton_id_foreign" foreign key ("carton_id") references "shipment_cartons" ("id") on update cascade on delete cascade;`);

  }

  override async down(): Promise<void> {
    this.addSql(`alter table "shipment_lines" drop constraint "shipment_lines_shipment_id_foreign";`);

    this.addSql(`alter table "shipment_cartons" drop constraint "shipment_cartons_shipment_id_foreign";`);

    this.addSql(`alter table "shipment_carton_items" drop constraint "shipment_carton_items_carton_id_foreign";`);

    this.addSql(`drop table if exists "shipping_settings" cascade;`);

    this.addSql(`drop table if exists "order_short_closures" cascade;`);

    this.addSql(`drop table if exists "shipments" cascade;`);

    this.addSql(`drop table if exists "shipment_lines" cascade;`);

    this.addSql(`drop table if exists "shipment_cartons" cascade;`);

    this.addSql(`drop table if exists "shipment_carton_items" cascade;`);

  }

}
