import { type ApiClient, startTestPortal, type TestPortal } from '../../../test/utils';
import { swatchPng } from '../../common/swatch';
import { FINAL_INSPECTION_REQUIRED } from './inspection.gate';

let portal: TestPortal;
let buyer: ApiClient;
let vendor: ApiClient;
let admin: ApiClient;
let carla: ApiClient;
let mei: ApiClient;
const ids: Record<string, number> = {};

const sql = <T = any>(query: string, params: unknown[] = []) =>
  portal.orm.em.fork().getConnection().execute<T[]>(query, params);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  portal = await startTestPortal();
  [buyer, vendor, admin, carla, mei] = await Promise.all(
    ['buyer', 'vendor', 'admin', 'carla.chen', 'mei.lin'].map((name) => portal.signIn(name)),
  );
  for (const row of await sql<{ username: string; id: number }>('select username, id from users')) ids[row.username] = row.id;
  for (const row of await sql<{ sku: string; id: number }>('select sku, id from products')) ids[row.sku] = row.id;
});
afterAll(() => portal?.close());

type NewOrder = { id: number; orderId: string };

/** A t-shirt order of Bella's with Victor in Quality Check, placed with or without the final-inspection gate. */
async function orderInQualityCheck(quantity: number, finalGate = true): Promise<NewOrder> {
  const policy = await buyer.put('/api/ordering-policy', {
    requireAcknowledgement: false,
    requirePpSample: false,
    requireFinalInspection: finalGate,
  });
  expect(policy.status).toBe(200);
  const res = await buyer.post('/api/orders', { vendorId: ids.vendor, productId: ids['DK-TS-001'], quantity, dueDate: inDays(60) });
  expect(res.status).toBe(201);
  expect((await vendor.put(`/api/orders/${res.body.id}/status`, { status: 'Quality Check' })).status).toBe(200);
  return res.body;
}

const start = (client: ApiClient, order: NewOrder, body: Record<string, unknown> = { kind: 'Final' }) =>
  client.post(`/api/orders/${order.id}/inspections`, body);
const defect = (client: ApiClient, id: number, defectClass: string, quantity: number, defectType = 'Broken stitch') =>
  client.post(`/api/inspections/${id}/defects`, { defectClass, defectType, quantity });
const complete = (client: ApiClient, id: number) => client.post(`/api/inspections/${id}/complete`);
const requestShipping = (order: NewOrder) => vendor.put(`/api/orders/${order.id}/status`, { status: 'Shipping' });
const kinds = (res: { body: { availableActions: { kind: string }[] } }) => res.body.availableActions.map((a) => a.kind);
const count = async (table: string, orderId: number) =>
  Number((await sql(`select count(*) as n from ${table} where order_id = ?`, [orderId]))[0].n);

