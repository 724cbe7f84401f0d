import { createHash } from 'node:crypto';
import { unzipSync } from 'fflate';
import { Order } from '../orders/order.entity';
import { OrderStatus } from '../orders/order-status';
import { Product } from '../products/product.entity';
import { startTestPortal, type ApiClient, type TestPortal } from '../../../test/utils';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

let portal: TestPortal;
let vendor: ApiClient;
let buyer: ApiClient;
let carla: ApiClient;
let ben: ApiClient;
let admin: ApiClient;
let specId: number;
/** The buyer's Planning order with 'vendor' (DK-TS-001). */
let orderCode: string;

function form(name: string, bytes: Uint8Array | string, description?: string) {
  const body = new FormData();
  if (description !== undefined) body.append('description', description);
  body.append('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), name);
  return body;
}
const upload = (
  client: ApiClient,
  name: string,
  bytes: Uint8Array | string,
  description?: string,
) => client.post(`/api/specifications/${specId}/attachments`, form(name, bytes, description));

beforeAll(async () => {
  portal = await startTestPortal();
  [vendor, buyer, carla, ben, admin] = await Promise.all(
    ['vendor', 'buyer', 'carla.chen', 'ben.brooks', 'admin'].map((u) => portal.signIn(u)),
  );
  const em = portal.orm.em.fork();
  const hoodie = await em.findOneOrFail(Product, { sku: 'DK-HD-001' });
  const order = await em.findOneOrFail(Order, {
    buyer: { username: 'buyer' },
    product: { sku: 'DK-TS-001' },
    status: OrderStatus.Planning,
  });
  orderCode = order.orderCode;
  const spec = await vendor.post('/api/specifications', {
    specTitle: 'Hoodie trims',
    specDetails: 'Drawcord and eyelets',
    productId: hoodie.id,
  });
  specId = spec.body.id;
});
afterAll(() => portal?.close());

describe('specification attachments', () => {
  let pngId: number;
  let pdfId: number;

  it('stores a real PNG and PDF and answers the attachment shape', async () => {
    const png = await upload(vendor, 'swatch.png', PNG, 'Colour swatch');
    expect(png.status).toBe(201);
    expect(png.body).toMatchObject({
      fileName: 'swatch.png',
      fileType: 'image',
      sizeBytes: PNG.length,
      fileSize: `${PNG.length} Bytes`,
      description: 'Colour swatch',
      uploadedBy: 'Victor Rahman',
    });
    expect(new Date(png.body.uploadedAt).toISOString()).toBe(png.body.uploadedAt);
    pngId = png.body.id;
    const pdf = await upload(buyer, '../../etc/Trim card.pdf', PDF);
    expect(pdf.status).toBe(201);
    expect(pdf.body).toMatchObject({
      fileName: 'Trim card.pdf',
      fileType: 'pdf',
      description: null,
      uploadedBy: 'Bella Hart',
    });
    pdfId = pdf.body.id;
    const row = await portal.orm.em
      .fork()
      .getConnection()
      .execute('select mime_type, sha256 from attachments where id = ?', [pdfId]);
    expect(row[0]).toEqual({ mime_type: 'application/pdf', sha256: sha256(PDF) });
  });

  it('formats sizes in KB and MB with one decimal', async () => {
    const csv = await upload(vendor, 'sizes.csv', 'a,b\n'.repeat(400));
    expect(csv.body.fileSize).toBe('1.6 KB');
    const zipBytes = Buffer.concat([
      Buffer.from('PK\x03\x04', 'latin1'),
      Buffer.alloc(1.2 * 1024 * 1024),
    ]);
    const big = await upload(vendor, 'bundle.zip', zipBytes);
    expect(big.status).toBe(201);
    expect(big.body).toMatchObject({ fileType: 'archive', fileSize: '1.2 MB' });
  });

  it.each([
    ['a PNG labelled as PDF', 'fake.pdf', PNG, 'The file content does not match its type'],
    ['a PDF labelled as PNG', 'fake.png', PDF, 'The file content does not match its type'],
    ['text labelled as DOCX', 'fake.docx', 'hello', 'The file content does not match its type'],
    [
      'binary labelled as TXT',
      'fake.txt',
      Buffer.from([0, 1, 2, 3]),
      'The file content does not match its type',
    ],
    [
      'a program',
      'setup.exe',
      'MZ',
      'This file type is not allowed. Upload PDF, DOCX, XLSX, XLS, CSV, JPG, PNG, GIF, WEBP, SVG, ZIP or TXT.',
    ],
    ['an empty file', 'empty.txt', '', 'The file is empty'],
  ])('refuses %s', async (_what, name, bytes, message) => {
    const res = await upload(vendor, name, bytes);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("answers 'Please select a file to upload' without a file", async () => {
    const body = new FormData();
    body.append('description', 'no file');
    const res = await vendor.post(`/api/specifications/${specId}/attachments`, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please select a file to upload');
    const json = await vendor.post(`/api/specifications/${specId}/attachments`, {});
    expect(json.body.message).toBe('Please select a file to upload');
  });

  it('refuses a file over 25 MB', async () => {
    const huge = Buffer.alloc(26 * 1024 * 1024, 'a');
    const res = await upload(vendor, 'huge.txt', huge);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('The file is larger than the 25 MB limit');
  });

  it('lets only writers upload: 404 unconnected, 403 admin, 401 signed out', async () => {
    expect((await upload(carla, 'x.png', PNG)).status).toBe(404);
    expect((await upload(admin, 'x.png', PNG)).status).toBe(403);
    expect((await upload(portal.client(), 'x.png', PNG)).status).toBe(401);
  });

  it('downloads the same bytes as an attachment with the stored type', async () => {
    const res = await fetch(`${portal.url}/api/attachments/${pdfId}/download`, {
      headers: { cookie: cookieOf(buyer) },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Trim card.pdf"; filename*=UTF-8''Trim%20card.pdf`,
    );
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(sha256(new Uint8Array(await res.arrayBuffer()))).toBe(sha256(PDF));
  });

  it('views images and PDFs inline, SVG and text as attachments', async () => {
    const svg = await upload(
      vendor,
      'logo.svg',
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const txt = await upload(vendor, 'notes.txt', 'plain notes');
    const disposition = async (id: number) =>
      (await vendor.get(`/api/attachments/${id}/view`)).headers.get('content-disposition');
    expect(await disposition(pngId)).toMatch(/^inline; filename="swatch.png"/);
    expect(await disposition(pdfId)).toMatch(/^inline;/);
    expect(await disposition(svg.body.id)).toMatch(/^attachment;/);
    expect(await disposition(txt.body.id)).toMatch(/^attachment;/);
    expect(
      (await vendor.get(`/api/attachments/${svg.body.id}/download`)).headers.get('content-type'),
    ).toBe('image/svg+xml');
  });

  it('hides files of invisible specifications (404)', async () => {
    expect((await carla.get(`/api/attachments/${pngId}/download`)).status).toBe(404);
    expect((await carla.get(`/api/attachments/${pngId}/view`)).status).toBe(404);
    expect((await carla.get(`/api/specifications/${specId}/attachments.zip`)).status).toBe(404);
    expect((await carla.delete(`/api/attachments/${pngId}`)).status).toBe(404);
    expect((await portal.client().get(`/api/attachments/${pngId}/download`)).status).toBe(401);
    expect((await admin.get(`/api/attachments/${pngId}/download`)).status).toBe(200);
  });

  it('zips every stored file with unique names (Download All)', async () => {
    await upload(buyer, 'swatch.png', PNG, 'same name again');
    const res = await fetch(`${portal.url}/api/specifications/${specId}/attachments.zip`, {
      headers: { cookie: cookieOf(buyer) },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="Hoodie-trims-attachments.zip"/,
    );
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        'swatch.png',
        'swatch (2).png',
        'Trim card.pdf',
        'logo.svg',
        'notes.txt',
      ]),
    );
    expect(sha256(files['swatch (2).png'])).toBe(sha256(PNG));
    expect(sha256(files['Trim card.pdf'])).toBe(sha256(PDF));
  });

  it('lists attachments in GraphQL, newest first, with uploader and size', async () => {
    const res = await vendor.gql(
      `query($id: Int!) { specification(id: $id) { attachmentCount attachments { id fileName fileSize description uploadedBy { name } downloadUrl } } }`,
      { id: specId },
    );
    const { attachments, attachmentCount } = res.data.specification;
    expect(attachmentCount).toBe(attachments.length);
    expect(attachments[0]).toMatchObject({
      fileName: 'swatch.png',
      description: 'same name again',
      uploadedBy: { name: 'Bella Hart' },
    });
    expect(attachments.at(-1)).toMatchObject({
      id: pngId,
      downloadUrl: `/api/attachments/${pngId}/download`,
    });
  });

  it('deletes a file (REST and GraphQL) and then answers 404 for it', async () => {
    const res = await buyer.delete(`/api/attachments/${pngId}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: pngId, deleted: true });
    expect((await buyer.get(`/api/attachments/${pngId}/download`)).status).toBe(404);
    const gql = await admin.gql('mutation($id: Int!) { deleteAttachment(id: $id) }', { id: pdfId });
    expect(gql.data.deleteAttachment).toBe(true);
    expect((await vendor.get(`/api/attachments/${pdfId}/download`)).status).toBe(404);
  });
});

describe('order documents', () => {
  let docId: number;

  it('lets a party upload by order code and the other party list and download it', async () => {
    const res = await buyer.post(
      `/api/orders/${orderCode}/documents`,
      form('purchase-order.pdf', PDF, 'Signed PO'),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      fileName: 'purchase-order.pdf',
      fileType: 'pdf',
      description: 'Signed PO',
      uploadedBy: 'Bella Hart',
    });
    docId = res.body.id;
    const list = await vendor.get(`/api/orders/${orderCode.toLowerCase()}/documents`);
    expect(list.status).toBe(200);
    expect(list.body.map((d: { id: number }) => d.id)).toContain(docId);
    const download = await fetch(`${portal.url}/api/attachments/${docId}/download`, {
      headers: { cookie: cookieOf(vendor) },
    });
    expect(sha256(new Uint8Array(await download.arrayBuffer()))).toBe(sha256(PDF));
    const gql = await admin.gql(
      'query($code: String!) { orderDocuments(orderIdOrCode: $code) { id fileName fileSize uploadedBy { name } } }',
      { code: orderCode },
    );
    expect(gql.data.orderDocuments[0]).toMatchObject({
      id: docId,
      fileName: 'purchase-order.pdf',
      uploadedBy: { name: 'Bella Hart' },
    });
  });

  it("refuses another buyer's access to the order's documents (404)", async () => {
    expect((await ben.get(`/api/orders/${orderCode}/documents`)).status).toBe(404);
    expect((await ben.post(`/api/orders/${orderCode}/documents`, form('x.pdf', PDF))).status).toBe(
      404,
    );
    expect((await ben.get(`/api/attachments/${docId}/download`)).status).toBe(404);
    expect((await ben.delete(`/api/attachments/${docId}`)).status).toBe(404);
    const gql = await ben.gql(
      'query($code: String!) { orderDocuments(orderIdOrCode: $code) { id } }',
      { code: orderCode },
    );
    expect(gql.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('lets the vendor delete it', async () => {
    expect((await vendor.delete(`/api/attachments/${docId}`)).body).toEqual({
      id: docId,
      deleted: true,
    });
    expect((await buyer.get(`/api/orders/${orderCode}/documents`)).body).toEqual([]);
  });

  it('audits uploads and deletes with the files source', async () => {
    const rows = await portal.orm.em
      .fork()
      .getConnection()
      .execute<{ action: string }[]>(
        `select distinct action from audit_log where source = 'files'`,
      );
    expect(rows.map((r: { action: string }) => r.action).sort()).toEqual([
      'attachment.delete',
      'attachment.upload',
    ]);
  });
});

function cookieOf(client: ApiClient) {
  return [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
}
