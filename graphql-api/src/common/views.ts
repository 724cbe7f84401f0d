import { type EntityMetadata, ReferenceKind } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { preparedQuery } from './sql';

/**
 * Read-only views straight from SQL, for the busiest reads (the orders lists and detail, the
 * inbox): one query joins the to-one relations a page shows, and each row becomes an unmanaged
 * instance of the entity class with every column property (lazy ones, like the user's password
 * hash, left out). Building managed MikroORM entities for a page costs about ten times the query
 * itself, and nothing here is written back (issue 11); writes keep using managed entities.
 */

/** SQL with `?` parameters; `joined` when it uses the relations' aliases (only then are they joined before filtering). */
export type Where = { sql: string; params: unknown[]; joined?: boolean };

/** A query with `?` placeholders and its parameters. */
export type Statement = { sql: string; params: unknown[] };

type EntityClass = { name: string };

/** What a view reads: an entity under an alias, the to-one relations joined, and the order. */
export type ViewSource = {
  entity: EntityClass;
  alias: string;
  /** To-one relations by property name, each under its own alias (a nullable one may be null). */
  relations: { property: string; alias: string }[];
  orderBy: string;
  /** Ties the relations together after they are read (e.g. a product's vendor is the order's). */
  link?: (view: Record<string, unknown>) => void;
};

type Reader = {
  columns: string;
  /** The key of the primary key's column: null there means a left join found nothing. */
  idKey: string;
  read(row: Record<string, unknown>): Record<string, unknown>;
};

/** Where a view keeps its row: timestamps are read from it when first asked for. */
const ROW = Symbol('row');

/** The column properties of an entity selected under `alias` as `<alias>_<n>`, and their reader. */
function reader(em: EntityManager, meta: EntityMetadata, alias: string): Reader {
  const platform = em.getPlatform();
  const props = meta.props.filter(
    (p) =>
      p.kind === ReferenceKind.SCALAR &&
      p.persist !== false &&
      !p.lazy &&
      p.fieldNames?.length === 1,
  );
  const keys = props.map((_, i) => `${alias}_${i}`);
  const own = (value: unknown) => ({ value, writable: true, enumerable: true, configurable: true });
  // Instances of the entity class (GraphQL's @Root and getters like `progress` want them) that are
  // no managed entities: plain writable fields shadow the ORM's change-tracking setters.
  const prototype = Object.create(
    meta.class.prototype,
    Object.fromEntries(meta.props.map((p) => [p.name, own(undefined)])),
  );
  // Timestamps are parsed when first read: a page shows few of each row's dozen dates, and parsing
  // every one cost as much as the rest of the row. Read (or written) once, a date is a plain field.
  props.forEach((prop, i) => {
    if (prop.runtimeType !== 'Date') return;
    Object.defineProperty(prototype, prop.name, {
      enumerable: true,
      configurable: true,
      get(this: Record<PropertyKey, unknown>) {
        const text = (this[ROW] as Record<string, unknown>)[keys[i]];
        const date =
          text === null || text === undefined ? null : platform.parseDate(text as string);
        Object.defineProperty(this, prop.name, own(date));
        return date;
      },
      set(this: Record<PropertyKey, unknown>, value: unknown) {
        Object.defineProperty(this, prop.name, own(value));
      },
    });
  });
  const convert = props.map((prop) =>
    prop.customType
      ? (value: unknown) =>
          value === null || value === undefined
            ? null
            : prop.customType!.convertToJSValue(value, platform)
      : null,
  );
  // One constructor per entity and alias that sets every other column in a fixed order (names and
  // keys come from the entity metadata): all views share one shape and the reads and writes stay
  // monomorphic. Looking the columns up by computed names cost more than pg's parsing of the row.
  const body = props
    .map((prop, i) => {
      if (prop.runtimeType === 'Date') return '';
      const value = `row[${JSON.stringify(keys[i])}]`;
      const converted = convert[i] ? `convert[${i}](${value})` : `${value} ?? null`;
      return `this[${JSON.stringify(prop.name)}] = ${converted};`;
    })
    .join('\n');
  const View = new Function(
    'convert',
    'ROW',
    `return function View(row) { this[ROW] = row;\n${body} }`,
  )(convert, ROW) as new (row: Record<string, unknown>) => Record<string, unknown>;
  View.prototype = prototype;
  const id = props.findIndex((p) => p.primary);
  return {
    columns: props.map((p, i) => `${alias}.${p.fieldNames[0]} as ${keys[i]}`).join(', '),
    idKey: keys[id],
    read: (row) => new View(row),
  };
}

