import { type ApiClient, startTestPortal, type TestPortal } from '../../../test/utils';

let portal: TestPortal;
let admin: ApiClient;
let buyer: ApiClient;
let vendor: ApiClient;
let mei: ApiClient;
/** Seeded product ids by SKU, and vendor ids by username. */
const ids: Record<string, number> = {};
const vendorIds: Record<string, number> = {};

beforeAll(async () => {
  portal = await startTestPortal();
  [admin, buyer, vendor, mei] = await Promise.all(
    ['admin', 'buyer', 'vendor', 'mei.lin'].map((name) => portal.signIn(name)),
  );
  const all = await admin.get('/api/products');
  for (const p of all.body) ids[p.sku] = p.id;
  vendorIds.vendor = all.body.find((p: any) => p.sku === 'DK-TS-001').vendorId;
  vendorIds.mei = all.body.find((p: any) => p.sku === 'GZ-JN-001').vendorId;
  const session = await buyer.get('/api/auth/session');
  vendorIds.buyer = session.body.id;
});
afterAll(() => portal?.close());

const skus = (rows: { sku: string }[]) => rows.map((r) => r.sku).sort();
let serial = 0;
const newProduct = (change: Record<string, unknown> = {}) => ({
  name: `Test Product ${++serial}`,
  sku: `TEST-${serial}`,
  ...change,
});

const PAGE = `query($search: String, $category: String, $availability: String, $vendorId: Int,
  $minPrice: Float, $maxPrice: Float, $includeArchived: Boolean, $first: Int, $after: String) {
  products(search: $search, category: $category, availability: $availability, vendorId: $vendorId,
    minPrice: $minPrice, maxPrice: $maxPrice, includeArchived: $includeArchived, first: $first, after: $after) {
    nodes { id sku name price archivedAt vendor { id name company } }
    totalCount
    pageInfo { endCursor hasNextPage }
  }
}`;

