import { startTestPortal, type TestPortal } from '../../../test/utils';
import { codeDigits, codeRandom, OrderCodes } from './order-code';

let portal: TestPortal;
const sql = <T = any>(query: string, params: unknown[] = []) =>
  portal.orm.em.fork().getConnection().execute<T[]>(query, params);
const YEAR = new Date().getUTCFullYear();

beforeAll(async () => {
  // The fixtures insert tens of thousands of orders in one statement, which a busy machine can
  // keep past the portal's 5 s statement timeout: not what these tests are about.
  portal = await startTestPortal({ env: { DATABASE_STATEMENT_TIMEOUT_MS: '120000' } });
});
afterAll(() => portal?.close());

/** Copies of one seeded order with the given code expression over generate_series(from, to) g. */
const fill = (codeSql: string, from: number, to: number) =>
  sql(
    `insert into orders (order_code, buyer_id, vendor_id, product_id, quantity, due_date, version)
     select ${codeSql}, buyer_id, vendor_id, product_id, 1, due_date, 1
     from (select * from orders order by id limit 1) o, generate_series(?::int, ?::int) g
     on conflict (order_code) do nothing`,
    [from, to],
  );

const body = async () => {
  const [vendor] = await sql("select id from users where username = 'vendor'");
  const [product] = await sql("select id from products where sku = 'DK-TS-001'");
  return { vendorId: vendor.id, productId: product.id, quantity: 10, dueDate: '2099-06-01' };
};

describe('order codes (DECISIONS.md 3: ORD-{year}-{number}, unique, never a failed creation)', () => {
  it('gives 20,000 orders of one year distinct codes, growing past four digits when crowded', async () => {
    const year = 2098;
    await fill(`'ORD-${year}-' || g`, 1000, 9999);
    await fill(`'ORD-${year}-' || g`, 10000, 20799);
    const em = portal.orm.em.fork();
    expect(await codeDigits(em, year)).toBe(5);
    const codes = new OrderCodes();
    for (let i = 0; i < 200; i++) {
      const code = await codes.next(em, year);
      await em.execute(
        'insert into orders (order_code, buyer_id, vendor_id, product_id, quantity, due_date, version) select ?, buyer_id, vendor_id, product_id, 1, due_date, 1 from orders where id = (select min(id) from orders)',
        [code],
      );
    }
    const [row] = await sql(
      "select count(*)::int as n, count(distinct order_code)::int as d from orders where order_code like 'ORD-2098-%'",
    );
    expect(row).toEqual({ n: 20000, d: 20000 });
  }, 60_000);

  it('moves to six digits when five are crowded too', async () => {
    await fill(`'ORD-2096-' || g`, 1000, 5499);
    const em = portal.orm.em.fork();
    expect(await codeDigits(em, 2096)).toBe(5);
    await fill(`'ORD-2096-' || g`, 10000, 55000);
    expect(await codeDigits(em, 2096)).toBe(6);
    expect(await new OrderCodes().next(em, 2096)).toMatch(/^ORD-2096-\d{6}$/);
  }, 30_000);

  it("creates orders over HTTP when the year's four-digit space is crowded", async () => {
    await fill(`'ORD-${YEAR}-' || g`, 1000, 5999);
    const buyer = await portal.signIn('buyer');
    const payload = await body();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => buyer.post('/api/orders', payload)),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(results.map((r) => r.body.orderId)).size).toBe(5);
    for (const r of results) expect(r.body.orderId).toMatch(new RegExp(`^ORD-${YEAR}-\\d{5}$`));
  });

  it('retries with a new code when the insert hits the unique constraint', async () => {
    // A free code at check time taken at insert time: a one-shot trigger raises the unique violation.
    await sql('create sequence clash_once');
    await sql(`create function clash_once() returns trigger language plpgsql as $$
      begin
        if new.order_code like '%-77777' and nextval('clash_once') = 1 then
          raise exception 'duplicate key value violates unique constraint "orders_order_code_unique"'
            using errcode = '23505', constraint = 'orders_order_code_unique';
        end if;
        return new;
      end $$`);
    await sql(
      'create trigger clash_once before insert on orders for each row execute function clash_once()',
    );
    const draw = codeRandom.draw;
    let forced = 0;
    codeRandom.draw = (digits, count) => (forced++ < 2 ? [77777] : draw(digits, count));
    try {
      const buyer = await portal.signIn('buyer');
      const [a, b] = await Promise.all([
        buyer.post('/api/orders', await body()),
        buyer.post('/api/orders', await body()),
      ]);
      expect([a.status, b.status]).toEqual([201, 201]);
      expect(a.body.orderId).not.toBe(b.body.orderId);
      const [seq] = await sql('select last_value::int as n from clash_once');
      expect(seq.n).toBeGreaterThanOrEqual(1);
    } finally {
      codeRandom.draw = draw;
      await sql('drop trigger clash_once on orders');
    }
  });
});
