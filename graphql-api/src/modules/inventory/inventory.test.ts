import { type ApiClient, startTestPortal, type TestPortal } from '../../../test/utils';

let portal: TestPortal;
let buyer: ApiClient;
let ben: ApiClient;
let vendor: ApiClient;
/** Catalog product ids and Bella's seeded inventory item ids, by SKU. */
const products: Record<string, number> = {};
const items: Record<string, number> = {};
let buyerId: number;

beforeAll(async () => {
  portal = await startTestPortal();
  [buyer, ben, vendor] = await Promise.all(
    ['buyer', 'ben.brooks', 'vendor'].map((n) => portal.signIn(n)),
  );
  for (const p of (await buyer.get('/api/products')).body) products[p.sku] = p.id;
  for (const i of (await buyer.get('/api/inventory')).body) items[i.sku] = i.id;
  buyerId = (await buyer.get('/api/auth/session')).body.id;
});
afterAll(() => portal?.close());

const VIEW = `query($tab: InventoryTab, $search: String, $category: String, $vendorId: Int,
  $addedFrom: String, $addedTo: String, $minPrice: Float, $maxPrice: Float, $sortBy: String, $direction: String) {
  inventoryItems(tab: $tab, search: $search, category: $category, vendorId: $vendorId, addedFrom: $addedFrom,
    addedTo: $addedTo, minPrice: $minPrice, maxPrice: $maxPrice, sortBy: $sortBy, direction: $direction) {
    items { id onHand reorderPoint status product { sku name vendor { name } } }
    counts { all inStock lowStock outOfStock }
  }
}`;
const TRACK = `mutation($productId: Int!, $onHand: Int, $reorderPoint: Int) {
  trackProduct(productId: $productId, onHand: $onHand, reorderPoint: $reorderPoint) { id onHand reorderPoint status }
}`;
const ADJUST = `mutation($itemId: Int!, $delta: Int!, $reason: String!) {
  adjustInventory(itemId: $itemId, delta: $delta, reason: $reason) { id onHand status }
}`;
const MOVES = `query($itemId: Int!) { inventoryMoves(itemId: $itemId) { delta reason balanceAfter createdByName } }`;
const REORDER = `mutation($itemId: Int!, $reorderPoint: Int!) { setReorderPoint(itemId: $itemId, reorderPoint: $reorderPoint) { reorderPoint status } }`;
const UNTRACK = 'mutation($itemId: Int!) { untrackProduct(itemId: $itemId) }';

const view = async (client: ApiClient, variables: Record<string, unknown> = {}) => {
  const res = await client.gql(VIEW, variables);
  expect(res.errors).toBeUndefined();
  return res.data.inventoryItems;
};
const skus = (list: { product: { sku: string } }[]) => list.map((i) => i.product.sku);
const code = (res: { errors?: { extensions?: { code?: string } }[] }) =>
  res.errors?.[0].extensions?.code;
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function lowStockNotifications(productName: string): Promise<number> {
  const rows = await portal.orm.em
    .fork()
    .getConnection()
    .execute(
      "select count(*)::int as n from notifications where user_id = ? and kind = 'low_stock' and title = ?",
      [buyerId, `Low stock: ${productName}`],
    );
  return rows[0].n;
}

describe('who may see inventory (DECISIONS.md 1: buyers only)', () => {
  it('answers 401 signed out and 403 to vendors and admins', async () => {
    expect((await portal.client().get('/api/inventory')).status).toBe(401);
    expect((await portal.client().get('/api/inventory/export.csv')).status).toBe(401);
    expect(code(await portal.client().gql(VIEW))).toBe('UNAUTHENTICATED');
    expect(code(await vendor.gql(VIEW))).toBe('FORBIDDEN');
    expect((await (await portal.signIn('admin')).get('/api/inventory')).status).toBe(403);
    expect(code(await vendor.gql(TRACK, { productId: products['DK-TS-002'] }))).toBe('FORBIDDEN');
  });

  it("keeps another buyer's inventory invisible (404 on every item operation)", async () => {
    expect((await view(ben)).counts.all).toBe(0);
    const id = items['GZ-JN-001'];
    expect(code(await ben.gql(ADJUST, { itemId: id, delta: 5, reason: 'Mine now' }))).toBe(
      'NOT_FOUND',
    );
    expect(code(await ben.gql(MOVES, { itemId: id }))).toBe('NOT_FOUND');
    expect(code(await ben.gql(REORDER, { itemId: id, reorderPoint: 1 }))).toBe('NOT_FOUND');
    expect(code(await ben.gql(UNTRACK, { itemId: id }))).toBe('NOT_FOUND');
    expect((await view(buyer, { search: 'GZ-JN-001' })).items[0].onHand).toBe(60);
  });
});

