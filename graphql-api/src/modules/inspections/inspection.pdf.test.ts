import { existsSync } from 'node:fs';
import { type ApiClient, startTestPortal, type TestPortal } from '../../../test/utils';
import { swatchPng } from '../../common/swatch';
import { pdfText } from '../../../test/pdf-text';

/**
 * The inspection report as a PDF (issue 23): GET /api/inspections/{id}/report.pdf. A final
 * inspection of 500 t-shirts (level II: code H, sample 50; major 2.5 accepts 3, minor 4.0 accepts
 * 5) finds 4 major defects with a PNG, a JPEG, a GIF and an unreadable JPEG as photos: it fails and
 * opens a corrective action.
 */
let portal: TestPortal;
/** Bella (the order's buyer), Victor (its vendor), an admin, and another buyer and vendor. */
let [buyer, vendor, admin, carla, mei] = [] as ApiClient[];
const ids: Record<string, number> = {};
let orderCode: string;
let inspectionId: number;

const sql = <T = any>(query: string, params: unknown[] = []) =>
  portal.orm.em.fork().getConnection().execute<T[]>(query, params);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A 16 × 12 JPEG (a red block), a screenshot made with Chromium's encoder. */
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAMABADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCTABKs/9k=',
  'base64',
);
/** A 1 × 1 GIF. */
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const pathOf = (id: number | string) => `/api/inspections/${id}/report.pdf`;
/** The PDF's bytes (the client reads answers as text). */
async function download(client: ApiClient, id: number) {
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  return fetch(portal.url + pathOf(id), { headers: { cookie } });
}

beforeAll(async () => {
  portal = await startTestPortal();
  [buyer, vendor, admin, carla, mei] = await Promise.all(
    ['buyer', 'vendor', 'admin', 'carla.chen', 'mei.lin'].map((name) => portal.signIn(name)),
  );
  for (const row of await sql<{ username: string; id: number }>('select username, id from users')) ids[row.username] = row.id;
  const [product] = await sql<{ id: number }>(`select id from products where sku = 'DK-TS-001'`);
  expect((await buyer.put('/api/ordering-policy', { requireAcknowledgement: false, requirePpSample: false, requireFinalInspection: false })).status).toBe(200);
  const order = await buyer.post('/api/orders', { vendorId: ids.vendor, productId: product.id, quantity: 500, dueDate: inDays(60) });
  expect(order.status).toBe(201);
  orderCode = order.body.orderId;
  expect((await vendor.put(`/api/orders/${order.body.id}/status`, { status: 'Quality Check' })).status).toBe(200);
  const started = await vendor.post(`/api/orders/${order.body.id}/inspections`, { kind: 'Final', note: 'Packed cartons 1 to 40' });
  expect(started.status).toBe(201);
  inspectionId = started.body.id;
  const recorded = await vendor.post(`/api/inspections/${inspectionId}/defects`, {
    defectClass: 'Major',
    defectType: 'Broken stitch',
    quantity: 4,
    note: 'Side seams, line 3',
  });
  expect(recorded.status).toBe(201);
  const defectId = recorded.body.defects[0].id;
  for (const [name, bytes] of [
    ['seam.png', swatchPng('884422')],
    ['seam.jpg', JPEG],
    ['seam.gif', GIF],
    ['broken.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46])],
  ] as const) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    expect((await vendor.post(`/api/inspections/${inspectionId}/defects/${defectId}/photos`, form)).status).toBe(201);
  }
  expect((await vendor.post(`/api/inspections/${inspectionId}/defects`, { defectClass: 'Minor', defectType: 'Loose thread', quantity: 2 })).status).toBe(201);
  expect((await vendor.post(`/api/inspections/${inspectionId}/complete`)).body.status).toBe('Failed');
  expect(
    (await vendor.put(`/api/inspections/${inspectionId}/corrective-action`, { rootCause: 'Worn needle plate', action: 'Plate replaced, pieces re-sewn' })).status,
  ).toBe(200);
});
afterAll(() => portal?.close());

