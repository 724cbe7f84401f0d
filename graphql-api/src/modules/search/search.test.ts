import { startTestPortal, type ApiClient, type TestPortal } from '../../../test/utils';

let portal: TestPortal;
const clients = new Map<string, ApiClient>();
const as = async (username: string) => {
  if (!clients.has(username)) clients.set(username, await portal.signIn(username));
  return clients.get(username)!;
};

const SEARCH = `query($q: String!, $limit: Int) { search(query: $q, limit: $limit) {
  orders { orderCode quantity product { name } buyer { username } }
  products { name sku vendor { username } }
  specifications { title product { sku } }
} }`;
type Found = {
  orders: {
    orderCode: string;
    quantity: number;
    product: { name: string };
    buyer: { username: string };
  }[];
  products: { name: string; sku: string }[];
  specifications: { title: string }[];
};
const find = async (username: string, q: string, limit?: number): Promise<Found> => {
  const res = await (await as(username)).gql(SEARCH, { q, limit });
  expect(res.errors).toBeUndefined();
  return res.data.search;
};
const titles = (found: Found) => found.specifications.map((s) => s.title);
const skus = (found: Found) => found.products.map((p) => p.sku);

beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(() => portal?.close());

describe('header search (DECISIONS.md 1)', () => {
  it('finds a buyer its own orders by product name, catalog products and specs of connected vendors', async () => {
    const found = await find('buyer', 'jeans');
    expect(found.orders).toHaveLength(4);
    expect(
      found.orders.every((o) => o.buyer.username === 'buyer' && /Jeans/.test(o.product.name)),
    ).toBe(true);
    expect(found.products.map((p) => p.name)).toEqual([
      'Relaxed Straight Jeans',
      'Slim Fit Selvedge Jeans',
    ]);
    expect(titles(found)).toEqual(['Selvedge Jeans Wash Standard']);
  });

  it('finds orders by code, only for those who may see them', async () => {
    const year = new Date().getUTCFullYear();
    const code = `ORD-${year}-1001`;
    expect((await find('buyer', 'ord-' + year + '-1001')).orders.map((o) => o.orderCode)).toEqual([
      code,
    ]);
    expect((await find('vendor', code)).orders.map((o) => o.orderCode)).toEqual([code]);
    expect((await find('admin', code)).orders).toHaveLength(1);
    expect((await find('mei.lin', code)).orders).toEqual([]);
    expect((await find('ben.brooks', code)).orders).toEqual([]);
  });

  it('finds products by SKU: vendors only their own', async () => {
    expect(skus(await find('buyer', 'DK-TS'))).toEqual(['DK-TS-001', 'DK-TS-002']);
    expect(skus(await find('vendor', 'dk-ts'))).toEqual(['DK-TS-001', 'DK-TS-002']);
    expect(skus(await find('mei.lin', 'DK-TS'))).toEqual([]);
    expect(skus(await find('mei.lin', 'GZ-JN'))).toEqual(['GZ-JN-002', 'GZ-JN-001']);
  });

  it('finds specifications by title by the rules of DECISIONS.md 3', async () => {
    // Crew Neck Tee Tech Pack and Hoodie Branding Guide are on Victor's products.
    expect(titles(await find('ben.brooks', 'tech pack'))).toEqual(['Crew Neck Tee Tech Pack']);
    expect(titles(await find('carla.chen', 'tech pack'))).toEqual([]);
    expect(titles(await find('carla.chen', 'wash standard'))).toEqual([
      'Selvedge Jeans Wash Standard',
    ]);
    expect(titles(await find('vendor', 'guide'))).toEqual(['Hoodie Branding Guide']);
    expect(titles(await find('mei.lin', 'guide'))).toEqual([]);
    for (const q of ['tech pack', 'wash standard', 'branding guide']) {
      expect(titles(await find('admin', q))).toHaveLength(1);
    }
  });

  it('answers nothing under 2 characters and limits each kind', async () => {
    expect(await find('admin', 'j')).toEqual({ orders: [], products: [], specifications: [] });
    expect(await find('admin', '   ')).toEqual({ orders: [], products: [], specifications: [] });
    const limited = await find('admin', 'ORD-', 2);
    expect(limited.orders).toHaveLength(2);
    expect((await find('admin', 'ORD-')).orders).toHaveLength(5);
    const bad = await (await as('admin')).gql(SEARCH, { q: 'jeans', limit: 0 });
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('matches part of a word in any case, as the trigram indexes answer it', async () => {
    // Inside a word, mixed case: products by name, orders by their product's name, spec titles.
    const found = await find('buyer', 'eLVEDg');
    expect(found.products.map((p) => p.name)).toEqual(['Slim Fit Selvedge Jeans']);
    expect(found.orders.length).toBeGreaterThan(0);
    expect(found.orders.every((o) => o.product.name === 'Slim Fit Selvedge Jeans')).toBe(true);
    expect(titles(found)).toEqual(['Selvedge Jeans Wash Standard']);
    // Two letters have no trigram: still found (the index is read whole), SKUs as well.
    expect(skus(await find('vendor', 'ts'))).toEqual(expect.arrayContaining(['DK-TS-001', 'DK-TS-002']));
    expect(skus(await find('buyer', 's-00'))).toEqual(expect.arrayContaining(['DK-TS-001']));
  });

  it('treats LIKE wildcards as text', async () => {
    expect(await find('admin', '%%')).toEqual({ orders: [], products: [], specifications: [] });
  });

  it('is also served over REST with small rows', async () => {
    const res = await (await as('buyer')).get('/api/search?q=selvedge&limit=3');
    expect(res.status).toBe(200);
    expect(res.body.products).toEqual([
      expect.objectContaining({ name: 'Slim Fit Selvedge Jeans', sku: 'GZ-JN-001' }),
    ]);
    expect(res.body.orders.every((o: { orderId: string }) => o.orderId.startsWith('ORD-'))).toBe(
      true,
    );
    expect(res.body.specifications[0]).toMatchObject({
      title: 'Selvedge Jeans Wash Standard',
      productName: 'Slim Fit Selvedge Jeans',
    });
  });

  it('refuses a signed-out search with 401', async () => {
    expect((await portal.client().gql(SEARCH, { q: 'jeans' })).errors?.[0].extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await portal.client().get('/api/search?q=jeans')).status).toBe(401);
  });

  it('gives a found specification its sections and author, and never another buyer\'s orders', async () => {
    const res = await (await as('buyer')).gql(
      `query { search(query: "selvedge") {
        orders { buyer { username } }
        specifications { title productName createdBy { username } sections { title } product { vendor { username } } }
      } }`,
    );
    expect(res.errors).toBeUndefined();
    const { orders, specifications } = res.data.search;
    expect(orders.length).toBeGreaterThan(0);
    expect(orders.every((o: { buyer: { username: string } }) => o.buyer.username === 'buyer')).toBe(true);
    expect(specifications).toEqual([
      {
        title: 'Selvedge Jeans Wash Standard',
        productName: 'Slim Fit Selvedge Jeans',
        createdBy: { username: 'mei.lin' },
        sections: [{ title: 'Wash' }, { title: 'Trims' }],
        product: { vendor: { username: 'mei.lin' } },
      },
    ]);
    // ben.brooks orders from other vendors: the same words find none of buyer's orders.
    expect((await find('ben.brooks', 'selvedge')).orders.every((o) => o.buyer.username === 'ben.brooks')).toBe(true);
  });

  it('leaves out archived products and the products of deactivated vendors', async () => {
    const db = portal.orm.em.fork().getConnection();
    await db.execute("update products set archived_at = now() where sku = 'DK-TS-002'");
    expect(skus(await find('buyer', 'DK-TS'))).toEqual(['DK-TS-001']);
    expect(skus(await find('vendor', 'DK-TS'))).toEqual(['DK-TS-001']);
    await db.execute("update users set active = false where username = 'mei.lin'");
    expect(skus(await find('buyer', 'GZ-JN'))).toEqual([]);
    expect(skus(await find('admin', 'GZ-JN'))).toEqual([]);
  });
});
