import { type EntityMetadata, ReferenceKind } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { preparedQuery } from '../../common/sql';
import { Product } from '../products/product.entity';
import { User } from '../users/user.entity';
import { Order } from './order.entity';

/**
 * Read-only orders straight from SQL, for the lists, the order detail and the REST reads: one
 * query joins the product, the buyer and the vendor, and each row becomes an unmanaged instance
 * of the entity class with every column property (but the user's lazy password hash). Building
 * managed MikroORM entities for a page of orders costs about ten times the query itself, and
 * nothing here is written back, so these reads skip it (issue 11); writes keep using managed
 * entities. A product's vendor is the order's vendor (an order's product always belongs to it).
 */
export type OrderView = Order;

type Reader = { columns: string; read(row: Record<string, unknown>): Record<string, unknown> };

/** Where a view keeps its row: timestamps are read from it when first asked for. */
const ROW = Symbol('row');

/** The column properties of an entity selected under `alias` as `<prefix><n>`, and their reader. */
function reader(
  em: EntityManager,
  entity: { name: string; prototype: object },
  alias: string,
  prefix: string,
): Reader {
  const meta = em.getMetadata().find(entity.name) as EntityMetadata;
  const platform = em.getPlatform();
  const props = meta.props.filter(
    (p) =>
      p.kind === ReferenceKind.SCALAR &&
      p.persist !== false &&
      !p.lazy &&
      p.fieldNames?.length === 1,
  );
  const keys = props.map((_, i) => `${prefix}${i}`);
  const own = (value: unknown) => ({ value, writable: true, enumerable: true, configurable: true });
  // Instances of the entity class (GraphQL's @Root and the `progress` getter want them) that are no
  // managed entities: plain writable fields shadow the ORM's change-tracking setters.
  const prototype = Object.create(
    entity.prototype,
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
  // One constructor per entity that sets every other column in a fixed order (names and keys come
  // from the entity metadata): all views share one shape and the reads and writes stay monomorphic.
  // Looking the columns up by computed names cost more than the query's own parsing of the row.
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
  return {
    columns: props.map((p, i) => `${alias}.${p.fieldNames[0]} as ${keys[i]}`).join(', '),
    read: (row) => new View(row),
  };
}

const readers = new WeakMap<
  object,
  { order: Reader; product: Reader; buyer: Reader; vendor: Reader }
>();
function readersOf(em: EntityManager) {
  const key = em.getMetadata();
  let found = readers.get(key);
  if (!found) {
    found = {
      order: reader(em, Order, 'o', 'o'),
      product: reader(em, Product, 'p', 'p'),
      buyer: reader(em, User, 'b', 'b'),
      vendor: reader(em, User, 'v', 'v'),
    };
    readers.set(key, found);
  }
  return found;
}

const JOINS = `join products p on p.id = o.product_id
  join users b on b.id = o.buyer_id
  join users v on v.id = o.vendor_id`;
const NEWEST_FIRST = 'order by o.created_at desc, o.id desc';

/**
 * SQL on orders `o` with `?` parameters; `joined` when it also uses products `p`, buyers `b` or
 * vendors `v` (a search): only then are they joined before filtering.
 */
export type Where = { sql: string; params: unknown[]; joined?: boolean };

const and = (a: Where, b: Where | null): Where =>
  b
    ? {
        sql: `${a.sql} and ${b.sql}`,
        params: [...a.params, ...b.params],
        joined: a.joined || b.joined,
      }
    : a;

/**
 * The matching orders as `o`, newest first, at most `limit`; the product and the parties are
 * joined afterwards, on the rows left (PostgreSQL would otherwise hash every product and user
 * for a page of 20).
 */
const matching = (where: Where, limit?: number) =>
  `(select o.* from orders o ${where.joined ? JOINS : ''} where ${where.sql} ${NEWEST_FIRST}${
    limit === undefined ? '' : ` limit ${Math.trunc(limit)}`
  }) o ${JOINS} ${NEWEST_FIRST}`;

function toViews(r: ReturnType<typeof readersOf>, rows: Record<string, unknown>[]): OrderView[] {
  return rows.map((row) => {
    const order = r.order.read(row);
    const product = r.product.read(row);
    order.vendor = product.vendor = r.vendor.read(row);
    order.buyer = r.buyer.read(row);
    order.product = product;
    return order as unknown as OrderView;
  });
}

const columnsOf = (r: ReturnType<typeof readersOf>) =>
  `${r.order.columns}, ${r.product.columns}, ${r.buyer.columns}, ${r.vendor.columns}`;

/** A query with `?` placeholders and its parameters. */
export type Statement = { sql: string; params: unknown[] };

/** The SQL of readOrders (also run by the benchmark's bare `pg` baseline). */
export function ordersStatement(em: EntityManager, where: Where, limit?: number): Statement {
  return {
    sql: `select ${columnsOf(readersOf(em))} from ${matching(where, limit)}`,
    params: where.params,
  };
}

/** The SQL of readOrderPage (also run by the benchmark's bare `pg` baseline). */
export function orderPageStatement(
  em: EntityManager,
  filter: Where,
  after: Where | null,
  limit: number,
): Statement {
  const page = and(filter, after);
  return {
    sql: `select c.total_count, page.* from (select count(*)::int as total_count from orders o ${filter.joined ? JOINS : ''} where ${filter.sql}) c
     left join lateral (select o.id as row_id, ${columnsOf(readersOf(em))} from ${matching(page, limit)}) page on true`,
    params: [...filter.params, ...page.params],
  };
}

/** The orders matching `where`, newest first: every one, or the first `limit`. */
export async function readOrders(
  em: EntityManager,
  where: Where,
  limit?: number,
): Promise<OrderView[]> {
  const { sql, params } = ordersStatement(em, where, limit);
  return toViews(readersOf(em), await preparedQuery<Record<string, unknown>>(em, sql, params));
}

/**
 * A page of the orders matching `filter` and `after` (the keyset condition), newest first, at
 * most `limit`, with how many match `filter` alone: one round trip to the database.
 */
export async function readOrderPage(
  em: EntityManager,
  filter: Where,
  after: Where | null,
  limit: number,
): Promise<{ rows: OrderView[]; totalCount: number }> {
  const { sql, params } = orderPageStatement(em, filter, after, limit);
  const rows = await preparedQuery<Record<string, unknown>>(em, sql, params);
  return {
    totalCount: (rows[0]?.total_count as number | undefined) ?? 0,
    rows: toViews(
      readersOf(em),
      rows.filter((row) => row.row_id !== null),
    ),
  };
}
