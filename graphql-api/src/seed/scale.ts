import pg from 'pg';
import { hashPassword } from '../modules/auth';
import { STATUS_PATH } from '../modules/orders';

/**
 * The large dataset of the scale issue, written by set-based SQL (`insert ... select from
 * generate_series`) so it loads in minutes into the embedded database or a real server alike.
 *
 * Shape: buyers × vendors with 10 approved connections per buyer, 50 products per vendor, orders
 * spread over the last two years across every status, two timeline events per order, and messages
 * between connected pairs. Accounts are `scale.buyer1`.. and `scale.vendor1`.. with the demo
 * passwords (buyer123, vendor123), so benchmarks can sign in as any of them.
 */
export type ScaleOptions = {
  orders: number;
  messages: number;
  buyers: number;
  vendors: number;
  productsPerVendor: number;
  /** Rows per statement; smaller batches keep the embedded database's memory low. */
  batch: number;
  log?: (line: string) => void;
};

export const SCALE_DEFAULTS: ScaleOptions = {
  orders: 100_000,
  messages: 1_000_000,
  buyers: 200,
  vendors: 100,
  productsPerVendor: 50,
  batch: 20_000,
};

/** Connections per buyer: buyer b is connected to vendors (b·7 + k) mod V for k < this. */
const CONNECTIONS_PER_BUYER = 10;
const CATEGORIES = [
  'T-Shirts',
  'Knitwear',
  'Denim',
  'Outerwear',
  'Dresses',
  'Activewear',
  'Shirts',
  'Trousers',
];

export const SCALE_BUYER_PREFIX = 'scale.buyer';
export const SCALE_VENDOR_PREFIX = 'scale.vendor';