describe('tabs, counts, filters and sorting', () => {
  it('splits the seeded items into in, low and out of stock', async () => {
    const all = await view(buyer);
    expect(all.counts).toEqual({ all: 4, inStock: 2, lowStock: 1, outOfStock: 1 });
    expect(skus((await view(buyer, { tab: 'LOW_STOCK' })).items)).toEqual(['GZ-JN-001']);
    expect(skus((await view(buyer, { tab: 'OUT_OF_STOCK' })).items)).toEqual(['DK-HD-001']);
    const inStock = await view(buyer, { tab: 'IN_STOCK' });
    expect(skus(inStock.items).sort()).toEqual(['DK-TS-001', 'GZ-JN-002']);
    expect(inStock.counts).toEqual(all.counts);
    expect(all.items.find((i: any) => i.product.sku === 'GZ-JN-001')).toMatchObject({
      status: 'LOW_STOCK',
      product: { vendor: { name: 'Mei Lin' } },
    });
  });

  it('filters by search, category, vendor, price and date added, counting under the filters', async () => {
    const jeans = await view(buyer, { search: 'jeans' });
    expect(skus(jeans.items).sort()).toEqual(['GZ-JN-001', 'GZ-JN-002']);
    expect(jeans.counts).toEqual({ all: 2, inStock: 1, lowStock: 1, outOfStock: 0 });
    expect(skus((await view(buyer, { category: 'hoodies' })).items)).toEqual(['DK-HD-001']);
    const vendorId = (await buyer.get(`/api/products/${products['DK-TS-001']}`)).body.vendorId;
    expect(skus((await view(buyer, { vendorId })).items).sort()).toEqual([
      'DK-HD-001',
      'DK-TS-001',
    ]);
    expect(skus((await view(buyer, { minPrice: 15, maxPrice: 17 })).items)).toEqual(['GZ-JN-002']);
    expect((await view(buyer, { addedFrom: day(1) })).counts.all).toBe(0);
    expect((await view(buyer, { addedTo: day(-61) })).counts.all).toBe(0);
    expect((await view(buyer, { addedFrom: day(-61), addedTo: day(0) })).counts.all).toBe(4);
  });

  it('sorts by any column in either direction', async () => {
    const byOnHand = await view(buyer, { sortBy: 'onHand', direction: 'desc' });
    expect(byOnHand.items.map((i: any) => i.onHand)).toEqual([3000, 450, 60, 0]);
    expect(skus((await view(buyer, { sortBy: 'price' })).items)).toEqual([
      'DK-TS-001',
      'DK-HD-001',
      'GZ-JN-002',
      'GZ-JN-001',
    ]);
    expect(skus((await view(buyer, { sortBy: 'sku', direction: 'desc' })).items)[0]).toBe(
      'GZ-JN-002',
    );
  });

  it('refuses unknown tabs, columns and dates', async () => {
    expect((await buyer.get('/api/inventory?tab=SOON')).body.message).toBe('Unknown tab');
    expect((await buyer.get('/api/inventory?sortBy=colour')).body.message).toBe(
      'Unknown sort column',
    );
    expect((await buyer.get('/api/inventory?addedFrom=yesterday')).body.message).toBe(
      'Dates must be given as YYYY-MM-DD',
    );
  });
});

