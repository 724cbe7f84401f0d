import { hash } from 'node:crypto';
import type { EntityManager, Knex } from '@mikro-orm/postgresql';

/**
 * Read rows straight from SQL, for the busiest reads (the orders lists and detail, the inbox): one
 * query joins the to-one relations a page shows, and each row becomes a plain read-only object of
 * its own type (OrderRow, MessageRow, ...), not an entity: building managed MikroORM entities for a
 * page costs about ten times the query itself (issue 11), and a read row is never written back
 * (its fields are readonly, so writing to one does not compile). Writes keep using entities.
 *
 * The queries run through the ORM's own connection pool and transaction with knex's public API
 * (`raw` with `?` bindings, `options` for pg's query config, `transacting`): each is a named
 * prepared statement, which PostgreSQL plans once per connection instead of at every request
 * (planning the orders page cost as much as running it), and pg answers its rows as arrays.
 */

/** One row as pg answers it in array mode: the values in the order of the select list. */
export type Cells = readonly unknown[];

/** SQL with `?` parameters; `joined` when it uses the relations' aliases (only then are they joined before filtering). */
export type Where = { sql: string; params: unknown[]; joined?: boolean };

/** A query with `?` placeholders and its parameters. */
export type Statement = { sql: string; params: unknown[] };

/** A column of a read row: its name, or an instant (a timestamp) read as milliseconds. */
export type Column = string | { instant: string };

/** A timestamp column, selected as epoch milliseconds (a number is far cheaper to read than the text). */
export const instant = (column: string): Column => ({ instant: column });

/** The select list of `columns` on the table under `alias`, in order. */
export function selectList(alias: string, columns: readonly Column[]): string {
  return columns
    .map((column) =>
      typeof column === 'string'
        ? `${alias}.${column}`
        : `(extract(epoch from ${alias}.${column.instant}) * 1000)::float8`,
    )
    .join(', ');
}

/**
 * The select list of several tables' columns, each `[alias, columns]` in order, and where each
 * table's cells start in a row (for its reader).
 */
export function selectLists(tables: readonly (readonly [string, readonly Column[]])[]): {
  columns: string;
  at: number[];
} {
  const at: number[] = [];
  let next = 0;
  for (const [, columns] of tables) {
    at.push(next);
    next += columns.length;
  }
  return { columns: tables.map(([alias, columns]) => selectList(alias, columns)).join(', '), at };
}

/** The Date of an instant column (null stays null). */
export const toDate = (cell: unknown): Date | null =>
  cell === null || cell === undefined ? null : new Date(cell as number);

/** What a read query reads: a table under an alias, its to-one joins, the columns and the order. */
export type ReadSource<T> = {
  /** The main table, e.g. `orders`, under `alias`. */
  table: string;
  alias: string;
  /** The to-one relations' joins, each on the main alias. */
  joins: string;
  /** The select list, in the order `read` takes the cells. */
  columns: string;
  orderBy: string;
  /** The row from the cells starting at `at`. */
  read(cells: Cells, at: number): T;
};

const and = (a: Where, b: Where | null): Where =>
  b
    ? {
        sql: `${a.sql} and ${b.sql}`,
        params: [...a.params, ...b.params],
        joined: a.joined || b.joined,
      }
    : a;

/**
 * The matching rows under the main alias, in order, at most `limit`; the relations are joined
 * afterwards, on the rows left (PostgreSQL would otherwise hash every related row for a page of 20).
 */
function matching(source: ReadSource<unknown>, where: Where, limit?: number): string {
  const { table, alias: a, joins } = source;
  const order = `order by ${source.orderBy}`;
  const max = limit === undefined ? '' : ` limit ${Math.trunc(limit)}`;
  return `(select ${a}.* from ${table} ${a} ${where.joined ? joins : ''} where ${where.sql} ${order}${max}) ${a}
  ${joins} ${order}`;
}

/** The SQL of readRows (also run by the benchmark's bare `pg` baseline). */
export function rowsStatement(
  source: ReadSource<unknown>,
  where: Where,
  limit?: number,
): Statement {
  return {
    sql: `select ${source.columns} from ${matching(source, where, limit)}`,
    params: where.params,
  };
}

