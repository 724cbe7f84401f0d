import { Migration } from '@mikro-orm/migrations';

/**
 * Points of measure (issue 23): a specification's measurement chart (sizes as columns, points of
 * measure as rows with a target per size) and the sample pieces an inspection measures against it.
 */
export class Migration20261125110000_points_of_measure extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "specifications" add column "measurement_sizes" jsonb not null default '[]';`);
    this.addSql(`create table "spec_points_of_measure" ("id" serial primary key, "specification_id" int not null, "position" int not null, "code" text not null, "description" text not null, "unit" text check ("unit" in ('cm', 'inch')) not null, "tolerance_minus" double precision not null, "tolerance_plus" double precision not null, "targets" jsonb not null);`);
    this.addSql(`create index "spec_points_of_measure_specification_id_index" on "spec_points_of_measure" ("specification_id");`);
    this.addSql(`alter table "spec_points_of_measure" add constraint "spec_points_of_measure_specification_id_foreign" foreign key ("specification_id") references "specifications" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "inspection_pieces" ("id" serial primary key, "inspection_id" int not null, "piece_number" int not null, "size" text not null, "defect_class" text check ("defect_class" in ('Critical', 'Major', 'Minor')) not null default 'Major', "specification_id" int null, "specification_version" int not null, "values" jsonb not null, "recorded_by_id" int not null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "inspection_pieces" add constraint "inspection_pieces_inspection_id_piece_number_unique" unique ("inspection_id", "piece_number");`);
    this.addSql(`alter table "inspection_pieces" add constraint "inspection_pieces_inspection_id_foreign" foreign key ("inspection_id") references "order_inspections" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "inspection_pieces" add constraint "inspection_pieces_specification_id_foreign" foreign key ("specification_id") references "specifications" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "inspection_pieces" add constraint "inspection_pieces_recorded_by_id_foreign" foreign key ("recorded_by_id") references "users" ("id") on update cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "inspection_pieces" cascade;`);
    this.addSql(`drop table if exists "spec_points_of_measure" cascade;`);
    this.addSql(`alter table "specifications" drop column "measurement_sizes";`);
  }
}
