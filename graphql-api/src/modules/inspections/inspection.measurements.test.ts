import { type ApiClient, startTestPortal, type TestPortal } from '../../../test/utils';

// Measurements in QC inspections (issue 23): sample pieces measured against the points of measure
// of the product's specification; the server computes deviations and tolerance verdicts and
// counts each piece out of tolerance as a defect of its class in the result.

let portal: TestPortal;
let buyer: ApiClient;
let vendor: ApiClient;
let admin: ApiClient;
let carla: ApiClient;
const ids: Record<string, number> = {};

const sql = <T = any>(query: string, params: unknown[] = []) =>
  portal.orm.em.fork().getConnection().execute<T[]>(query, params);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The chart these tests measure against (on the V-neck tee): tolerances chosen for their edges. */
const CHART = {
  sizes: ['M', 'L'],
  points: [
    { code: 'A', description: 'Chest width 1 cm below armhole', unit: 'cm', toleranceMinus: 1, tolerancePlus: 1, targets: [{ size: 'M', value: 51 }, { size: 'L', value: 54 }] },
    { code: 'B', description: 'Body length from HPS', unit: 'cm', toleranceMinus: 1, tolerancePlus: 1.5, targets: [{ size: 'M', value: 72 }, { size: 'L', value: 74 }] },
    { code: 'C', description: 'Neck drop', unit: 'cm', toleranceMinus: 0.3, tolerancePlus: 0.3, targets: [{ size: 'M', value: 50.4 }, { size: 'L', value: 51.4 }] },
  ],
};

beforeAll(async () => {
  portal = await startTestPortal();
  [buyer, vendor, admin, carla] = await Promise.all(['buyer', 'vendor', 'admin', 'carla.chen'].map((name) => portal.signIn(name)));
  for (const row of await sql<{ username: string; id: number }>('select username, id from users')) ids[row.username] = row.id;
  for (const row of await sql<{ sku: string; id: number }>('select sku, id from products')) ids[row.sku] = row.id;
  const spec = await vendor.post('/api/specifications', { productId: ids['DK-TS-002'], specTitle: 'V-neck fit', specDetails: 'Fit' });
  expect((await vendor.put(`/api/specifications/${spec.body.id}/measurement-chart`, CHART)).status).toBe(200);
  ids.spec = spec.body.id;
});
afterAll(() => portal?.close());

type NewOrder = { id: number; orderId: string };

async function orderInQualityCheck(sku = 'DK-TS-002', quantity = 500): Promise<NewOrder> {
  await buyer.put('/api/ordering-policy', { requireAcknowledgement: false, requirePpSample: false, requireFinalInspection: false });
  const res = await buyer.post('/api/orders', { vendorId: ids.vendor, productId: ids[sku], quantity, dueDate: inDays(60) });
  expect(res.status).toBe(201);
  expect((await vendor.put(`/api/orders/${res.body.id}/status`, { status: 'Quality Check' })).status).toBe(200);
  return res.body;
}

