import { type ApiClient, startTestPortal, type TestPortal } from '../../../test/utils';

// A buyer's inspector of its own company (issue 23): Bella (Northwind Apparel) invites Quinn, a
// buyer account of the same company, to inspect one of her orders.
let portal: TestPortal;
let bella: ApiClient;
let quinn: ApiClient;
let ben: ApiClient;
let vendor: ApiClient;
const ids: Record<string, number> = {};

const sql = <T = any>(query: string, params: unknown[] = []) =>
  portal.orm.em.fork().getConnection().execute<T[]>(query, params);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  portal = await startTestPortal();
  [bella, quinn, ben, vendor] = await Promise.all(['buyer', 'quinn.ortiz', 'ben.brooks', 'vendor'].map((name) => portal.signIn(name)));
  for (const row of await sql<{ username: string; id: number }>('select username, id from users')) ids[row.username] = row.id;
  for (const row of await sql<{ sku: string; id: number }>('select sku, id from products')) ids[row.sku] = row.id;
});
afterAll(() => portal?.close());

/** One of Bella's t-shirt orders with Victor, in Quality Check. */
async function bellasOrder(): Promise<{ id: number; orderId: string }> {
  const policy = { requireAcknowledgement: false, requirePpSample: false, requireFinalInspection: false };
  expect((await bella.put('/api/ordering-policy', policy)).status).toBe(200);
  const res = await bella.post('/api/orders', { vendorId: ids.vendor, productId: ids['DK-TS-001'], quantity: 500, dueDate: inDays(60) });
  expect(res.status).toBe(201);
  expect((await vendor.put(`/api/orders/${res.body.id}/status`, { status: 'Quality Check' })).status).toBe(200);
  return res.body;
}

const kinds = (actions: { kind: string }[]) => actions.map((a) => a.kind);

