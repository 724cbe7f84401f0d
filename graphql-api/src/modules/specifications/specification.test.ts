import { Product } from '../products/product.entity';
import { startTestPortal, type ApiClient, type TestPortal } from '../../../test/utils';

let portal: TestPortal;
let vendor: ApiClient;
let buyer: ApiClient;
let carla: ApiClient;
let meiLin: ApiClient;
let admin: ApiClient;
/** Product ids by SKU: DK-* belong to 'vendor', GZ-* to 'mei.lin'. */
const product: Record<string, number> = {};

beforeAll(async () => {
  portal = await startTestPortal();
  const em = portal.orm.em.fork();
  for (const p of await em.find(Product, {})) product[p.sku] = p.id;
  [vendor, buyer, carla, meiLin, admin] = await Promise.all(
    ['vendor', 'buyer', 'carla.chen', 'mei.lin', 'admin'].map((u) => portal.signIn(u)),
  );
});
afterAll(() => portal?.close());

const SPEC_FIELDS = `id title details category version productName sectionCount attachmentCount
  createdBy { name } sections { position title content }`;

async function gqlCreate(client: ApiClient, input: Record<string, unknown>) {
  return client.gql(
    `mutation($input: CreateSpecificationInput!) { createSpecification(input: $input) { ${SPEC_FIELDS} } }`,
    { input },
  );
}

describe('GET /api/specifications/product/{productId}', () => {
  it("answers a vendor's own product with the spec's shape, attachment URLs and creator name", async () => {
    const res = await vendor.get(`/api/specifications/product/${product['DK-TS-001']}`);
    expect(res.status).toBe(200);
    const spec = res.body.find(
      (s: { specTitle: string }) => s.specTitle === 'Crew Neck Tee Tech Pack',
    );
    expect(spec).toMatchObject({ productId: product['DK-TS-001'], createdBy: 'Victor Rahman' });
    expect(spec.specDetails).toContain('Fabric');
    expect(new Date(spec.updatedAt).toISOString()).toBe(spec.updatedAt);
    expect(spec.attachmentUrls).toHaveLength(2);
    expect(spec.attachmentUrls[0]).toMatch(/^\/api\/attachments\/\d+\/download$/);
  });

  it.each([
    ['buyer', 'DK-TS-001', 200],
    ['buyer', 'GZ-JN-001', 200],
    ['carla.chen', 'DK-TS-001', 404],
    ['carla.chen', 'GZ-JN-001', 200],
    ['mei.lin', 'DK-TS-001', 404],
    ['admin', 'DK-TS-001', 200],
  ])('%s on %s answers %i', async (user, sku, status) => {
    const client = { buyer, 'carla.chen': carla, 'mei.lin': meiLin, admin }[user]!;
    expect((await client.get(`/api/specifications/product/${product[sku]}`)).status).toBe(status);
  });

  it('answers 401 signed out and 404 for an unknown product', async () => {
    expect(
      (await portal.client().get(`/api/specifications/product/${product['DK-TS-001']}`)).status,
    ).toBe(401);
    expect((await vendor.get('/api/specifications/product/999999')).status).toBe(404);
  });
});