describe('quality inspections with AQL sampling (issue 23)', () => {
  it('computes the plan per class from the lot size and the buyer’s AQLs, and the result from the defects', async () => {
    const order = await orderInQualityCheck(1500);
    const started = await start(vendor, order);
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ kind: 'Final', inspectorSide: 'Vendor', attempt: 1, status: 'InProgress', passed: null, lotSize: 1500, level: 'II', sampleSize: 125 });
    expect(started.body.results.map((r: any) => `${r.defectClass} ${r.aql} ${r.codeLetter} ${r.sampleSize} ${r.accept}/${r.reject}`)).toEqual([
      'Critical 0 K 125 0/1',
      'Major 2.5 K 125 7/8',
      'Minor 4 K 125 10/11',
    ]);
    expect(kinds(started)).toEqual(['RecordDefects', 'Complete']);
    const id = started.body.id;
    await defect(vendor, id, 'Major', 4);
    await defect(vendor, id, 'Major', 3, 'Shade variation');
    const recorded = await defect(vendor, id, 'Minor', 10, 'Loose thread');
    expect(recorded.status).toBe(201);
    expect(recorded.body.results.map((r: any) => [r.found, r.passed])).toEqual([[0, true], [7, true], [10, true]]);
    // A result is never typed: whatever the client sends, the server decides.
    const done = await vendor.post(`/api/inspections/${id}/complete`, { status: 'Failed', passed: false });
    expect(done.body).toMatchObject({ status: 'Passed', passed: true });
    expect(done.body.correctiveAction).toBeNull();
    // Finished: nothing more is recorded.
    expect((await defect(vendor, id, 'Critical', 1)).status).toBe(409);

    // The buyer's own defaults apply to later inspections; one critical defect fails it.
    const settings = await buyer.put('/api/quality-settings', { aqlMajor: 1.5, level: 'I' });
    expect(settings.body).toEqual({ level: 'I', aqlCritical: 0, aqlMajor: 1.5, aqlMinor: 4 });
    const inline = await start(buyer, order, { kind: 'Inline', lotSize: 10000 });
    expect(inline.body.results.map((r: any) => `${r.codeLetter} ${r.sampleSize} ${r.accept}/${r.reject}`)).toEqual(['J 80 0/1', 'J 80 3/4', 'J 80 7/8']);
    await defect(buyer, inline.body.id, 'Critical', 1, 'Sharp object or needle found');
    const failed = await complete(buyer, inline.body.id);
    expect(failed.body).toMatchObject({ status: 'Failed', passed: false });
    expect(failed.body.results.map((r: any) => r.passed)).toEqual([false, true, true]);
    await buyer.put('/api/quality-settings', { aqlMajor: 2.5, level: 'II' });

    // The same over GraphQL, with the order's defect types for t-shirts.
    const gql = await buyer.gql(
      'query($id: ID!) { order(idOrCode: $id) { defectTypes inspections { kind status passed sampleSize results { defectClass found passed } } } }',
      { id: order.orderId },
    );
    expect(gql.errors).toBeUndefined();
    expect(gql.data.order.defectTypes).toEqual(expect.arrayContaining(['Broken stitch', 'Shade variation', 'Measurement out of tolerance', 'Neck rib uneven']));
    expect(gql.data.order.inspections.map((i: any) => `${i.kind} ${i.status} ${i.passed}`)).toEqual(['Final Passed true', 'Inline Failed false']);
  });

  it('answers bad input with a 400 naming the field, and changes nothing', async () => {
    const order = await orderInQualityCheck(500);
    for (const [body, field] of [
      [{ kind: 'Pre-shipment' }, 'kind'],
      [{ kind: 'Final', aqlMajor: 3 }, 'aqlMajor'],
      [{ kind: 'Final', lotSize: 1 }, 'lotSize'],
      [{ kind: 'Final', level: 'IV' }, 'level'],
    ] as const) {
      const res = await start(vendor, order, body);
      expect([res.status, res.body.field]).toEqual([400, field]);
    }
    expect(await count('order_inspections', order.id)).toBe(0);
    const { body } = await start(vendor, order);
    for (const [input, field] of [
      [{ defectClass: 'Cosmetic', defectType: 'Broken stitch', quantity: 1 }, 'defectClass'],
      [{ defectClass: 'Major', defectType: 'Rivet or button missing', quantity: 1 }, 'defectType'],
      [{ defectClass: 'Major', defectType: 'Broken stitch', quantity: 0 }, 'quantity'],
      [{ defectClass: 'Major', defectType: 'Broken stitch', quantity: 'two' }, 'quantity'],
    ] as const) {
      const res = await vendor.post(`/api/inspections/${body.id}/defects`, input);
      expect([res.status, res.body.field]).toEqual([400, field]);
    }
    expect((await vendor.get(`/api/inspections/${body.id}`)).body.defects).toEqual([]);
    const malformed = await vendor.post('/api/inspections/abc/complete');
    expect([malformed.status, malformed.body.field]).toEqual([400, 'id']);
  });

  it('lets only the parties inspect, and only the inspector record', async () => {
    const order = await orderInQualityCheck(500);
    expect((await start(carla, order)).status).toBe(404);
    expect((await start(mei, order)).status).toBe(404);
    expect((await start(admin, order)).status).toBe(403);
    const vendorQc = await start(vendor, order, { kind: 'Inline' });
    expect(vendorQc.status).toBe(201);
    // The buyer sees it but does not record in the vendor's inspection; it may start its own final one.
    const seen = await buyer.get(`/api/inspections/${vendorQc.body.id}`);
    expect([seen.status, kinds(seen)]).toEqual([200, []]);
    expect((await defect(buyer, vendorQc.body.id, 'Major', 1)).status).toBe(403);
    expect((await complete(buyer, vendorQc.body.id)).status).toBe(403);
    expect((await carla.get(`/api/inspections/${vendorQc.body.id}`)).status).toBe(404);
    expect((await defect(carla, vendorQc.body.id, 'Major', 1)).status).toBe(404);
    // One inspection of a kind at a time.
    expect((await start(vendor, order, { kind: 'Inline' })).status).toBe(409);
    const buyerFinal = await start(buyer, order);
    expect(buyerFinal.body.inspectorSide).toBe('Buyer');
    expect((await defect(vendor, buyerFinal.body.id, 'Minor', 1)).status).toBe(403);
    expect((await defect(buyer, buyerFinal.body.id, 'Minor', 1)).status).toBe(201);
    // Photos: the inspector's images of a recorded defect.
    const recorded = (await buyer.get(`/api/inspections/${buyerFinal.body.id}`)).body.defects[0];
    const photo = (client: ApiClient, name = 'seam.png', bytes: Uint8Array = swatchPng('884422')) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)]), name);
      return client.post(`/api/inspections/${buyerFinal.body.id}/defects/${recorded.id}/photos`, form);
    };
    expect((await photo(vendor)).status).toBe(403);
    expect((await photo(buyer, 'notes.pdf', new TextEncoder().encode('%PDF-1.4 x'))).status).toBe(400);
    const uploaded = await photo(buyer);
    expect(uploaded.status).toBe(201);
    const report = await vendor.get(`/api/inspections/${buyerFinal.body.id}`);
    expect(report.body.defects[0].photos.map((p: any) => p.id)).toEqual([uploaded.body.id]);
    expect((await vendor.get(`/api/attachments/${uploaded.body.id}/view`)).status).toBe(200);
    // Not among the order's documents.
    expect((await buyer.get(`/api/orders/${order.id}/documents`)).body).toEqual([]);
    // The order's inspection actions: the vendor may not start another final one while the buyer's runs.
    const actions = await vendor.gql('query($id: ID!) { order(idOrCode: $id) { inspectionActions { kind } } }', { id: order.orderId });
    expect(actions.data.order.inspectionActions).toEqual([]);
  });

  it('holds Shipping until a final inspection passes; the buyer may waive it with a reason', async () => {
    const order = await orderInQualityCheck(500);
    const refused = await requestShipping(order);
    expect([refused.status, refused.body.message]).toEqual([409, FINAL_INSPECTION_REQUIRED]);
    const gql = await vendor.gql('query($id: ID!) { order(idOrCode: $id) { status availableActions { kind targetStatus disabledReason } } }', { id: order.orderId });
    expect(gql.data.order.availableActions.find((a: any) => a.kind === 'RequestStatus' && a.targetStatus === 'Shipping').disabledReason).toBe(FINAL_INSPECTION_REQUIRED);
    // Over GraphQL too.
    const viaGql = await vendor.gql('mutation($id: ID!) { updateOrderStatus(id: $id, status: Shipping) { status } }', { id: String(order.id) });
    expect(viaGql.errors?.[0].message).toBe(FINAL_INSPECTION_REQUIRED);

    const waiver = (client: ApiClient, body: unknown) => client.post(`/api/orders/${order.id}/inspections/final-waiver`, body);
    expect((await waiver(vendor, { reason: 'Trusted' })).status).toBe(403);
    const noReason = await waiver(buyer, { reason: '  ' });
    expect([noReason.status, noReason.body.field]).toEqual([400, 'reason']);
    const waived = await waiver(buyer, { reason: 'Repeat style, shipped three times without issues' });
    expect(waived.body).toMatchObject({ kind: 'Final', status: 'Waived', waiverReason: 'Repeat style, shipped three times without issues' });
    expect((await waiver(buyer, { reason: 'again' })).status).toBe(409);
    expect((await requestShipping(order)).body.status).toBe('Approval Needed');
    expect((await buyer.put(`/api/orders/${order.id}/status`, { status: 'Shipping' })).body.status).toBe('Shipping');

    // An order placed without the gate ships as SPEC.md says, and has nothing to waive.
    const ungated = await orderInQualityCheck(500, false);
    expect((await requestShipping(ungated)).status).toBe(200);
    expect((await buyer.post(`/api/orders/${ungated.id}/inspections/final-waiver`, { reason: 'x' })).status).toBe(409);
  });

  it('a failed final inspection opens a corrective action; the re-inspection comes after it, and every attempt is kept', async () => {
    const order = await orderInQualityCheck(10000);
    const first = (await start(vendor, order)).body;
    expect(first.results[1]).toMatchObject({ codeLetter: 'L', sampleSize: 200, accept: 10, reject: 11 });
    await defect(vendor, first.id, 'Major', 11, 'Shade variation');
    const failed = await complete(vendor, first.id);
    expect(failed.body).toMatchObject({ status: 'Failed', passed: false });
    expect(failed.body.correctiveAction).toMatchObject({ status: 'Open', rootCause: null, owner: { id: ids.vendor }, dueDate: inDays(7) });
    expect(kinds(failed)).toEqual(['UpdateCorrectiveAction', 'CompleteCorrectiveAction']);
    expect((await requestShipping(order)).status).toBe(409);

    // Not before the corrective action is done; only its owner (the vendor) writes it.
    const early = await start(vendor, order);
    expect([early.status, early.body.message]).toEqual([409, 'Complete the corrective action of the failed inspection before re-inspecting']);
    const ca = (client: ApiClient, body: unknown) => client.put(`/api/inspections/${first.id}/corrective-action`, body);
    expect((await ca(buyer, { rootCause: 'x' })).status).toBe(403);
    const incomplete = await vendor.post(`/api/inspections/${first.id}/corrective-action/complete`);
    expect([incomplete.status, incomplete.body.field]).toEqual([400, 'rootCause']);
    expect((await ca(vendor, { dueDate: 'soon' })).body.field).toBe('dueDate');
    const written = await ca(vendor, { rootCause: 'Two dye lots mixed at cutting', action: 'Re-sorted the lot by dye lot; shaded pieces replaced', dueDate: inDays(3) });
    expect(written.body.correctiveAction).toMatchObject({ status: 'Open', dueDate: inDays(3) });
    const closed = await vendor.post(`/api/inspections/${first.id}/corrective-action/complete`);
    expect(closed.body.correctiveAction).toMatchObject({ status: 'Done', doneBy: { id: ids.vendor } });
    expect((await ca(vendor, { action: 'late edit' })).status).toBe(409);

    const again = await start(vendor, order);
    expect(again.body).toMatchObject({ attempt: 2, reinspectionOfId: first.id, status: 'InProgress' });
    await defect(vendor, again.body.id, 'Major', 2);
    expect((await complete(vendor, again.body.id)).body.status).toBe('Passed');
    expect((await start(vendor, order)).status).toBe(409);
    expect((await requestShipping(order)).body.status).toBe('Approval Needed');

    const listed = await buyer.get(`/api/orders/${order.orderId}/inspections`);
    expect(listed.body.map((i: any) => `${i.attempt} ${i.status} ${i.correctiveAction?.status ?? '-'}`)).toEqual(['1 Failed Done', '2 Passed -']);

    // What each step wrote: timeline, the other side's notifications, audit entries, the webhook event.
    const steps = (await sql('select step from timeline_events where order_id = ? order by id', [order.id])).map((r) => r.step);
    expect(steps).toEqual(expect.arrayContaining([
      'Final inspection started',
      'Final inspection failed',
      'Final inspection corrective action done',
      'Final inspection (attempt 2) started',
      'Final inspection (attempt 2) passed',
    ]));
    const notes = (await sql('select title, link from notifications where user_id = ? and body like ?', [ids.buyer, `%${order.orderId}%`])).map((r) => `${r.title} ${r.link}`);
    expect(notes).toEqual(expect.arrayContaining([`Final inspection failed /orders/${order.orderId}#quality`, `Corrective action done /orders/${order.orderId}#quality`, `Final inspection passed /orders/${order.orderId}#quality`]));
    const audits = (await sql("select action from audit_log where entity_id = ? and source = 'inspections' order by id", [String(order.id)])).map((r) => r.action);
    expect(audits).toEqual(expect.arrayContaining(['inspection.started', 'inspection.failed', 'inspection.corrective_action_updated', 'inspection.corrective_action_done', 'inspection.passed']));
  });

  it('queues inspection.completed for subscribed webhooks', async () => {
    const hook = await buyer.post('/api/webhooks', { url: 'https://example.com/hook', events: ['inspection.completed'] });
    expect(hook.status).toBe(201);
    const order = await orderInQualityCheck(500);
    const { body } = await start(vendor, order);
    await complete(vendor, body.id);
    const rows = await sql("select payload from webhook_deliveries where event_type = 'inspection.completed'");
    const payload = JSON.parse(rows.at(-1).payload);
    expect(payload.data.inspection).toMatchObject({ id: body.id, status: 'Passed', sampleSize: 50 });
    expect(payload.data.order.orderId).toBe(order.orderId);
  });

  it('seeds final inspections in each state (failed, corrected and re-inspected, waived), and an inline one in progress', async () => {
    const rows = await sql("select i.status, i.attempt, r.status as again_of, o.status as order_status, c.status as action from order_inspections i join orders o on o.id = i.order_id left join order_inspections r on r.id = i.reinspection_of_id left join corrective_actions c on c.inspection_id = i.id where i.kind = 'Final' and i.created_at < now() - interval '12 hours' order by i.id");
    expect(rows.map((r) => `${r.status} ${r.attempt} ${r.again_of ?? '-'} ${r.order_status} ${r.action ?? '-'}`)).toEqual([
      'Failed 1 - Quality Check Open',
      // The hoodies: the vendor's QC failed them, the corrective action is done, the buyer's re-inspection passed.
      'Failed 1 - Shipping Done',
      'Passed 2 Failed Shipping -',
      'Waived 1 - Completed -',
    ]);
    // The screens read them as the API answers: the done action with its root cause, the waiver's reason.
    const [hoodies, tees] = await sql("select o.order_code from orders o where exists (select 1 from order_inspections i where i.order_id = o.id and i.kind = 'Final' and i.status in ('Passed', 'Waived') and i.created_at < now() - interval '12 hours') order by o.status desc");
    const reinspected = (await buyer.get(`/api/orders/${hoodies.order_code}/inspections`)).body;
    expect(reinspected.map((i: any) => [i.attempt, i.status, i.correctiveAction?.status ?? null])).toEqual([[1, 'Failed', 'Done'], [2, 'Passed', null]]);
    expect(reinspected[0].correctiveAction).toMatchObject({ rootCause: expect.stringContaining('feed dogs'), action: expect.stringContaining('re-sewn') });
    const waived = (await buyer.get(`/api/orders/${tees.order_code}/inspections`)).body;
    expect(waived.map((i: any) => [i.status, i.waiverReason])).toEqual([['Waived', expect.stringContaining('Repeat style')]]);
    // And an inline inspection the vendor's QC is recording on an order in production.
    const inline = await sql("select i.status, o.status as order_status, count(d.id) as defects from order_inspections i join orders o on o.id = i.order_id left join inspection_defects d on d.inspection_id = i.id where i.kind = 'Inline' and i.status = 'InProgress' and i.created_at < now() - interval '12 hours' group by i.id, o.status");
    expect(inline.map((r) => `${r.status} ${r.order_status} ${r.defects}`)).toEqual(['InProgress In Production 1']);
  });
});