describe("a buyer's inspector of its own company", () => {
  it('seeds Quinn invited to the relaxed jeans with the failed final inspection', async () => {
    const rows = await sql("select o.status, u.username from order_inspectors oi join orders o on o.id = oi.order_id join users u on u.id = oi.user_id");
    expect(rows.map((r) => `${r.username} ${r.status}`)).toEqual(['quinn.ortiz Quality Check']);
  });

  it('is invited by the order’s buyer only, and only from the buyer’s company (400 on userId)', async () => {
    const order = await bellasOrder();
    const listed = await bella.get(`/api/orders/${order.id}/inspectors`);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual({ inspectors: [], candidates: [{ id: ids['quinn.ortiz'], name: 'Quinn Ortiz', company: 'Northwind Apparel' }] });
    // The vendor sees who inspects but invites nobody; a stranger does not see the order.
    expect((await vendor.get(`/api/orders/${order.id}/inspectors`)).body.candidates).toEqual([]);
    expect((await vendor.post(`/api/orders/${order.id}/inspectors`, { userId: ids['quinn.ortiz'] })).status).toBe(403);
    expect((await ben.post(`/api/orders/${order.id}/inspectors`, { userId: ids['ben.brooks'] })).status).toBe(404);

    for (const userId of [ids['ben.brooks'], ids.vendor, ids.admin, ids.buyer, 999_999, 'quinn', null]) {
      const res = await bella.post(`/api/orders/${order.id}/inspectors`, { userId });
      expect([userId, res.status, res.body.code, res.body.field]).toEqual([userId, 400, 'BAD_USER_INPUT', 'userId']);
    }
    const refused = await bella.post(`/api/orders/${order.id}/inspectors`, { userId: ids['ben.brooks'] });
    expect(refused.body.message).toBe("Ben Brooks is not a user of your company (Northwind Apparel): only your company's buyer accounts can inspect your orders");
    expect(Number((await sql('select count(*) as n from order_inspectors where order_id = ?', [order.id]))[0].n)).toBe(0);

    const invited = await bella.post(`/api/orders/${order.id}/inspectors`, { userId: ids['quinn.ortiz'] });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({ user: { id: ids['quinn.ortiz'], name: 'Quinn Ortiz' }, invitedBy: { id: ids.buyer, name: 'Bella Hart' } });
    const again = await bella.post(`/api/orders/${order.id}/inspectors`, { userId: ids['quinn.ortiz'] });
    expect([again.status, again.body.field]).toEqual([409, 'userId']);
    expect((await bella.get(`/api/orders/${order.id}/inspectors`)).body.candidates).toEqual([]);

    // Quinn hears of it (with the link to the order's Quality tab); the timeline and the audit log keep it.
    const notes = (await quinn.get('/api/notifications')).body.notifications.map((n: any) => `${n.title} ${n.link}`);
    expect(notes).toContain(`Invitation to inspect an order /orders/${order.orderId}#quality`);
    expect((await sql('select step, notes from timeline_events where order_id = ? order by id', [order.id])).map((r) => `${r.step}: ${r.notes}`)).toContain('Inspector invited: Quinn Ortiz');
    expect((await sql("select action from audit_log where entity_id = ? and source = 'inspections'", [String(order.id)])).map((r) => r.action)).toContain('inspection.inspector_invited');
  });

  it('lets the invited inspector see the order and record its inspection, and nothing more', async () => {
    const order = await bellasOrder();
    // Before the invitation Quinn sees nothing of the order.
    expect((await quinn.get(`/api/orders/${order.id}`)).status).toBe(404);
    expect((await quinn.post(`/api/orders/${order.id}/inspections`, { kind: 'Final' })).status).toBe(404);
    await bella.post(`/api/orders/${order.id}/inspectors`, { userId: ids['quinn.ortiz'] });

    const seen = await quinn.get(`/api/orders/${order.orderId}`);
    expect(seen.status).toBe(200);
    expect(seen.body.availableActions).toEqual([]);
    const gql = await quinn.gql('query($id: ID!) { order(idOrCode: $id) { invitedInspector inspectionActions { kind } inspectorCandidates { id } inspectors { user { name } invitedBy { name } } } }', { id: order.orderId });
    expect(gql.errors).toBeUndefined();
    expect(gql.data.order).toEqual({
      invitedInspector: true,
      inspectionActions: [{ kind: 'StartInline' }, { kind: 'StartFinal' }],
      inspectorCandidates: [],
      inspectors: [{ user: { name: 'Quinn Ortiz' }, invitedBy: { name: 'Bella Hart' } }],
    });
    const bellas = await bella.gql('query($id: ID!) { order(idOrCode: $id) { invitedInspector inspectionActions { kind } } }', { id: order.orderId });
    expect(bellas.data.order.invitedInspector).toBe(false);
    expect(kinds(bellas.data.order.inspectionActions)).toContain('InviteInspector');

    // The rest of the order is the parties' business: not in Quinn's lists, no status change, no documents.
    expect((await quinn.get('/api/orders')).body.map((o: any) => o.id)).not.toContain(order.id);
    expect((await quinn.put(`/api/orders/${order.id}/status`, { status: 'Shipping' })).status).toBe(404);
    expect((await quinn.post('/api/timeline', { orderId: order.orderId, step: 'Packing' })).status).toBe(404);
    expect((await quinn.post(`/api/orders/${order.id}/inspectors`, { userId: ids['quinn.ortiz'] })).status).toBe(403);

    const started = await quinn.post(`/api/orders/${order.id}/inspections`, { kind: 'Final' });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ inspectorSide: 'Buyer', createdBy: { id: ids['quinn.ortiz'] } });
    expect(kinds(started.body.availableActions)).toEqual(['RecordDefects', 'Complete']);
    const id = started.body.id;
    // Quinn's inspection is Quinn's to record: not Bella's, not the vendor's, and a stranger does not see it.
    expect((await bella.get(`/api/inspections/${id}`)).body.availableActions).toEqual([]);
    expect((await bella.post(`/api/inspections/${id}/defects`, { defectClass: 'Major', defectType: 'Broken stitch', quantity: 1 })).status).toBe(403);
    expect((await ben.post(`/api/inspections/${id}/defects`, { defectClass: 'Major', defectType: 'Broken stitch', quantity: 1 })).status).toBe(404);
    expect((await ben.get(`/api/inspections/${id}`)).status).toBe(404);
    const recorded = await quinn.post(`/api/inspections/${id}/defects`, { defectClass: 'Major', defectType: 'Broken stitch', quantity: 2 });
    expect(recorded.status).toBe(201);
    const done = await quinn.post(`/api/inspections/${id}/complete`);
    expect(done.body).toMatchObject({ status: 'Passed', completedBy: { id: ids['quinn.ortiz'], name: 'Quinn Ortiz' } });
    expect((await quinn.get(`/api/inspections/${id}/report.pdf`)).status).toBe(200);
    // The report page's query, with the order's parties.
    const report = await quinn.gql('query($id: Int!) { inspection(id: $id) { status order { orderCode buyer { name } vendor { name } } } }', { id });
    expect(report.errors).toBeUndefined();
    expect(report.data.inspection.order).toEqual({ orderCode: order.orderId, buyer: { name: 'Bella Hart' }, vendor: { name: 'Victor Rahman' } });
    // Both parties hear of it.
    for (const party of [ids.buyer, ids.vendor]) {
      const titles = (await sql('select title from notifications where user_id = ? and body like ?', [party, `%${order.orderId}%`])).map((r) => r.title);
      expect(titles).toContain('Final inspection passed');
    }

    // Withdrawn, the invitation ends: the order is out of sight again; the inspection stays.
    const removed = await bella.delete(`/api/orders/${order.id}/inspectors/${ids['quinn.ortiz']}`);
    expect(removed.status).toBe(200);
    expect((await quinn.get(`/api/orders/${order.id}`)).status).toBe(404);
    expect((await quinn.get(`/api/inspections/${id}`)).status).toBe(404);
    expect((await bella.get(`/api/inspections/${id}`)).body.status).toBe('Passed');
    expect((await bella.delete(`/api/orders/${order.id}/inspectors/${ids['quinn.ortiz']}`)).status).toBe(404);
  });

  it("lets the invited inspector read the order's product specification, read only", async () => {
    const order = await bellasOrder();
    const [spec] = await sql<{ id: number }>('select id from specifications where product_id = ? and exists (select 1 from spec_points_of_measure p where p.specification_id = specifications.id) order by id limit 1', [ids['DK-TS-001']]);
    const read = (who: ApiClient) => who.get(`/api/specifications/${spec.id}/measurement-chart`);
    const specQuery = 'query($id: Int!) { specification(id: $id) { title mayEdit mayDelete measurementChart { points { code } } } }';
    const listed = async () => (await quinn.gql('query($product: Int) { specifications(productId: $product) { totalCount } }', { product: ids['DK-TS-001'] })).data.specifications.totalCount;
    // The tests above left Quinn invited to other tee orders: those invitations end first.
    const earlier = await sql<{ order_id: number }>('select oi.order_id from order_inspectors oi join orders o on o.id = oi.order_id where oi.user_id = ? and o.product_id = ?', [ids['quinn.ortiz'], ids['DK-TS-001']]);
    for (const { order_id } of earlier) expect((await bella.delete(`/api/orders/${order_id}/inspectors/${ids['quinn.ortiz']}`)).status).toBe(200);
    // Quinn has no connection with Victor: before the invitation, Bella's colleague reads nothing of his products.
    expect(Number((await sql('select count(*) as n from connections where buyer_id = ?', [ids['quinn.ortiz']]))[0].n)).toBe(0);
    expect((await read(quinn)).status).toBe(404);
    expect((await quinn.get(`/api/specifications/product/${ids['DK-TS-001']}`)).status).toBe(404);
    expect((await quinn.gql(specQuery, { id: spec.id })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(await listed()).toBe(0);

    await bella.post(`/api/orders/${order.id}/inspectors`, { userId: ids['quinn.ortiz'] });
    const chart = await read(quinn);
    expect(chart.status).toBe(200);
    expect(chart.body.points.length).toBeGreaterThan(0);
    expect((await quinn.get(`/api/specifications/product/${ids['DK-TS-001']}`)).status).toBe(200);
    const gql = await quinn.gql(specQuery, { id: spec.id });
    expect(gql.errors).toBeUndefined();
    expect(gql.data.specification.measurementChart.points.length).toBe(chart.body.points.length);
    // The server says what each may do with it: Quinn reads; Bella (connected) edits and deletes; an admin deletes.
    expect(gql.data.specification).toMatchObject({ mayEdit: false, mayDelete: false });
    expect((await bella.gql(specQuery, { id: spec.id })).data.specification).toMatchObject({ mayEdit: true, mayDelete: true });
    const admin = await portal.signIn('admin');
    expect((await admin.gql(specQuery, { id: spec.id })).data.specification).toMatchObject({ mayEdit: false, mayDelete: true });
    expect(await listed()).toBeGreaterThan(0);
    // Read only: no edits, no deletion; the other products of Victor stay out of sight; Ben (not invited) sees nothing new.
    expect((await quinn.put(`/api/specifications/${spec.id}/measurement-chart`, { sizes: chart.body.sizes, points: chart.body.points })).status).toBe(403);
    const deleted = await quinn.gql('mutation($id: Int!) { deleteSpecification(id: $id) }', { id: spec.id });
    expect(deleted.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await quinn.get(`/api/specifications/product/${ids['DK-HD-001']}`)).status).toBe(404);

    // Withdrawn, the invitation ends the reading too.
    await bella.delete(`/api/orders/${order.id}/inspectors/${ids['quinn.ortiz']}`);
    expect((await read(quinn)).status).toBe(404);
  });

  it('invites over GraphQL with the same rules', async () => {
    const order = await bellasOrder();
    const invite = 'mutation($id: ID!, $userId: Int!) { inviteInspector(orderId: $id, input: { userId: $userId }) { user { name } } }';
    const refused = await bella.gql(invite, { id: order.orderId, userId: ids['ben.brooks'] });
    expect(refused.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'userId' });
    const ok = await bella.gql(invite, { id: order.orderId, userId: ids['quinn.ortiz'] });
    expect(ok.errors).toBeUndefined();
    expect(ok.data.inviteInspector.user.name).toBe('Quinn Ortiz');
    const removed = await bella.gql('mutation($id: ID!, $userId: Int!) { removeInspector(orderId: $id, userId: $userId) { user { name } } }', { id: order.orderId, userId: ids['quinn.ortiz'] });
    expect(removed.errors).toBeUndefined();
  });

});
