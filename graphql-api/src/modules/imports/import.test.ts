import { type ApiClient, startTestPortal, type TestPortal } from '../../../test/utils';

let portal: TestPortal;
let admin: ApiClient;
let buyer: ApiClient;
let vendor: ApiClient;
let mei: ApiClient;

beforeAll(async () => {
  portal = await startTestPortal();
  [admin, buyer, vendor, mei] = await Promise.all(
    ['admin', 'buyer', 'vendor', 'mei.lin'].map((name) => portal.signIn(name)),
  );
});
afterAll(() => portal?.close());

const CSV = { 'content-type': 'text/csv' };
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const mySkus = async (client: ApiClient) =>
  ((await client.get('/api/products')).body as { sku: string }[]).map((p) => p.sku);
const orderCount = async (client: ApiClient) =>
  (await client.get('/api/orders')).body.length as number;

/** A multipart form with the CSV as its `file` part, as the browser sends it. */
const fileForm = (csv: string) => {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'import.csv');
  return form;
};

describe('product import', () => {
  const goodRows = [
    'name,sku,category,price,stockQuantity,inStock,description',
    'Imported Tee,IMP-TS-1,t-shirts,4.80,100,yes,Combed cotton',
    'Imported Hoodie,IMP-HD-1,Hoodies,"$1,200.50",0,no,',
  ];

  it('previews a file with one bad row, names the row in plain words and writes nothing', async () => {
    const csv = [
      ...goodRows,
      'Clash Tee,DK-TS-001,t-shirts,5,10,yes,',
      'No Price,IMP-X-1,t-shirts,cheap,1,yes,',
    ].join('\n');
    const before = await mySkus(vendor);
    const preview = await vendor.post('/api/products/import?dryRun=1', csv, CSV);
    expect(preview.status).toBe(200);
    expect(preview.body.valid).toBe(false);
    expect(preview.body.rows).toHaveLength(4);
    expect(preview.body.errors).toEqual([
      "Row 4: A product with this SKU already exists (SKU 'DK-TS-001')",
      "Row 5: Price must be a number with at most 2 decimals (Price 'cheap')",
    ]);
    expect(preview.body.rows[0]).toEqual({
      row: 2,
      values: expect.objectContaining({ name: 'Imported Tee', sku: 'IMP-TS-1' }),
      errors: [],
    });

    const commit = await vendor.post('/api/products/import', csv, CSV);
    expect(commit.status).toBe(400);
    expect(commit.body.message).toBe(
      "Nothing was imported: 2 rows have errors. Row 4: A product with this SKU already exists (SKU 'DK-TS-001')",
    );
    expect(commit.body.imported).toBe(0);
    expect(await mySkus(vendor)).toEqual(before);
  });

  it('flags a SKU repeated inside the file', async () => {
    const csv = ['name,sku', 'One,IMP-DUP', 'Two,imp-dup'].join('\n');
    const res = await vendor.post('/api/products/import?dryRun=1', csv, CSV);
    expect(res.body.errors).toEqual(["Row 3: SKU 'imp-dup' appears again (first on row 2)"]);
  });

  it('imports every row of a valid file in one go, from a multipart upload', async () => {
    const res = await vendor.post('/api/products/import', fileForm(goodRows.join('\r\n')));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ valid: true, imported: 2, created: ['IMP-TS-1', 'IMP-HD-1'] });
    const products = (await vendor.get('/api/products')).body;
    expect(products.find((p: any) => p.sku === 'IMP-HD-1')).toMatchObject({
      name: 'Imported Hoodie',
      category: 'hoodies',
      price: 1200.5,
      stockQuantity: 0,
      inStock: false,
    });
    // Importing the same file again now clashes on every row.
    const again = await vendor.post('/api/products/import?dryRun=1', goodRows.join('\n'), CSV);
    expect(again.body.errors).toHaveLength(2);
    const log = await admin.get('/api/audit-log.csv');
    expect(log.text).toContain('imported 2 products from CSV');
  });

  it('only vendors import products', async () => {
    const csv = goodRows.join('\n');
    const asBuyer = await buyer.post('/api/products/import?dryRun=1', csv, CSV);
    expect(asBuyer.status).toBe(403);
    expect(asBuyer.body.message).toBe('Only vendors can import products');
    expect((await admin.post('/api/products/import', csv, CSV)).status).toBe(403);
    expect((await portal.client().post('/api/products/import', csv, CSV)).status).toBe(401);
  });

  it('explains file-level problems: columns, empty files, size and row limits', async () => {
    const bad = async (csv: string) =>
      (await vendor.post('/api/products/import?dryRun=1', csv, CSV)).body.message;
    expect(await bad('name,colour\nA,red')).toBe(
      "Unknown column 'colour'. The columns are: name, sku, description, category, price, stockQuantity, inStock, imageUrl.",
    );
    expect(await bad('name,price\nA,1')).toBe("The header has no 'sku' column.");
    expect(await bad('name,sku\n')).toBe('The file has a header but no rows to import.');
    expect(await bad('')).toMatch(/^The file is empty/);
    const rows = Array.from({ length: 1001 }, (_, i) => `P${i},SKU-${i}`);
    expect(await bad(['name,sku', ...rows].join('\n'))).toBe(
      'The file has 1,001 rows; at most 1,000 can be imported at once. Split it into smaller files.',
    );
    const huge = await vendor.post(
      '/api/products/import?dryRun=1',
      `name,sku\n${'x'.repeat(1_100_000)},A`,
      CSV,
    );
    expect(huge.status).toBe(413);
    expect(huge.body.message).toMatch(/^The file is larger than 1 MB/);
  });

  it('reports a row with the wrong number of cells', async () => {
    const res = await vendor.post('/api/products/import?dryRun=1', 'name,sku\nA,B,C', CSV);
    expect(res.body.errors).toEqual(['Row 2: It has 3 values but the header has 2 columns']);
  });

  it('serves the template with the column names', async () => {
    const res = await vendor.get('/api/products/import/template.csv');
    expect(res.headers.get('content-disposition')).toContain('attachment');
    expect(res.text).toBe('name,sku,description,category,price,stockQuantity,inStock,imageUrl\r\n');
  });
});