/**
 * The SQL of readPage (also run by the benchmark's bare `pg` baseline): the count of `filter`'s
 * rows, then the page's row id (null when the page is empty) and columns.
 */
export function pageStatement(
  source: ReadSource<unknown>,
  filter: Where,
  after: Where | null,
  limit: number,
): Statement {
  const { table, alias: a, joins } = source;
  const page = and(filter, after);
  return {
    sql: `select c.total_count, page.* from (select count(*)::int as total_count from ${table} ${a} ${filter.joined ? joins : ''} where ${filter.sql}) c
     left join lateral (select ${a}.id as row_id, ${source.columns} from ${matching(source, page, limit)}) page on true`,
    params: [...filter.params, ...page.params],
  };
}

/** The name of a statement's prepared statement: the same text always gets the same name. */
export const statementName = (sql: string) => `q${hash('sha1', sql).slice(0, 20)}`;

/**
 * Runs a statement as a named prepared statement (in the EntityManager's transaction, if any),
 * through knex's public `raw` with pg's array row mode. (Going straight to a pooled connection of
 * knex's client saved 5% of the orders list's server CPU, but `knex.client` is the internal API
 * issue 21 took the reads off.)
 */
async function cellsOf(em: EntityManager, { sql, params }: Statement): Promise<Cells[]> {
  const query = em
    .getKnex()
    .raw(sql, params as Knex.RawBinding[])
    .options({ name: statementName(sql), rowMode: 'array' });
  const transaction = em.getTransactionContext<Knex.Transaction>();
  if (transaction) query.transacting(transaction);
  const result: { rows: Cells[] } = await query;
  return result.rows;
}

/** The rows matching `where`, in the source's order: every one, or the first `limit`. */
export async function readRows<T>(
  em: EntityManager,
  source: ReadSource<T>,
  where: Where,
  limit?: number,
): Promise<T[]> {
  const cells = await cellsOf(em, rowsStatement(source, where, limit));
  return cells.map((row) => source.read(row, 0));
}

/**
 * A page of the rows matching `filter` and `after` (the keyset condition), in the source's order,
 * at most `limit`, with how many match `filter` alone: one round trip to the database.
 */
export async function readPage<T>(
  em: EntityManager,
  source: ReadSource<T>,
  filter: Where,
  after: Where | null,
  limit: number,
): Promise<{ rows: T[]; totalCount: number }> {
  const cells = await cellsOf(em, pageStatement(source, filter, after, limit));
  return {
    totalCount: (cells[0]?.[0] as number | undefined) ?? 0,
    // Cells: the total count, the row id (null for an empty page), then the source's columns.
    rows: cells.filter((row) => row[1] !== null).map((row) => source.read(row, 2)),
  };
}

/** One read of several run together (readTogether): its source, condition and limit. */
export type Read<T> = { source: ReadSource<T>; where: Where; limit?: number };

/**
 * The SQL of readTogether: one row of one JSON array per read, each the `array(…)` of its rows'
 * cells as JSON arrays (`json_build_array`), in the read's order. Answered as `json`, not as an
 * array of `json`: pg reads the one with JSON.parse, the other character by character
 * (postgres-array, a tenth of a search's server CPU).
 */
export function togetherStatement(reads: readonly Read<unknown>[]): Statement {
  const parts = reads.map(({ source, where, limit }) =>
    rowsStatement({ ...source, columns: `json_build_array(${source.columns})` }, where, limit),
  );
  return {
    sql: `select ${parts.map((part) => `array_to_json(array(${part.sql}))`).join(', ')}`,
    params: parts.flatMap((part) => part.params),
  };
}

/**
 * Several reads in one round trip (the header search: orders, products and specifications), each
 * read's rows in its source's order. The cells come as JSON (instants as numbers, dates as text,
 * as in array mode), so each source's `read` reads them as it reads a row of its own.
 */
export async function readTogether<T extends readonly unknown[]>(
  em: EntityManager,
  reads: { readonly [K in keyof T]: Read<T[K]> },
): Promise<{ -readonly [K in keyof T]: T[K][] }> {
  const [row] = await cellsOf(em, togetherStatement(reads as readonly Read<unknown>[]));
  return (reads as readonly Read<unknown>[]).map((read, i) =>
    (row[i] as Cells[]).map((cells) => read.source.read(cells, 0)),
  ) as never;
}