type Compiled = {
  table: string;
  /** The main entity's primary key column. */
  pk: string;
  main: Reader;
  relations: { property: string; reader: Reader; nullable: boolean; join: string }[];
  /** The relations' joins, each on the main alias. */
  joins: string;
  columns: string;
};

const compiled = new WeakMap<object, Map<ViewSource, Compiled>>();

/** The readers and joins of a source, built once per ORM (tests run several in one process). */
function compile(em: EntityManager, source: ViewSource): Compiled {
  const metadata = em.getMetadata();
  let bySource = compiled.get(metadata);
  if (!bySource) compiled.set(metadata, (bySource = new Map()));
  let found = bySource.get(source);
  if (found) return found;
  const meta = metadata.find(source.entity.name) as EntityMetadata;
  const main = reader(em, meta, source.alias);
  const relations = source.relations.map(({ property, alias }) => {
    const prop = meta.properties[property as never] as EntityMetadata['props'][number];
    const target = metadata.find(prop.type) as EntityMetadata;
    return {
      property,
      reader: reader(em, target, alias),
      nullable: Boolean(prop.nullable),
      join: `${prop.nullable ? 'left join' : 'join'} ${target.tableName} ${alias} on ${alias}.${target.primaryKeys[0]} = ${source.alias}.${prop.fieldNames[0]}`,
    };
  });
  found = {
    table: meta.tableName,
    pk: meta.primaryKeys[0],
    main,
    relations,
    joins: relations.map((r) => r.join).join('\n  '),
    columns: [main, ...relations.map((r) => r.reader)].map((r) => r.columns).join(', '),
  };
  bySource.set(source, found);
  return found;
}

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
function matching(c: Compiled, source: ViewSource, where: Where, limit?: number): string {
  const a = source.alias;
  const order = `order by ${source.orderBy}`;
  const max = limit === undefined ? '' : ` limit ${Math.trunc(limit)}`;
  return `(select ${a}.* from ${c.table} ${a} ${where.joined ? c.joins : ''} where ${where.sql} ${order}${max}) ${a}
  ${c.joins} ${order}`;
}

/** The SQL of readViews (also run by the benchmark's bare `pg` baseline). */
export function viewsStatement(
  em: EntityManager,
  source: ViewSource,
  where: Where,
  limit?: number,
): Statement {
  const c = compile(em, source);
  return {
    sql: `select ${c.columns} from ${matching(c, source, where, limit)}`,
    params: where.params,
  };
}

/** The SQL of readViewPage (also run by the benchmark's bare `pg` baseline). */
export function viewPageStatement(
  em: EntityManager,
  source: ViewSource,
  filter: Where,
  after: Where | null,
  limit: number,
): Statement {
  const c = compile(em, source);
  const a = source.alias;
  const page = and(filter, after);
  return {
    sql: `select c.total_count, page.* from (select count(*)::int as total_count from ${c.table} ${a} ${filter.joined ? c.joins : ''} where ${filter.sql}) c
     left join lateral (select ${a}.${c.pk} as row_id, ${c.columns} from ${matching(c, source, page, limit)}) page on true`,
    params: [...filter.params, ...page.params],
  };
}

function toViews<T>(c: Compiled, source: ViewSource, rows: Record<string, unknown>[]): T[] {
  return rows.map((row) => {
    const view = c.main.read(row);
    for (const { property, reader: r, nullable } of c.relations)
      view[property] = nullable && row[r.idKey] === null ? null : r.read(row);
    source.link?.(view);
    return view as T;
  });
}

/** The rows matching `where`, in the source's order: every one, or the first `limit`. */
export async function readViews<T>(
  em: EntityManager,
  source: ViewSource,
  where: Where,
  limit?: number,
): Promise<T[]> {
  const { sql, params } = viewsStatement(em, source, where, limit);
  const rows = await preparedQuery<Record<string, unknown>>(em, sql, params);
  return toViews<T>(compile(em, source), source, rows);
}

/**
 * A page of the rows matching `filter` and `after` (the keyset condition), in the source's order,
 * at most `limit`, with how many match `filter` alone: one round trip to the database.
 */
export async function readViewPage<T>(
  em: EntityManager,
  source: ViewSource,
  filter: Where,
  after: Where | null,
  limit: number,
): Promise<{ rows: T[]; totalCount: number }> {
  const { sql, params } = viewPageStatement(em, source, filter, after, limit);
  const rows = await preparedQuery<Record<string, unknown>>(em, sql, params);
  return {
    totalCount: (rows[0]?.total_count as number | undefined) ?? 0,
    rows: toViews<T>(
      compile(em, source),
      source,
      rows.filter((row) => row.row_id !== null),
    ),
  };
}