const startFinal = async (order: NewOrder, client = vendor, body: Record<string, unknown> = {}) => {
  const res = await client.post(`/api/orders/${order.id}/inspections`, { kind: 'Final', ...body });
  expect(res.status).toBe(201);
  return res.body;
};
const measure = (client: ApiClient, id: number, size: string, values: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  client.post(`/api/inspections/${id}/measurements`, { size, values: Object.entries(values).map(([code, value]) => ({ code, value })), ...extra });
const major = (res: { body: { results: any[] } }) => res.body.results.find((r) => r.defectClass === 'Major');

describe('measurements against the points of measure (issue 23)', () => {
  it('computes each deviation and tolerance verdict, edges within, and counts the piece as a major defect', async () => {
    const order = await orderInQualityCheck();
    const inspection = await startFinal(order);
    // The chart of the product's specification is what the inspector measures against.
    expect(inspection.measurementChart).toMatchObject({ specificationId: ids.spec, specificationTitle: 'V-neck fit', sizes: ['M', 'L'] });
    expect(inspection.measurementChart.points.map((p: any) => p.code)).toEqual(['A', 'B', 'C']);

    // On the edges: +1 of +1, −1 of −1, +0.3 of +0.3 (50.7 − 50.4 is 0.30000000000000426 in binary).
    const edges = await measure(vendor, inspection.id, 'm', { A: 52, B: 71, C: 50.7 });
    expect(edges.status).toBe(201);
    const [first] = edges.body.measuredPieces;
    expect(first).toMatchObject({ pieceNumber: 1, size: 'M', defectClass: 'Major', outOfTolerance: false, recordedBy: { id: ids.vendor } });
    expect(first.measurements.map((m: any) => [m.code, m.target, m.value, m.deviation, m.withinTolerance])).toEqual([
      ['A', 51, 52, 1, true],
      ['B', 72, 71, -1, true],
      ['C', 50.4, 50.7, 0.3, true],
    ]);
    expect(major(edges)).toMatchObject({ found: 0, fromMeasurements: 0 });

    // Just past an edge: −1.01 of −1 on B; values may come in any order and only some POM.
    const out = await measure(vendor, inspection.id, 'L', { B: 72.99, A: 54 });
    const second = out.body.measuredPieces[1];
    expect(second.measurements.map((m: any) => [m.code, m.deviation, m.withinTolerance])).toEqual([
      ['A', 0, true],
      ['B', -1.01, false],
    ]);
    expect(second.outOfTolerance).toBe(true);
    expect(major(out)).toMatchObject({ found: 1, fromMeasurements: 1, passed: true });

    // The same over GraphQL.
    const gql = await buyer.gql(
      'query($id: Int!) { inspection(id: $id) { measuredPieces { pieceNumber size outOfTolerance specificationId specificationVersion measurements { code deviation withinTolerance } } results { defectClass found fromMeasurements } } }',
      { id: inspection.id },
    );
    expect(gql.errors).toBeUndefined();
    expect(gql.data.inspection.measuredPieces.map((p: any) => `${p.pieceNumber} ${p.size} ${p.outOfTolerance} ${p.specificationId === ids.spec}`)).toEqual(['1 M false true', '2 L true true']);
    expect(gql.data.inspection.results[1]).toEqual({ defectClass: 'Major', found: 1, fromMeasurements: 1 });
  });

  it('changes the server-computed result: out-of-tolerance pieces fail a class, removing one passes it', async () => {
    const order = await orderInQualityCheck();
    // Lot 500: H, 50 pieces; major 2.5 accepts 3, minor 4.0 accepts 5.
    const inspection = await startFinal(order);
    expect(major({ body: inspection })).toMatchObject({ sampleSize: 50, accept: 3, reject: 4 });
    const piece = await measure(vendor, inspection.id, 'M', { A: 49 });
    expect(piece.body.measuredPieces[0].outOfTolerance).toBe(true);
    const asMinor = await measure(vendor, inspection.id, 'M', { A: 53 }, { defectClass: 'Minor' });
    expect(asMinor.body.results.map((r: any) => `${r.defectClass} ${r.found} ${r.fromMeasurements}`)).toEqual(['Critical 0 0', 'Major 1 1', 'Minor 1 1']);
    const withDefects = await vendor.post(`/api/inspections/${inspection.id}/defects`, { defectClass: 'Major', defectType: 'Broken stitch', quantity: 3 });
    expect(major(withDefects)).toMatchObject({ found: 4, fromMeasurements: 1, passed: false });
    // A piece measured by mistake is removed by the inspector; the result follows.
    const removed = await vendor.delete(`/api/inspections/${inspection.id}/measurements/${piece.body.measuredPieces[0].id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.measuredPieces.map((p: any) => p.pieceNumber)).toEqual([2]);
    expect(major(removed)).toMatchObject({ found: 3, fromMeasurements: 0, passed: true });
    // One more out of tolerance fails it at completion, whatever the client sends.
    await measure(vendor, inspection.id, 'L', { C: 52 });
    const done = await vendor.post(`/api/inspections/${inspection.id}/complete`, { passed: true });
    expect(done.body).toMatchObject({ status: 'Failed', passed: false });
    expect(major(done)).toMatchObject({ found: 4, fromMeasurements: 1 });

    // A later edit of the chart never changes what was recorded.
    const edited = { ...CHART, points: CHART.points.map((p) => ({ ...p, tolerancePlus: 5, toleranceMinus: 5 })) };
    expect((await vendor.put(`/api/specifications/${ids.spec}/measurement-chart`, edited)).status).toBe(200);
    const report = await buyer.get(`/api/inspections/${inspection.id}`);
    expect(report.body.measuredPieces.map((p: any) => `${p.pieceNumber} ${p.outOfTolerance} ${p.measurements[0].tolerancePlus}`)).toEqual(['2 true 1', '3 true 0.3']);
    expect(major(report)).toMatchObject({ found: 4, passed: false });
    expect((await vendor.put(`/api/specifications/${ids.spec}/measurement-chart`, CHART)).status).toBe(200);
  });

  it('answers bad measurements with a 400 naming the field, and records nothing', async () => {
    const order = await orderInQualityCheck();
    const inspection = await startFinal(order);
    const cases: [string, Record<string, unknown>, Record<string, unknown>, string][] = [
      ['XXL', { A: 50 }, {}, 'size'],
      ['M', {}, {}, 'values'],
      ['M', { Z: 50 }, {}, 'values.0.code'],
      ['M', { A: 'wide' }, {}, 'values.0.value'],
      ['M', { A: 0 }, {}, 'values.0.value'],
      ['M', { A: -3 }, {}, 'values.0.value'],
      ['M', { A: 50 }, { defectClass: 'Cosmetic' }, 'defectClass'],
    ];
    for (const [size, values, extra, field] of cases) {
      const res = await measure(vendor, inspection.id, size, values, extra);
      expect([res.status, res.body.field]).toEqual([400, field]);
    }
    const twice = await vendor.post(`/api/inspections/${inspection.id}/measurements`, { size: 'M', values: [{ code: 'A', value: 50 }, { code: 'a', value: 51 }] });
    expect([twice.status, twice.body.field]).toEqual([400, 'values.1.code']);
    const noSize = await vendor.post(`/api/inspections/${inspection.id}/measurements`, { values: [{ code: 'A', value: 50 }] });
    expect([noSize.status, noSize.body.field]).toEqual([400, 'size']);
    const gql = await vendor.gql(
      'mutation($id: Int!, $input: MeasuredPieceInput!) { recordInspectionMeasurements(inspectionId: $id, input: $input) { id } }',
      { id: inspection.id, input: { size: 'M', values: [{ code: 'Q', value: 50 }] } },
    );
    expect(gql.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'values.0.code' });
    expect((await vendor.get(`/api/inspections/${inspection.id}`)).body.measuredPieces).toEqual([]);
    expect((await vendor.post('/api/inspections/abc/measurements', { size: 'M', values: [] })).status).toBe(400);

    // A product whose specifications have no points of measure: nothing to measure against.
    const hoodies = await orderInQualityCheck('DK-HD-001');
    const plain = await startFinal(hoodies);
    expect(plain.measurementChart).toBeNull();
    const refused = await measure(vendor, plain.id, 'M', { A: 50 });
    expect([refused.status, refused.body.code]).toEqual([409, 'CONFLICT']);
  });

  it('lets only the inspector record measurements, while the inspection is in progress, up to the sample size', async () => {
    const order = await orderInQualityCheck();
    // Lot 5: the smallest plan.
    const inspection = await startFinal(order, vendor, { lotSize: 5 });
    expect((await measure(buyer, inspection.id, 'M', { A: 51 })).status).toBe(403);
    expect((await measure(admin, inspection.id, 'M', { A: 51 })).status).toBe(403);
    expect((await measure(carla, inspection.id, 'M', { A: 51 })).status).toBe(404);
    // A caller without the right gets 403, never a 400 about a body it may not send.
    expect((await buyer.post(`/api/inspections/${inspection.id}/measurements`, { size: 'XXL' })).status).toBe(403);
    for (let i = 0; i < inspection.sampleSize; i++) expect((await measure(vendor, inspection.id, 'M', { A: 51 })).status).toBe(201);
    const full = await measure(vendor, inspection.id, 'M', { A: 51 });
    expect([full.status, full.body.message]).toEqual([409, `All ${inspection.sampleSize} pieces of the sample are measured`]);
    const pieceId = (await vendor.get(`/api/inspections/${inspection.id}`)).body.measuredPieces[0].id;
    expect((await buyer.delete(`/api/inspections/${inspection.id}/measurements/${pieceId}`)).status).toBe(403);
    expect((await vendor.delete(`/api/inspections/${inspection.id}/measurements/999999`)).status).toBe(404);
    await vendor.post(`/api/inspections/${inspection.id}/complete`);
    expect((await vendor.delete(`/api/inspections/${inspection.id}/measurements/${pieceId}`)).status).toBe(409);
    expect((await measure(vendor, inspection.id, 'M', { A: 51 })).status).toBe(409);
    // The buyer's own inspection is the buyer's to measure.
    const buyers = await startFinal(await orderInQualityCheck(), buyer);
    expect((await measure(vendor, buyers.id, 'M', { A: 51 })).status).toBe(403);
    expect((await measure(buyer, buyers.id, 'M', { A: 51 })).status).toBe(201);
  });

  it('seeds an inline inspection with five measured pieces, one out of tolerance', async () => {
    const rows = await sql<{ id: number }>("select i.id from order_inspections i join inspection_pieces p on p.inspection_id = i.id where i.kind = 'Inline' group by i.id");
    expect(rows).toHaveLength(1);
    const report = await vendor.get(`/api/inspections/${rows[0].id}`);
    expect(report.body.status).toBe('Passed');
    expect(report.body.measuredPieces.map((p: any) => `${p.size} ${p.outOfTolerance}`)).toEqual(['M false', 'M false', 'L true', 'L false', 'XL false']);
    const chest = report.body.measuredPieces[2].measurements[0];
    expect(chest).toMatchObject({ code: 'A', target: 54, value: 55.5, deviation: 1.5, withinTolerance: false });
    expect(major(report)).toMatchObject({ fromMeasurements: 1, passed: true });
  });

  it("offers the order's sizes when it has a colour × size grid, and refuses a size it did not order", async () => {
    await buyer.put('/api/ordering-policy', { requireAcknowledgement: false, requirePpSample: false, requireFinalInspection: false });
    // Only L is ordered (and XL, which the chart has no column for).
    const breakdown = { colours: ['Navy', 'White'], sizes: ['L', 'XL'], quantities: [[100, 50], [80, 20]] };
    const placed = await buyer.post('/api/orders', { vendorId: ids.vendor, productId: ids['DK-TS-002'], quantity: 250, breakdown, dueDate: inDays(60) });
    expect(placed.status).toBe(201);
    expect((await vendor.put(`/api/orders/${placed.body.id}/status`, { status: 'Quality Check' })).status).toBe(200);
    const inspection = await startFinal(placed.body);
    expect(inspection.measurementChart.sizes).toEqual(['L']);
    expect(inspection.measurementChart.points[0].targets).toEqual([{ size: 'L', value: 54 }]);
    const gql = await vendor.gql('query($id: Int!) { inspection(id: $id) { measurementChart { sizes } } }', { id: inspection.id });
    expect(gql.data.inspection.measurementChart.sizes).toEqual(['L']);

    const refused = await measure(vendor, inspection.id, 'M', { A: 51 });
    expect([refused.status, refused.body.field, refused.body.message]).toEqual([400, 'size', "The size must be one of the order's sizes on the chart: L"]);
    expect((await measure(vendor, inspection.id, 'l', { A: 54 })).status).toBe(201);

    // Without a grid, every size of the chart.
    expect((await startFinal(await orderInQualityCheck())).measurementChart.sizes).toEqual(['M', 'L']);
  });
});