describe('visibility and the REST list (SPEC.md 7)', () => {
  it('answers 401 signed out, over REST and GraphQL', async () => {
    expect((await portal.client().get('/api/products')).status).toBe(401);
    expect((await portal.client().post('/api/products', newProduct())).status).toBe(401);
    expect((await portal.client().put(`/api/products/${ids['DK-TS-001']}`, {})).status).toBe(401);
    expect((await portal.client().delete(`/api/products/${ids['DK-TS-001']}`)).status).toBe(401);
    const res = await portal.client().gql(PAGE);
    expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('shows a vendor only its own products, with the spec fields and its name', async () => {
    const res = await vendor.get('/api/products');
    expect(res.status).toBe(200);
    expect(skus(res.body)).toEqual(['DK-HD-001', 'DK-PL-001', 'DK-TS-001', 'DK-TS-002']);
    expect(res.body.find((p: any) => p.sku === 'DK-TS-001')).toEqual({
      id: ids['DK-TS-001'],
      vendorId: vendorIds.vendor,
      name: 'Classic Crew Neck Tee',
      sku: 'DK-TS-001',
      description: '180 gsm combed cotton jersey, side-seamed.',
      category: 't-shirts',
      inStock: true,
      stockQuantity: 1200,
      price: 4.8,
      imageUrl: null,
      vendorName: 'Victor Rahman',
      vendorCompany: 'Dhaka Knitwear Ltd.',
      archived: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      availableActions: ['Edit', 'Delete'],
    });
  });

  it('shows buyers and admins the whole catalog of every vendor', async () => {
    const forBuyer = await buyer.get('/api/products');
    expect(forBuyer.body).toHaveLength(11);
    expect(new Set(forBuyer.body.map((p: any) => p.vendorId)).size).toBe(4);
    expect(skus((await admin.get('/api/products')).body)).toEqual(skus(forBuyer.body));
  });

  it("answers 404 for another vendor's product and for unknown ids", async () => {
    expect((await vendor.get(`/api/products/${ids['GZ-JN-001']}`)).status).toBe(404);
    expect((await vendor.get('/api/products/999999')).status).toBe(404);
    // A malformed id is bad input (issue 19): 400 naming the parameter.
    const malformed = await vendor.get('/api/products/abc');
    expect([malformed.status, malformed.body.field]).toEqual([400, 'id']);
    expect((await buyer.get(`/api/products/${ids['GZ-JN-001']}`)).body.sku).toBe('GZ-JN-001');
    const gql = await vendor.gql('query($id: Int!) { product(id: $id) { sku } }', {
      id: ids['GZ-JN-001'],
    });
    expect(gql.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});

describe('filters and pages (GraphQL products)', () => {
  const list = async (client: ApiClient, variables: Record<string, unknown>) => {
    const res = await client.gql(PAGE, variables);
    expect(res.errors).toBeUndefined();
    return res.data.products;
  };

  it('searches name or SKU, case-insensitively', async () => {
    expect(skus((await list(buyer, { search: 'jeans' })).nodes)).toEqual([
      'GZ-JN-001',
      'GZ-JN-002',
    ]);
    expect(skus((await list(buyer, { search: 'dk-hd' })).nodes)).toEqual(['DK-HD-001']);
    expect((await list(buyer, { search: '%' })).totalCount).toBe(0);
  });

  it('filters by category, availability, vendor and price', async () => {
    expect(skus((await list(buyer, { category: 'hoodies' })).nodes)).toEqual([
      'DK-HD-001',
      'GZ-HD-001',
      'PT-HD-001',
    ]);
    expect(skus((await list(buyer, { availability: 'out-of-stock' })).nodes)).toEqual([
      'DK-PL-001',
      'PT-HD-001',
    ]);
    expect((await list(buyer, { availability: 'in-stock' })).totalCount).toBe(9);
    const meis = await list(buyer, { vendorId: vendorIds.mei });
    expect(skus(meis.nodes)).toEqual(['GZ-HD-001', 'GZ-JN-001', 'GZ-JN-002']);
    expect(meis.nodes[0].vendor).toEqual({
      id: vendorIds.mei,
      name: 'Mei Lin',
      company: 'Guangzhou Denim Works',
    });
    expect(skus((await list(buyer, { minPrice: 17, maxPrice: 19 })).nodes)).toEqual([
      'GZ-JN-001',
      'PT-HD-001',
    ]);
  });

  it('refuses an unknown category or availability', async () => {
    const res = await buyer.gql(PAGE, { category: 'socks' });
    expect(res.errors?.[0].message).toBe('Unknown category');
    expect((await buyer.get('/api/products?availability=soon')).status).toBe(400);
    expect((await buyer.gql(PAGE, { after: 'garbage' })).errors?.[0].message).toBe(
      'Invalid cursor',
    );
  });

  it('pages by name with a cursor', async () => {
    const first = await list(buyer, { first: 4 });
    expect(first.totalCount).toBe(11);
    expect(first.nodes).toHaveLength(4);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const names = first.nodes.map((n: any) => n.name);
    expect(names).toEqual([...names].sort());
    const rest = await list(buyer, { first: 10, after: first.pageInfo.endCursor });
    expect(rest.nodes).toHaveLength(7);
    expect(rest.pageInfo.hasNextPage).toBe(false);
    const seen = new Set([...first.nodes, ...rest.nodes].map((n: any) => n.id));
    expect(seen.size).toBe(11);
  });

  it('applies the same filters to REST query strings', async () => {
    const res = await buyer.get(
      `/api/products?category=jeans&vendorId=${vendorIds.mei}&maxPrice=17`,
    );
    expect(skus(res.body)).toEqual(['GZ-JN-002']);
  });
});

describe('validation (SPEC.md 5)', () => {
  it.each([
    [{ name: '' }, 'Product name is required'],
    [{ name: '   ' }, 'Product name is required'],
    [{ name: undefined }, 'Product name is required'],
    [{ sku: '' }, 'SKU is required'],
    [{ sku: undefined }, 'SKU is required'],
    [{ stockQuantity: -1 }, 'Quantity cannot be negative'],
    [{ stockQuantity: 1.5 }, 'Quantity must be a whole number'],
    [{ category: 'socks' }, 'Unknown category'],
    [{ price: -1 }, 'Price cannot be negative'],
    [{ price: 1.234 }, 'Price must be a number with at most 2 decimals'],
  ])('refuses %j with the spec message', async (change, message) => {
    const res = await vendor.post('/api/products', newProduct(change));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('creates with the defaults: in stock, quantity 0, blank category as none', async () => {
    const res = await vendor.post('/api/products', newProduct({ category: '', description: '  ' }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      vendorId: vendorIds.vendor,
      inStock: true,
      stockQuantity: 0,
      category: null,
      description: null,
      price: null,
      archived: false,
    });
  });

  it('answers the spec message over GraphQL with BAD_USER_INPUT', async () => {
    const res = await vendor.gql(
      'mutation($input: ProductInput!) { createProduct(input: $input) { id } }',
      { input: newProduct({ stockQuantity: -5 }) },
    );
    expect(res.errors?.[0].message).toBe('Quantity cannot be negative');
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('SKU uniqueness per vendor (DECISIONS.md 3)', () => {
  it('refuses a case-insensitive clash within a vendor with 409', async () => {
    const res = await vendor.post('/api/products', newProduct({ sku: 'dk-ts-001' }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('A product with this SKU already exists');
  });

  it('allows the same SKU for another vendor', async () => {
    const res = await mei.post(
      '/api/products',
      newProduct({ sku: 'DK-TS-001', category: 'polos' }),
    );
    expect(res.status).toBe(201);
    expect(res.body.vendorId).toBe(vendorIds.mei);
  });

  it('refuses renaming a SKU onto another product of the vendor, but allows a case change', async () => {
    const created = (await vendor.post('/api/products', newProduct({ sku: 'RENAME-ME' }))).body;
    const clash = await vendor.put(`/api/products/${created.id}`, { sku: 'Dk-Hd-001' });
    expect(clash.status).toBe(409);
    const recase = await vendor.put(`/api/products/${created.id}`, { sku: 'rename-me' });
    expect(recase.status).toBe(200);
    expect(recase.body.sku).toBe('rename-me');
  });
});

describe('who may create, change and delete', () => {
  it('lets a vendor create only for itself', async () => {
    const other = await vendor.post('/api/products', newProduct({ vendorId: vendorIds.mei }));
    expect(other.status).toBe(403);
    const own = await vendor.post('/api/products', newProduct({ vendorId: vendorIds.vendor }));
    expect(own.status).toBe(201);
  });

  it('refuses buyers with 403', async () => {
    expect((await buyer.post('/api/products', newProduct())).status).toBe(403);
    expect((await buyer.put(`/api/products/${ids['DK-TS-002']}`, { name: 'Mine' })).status).toBe(
      403,
    );
    expect((await buyer.delete(`/api/products/${ids['DK-TS-002']}`)).status).toBe(403);
  });

  it('makes an admin name an active vendor', async () => {
    const missing = await admin.post('/api/products', newProduct());
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Vendor is required');
    const notVendor = await admin.post('/api/products', newProduct({ vendorId: vendorIds.buyer }));
    expect(notVendor.status).toBe(400);
    const ok = await admin.post('/api/products', newProduct({ vendorId: vendorIds.mei }));
    expect(ok.status).toBe(201);
    expect(ok.body.vendorName).toBe('Mei Lin');
  });

  it("hides another vendor's product from a vendor's writes (404)", async () => {
    expect((await vendor.put(`/api/products/${ids['GZ-JN-002']}`, { name: 'Taken' })).status).toBe(
      404,
    );
    expect((await vendor.delete(`/api/products/${ids['GZ-JN-002']}`)).status).toBe(404);
  });

  it('lets the owner change some fields, keeping the others, and the admin too', async () => {
    const res = await vendor.put(`/api/products/${ids['DK-TS-002']}`, {
      stockQuantity: 55,
      price: 6.5,
      id: 1,
      vendorId: vendorIds.mei,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Heavyweight Pocket Tee',
      stockQuantity: 55,
      price: 6.5,
      vendorId: vendorIds.vendor,
    });
    const invalid = await vendor.put(`/api/products/${ids['DK-TS-002']}`, { name: '' });
    expect(invalid.body.message).toBe('Product name is required');
    const byAdmin = await admin.put(`/api/products/${ids['DK-TS-002']}`, {
      description: 'Edited by admin',
    });
    expect(byAdmin.body.description).toBe('Edited by admin');
    const gql = await vendor.gql(
      'mutation($id: Int!, $input: ProductUpdateInput!) { updateProduct(id: $id, input: $input) { stockQuantity vendor { name } } }',
      { id: ids['DK-TS-002'], input: { stockQuantity: 40 } },
    );
    expect(gql.data.updateProduct).toEqual({
      stockQuantity: 40,
      vendor: { name: 'Victor Rahman' },
    });
  });

  it('records every write in the audit log', async () => {
    const em = portal.orm.em.fork();
    const rows = await em
      .getConnection()
      .execute("select action from audit_log where source = 'products' and entity_id = ?", [
        String(ids['DK-TS-002']),
      ]);
    expect(rows.map((r: any) => r.action)).toEqual([
      'product.update',
      'product.update',
      'product.update',
    ]);
  });
});

describe('availableActions: what the caller may do, from the rules the writes enforce', () => {
  const ACTIONS = 'query($id: Int!) { product(id: $id) { availableActions } }';
  const actionsOf = async (client: ApiClient, sku: string) => {
    const rest = await client.get(`/api/products/${ids[sku]}`);
    const gql = await client.gql(ACTIONS, { id: ids[sku] });
    expect(gql.data.product.availableActions).toEqual(rest.body.availableActions);
    return rest.body.availableActions;
  };
  const dueDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const order = (client: ApiClient, sku: string, vendorId: number) =>
    client.post('/api/orders', { vendorId, productId: ids[sku], quantity: 10, dueDate });

  it('offers a buyer Order only for products of a connected vendor, as create order decides', async () => {
    expect(await actionsOf(buyer, 'GZ-JN-001')).toEqual(['Order']);
    expect(await actionsOf(buyer, 'TC-TS-001')).toEqual([]); // pending connection
    expect((await order(buyer, 'GZ-JN-001', vendorIds.mei)).status).toBe(201);
    const rahul = (await buyer.get(`/api/products/${ids['TC-TS-001']}`)).body.vendorId;
    expect((await order(buyer, 'TC-TS-001', rahul)).status).toBe(403);
  });

  it('offers Edit and Delete to the owner and admins, never Order', async () => {
    expect(await actionsOf(vendor, 'DK-TS-001')).toEqual(['Edit', 'Delete']);
    expect(await actionsOf(admin, 'GZ-JN-001')).toEqual(['Edit', 'Delete']);
    expect(await actionsOf(mei, 'GZ-JN-001')).toEqual(['Edit', 'Delete']);
  });

  it('lists every visible product with its actions', async () => {
    // Bella is connected with Victor and Mei (approved), not with the others.
    const connected = [vendorIds.vendor, vendorIds.mei];
    const list = (await buyer.get('/api/products')).body as { vendorId: number; availableActions: string[] }[];
    expect(new Set(list.map((p) => p.vendorId)).size).toBeGreaterThan(2);
    for (const product of list) {
      expect(product.availableActions).toEqual(connected.includes(product.vendorId) ? ['Order'] : []);
    }
  });
});

describe('delete: erase or archive (DECISIONS.md 1 and 4)', () => {
  it('erases a new product that nothing refers to', async () => {
    const created = (await vendor.post('/api/products', newProduct())).body;
    const res = await vendor.delete(`/api/products/${created.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: created.id, deleted: true, archived: false });
    expect((await admin.get(`/api/products/${created.id}`)).status).toBe(404);
  });

  it('archives a product with orders: it leaves the catalog, admins still find it, the SKU is free', async () => {
    const res = await vendor.delete(`/api/products/${ids['DK-PL-001']}`);
    expect(res.body).toEqual({ id: ids['DK-PL-001'], deleted: false, archived: true });
    expect(skus((await buyer.get('/api/products')).body)).not.toContain('DK-PL-001');
    expect(skus((await vendor.get('/api/products')).body)).not.toContain('DK-PL-001');
    expect((await buyer.get(`/api/products/${ids['DK-PL-001']}`)).status).toBe(404);
    expect((await admin.get(`/api/products/${ids['DK-PL-001']}`)).body.availableActions).toEqual([]);
    expect((await admin.delete(`/api/products/${ids['DK-PL-001']}`)).status).toBe(409);
    expect((await admin.put(`/api/products/${ids['DK-PL-001']}`, { name: 'Revived' })).status).toBe(409);
    const archived = await admin.gql(PAGE, { includeArchived: true, search: 'DK-PL-001' });
    expect(archived.data.products.nodes[0].archivedAt).toEqual(expect.any(String));
    const rest = await admin.get('/api/products?includeArchived=true&search=DK-PL');
    expect(rest.body[0].archived).toBe(true);
    expect((await buyer.get('/api/products?includeArchived=true&search=DK-PL')).body).toEqual([]);
    expect((await admin.put(`/api/products/${ids['DK-PL-001']}`, { name: 'Back' })).status).toBe(
      409,
    );
    expect((await vendor.post('/api/products', newProduct({ sku: 'DK-PL-001' }))).status).toBe(201);
    const em = portal.orm.em.fork();
    const orders = await em
      .getConnection()
      .execute('select count(*)::int as n from orders where product_id = ?', [ids['DK-PL-001']]);
    expect(orders[0].n).toBeGreaterThan(0);
  });

  it('archives over GraphQL too', async () => {
    const res = await mei.gql(
      'mutation($id: Int!) { deleteProduct(id: $id) { id deleted archived } }',
      {
        id: ids['GZ-HD-001'],
      },
    );
    expect(res.data.deleteProduct).toEqual({
      id: ids['GZ-HD-001'],
      deleted: false,
      archived: true,
    });
  });
});