describe('POST /api/specifications', () => {
  const valid = () => ({
    specTitle: 'Pocket placement',
    specDetails: 'Pocket 12 cm below the shoulder seam.',
    attachmentUrls: ['https://files.example.com/pocket%20guide.pdf'],
    productId: product['DK-TS-002'],
    createdBy: 'Somebody Else',
    updatedAt: '2001-01-01T00:00:00.000Z',
  });

  it.each([
    [{ specTitle: '' }, 'Title is required'],
    [{ specDetails: '  ' }, 'Details are required'],
    [{ specDetails: undefined }, 'Details are required'],
    [{ productId: undefined }, 'Select a product first'],
    [{ attachmentUrls: ['javascript:alert(1)'] }, 'Attachment links must be http(s) URLs'],
  ])('refuses %j with the spec message', async (change, message) => {
    const res = await vendor.post('/api/specifications', { ...valid(), ...change });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('creates with the session user as creator, server times and link attachments', async () => {
    const before = Date.now();
    const res = await vendor.post('/api/specifications', valid());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      specTitle: 'Pocket placement',
      productId: product['DK-TS-002'],
      createdBy: 'Victor Rahman',
      attachmentUrls: ['https://files.example.com/pocket%20guide.pdf'],
    });
    expect(new Date(res.body.updatedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    const list = await buyer.get(`/api/specifications/product/${product['DK-TS-002']}`);
    expect(list.body.map((s: { id: number }) => s.id)).toContain(res.body.id);
    const detail = await vendor.gql(
      `query($id: Int!) { specification(id: $id) { attachments { id fileName fileType url } } }`,
      { id: res.body.id },
    );
    const [link] = detail.data.specification.attachments;
    expect(link).toMatchObject({
      fileName: 'pocket guide.pdf',
      fileType: 'pdf',
      url: 'https://files.example.com/pocket%20guide.pdf',
    });
    const raw = await fetch(`${portal.url}/api/attachments/${link.id}/download`, {
      redirect: 'manual',
      headers: { cookie: cookieOf(vendor) },
    });
    expect(raw.status).toBe(302);
    expect(raw.headers.get('location')).toBe('https://files.example.com/pocket%20guide.pdf');
  });

  it("lets a connected buyer write, and hides other vendors' products (404); admins may not write (403)", async () => {
    expect((await buyer.post('/api/specifications', valid())).status).toBe(201);
    expect((await carla.post('/api/specifications', valid())).status).toBe(404);
    expect((await meiLin.post('/api/specifications', valid())).status).toBe(404);
    expect((await admin.post('/api/specifications', valid())).status).toBe(403);
    expect((await portal.client().post('/api/specifications', valid())).status).toBe(401);
  });
});

function cookieOf(client: ApiClient) {
  return [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
}

describe('GraphQL specifications list', () => {
  const LIST = `query($search: String, $category: String, $productId: Int, $first: Int, $after: String) {
    specifications(search: $search, category: $category, productId: $productId, first: $first, after: $after) {
      totalCount pageInfo { hasNextPage endCursor }
      nodes { id title productName category attachmentCount sectionCount createdBy { name } }
    } }`;

  it('searches title, product name and creator name, with counts', async () => {
    const byCreator = await buyer.gql(LIST, { search: 'mei lin' });
    expect(byCreator.data.specifications.nodes.map((n: { title: string }) => n.title)).toEqual([
      'Selvedge Jeans Wash Standard',
    ]);
    const node = byCreator.data.specifications.nodes[0];
    expect(node).toMatchObject({
      productName: 'Slim Fit Selvedge Jeans',
      attachmentCount: 1,
      sectionCount: 2,
      createdBy: { name: 'Mei Lin' },
    });
    const byProduct = await buyer.gql(LIST, { search: 'fleece pullover' });
    expect(byProduct.data.specifications.nodes.map((n: { title: string }) => n.title)).toEqual([
      'Hoodie Branding Guide',
    ]);
    const byTitle = await buyer.gql(LIST, { search: 'TECH PACK' });
    expect(byTitle.data.specifications.totalCount).toBe(1);
    const byCategory = await admin.gql(LIST, { category: 'Quality' });
    expect(
      byCategory.data.specifications.nodes.every(
        (n: { category: string }) => n.category === 'Quality',
      ),
    ).toBe(true);
  });

  it('shows each role only what it may see, and pages with a cursor', async () => {
    const carlaList = await carla.gql(LIST, {});
    expect(
      carlaList.data.specifications.nodes.map((n: { productName: string }) => n.productName),
    ).not.toContain('Classic Crew Neck Tee');
    const vendorList = await vendor.gql(LIST, { first: 100 });
    expect(
      vendorList.data.specifications.nodes.map((n: { title: string }) => n.title),
    ).not.toContain('Selvedge Jeans Wash Standard');
    const all = await admin.gql(LIST, { first: 100 });
    const total = all.data.specifications.totalCount;
    expect(total).toBeGreaterThanOrEqual(3);
    const first = await admin.gql(LIST, { first: 2 });
    expect(first.data.specifications.pageInfo.hasNextPage).toBe(true);
    const second = await admin.gql(LIST, {
      first: 100,
      after: first.data.specifications.pageInfo.endCursor,
    });
    expect(second.data.specifications.nodes).toHaveLength(total - 2);
    expect(second.data.specifications.pageInfo.hasNextPage).toBe(false);
  });
});

describe('GraphQL create, edit, versions and delete', () => {
  const UPDATE = `mutation($input: UpdateSpecificationInput!) { updateSpecification(input: $input) { ${SPEC_FIELDS} } }`;

  it('validates like the form', async () => {
    const res = await gqlCreate(vendor, {
      productId: product['DK-TS-001'],
      title: ' ',
      details: 'x',
    });
    expect(res.errors?.[0]).toMatchObject({
      message: 'Title is required',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const details = await gqlCreate(vendor, {
      productId: product['DK-TS-001'],
      title: 'T',
      details: '',
    });
    expect(details.errors?.[0].message).toBe('Details are required');
    const section = await gqlCreate(vendor, {
      productId: product['DK-TS-001'],
      title: 'T',
      details: 'd',
      sections: [{ title: '', content: 'c' }],
    });
    expect(section.errors?.[0].message).toBe('Section title is required');
  });

  it('keeps the previous state as a version at every edit, newest first', async () => {
    const created = await gqlCreate(buyer, {
      productId: product['DK-TS-001'],
      title: 'Neck label v1',
      details: 'Woven label',
      category: 'Branding',
      sections: [
        { title: 'Size', content: '5 x 2 cm' },
        { title: 'Colour', content: 'Navy' },
      ],
    });
    const spec = created.data.createSpecification;
    expect(spec).toMatchObject({
      version: 1,
      sectionCount: 2,
      createdBy: { name: 'Bella Hart' },
      productName: 'Classic Crew Neck Tee',
    });
    expect(spec.sections.map((s: { title: string }) => s.title)).toEqual(['Size', 'Colour']);

    const first = await vendor.gql(UPDATE, {
      input: { id: spec.id, title: 'Neck label v2', expectedVersion: 1 },
    });
    expect(first.data.updateSpecification).toMatchObject({
      title: 'Neck label v2',
      version: 2,
      sectionCount: 2,
    });
    const second = await buyer.gql(UPDATE, {
      input: {
        id: spec.id,
        title: 'Neck label v3',
        details: 'Printed label',
        sections: [{ title: 'Print', content: 'Heat transfer' }],
      },
    });
    expect(second.data.updateSpecification).toMatchObject({
      title: 'Neck label v3',
      version: 3,
      details: 'Printed label',
      sectionCount: 1,
    });

    const detail = await vendor.gql(
      `query($id: Int!) { specification(id: $id) { version versions { version title createdAt editedBy { name } snapshot { details sections { title } } } } }`,
      { id: spec.id },
    );
    const versions = detail.data.specification.versions;
    expect(versions.map((v: { version: number; title: string }) => [v.version, v.title])).toEqual([
      [2, 'Neck label v2'],
      [1, 'Neck label v1'],
    ]);
    expect(versions[0].editedBy.name).toBe('Bella Hart');
    expect(versions[1].editedBy.name).toBe('Victor Rahman');
    expect(versions[1].snapshot.sections.map((s: { title: string }) => s.title)).toEqual([
      'Size',
      'Colour',
    ]);

    const v1 = await buyer.gql(
      `query($id: Int!) { specificationVersion(id: $id, version: 1) { version title snapshot { title details category sections { title content } } } }`,
      { id: spec.id },
    );
    expect(v1.data.specificationVersion.snapshot).toEqual({
      title: 'Neck label v1',
      details: 'Woven label',
      category: 'Branding',
      sections: [
        { title: 'Size', content: '5 x 2 cm' },
        { title: 'Colour', content: 'Navy' },
      ],
    });

    const stale = await vendor.gql(UPDATE, {
      input: { id: spec.id, title: 'Late edit', expectedVersion: 2 },
    });
    expect(stale.errors?.[0].extensions?.code).toBe('CONFLICT');
    const after = await vendor.gql(
      `query($id: Int!) { specification(id: $id) { title version } }`,
      { id: spec.id },
    );
    expect(after.data.specification).toEqual({ title: 'Neck label v3', version: 3 });
  });

  it('refuses edits by the unconnected (404) and by admins (403)', async () => {
    const created = await gqlCreate(vendor, {
      productId: product['DK-TS-001'],
      title: 'Access',
      details: 'd',
    });
    const id = created.data.createSpecification.id;
    expect(
      (await carla.gql(UPDATE, { input: { id, title: 'x' } })).errors?.[0].extensions?.code,
    ).toBe('NOT_FOUND');
    expect(
      (await carla.gql(`query($id: Int!) { specification(id: $id) { id } }`, { id })).errors?.[0]
        .extensions?.code,
    ).toBe('NOT_FOUND');
    expect(
      (await admin.gql(UPDATE, { input: { id, title: 'x' } })).errors?.[0].extensions?.code,
    ).toBe('FORBIDDEN');
    expect(
      (await admin.gql(`query($id: Int!) { specification(id: $id) { title } }`, { id })).data
        .specification.title,
    ).toBe('Access');
    expect(
      (await meiLin.gql(`mutation($id: Int!) { deleteSpecification(id: $id) }`, { id })).errors?.[0]
        .extensions?.code,
    ).toBe('NOT_FOUND');
  });

  it('deletes with sections, versions and files (admins may delete)', async () => {
    const created = await gqlCreate(vendor, {
      productId: product['DK-TS-001'],
      title: 'To delete',
      details: 'd',
      sections: [{ title: 's', content: 'c' }],
    });
    const id = created.data.createSpecification.id;
    await vendor.gql(UPDATE, { input: { id, title: 'To delete 2' } });
    const form = new FormData();
    form.append('file', new Blob(['hello']), 'note.txt');
    const upload = await vendor.post(`/api/specifications/${id}/attachments`, form);
    expect(upload.status).toBe(201);
    const res = await admin.gql(`mutation($id: Int!) { deleteSpecification(id: $id) }`, { id });
    expect(res.data.deleteSpecification).toBe(id);
    expect(
      (await vendor.gql(`query($id: Int!) { specification(id: $id) { id } }`, { id })).errors?.[0]
        .extensions?.code,
    ).toBe('NOT_FOUND');
    expect((await vendor.get(`/api/attachments/${upload.body.id}/download`)).status).toBe(404);
    const conn = portal.orm.em.fork().getConnection();
    const [row] = await conn.execute(
      `select (select count(*) from spec_sections where specification_id = ?)::int as s, (select count(*) from specification_versions where specification_id = ?)::int as v`,
      [id, id],
    );
    expect(row).toEqual({ s: 0, v: 0 });
  });

  it('audits every write with the specifications source', async () => {
    const conn = portal.orm.em.fork().getConnection();
    const rows = await conn.execute<{ action: string }[]>(
      `select distinct action from audit_log where source = 'specifications'`,
    );
    expect(rows.map((r: { action: string }) => r.action).sort()).toEqual([
      'specification.create',
      'specification.delete',
      'specification.update',
    ]);
  });
});