/** Runs `work` over [0, total) in slices of `batch`, logging progress. */
async function inBatches(
  total: number,
  batch: number,
  label: string,
  log: (line: string) => void,
  work: (from: number, to: number) => Promise<void>,
) {
  const started = Date.now();
  for (let from = 0; from < total; from += batch) {
    const to = Math.min(total, from + batch);
    await work(from, to);
    log(
      `  ${label}: ${to.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
  }
}

export async function loadScaleData(
  connectionString: string,
  options: ScaleOptions,
): Promise<void> {
  const log = options.log ?? (() => undefined);
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const existing = await client.query<{ n: number }>(
      'select count(*)::int as n from users where username like $1',
      [`${SCALE_BUYER_PREFIX}%`],
    );
    if (existing.rows[0].n > 0)
      throw new Error(
        'The scale dataset is already loaded here (users scale.buyer* exist). Use a fresh DATA_DIR or database.',
      );
    const { buyers, vendors, productsPerVendor, batch } = options;
    if (buyers < 1 || vendors < CONNECTIONS_PER_BUYER)
      throw new Error(`Need at least 1 buyer and ${CONNECTIONS_PER_BUYER} vendors.`);
    const [buyerHash, vendorHash] = [
      await hashPassword('buyer123'),
      await hashPassword('vendor123'),
    ];

    log(`Users: ${buyers} buyers, ${vendors} vendors`);
    const insertUsers = (
      role: string,
      prefix: string,
      count: number,
      hash: string,
      company: string,
    ) =>
      client.query(
        `insert into users (name, username, email, role, company, avatar_initials, password_hash)
         select initcap($1) || ' ' || g, $2 || g, $2 || g || '@scale.example', $1, $3 || ' ' || g, upper(left($1, 1)) || (g % 10), $4
         from generate_series(1, $5::int) g`,
        [role, prefix, company, hash, count],
      );
    await insertUsers('buyer', SCALE_BUYER_PREFIX, buyers, buyerHash, 'Scale Brand');
    await insertUsers('vendor', SCALE_VENDOR_PREFIX, vendors, vendorHash, 'Scale Factory');

    // Arrays of the new ids, indexed from 1, so every later statement maps a number to a row.
    const ids = `
      b as (select array_agg(id order by id) as a from users where username like '${SCALE_BUYER_PREFIX}%'),
      v as (select array_agg(id order by id) as a from users where username like '${SCALE_VENDOR_PREFIX}%')`;

    log('Connections');
    await client.query(
      `with ${ids}
       insert into connections (buyer_id, vendor_id, status)
       select b.a[1 + bi], v.a[1 + (bi * 7 + k) % $1::int], 'approved'
       from b, v, generate_series(0, $2::int - 1) bi, generate_series(0, ${CONNECTIONS_PER_BUYER - 1}) k`,
      [vendors, buyers],
    );

    log(`Products: ${(vendors * productsPerVendor).toLocaleString('en-US')}`);
    await client.query(
      `with ${ids}
       insert into products (vendor_id, name, sku, description, category, price, in_stock, stock_quantity, created_at)
       select v.a[1 + p % $1::int], 'Style ' || p, 'SC-' || lpad(p::text, 6, '0'),
              'Scale dataset product ' || p, ($3::text[])[1 + p % ${CATEGORIES.length}],
              (5 + (p % 40) * 0.75)::numeric(12,2), p % 17 <> 0, (p * 37) % 5000,
              now() - ((p % 700) || ' days')::interval
       from v, generate_series(0, $1::int * $2::int - 1) p`,
      [vendors, productsPerVendor, CATEGORIES],
    );

    // Order g: buyer g mod B, one of that buyer's connected vendors, one of that vendor's products,
    // created up to two years ago, status by g (every status, most orders completed).
    const statuses = [
      ...STATUS_PATH,
      'Completed',
      'Completed',
      'Completed',
      'Cancelled',
      'Delayed',
    ];
    await client.query(
      `create temporary table scale_p as select id, row_number() over (order by id) - 1 as n from products where sku like 'SC-%'`,
    );
    await client.query('create index on scale_p (n)');
    await inBatches(options.orders, batch, 'Orders', log, (from, to) =>
      client
        .query(
          `with ${ids}, src as (
           select g, g % $3::int as bi, (g / $3::int) % ${CONNECTIONS_PER_BUYER} as k,
                  now() - ((g::bigint * 7919) % (730 * 24)) * interval '1 hour' as created,
                  ($5::text[])[1 + g % ${statuses.length}] as status
           from generate_series($1::int, $2::int - 1) g)
         insert into orders (order_code, buyer_id, vendor_id, product_id, quantity, status, requested_status, previous_status, due_date, notes, created_at, updated_at, completed_at)
         select 'ORD-' || extract(year from created)::int || '-' || (100000 + g),
                b.a[1 + bi], v.a[1 + vi], p.id, 50 + (g::bigint * 31) % 4950, status,
                case when status = 'Approval Needed' then 'Shipping' end, case when status = 'Approval Needed' then 'Quality Check' end,
                (created + (30 + g % 60) * interval '1 day')::date, case when g % 5 = 0 then 'Scale order ' || g end,
                created, created + interval '2 days', case when status = 'Completed' then created + (20 + g % 50) * interval '1 day' end
         from (select src.*, (bi * 7 + k) % $4::int as vi from src) s
         cross join b cross join v
         join scale_p p on p.n = (s.vi + $4::int * ((s.g / 2000) % $6::int))`,
          [from, to, buyers, vendors, statuses, productsPerVendor],
        )
        .then(() => undefined),
    );

    log('Timeline events');
    await client.query(
      `insert into timeline_events (order_id, step, status, notes, to_status, created_at)
       select id, 'Order Placed', 'Completed', 'Order created', 'Planning', created_at from orders where buyer_id in (select id from users where username like '${SCALE_BUYER_PREFIX}%')`,
    );
    await client.query(
      `insert into timeline_events (order_id, step, status, notes, from_status, to_status, created_at)
       select id, status, case when status in ('Completed', 'Cancelled') then 'Completed' else 'Pending' end, 'Status updated', 'Planning', status, updated_at
       from orders where buyer_id in (select id from users where username like '${SCALE_BUYER_PREFIX}%') and status <> 'Planning'`,
    );

    const types = [
      'General Message',
      'Order Update',
      'Urgent',
      'Meeting Request',
      'Approval Required',
    ];
    await inBatches(options.messages, batch * 5, 'Messages', log, (from, to) =>
      client
        .query(
          `with ${ids}, src as (
           -- d: who writes (0 the buyer). Not m % 2: with an even number of buyers, each buyer
           -- would only ever send or only ever receive.
           select m, m % $3::int as bi, (m / $3::int) % ${CONNECTIONS_PER_BUYER} as k,
                  (m / $3::int / ${CONNECTIONS_PER_BUYER}) % 2 as d
           from generate_series($1::int, $2::int - 1) m)
         insert into messages (sender_id, receiver_id, content, message_type, is_read, created_at)
         select case when d = 0 then b.a[1 + bi] else v.a[1 + (bi * 7 + k) % $4::int] end,
                case when d = 0 then v.a[1 + (bi * 7 + k) % $4::int] else b.a[1 + bi] end,
                'Scale message ' || m || ': please confirm the trims and the shipping window.',
                ($5::text[])[1 + m % 5], m % 3 <> 0,
                now() - ((m::bigint * 104729) % (730 * 24 * 60)) * interval '1 minute'
         from src cross join b cross join v`,
          [from, to, buyers, vendors, types],
        )
        .then(() => undefined),
    );

    // As autovacuum leaves a table after a bulk load: statistics, and the visibility map that lets
    // counts read an index alone.
    log('Vacuuming and analyzing tables');
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
}