describe('tracking and adjusting (the ledger)', () => {
  it('tracks a catalog product with the defaults, once', async () => {
    const res = await buyer.gql(TRACK, { productId: products['TC-PL-001'] });
    expect(res.data.trackProduct).toMatchObject({
      onHand: 0,
      reorderPoint: 100,
      status: 'OUT_OF_STOCK',
    });
    const again = await buyer.gql(TRACK, { productId: products['TC-PL-001'] });
    expect(code(again)).toBe('CONFLICT');
    expect(code(await buyer.gql(TRACK, { productId: 999999 }))).toBe('NOT_FOUND');
    expect(
      (await buyer.gql(TRACK, { productId: products['TC-TS-001'], onHand: -1 })).errors?.[0]
        .message,
    ).toBe('Quantity cannot be negative');
  });

  it('validates adjustments and refuses to go below zero, changing nothing', async () => {
    const itemId = items['GZ-JN-001'];
    const noReason = await buyer.gql(ADJUST, { itemId, delta: 5, reason: '  ' });
    expect(noReason.errors?.[0].message).toBe('Reason is required');
    expect((await buyer.gql(ADJUST, { itemId, delta: 0, reason: 'x' })).errors?.[0].message).toBe(
      'Adjustment cannot be zero',
    );
    const below = await buyer.gql(ADJUST, { itemId, delta: -61, reason: 'Shrinkage' });
    expect(below.errors?.[0].message).toBe('Quantity on hand cannot go below zero');
    expect(code(below)).toBe('BAD_USER_INPUT');
    expect((await view(buyer, { search: 'GZ-JN-001' })).items[0].onHand).toBe(60);
  });

  it('keeps every change in the ledger, newest first, with the balance after it', async () => {
    const itemId = items['GZ-JN-002'];
    await buyer.gql(ADJUST, { itemId, delta: -50, reason: 'Sold to retailer' });
    const res = await buyer.gql(ADJUST, { itemId, delta: 25, reason: '  Returned  ' });
    expect(res.data.adjustInventory).toMatchObject({ onHand: 425, status: 'IN_STOCK' });
    const moves = (await buyer.gql(MOVES, { itemId })).data.inventoryMoves;
    expect(moves).toEqual([
      { delta: 25, reason: 'Returned', balanceAfter: 425, createdByName: 'Bella Hart' },
      { delta: -50, reason: 'Sold to retailer', balanceAfter: 400, createdByName: 'Bella Hart' },
      { delta: 450, reason: 'Opening stock count', balanceAfter: 450, createdByName: 'Bella Hart' },
    ]);
    const audit = await portal.orm.em
      .fork()
      .getConnection()
      .execute(
        "select count(*)::int as n from audit_log where source = 'inventory' and entity_id = ?",
        [String(itemId)],
      );
    expect(audit[0].n).toBe(2);
  });

  it('notifies the buyer once when stock crosses under the reorder point', async () => {
    const name = 'Organic Cotton V-Neck';
    const tracked = await buyer.gql(TRACK, {
      productId: products['TC-TS-001'],
      onHand: 200,
      reorderPoint: 150,
    });
    const itemId = tracked.data.trackProduct.id;
    expect(await lowStockNotifications(name)).toBe(0);
    await buyer.gql(ADJUST, { itemId, delta: -40, reason: 'Sold' });
    expect(await lowStockNotifications(name)).toBe(0);
    const low = await buyer.gql(ADJUST, { itemId, delta: -20, reason: 'Sold' });
    expect(low.data.adjustInventory.status).toBe('LOW_STOCK');
    expect(await lowStockNotifications(name)).toBe(1);
    await buyer.gql(ADJUST, { itemId, delta: -10, reason: 'Sold' });
    expect(await lowStockNotifications(name)).toBe(1);
    const opening = await buyer.gql(TRACK, {
      productId: products['DK-TS-002'],
      onHand: 30,
      reorderPoint: 50,
    });
    expect(opening.data.trackProduct.status).toBe('LOW_STOCK');
    expect(await lowStockNotifications('Heavyweight Pocket Tee')).toBe(1);
  });

  it('sets the reorder point, which moves the item between tabs', async () => {
    const itemId = items['DK-TS-001'];
    const res = await buyer.gql(REORDER, { itemId, reorderPoint: 5000 });
    expect(res.data.setReorderPoint).toEqual({ reorderPoint: 5000, status: 'LOW_STOCK' });
    expect((await buyer.gql(REORDER, { itemId, reorderPoint: -1 })).errors?.[0].message).toBe(
      'Reorder point cannot be negative',
    );
    await buyer.gql(REORDER, { itemId, reorderPoint: 500 });
  });

  it('untracks an item, after which it can be tracked again', async () => {
    const tracked = await buyer.gql(TRACK, { productId: products['PT-PL-001'], onHand: 5 });
    const itemId = tracked.data.trackProduct.id;
    expect((await buyer.gql(UNTRACK, { itemId })).data.untrackProduct).toBe(itemId);
    expect(code(await buyer.gql(MOVES, { itemId }))).toBe('NOT_FOUND');
    expect(code(await buyer.gql(TRACK, { productId: products['PT-PL-001'] }))).toBeUndefined();
  });
});

describe('export (REST)', () => {
  it('answers the JSON rows of the view', async () => {
    const res = await buyer.get('/api/inventory?tab=OUT_OF_STOCK&search=hoodie');
    expect(res.body).toEqual([
      {
        id: items['DK-HD-001'],
        productId: products['DK-HD-001'],
        productName: 'Fleece Pullover Hoodie',
        sku: 'DK-HD-001',
        category: 'hoodies',
        vendorId: expect.any(Number),
        vendorName: 'Victor Rahman',
        vendorCompany: 'Dhaka Knitwear Ltd.',
        onHand: 0,
        reorderPoint: 100,
        status: 'Out of Stock',
        price: 14.5,
        createdAt: expect.any(String),
      },
    ]);
  });

  it('downloads the current view as CSV with the spec columns', async () => {
    const res = await buyer.get(
      '/api/inventory/export.csv?category=jeans&sortBy=onHand&direction=desc',
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="inventory-${today}.csv"`,
    );
    const added = day(-60);
    expect(res.text.trim().split('\n')).toEqual([
      'Product,SKU,Category,Vendor,On hand,Reorder point,Status,Price,Added',
      `Relaxed Straight Jeans,GZ-JN-002,jeans,Guangzhou Denim Works,425,100,In Stock,16.00,${added}`,
      `Slim Fit Selvedge Jeans,GZ-JN-001,jeans,Guangzhou Denim Works,60,100,Low Stock,18.50,${added}`,
    ]);
  });

  it('quotes commas and defuses spreadsheet formulas', async () => {
    const created = await vendor.post('/api/products', {
      name: '=HYPERLINK("x"), tee',
      sku: 'CSV-1',
    });
    await buyer.gql(TRACK, { productId: created.body.id });
    const res = await buyer.get('/api/inventory/export.csv?search=CSV-1');
    expect(res.text.split('\n')[1]).toMatch(
      /^"'=HYPERLINK\(""x""\), tee",CSV-1,,Dhaka Knitwear Ltd\.,0,100,Out of Stock,,/,
    );
  });
});
