import http from 'node:http';
import pg from 'pg';

/**
 * The benchmark's yardstick: a bare Node HTTP server answering the orders list page and the order
 * detail with the same SQL the portal runs (orders joined to product, buyer and vendor; a count
 * for the list), through `pg` directly: no framework, no ORM, no session or permission checks.
 * Started as a child process by bench/run.ts (BASELINE_PORT, DATABASE_URL).
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

const SELECT = `select o.*, row_to_json(p) as product, row_to_json(b) as buyer, row_to_json(v) as vendor
  from orders o
  join products p on p.id = o.product_id
  join users b on b.id = o.buyer_id
  join users v on v.id = o.vendor_id`;

async function ordersPage(buyerId: number, status: string | null) {
  const where = status ? 'o.buyer_id = $1 and o.status = $2' : 'o.buyer_id = $1';
  const params = status ? [buyerId, status] : [buyerId];
  const [count, rows] = await Promise.all([
    pool.query(`select count(*)::int as n from orders o where ${where}`, params),
    pool.query(`${SELECT} where ${where} order by o.created_at desc, o.id desc limit 21`, params),
  ]);
  return {
    totalCount: count.rows[0].n,
    nodes: rows.rows.slice(0, 20),
    hasNextPage: rows.rows.length > 20,
  };
}

async function orderDetail(buyerId: number, id: number) {
  const { rows } = await pool.query(`${SELECT} where o.id = $1 and o.buyer_id = $2`, [id, buyerId]);
  return rows[0] ?? null;
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://baseline');
  const buyerId = Number(url.searchParams.get('buyer'));
  const detail = /^\/orders\/(\d+)$/.exec(url.pathname);
  const work = detail
    ? orderDetail(buyerId, Number(detail[1]))
    : url.pathname === '/orders'
      ? ordersPage(buyerId, url.searchParams.get('status'))
      : Promise.resolve(undefined);
  work.then(
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
