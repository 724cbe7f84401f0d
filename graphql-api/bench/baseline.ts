import 'reflect-metadata';
import http from 'node:http';
import { knex } from '@mikro-orm/postgresql';
import pg from 'pg';
import { pageStatement, rowsStatement, type Statement, statementName } from '../src/common/read-rows';
import { ORDERS } from '../src/modules/orders/order.read';
import { orderListFilter, orderLookup } from '../src/modules/orders/order.service';
import { orderPlanner } from '../src/modules/planning';
import type { OrderStatus } from '../src/modules/orders/order-status';
import { Role, type User } from '../src/modules/users/user.entity';
import {
  askStatusChange,
  createOrder,
  type NewMessage,
  type NewOrder,
  sendMessage,
} from './baseline-writes';

/**
 * The benchmark's yardstick: a bare Node HTTP server answering the orders list page and the order
 * detail with the very statements the portal runs (built by the portal's own functions, sent as
 * the same named prepared statements) through `pg` directly: no framework, no ORM entities, no
 * session or permission checks, the rows answered as they come (arrays, as the portal reads them).
 * The measured writes are answered the same
 * bare way (bench/baseline-writes.ts): POST /orders, PUT /orders/{id}/status, POST /messages, the
 * acting user's id in the JSON body. Started as a child process by bench/run.ts (BASELINE_PORT,
 * DATABASE_URL).
 */
const databaseUrl = process.env.DATABASE_URL!;
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
/** Knex without a connection, only to number the `?` placeholders as the portal's knex does. */
const sqlOf = knex({ client: 'pg' });

/** The portal's named prepared statement of a read (common/read-rows), its rows as arrays. */
function prepared({ sql, params }: Statement) {
  const native = sqlOf.raw(sql, params as never[]).toSQL().toNative();
  return { name: statementName(sql), text: native.sql, values: [...native.bindings], rowMode: 'array' as const };
}

const buyer = (id: number) => ({ id, role: Role.buyer }) as User;

async function ordersPage(buyerId: number, status: OrderStatus | null) {
  const statement = pageStatement(ORDERS, orderListFilter(buyer(buyerId), { status }, orderPlanner), null, 21);
  const { rows } = await pool.query<unknown[]>(prepared(statement));
  const nodes = rows.filter((row) => row[1] !== null);
  return {
    totalCount: rows[0]?.[0] ?? 0,
    nodes: nodes.slice(0, 20),
    hasNextPage: nodes.length > 20,
  };
}

async function orderDetail(buyerId: number, id: number) {
  const statement = rowsStatement(ORDERS, orderLookup(buyer(buyerId), id));
  const { rows } = await pool.query<unknown[]>(prepared(statement));
  return rows[0] ?? null;
}

function readBody<T>(req: http.IncomingMessage): Promise<T> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString() || '{}')));
    req.on('error', reject);
  });
}

async function answer(req: http.IncomingMessage, url: URL): Promise<unknown> {
  const buyerId = Number(url.searchParams.get('buyer'));
  const detail = /^\/orders\/(\d+)$/.exec(url.pathname);
  const status = /^\/orders\/(\d+)\/status$/.exec(url.pathname);
  if (req.method === 'GET' && detail) return orderDetail(buyerId, Number(detail[1]));
  if (req.method === 'GET' && url.pathname === '/orders')
    return ordersPage(buyerId, url.searchParams.get('status') as OrderStatus | null);
  if (req.method === 'POST' && url.pathname === '/orders') return createOrder(pool, await readBody<NewOrder>(req));
  if (req.method === 'PUT' && status) {
    const body = await readBody<{ vendorId: number; status: string }>(req);
    return askStatusChange(pool, body.vendorId, Number(status[1]), body.status);
  }
  if (req.method === 'POST' && url.pathname === '/messages') return sendMessage(pool, await readBody<NewMessage>(req));
  return undefined;
}

const server = http.createServer((req, res) => {
  answer(req, new URL(req.url ?? '/', 'http://baseline')).then(
    (body) => {
      res.writeHead(body === undefined ? 404 : 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body ?? null));
    },
    (error: Error) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: error.message }));
    },
  );
});

server.listen(Number(process.env.BASELINE_PORT), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => {
  server.close();
  void pool.end().then(() => process.exit(0));
});