describe('the inspection report as a PDF (issue 23)', () => {
  it('is a PDF download with the figures, the defects, the photos and the corrective action', async () => {
    const res = await download(vendor, inspectionId);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const fileName = `${orderCode}-final-inspection-1.pdf`;
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${fileName}"; filename*=UTF-8''${fileName}`);
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text, images } = await pdfText(pdf);
    for (const line of [
      `Final inspection report: ${orderCode}`,
      'Result: Failed',
      `Order: ${orderCode}, 500 units`,
      'Product: Classic Crew Neck Tee (DK-TS-001)',
      "Inspected by: The vendor's QC, Victor Rahman",
      'Note: Packed cartons 1 to 40',
      'Lot size: 500',
      'Inspection level: II',
      'Sample size: 50',
      // Per class: AQL, code letter, sample, accept, reject, found, result.
      'Critical 0 (none accepted) H 50 0 1 0 Pass',
      'Major 2.5 H 50 3 4 4 Fail',
      'Minor 4.0 H 50 5 6 2 Pass',
      '4 × Broken stitch (major)',
      'Side seams, line 3',
      'Photo seam.gif: only JPEG and PNG photos are embedded in the PDF; see it in the portal.',
      'Photo broken.jpg could not be read.',
      '2 × Loose thread (minor)',
      // The product's specification has a chart, and nothing was measured.
      'Measurements',
      'No pieces measured.',
      'Corrective action',
      'Status: Open',
      'Root cause: Worn needle plate',
      'Action: Plate replaced, pieces re-sewn',
    ])
      expect(text).toContain(line);
    // The PNG and the JPEG are drawn; the GIF and the unreadable file are not.
    expect(images).toBe(2);
  });

  it('is for whoever may see the inspection: the order’s buyer and vendor, admins; 404 for others', async () => {
    for (const client of [buyer, admin]) {
      const res = await download(client, inspectionId);
      expect([res.status, res.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    }
    for (const client of [carla, mei]) {
      const res = await client.get(pathOf(inspectionId));
      expect([res.status, res.body.code]).toEqual([404, 'NOT_FOUND']);
    }
    expect((await portal.client().get(pathOf(inspectionId))).status).toBe(401);
    expect((await vendor.get(pathOf(2_000_000_000))).status).toBe(404);
    const bad = await vendor.get(pathOf('abc'));
    expect([bad.status, bad.body.field]).toEqual([400, 'id']);
  });

  it('shows the measured pieces against the points of measure, the one out of tolerance marked in print', async () => {
    // ✗ and the minus sign come with DejaVu Sans; without it the PDF marks with [x] and '-'.
    const dejavu = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].every((name) => existsSync(`/usr/share/fonts/truetype/dejavu/${name}`));
    const [mark, minus] = dejavu ? ['✗', '−'] : ['[x]', '-'];
    const [product] = await sql<{ id: number }>(`select id from products where sku = 'DK-TS-002'`);
    const spec = await vendor.post('/api/specifications', { productId: product.id, specTitle: 'Pocket tee fit', specDetails: 'Fit' });
    const chart = {
      sizes: ['M', 'L'],
      points: [
        { code: 'A', description: 'Chest width 1 cm below armhole', unit: 'cm', toleranceMinus: 1, tolerancePlus: 1, targets: [{ size: 'M', value: 51 }, { size: 'L', value: 54 }] },
        { code: 'B', description: 'Body length from HPS', unit: 'cm', toleranceMinus: 1, tolerancePlus: 1.5, targets: [{ size: 'M', value: 72 }, { size: 'L', value: 74 }] },
        { code: 'C', description: 'Neck drop', unit: 'cm', toleranceMinus: 0.3, tolerancePlus: 0.3, targets: [{ size: 'M', value: 50.4 }, { size: 'L', value: 51.4 }] },
      ],
    };
    expect((await vendor.put(`/api/specifications/${spec.body.id}/measurement-chart`, chart)).status).toBe(200);
    const order = await buyer.post('/api/orders', { vendorId: ids.vendor, productId: product.id, quantity: 500, dueDate: inDays(60) });
    expect((await vendor.put(`/api/orders/${order.body.id}/status`, { status: 'Quality Check' })).status).toBe(200);
    const started = await vendor.post(`/api/orders/${order.body.id}/inspections`, { kind: 'Final' });
    expect(started.status).toBe(201);
    const measure = (size: string, values: Record<string, number>) =>
      vendor.post(`/api/inspections/${started.body.id}/measurements`, { size, values: Object.entries(values).map(([code, value]) => ({ code, value })) });
    expect((await measure('M', { A: 52, B: 71, C: 50.7 })).status).toBe(201);
    const measured = await measure('L', { A: 55.5, B: 74 });
    expect(measured.status).toBe(201);
    const version = measured.body.measuredPieces[0].specificationVersion;

    const res = await download(vendor, started.body.id);
    expect(res.status).toBe(200);
    const { text } = await pdfText(Buffer.from(await res.arrayBuffer()));
    const lines = text.split('\n');
    // The sentence may wrap: compared with its spaces.
    expect(text.replace(/\s+/g, ' ')).toContain(
      `2 sample pieces measured against the points of measure of the specification (version ${version}); values with their deviation from the target. ` +
        `1 out of tolerance, marked ${mark}, each a defect of its class (Measurement out of tolerance).`,
    );
    for (const line of [
      'Measurements',
      `A: Chest width 1 cm below armhole (cm, tolerance ${minus}1 / +1)`,
      `B: Body length from HPS (cm, tolerance ${minus}1 / +1.5)`,
      `C: Neck drop (cm, tolerance ${minus}0.3 / +0.3)`,
      'Piece A B C Result',
      `Piece 1 · M 52 (+1) 71 (${minus}1) 50.7 (+0.3) Within tolerance`,
      `Piece 2 · L ${mark} 55.5 (+1.5) out of tolerance 74 (0) - Out of tolerance: 1 major defect`,
      // Found counts the piece out of tolerance.
      'Major 2.5 H 50 3 4 1 (1 from measurements) Pass',
      'Minor 4.0 H 50 5 6 0 Pass',
    ])
      expect(lines).toContain(line);
    // Between the plan and the defects.
    expect(lines.indexOf('Measurements')).toBeGreaterThan(lines.indexOf('Sample size: 50'));
    expect(lines.indexOf('Measurements')).toBeLessThan(lines.indexOf('Defects'));
  });

  it('goes on in a further table when the chart is wider than the page', async () => {
    const [product] = await sql<{ id: number }>(`select id from products where sku = 'DK-PL-001'`);
    const spec = await vendor.post('/api/specifications', { productId: product.id, specTitle: 'Polo fit', specDetails: 'Fit' });
    const codes = Array.from({ length: 8 }, (_, i) => `P${i + 1}`);
    const chart = {
      sizes: ['M'],
      points: codes.map((code) => ({ code, description: `Point ${code}`, unit: 'cm', toleranceMinus: 0.5, tolerancePlus: 0.5, targets: [{ size: 'M', value: 40 }] })),
    };
    expect((await vendor.put(`/api/specifications/${spec.body.id}/measurement-chart`, chart)).status).toBe(200);
    const order = await buyer.post('/api/orders', { vendorId: ids.vendor, productId: product.id, quantity: 200, dueDate: inDays(60) });
    expect((await vendor.put(`/api/orders/${order.body.id}/status`, { status: 'Quality Check' })).status).toBe(200);
    const started = await vendor.post(`/api/orders/${order.body.id}/inspections`, { kind: 'Final' });
    // Every value out of tolerance: each cell at its widest.
    const values = codes.map((code) => ({ code, value: 41.25 }));
    expect((await vendor.post(`/api/inspections/${started.body.id}/measurements`, { size: 'M', values })).status).toBe(201);
    const res = await download(vendor, started.body.id);
    const lines = (await pdfText(Buffer.from(await res.arrayBuffer()))).text.split('\n');
    // The piece's row is in more than one table; together they hold every point once, the result once.
    const rows = lines.filter((line) => line.startsWith('Piece 1 · M'));
    expect(rows.length).toBeGreaterThan(1);
    const headers = lines.filter((line) => line.startsWith('Piece ') && !line.startsWith('Piece 1'));
    expect(headers.join(' ').split(' ').filter((word) => word !== 'Piece')).toEqual([...codes, 'Result']);
    expect(rows.join(' ').match(/41\.25 \(\+1\.25\) out of tolerance/g)).toHaveLength(codes.length);
    expect(rows.at(-1)).toMatch(/Out of tolerance: 1 major defect$/);
  });

  it('repeats the header row of a table on every page it continues on (a long inspection)', async () => {
    const [product] = await sql<{ id: number }>(`select id from products where sku = 'DK-TS-001'`);
    const order = await buyer.post('/api/orders', { vendorId: ids.vendor, productId: product.id, quantity: 2000, dueDate: inDays(60) });
    expect((await vendor.put(`/api/orders/${order.body.id}/status`, { status: 'Quality Check' })).status).toBe(200);
    const started = await vendor.post(`/api/orders/${order.body.id}/inspections`, { kind: 'Inline' });
    const { id, measurementChart: chart } = started.body;
    const targets = chart.points.map((p: { code: string; targets: { size: string; value: number }[] }) => ({ code: p.code, value: p.targets.find((t) => t.size === 'M')!.value }));
    const PIECES = 90;
    const DEFECTS = 70;
    // One piece and one defect recorded through the API, copied in the database into many.
    const piece = await vendor.post(`/api/inspections/${id}/measurements`, { size: 'M', values: targets });
    expect(piece.status).toBe(201);
    const defect = await vendor.post(`/api/inspections/${id}/defects`, { defectClass: 'Minor', defectType: 'Loose thread', quantity: 1, note: 'Carton 1' });
    expect(defect.status).toBe(201);
    await sql(
      `insert into inspection_pieces (inspection_id, piece_number, size, defect_class, specification_id, specification_version, values, recorded_by_id)
       select inspection_id, n, size, defect_class, specification_id, specification_version, values, recorded_by_id from inspection_pieces, generate_series(2, ?) n where inspection_id = ?`,
      [PIECES, id],
    );
    await sql(
      `insert into inspection_defects (inspection_id, defect_class, defect_type, quantity, note, recorded_by_id)
       select inspection_id, defect_class, defect_type, quantity, 'Carton ' || n, recorded_by_id from inspection_defects, generate_series(2, ?) n where inspection_id = ?`,
      [DEFECTS, id],
    );
    const res = await download(vendor, id);
    const { pages } = await pdfText(Buffer.from(await res.arrayBuffer()));
    const pieceHeader = ['Piece', ...chart.points.map((p: { code: string }) => p.code), 'Result'].join(' ');
    const isPiece = (line: string) => /^Piece \d+ · M /.test(line);
    const isDefect = (line: string) => /^1 × Loose thread \(minor\) /.test(line);
    // Every page with rows of a table has that table's header above its first row.
    for (const [header, isRow, total] of [[pieceHeader, isPiece, PIECES], ['Defect Recorded by Note', isDefect, DEFECTS]] as const) {
      const spanned = pages.filter((lines) => lines.some(isRow));
      expect(spanned.length).toBeGreaterThan(1);
      for (const lines of spanned) expect(lines[lines.findIndex(isRow) - 1]).toBe(header);
      expect(spanned.flat().filter(isRow)).toHaveLength(total);
    }
    expect(pages.flat().filter(isDefect).at(-1)).toMatch(/Carton 70$/);
  });

  it('has no Measurements section when the product has no chart and nothing was measured', async () => {
    const [product] = await sql<{ id: number }>(`select id from products where sku = 'DK-HD-001'`);
    const order = await buyer.post('/api/orders', { vendorId: ids.vendor, productId: product.id, quantity: 300, dueDate: inDays(60) });
    expect((await vendor.put(`/api/orders/${order.body.id}/status`, { status: 'Quality Check' })).status).toBe(200);
    const started = await vendor.post(`/api/orders/${order.body.id}/inspections`, { kind: 'Final' });
    expect(started.body.measurementChart).toBeNull();
    const res = await download(vendor, started.body.id);
    const { text } = await pdfText(Buffer.from(await res.arrayBuffer()));
    expect(text).toContain('Sample size');
    expect(text).not.toContain('Measurements');
    expect(text).not.toContain('from measurements');
  });

  it('a waived final inspection says so, with the reason', async () => {
    const [product] = await sql<{ id: number }>(`select id from products where sku = 'DK-TS-001'`);
    // Placed under the final-inspection gate: there is something to waive.
    const policy = (requireFinalInspection: boolean) =>
      buyer.put('/api/ordering-policy', { requireAcknowledgement: false, requirePpSample: false, requireFinalInspection });
    expect((await policy(true)).status).toBe(200);
    const order = await buyer.post('/api/orders', { vendorId: ids.vendor, productId: product.id, quantity: 120, dueDate: inDays(60) });
    expect((await policy(false)).status).toBe(200);
    const waived = await buyer.post(`/api/orders/${order.body.id}/inspections/final-waiver`, { reason: 'Repeat style, same line' });
    expect(waived.status).toBe(201);
    const res = await download(buyer, waived.body.id);
    expect(res.status).toBe(200);
    const { text, images } = await pdfText(Buffer.from(await res.arrayBuffer()));
    expect(text).toContain('Result: Waived');
    expect(text).toContain('Reason: Repeat style, same line');
    expect(text).toContain('No defects recorded.');
    expect(text).not.toContain('Sample size');
    expect(images).toBe(0);
  });
});
