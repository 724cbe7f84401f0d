import { Migration } from '@mikro-orm/migrations';

/**
 * Trigram indexes for the header search (issue 24): "contains, any case" (`ilike '%text%'`) on
 * product names and SKUs and specification titles, which PostgreSQL otherwise answers by reading
 * every row and case-folding it (the products: most of the search's 6 ms of database time on
 * 100,000 orders). Orders are searched through their user's index and the matching products (see
 * search.service.ts); an index on the order code would cost every new order a GiST insert and, on
 * 100,000 orders, a build of several seconds at start-up.
 * GiST rather than GIN: the planner prices a GIN trigram scan above a sequential scan of a table
 * of a few thousand rows (it does not count what `ilike` costs per row, about 20 times a `like`),
 * while the GiST one it takes, at a tenth of the time. pg_trgm ships with PostgreSQL (contrib)
 * and is a trusted extension: a database owner may create it.
 */
export class Migration20261125080000_search_trigrams extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(
      `create index "products_name_trgm_index" on "products" using gist ("name" gist_trgm_ops);`,
    );
    this.addSql(
      `create index "products_sku_trgm_index" on "products" using gist ("sku" gist_trgm_ops);`,
    );
    this.addSql(
      `create index "specifications_title_trgm_index" on "specifications" using gist ("title" gist_trgm_ops);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "specifications_title_trgm_index";`);
    this.addSql(`drop index if exists "products_sku_trgm_index";`);
    this.addSql(`drop index if exists "products_name_trgm_index";`);
  }
}