describe('order import', () => {
  const header = 'vendor,sku,quantity,dueDate,notes';

  it('previews errors per row in plain words and writes nothing when one row is bad', async () => {
    const csv = [
      header,
      `Dhaka Knitwear Ltd.,DK-TS-001,500,${inDays(30)},First drop`,
      `mei.lin,GZ-JN-001,200,${inDays(40)},`,
      `Dhaka Knitwear Ltd.,DK-TS-001,300,2020-01-01,`,
    ].join('\n');
    const before = await orderCount(buyer);
    const preview = await buyer.post('/api/orders/import?dryRun=1', csv, CSV);
    expect(preview.status).toBe(200);
    expect(preview.body.errors).toEqual([
      "Row 4: Due date cannot be in the past (Due date '2020-01-01')",
    ]);
    const commit = await buyer.post('/api/orders/import', csv, CSV);
    expect(commit.status).toBe(400);
    expect(commit.body.message).toContain('Row 4: Due date cannot be in the past');
    expect(await orderCount(buyer)).toBe(before);
  });

  it('refuses unconnected vendors, other vendors’ SKUs and unknown vendors, row by row', async () => {
    const csv = [
      header,
      `rahul.patel,TC-TS-001,10,${inDays(30)},`,
      `vendor,GZ-JN-001,10,${inDays(30)},`,
      `Nobody Ltd,X-1,10,${inDays(30)},`,
      `vendor,DK-TS-001,0,${inDays(30)},`,
      `,DK-TS-001,1,${inDays(30)},`,
    ].join('\n');
    const res = await buyer.post('/api/orders/import?dryRun=1', csv, CSV);
    expect(res.body.errors).toEqual([
      "Row 2: You are not connected with this vendor (Vendor 'rahul.patel')",
      "Row 3: This product is not available from this vendor (SKU 'GZ-JN-001')",
      "Row 4: No vendor has this company name or username (Vendor 'Nobody Ltd')",
      "Row 5: Quantity must be at least 1 (Quantity '0')",
      'Row 6: Vendor is required',
    ]);
  });

  it('creates every order of a valid file through the single-order path, notifying the vendor', async () => {
    const csv = [
      header,
      `Dhaka Knitwear Ltd.,dk-ts-001,500,${inDays(30)},First drop`,
      `mei.lin,GZ-JN-001,200,${inDays(40)},`,
    ].join('\n');
    const before = await orderCount(buyer);
    const unread = (await vendor.get('/api/notifications')).body.unreadCount;
    const res = await buyer.post('/api/orders/import', fileForm(csv));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ valid: true, imported: 2 });
    expect(res.body.created).toEqual([
      expect.stringMatching(/^ORD-\d{4}-\d+$/),
      expect.stringMatching(/^ORD-/),
    ]);
    expect(await orderCount(buyer)).toBe(before + 2);
    const first = (await buyer.get(`/api/orders/${res.body.created[0]}`)).body;
    expect(first).toMatchObject({ quantity: 500, status: 'Planning', notes: 'First drop' });
    expect((await vendor.get('/api/notifications')).body.unreadCount).toBe(unread + 1);
    expect((await mei.get('/api/notifications')).body.notifications[0].title).toBe('New order');
    expect((await portal.client().get('/api/orders/import/template.csv')).text).toBe(
      `${header}\r\n`,
    );
  });

  it('only buyers import orders', async () => {
    const csv = [header, `vendor,DK-TS-001,10,${inDays(30)},`].join('\n');
    const asVendor = await vendor.post('/api/orders/import?dryRun=1', csv, CSV);
    expect(asVendor.status).toBe(403);
    expect(asVendor.body.message).toBe('Only buyers can import orders');
    expect((await admin.post('/api/orders/import', csv, CSV)).status).toBe(403);
  });
});
