import { PP_SAMPLE_REQUIRED } from '../samples/sample.gate';
import { type ApiClient, startTestPortal, type TestPortal } from '../../../test/utils';

/**
 * The order workflow of SPEC.md 4 and 6 as a newly registered buyer and vendor live it (issue 17):
 * with the default ordering policy (no gates) SPEC.md holds exactly, over REST and GraphQL; the
 * buyer's gates apply to orders placed under them; and what `availableActions` lists is exactly
 * what the server accepts.
 */
let portal: TestPortal;
let admin: ApiClient;
const run = Date.now().toString(36);

const sql = <T = any>(query: string, params: unknown[] = []) =>
  portal.orm.em.fork().getConnection().execute<T[]>(query, params);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

type Pair = { buyer: ApiClient; vendor: ApiClient; buyerId: number; vendorId: number; productId: number };

/** A buyer and a vendor who just registered, connected by an admin; the vendor has one product. */
async function newPair(tag: string): Promise<Pair> {
  const buyer = portal.client();
  const vendor = portal.client();
  const b = await buyer.post('/api/auth/register', {
    username: `b${tag}${run}`,
    email: `b${tag}${run}@buyers.example`,
    password: 'buyer-pass-1',
    name: `Buyer ${tag}`,
    role: 'buyer',
  });
  const v = await vendor.post('/api/auth/register', {
    username: `v${tag}${run}`,
    email: `v${tag}${run}@vendors.example`,
    password: 'vendor-pass-1',
    name: `Vendor ${tag}`,
    role: 'vendor',
    company: `Mill ${tag}`,
  });
  expect([b.status, v.status]).toEqual([201, 201]);
  const connected = await admin.post('/api/associations', { buyerId: b.body.id, vendorId: v.body.id, status: 'approved' });
  expect(connected.status).toBe(201);
  const product = await vendor.post('/api/products', { name: `Tee ${tag}`, sku: `T-${tag}-${run}`, category: 't-shirts' });
  expect(product.status).toBe(201);
  return { buyer, vendor, buyerId: b.body.id, vendorId: v.body.id, productId: product.body.id };
}

async function placeOrder(pair: Pair, quantity = 500) {
  const res = await pair.buyer.post('/api/orders', {
    vendorId: pair.vendorId,
    productId: pair.productId,
    quantity,
    dueDate: inDays(90),
  });
  expect(res.status).toBe(201);
  return res.body;
}

const put = (client: ApiClient, order: { id: number }, status: string, notes?: string) =>
  client.put(`/api/orders/${order.id}/status`, { status, ...(notes ? { notes } : {}) });

const GQL_STATUS = `mutation($id: ID!, $status: OrderStatus!, $notes: String) {
  updateOrderStatus(id: $id, status: $status, notes: $notes) { status requestedStatus previousStatus }
}`;
const GQL_APPROVE = 'mutation($id: ID!) { approveOrder(id: $id) { status requestedStatus } }';
const GQL_REJECT = 'mutation($id: ID!) { rejectOrder(id: $id) { status previousStatus } }';
const GQL_ACTIONS = `query($id: ID!) { order(idOrCode: $id) {
  status ackStatus policy { requireAcknowledgement requirePpSample }
  availableActions { kind targetStatus resultStatus label needsReason goesToApproval primary disabledReason }
} }`;

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.signIn('admin');
});
afterAll(() => portal?.close());

describe('SPEC.md 4 for a newly registered buyer and vendor (default policy: no gates)', () => {
  let pair: Pair;
  beforeAll(async () => {
    pair = await newPair('spec');
  });

  it('a new buyer starts with every gate off', async () => {
    const policy = await pair.buyer.get('/api/ordering-policy');
    expect(policy.body.defaults).toEqual({ requireAcknowledgement: false, requirePpSample: false, requireFinalInspection: false });
    expect(policy.body.vendors).toEqual([
      expect.objectContaining({
        override: { requireAcknowledgement: null, requirePpSample: null, requireFinalInspection: null },
        effective: { requireAcknowledgement: false, requirePpSample: false, requireFinalInspection: false },
      }),
    ]);
  });

  it('over REST: the vendor advances through every stage; Shipping, Delivered and Completed wait for the buyer', async () => {
    const order = await placeOrder(pair, 1700);
    expect(order).toMatchObject({
      status: 'Planning',
      ackStatus: 'Accepted',
      policy: { requireAcknowledgement: false, requirePpSample: false, requireFinalInspection: false },
    });
    for (const stage of ['Sourcing Materials', 'In Production', 'Quality Check']) {
      const res = await put(pair.vendor, order, stage);
      expect([res.status, res.body.status, res.body.approvalRequested]).toEqual([200, stage, false]);
    }
    // SPEC.md 4: Shipping asks the buyer; the order remembers what was asked and where it was.
    const asked = await put(pair.vendor, order, 'Shipping');
    expect(asked.body).toMatchObject({
      status: 'Approval Needed',
      requestedStatus: 'Shipping',
      previousStatus: 'Quality Check',
      approvalRequested: true,
    });
    expect((await put(pair.vendor, order, 'Delivered')).status).toBe(409);
    // The buyer approves over REST by setting the requested status.
    const approved = await put(pair.buyer, order, 'Shipping');
    expect([approved.status, approved.body.status, approved.body.progress]).toEqual([200, 'Shipping', 90]);
    // Delivered asked, rejected: back to Shipping (where it was), never further back.
    expect((await put(pair.vendor, order, 'Delivered')).body.status).toBe('Approval Needed');
    const rejected = await put(pair.buyer, order, 'Shipping');
    expect([rejected.status, rejected.body.status]).toEqual([200, 'Shipping']);
    expect((await put(pair.vendor, order, 'Delivered')).body.requestedStatus).toBe('Delivered');
    expect((await put(pair.buyer, order, 'Delivered')).body.status).toBe('Delivered');
    expect((await put(pair.vendor, order, 'Completed')).body.status).toBe('Approval Needed');
    const done = await put(pair.buyer, order, 'Completed');
    expect(done.body).toMatchObject({ status: 'Completed', progress: 100, completedAt: expect.any(String) });
    // A buyer never moves an order by itself; a completed order no longer changes.
    expect((await put(pair.buyer, order, 'Planning')).status).toBe(403);
    expect((await put(pair.vendor, order, 'Quality Check')).status).toBe(409);

    const timeline = await pair.buyer.get(`/api/timeline/${order.orderId}`);
    expect(timeline.body.filter((event: any) => event.status === 'Pending').map((event: any) => event.step)).toEqual([
      'Completed',
    ]);
  });

  it('over GraphQL: the same path, approve and reject as SPEC.md says', async () => {
    const order = await placeOrder(pair);
    const id = String(order.id);
    for (const stage of ['SourcingMaterials', 'InProduction', 'QualityCheck']) {
      const res = await pair.vendor.gql(GQL_STATUS, { id, status: stage });
      expect(res.errors).toBeUndefined();
      expect(res.data.updateOrderStatus.status).toBe(stage);
    }
    const asked = await pair.vendor.gql(GQL_STATUS, { id, status: 'Shipping' });
    expect(asked.data.updateOrderStatus).toEqual({
      status: 'ApprovalNeeded',
      requestedStatus: 'Shipping',
      previousStatus: 'QualityCheck',
    });
    // Reject returns to the previous status; approve applies the requested one.
    expect((await pair.buyer.gql(GQL_REJECT, { id })).data.rejectOrder).toEqual({ status: 'QualityCheck', previousStatus: null });
    await pair.vendor.gql(GQL_STATUS, { id, status: 'Shipping' });
    expect((await pair.buyer.gql(GQL_APPROVE, { id })).data.approveOrder).toEqual({ status: 'Shipping', requestedStatus: null });
    await pair.vendor.gql(GQL_STATUS, { id, status: 'Completed' });
    expect((await pair.buyer.gql(GQL_APPROVE, { id })).data.approveOrder.status).toBe('Completed');
    const refused = await pair.vendor.gql(GQL_APPROVE, { id });
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('Delayed needs a reason; a cancellation request waits for the buyer, who approves or keeps the order', async () => {
    const order = await placeOrder(pair);
    const noReason = await put(pair.vendor, order, 'Delayed');
    expect([noReason.status, noReason.body.field]).toEqual([400, 'notes']);
    const delayed = await put(pair.vendor, order, 'Delayed', 'Dye house closed for a week');
    expect(delayed.body).toMatchObject({ status: 'Delayed', delayReason: 'Dye house closed for a week' });
    expect((await put(pair.vendor, order, 'In Production')).body.status).toBe('In Production');

    const unexplained = await put(pair.vendor, order, 'Cancelled');
    expect([unexplained.status, unexplained.body.message]).toEqual([400, 'Please give a reason for the cancellation']);
    const asked = await put(pair.vendor, order, 'Cancelled', 'The fabric mill closed');
    expect(asked.body).toMatchObject({ status: 'Approval Needed', requestedStatus: 'Cancelled', previousStatus: 'In Production' });
    const answers = (await pair.buyer.gql(GQL_ACTIONS, { id: String(order.id) })).data.order.availableActions;
    expect(answers.map((a: any) => [a.kind, a.label, a.targetStatus])).toEqual([
      ['Approve', 'Approve cancellation', 'Cancelled'],
      ['Reject', 'Keep the order', 'InProduction'],
      ['RequestSample', 'Request sample', null],
    ]);
    expect((await pair.buyer.gql(GQL_REJECT, { id: String(order.id) })).data.rejectOrder.status).toBe('InProduction');
    await put(pair.vendor, order, 'Cancelled', 'The fabric mill closed for good');
    expect((await put(pair.buyer, order, 'Cancelled')).body.status).toBe('Cancelled');
  });

  it("marks the buyer's Approval required notification done once the approval is answered", async () => {
    const order = await placeOrder(pair);
    await put(pair.vendor, order, 'Quality Check');
    await put(pair.vendor, order, 'Shipping');
    const unread = () =>
      sql("select is_read from notifications where user_id = ? and kind = 'approval_requested' and link = ?", [
        pair.buyerId,
        `/orders/${order.orderId}`,
      ]);
    expect(await unread()).toEqual([{ is_read: false }]);
    const [note] = await sql("select body from notifications where user_id = ? and kind = 'approval_requested' and link = ?", [
      pair.buyerId,
      `/orders/${order.orderId}`,
    ]);
    expect(note.body).toBe(`Vendor spec asks to move it to Shipping (${order.orderId}, now Quality Check).`);
    await pair.buyer.gql(GQL_APPROVE, { id: String(order.id) });
    expect(await unread()).toEqual([{ is_read: true }]);
  });
});

describe("the buyer's ordering policy", () => {
  it('with the gates on, orders wait for acceptance and the PP sample; the actions say why', async () => {
    const pair = await newPair('gates');
    const policy = await pair.buyer.put('/api/ordering-policy', { requireAcknowledgement: true, requirePpSample: true });
    expect(policy.body.defaults).toEqual({ requireAcknowledgement: true, requirePpSample: true, requireFinalInspection: false });
    const order = await placeOrder(pair);
    expect(order).toMatchObject({ ackStatus: 'Pending', policy: { requireAcknowledgement: true, requirePpSample: true, requireFinalInspection: false } });

    const waiting = await put(pair.vendor, order, 'Sourcing Materials');
    expect([waiting.status, waiting.body.message]).toEqual([409, 'Accept the order before changing its status']);
    const before = (await pair.vendor.gql(GQL_ACTIONS, { id: String(order.id) })).data.order.availableActions;
    expect(before.map((a: any) => a.kind)).toEqual(['AcceptOrder', 'ProposeChange', 'RequestCancellation', 'SubmitSample']);

    expect((await pair.vendor.gql('mutation($id: ID!) { acceptOrder(id: $id) { ackStatus } }', { id: String(order.id) })).data.acceptOrder.ackStatus).toBe('Accepted');
    expect((await put(pair.vendor, order, 'Sourcing Materials')).status).toBe(200);
    const gated = await put(pair.vendor, order, 'In Production');
    expect([gated.status, gated.body.message]).toEqual([409, PP_SAMPLE_REQUIRED]);
    const actions = (await pair.vendor.gql(GQL_ACTIONS, { id: String(order.id) })).data.order.availableActions;
    expect(actions.find((a: any) => a.targetStatus === 'InProduction')).toMatchObject({
      kind: 'SetStatus',
      disabledReason: PP_SAMPLE_REQUIRED,
    });
    expect(actions.find((a: any) => a.targetStatus === 'Planning')).toMatchObject({ disabledReason: null });

    const waived = await pair.buyer.post(`/api/orders/${order.id}/samples/pp-waiver`, { reason: 'Repeat style' });
    expect(waived.status).toBe(200);
    expect((await put(pair.vendor, order, 'In Production')).status).toBe(200);
  });

  it("an order keeps the policy it was placed under; a vendor's override applies to new orders with it", async () => {
    const pair = await newPair('keeps');
    const open = await placeOrder(pair);
    await pair.buyer.put('/api/ordering-policy', { requireAcknowledgement: true, requirePpSample: true });
    // Placed without gates, it stays without them.
    expect((await pair.buyer.get(`/api/orders/${open.id}`)).body.policy).toEqual({ requireAcknowledgement: false, requirePpSample: false, requireFinalInspection: false });
    expect((await put(pair.vendor, open, 'In Production')).status).toBe(200);

    const gated = await placeOrder(pair);
    await pair.buyer.put('/api/ordering-policy', { requireAcknowledgement: false, requirePpSample: false });
    const stillGated = await put(pair.vendor, gated, 'In Production');
    expect([stillGated.status, stillGated.body.message]).toEqual([409, 'Accept the order before changing its status']);
    expect((await pair.buyer.get(`/api/orders/${gated.id}`)).body.policy).toEqual({ requireAcknowledgement: true, requirePpSample: true, requireFinalInspection: false });

    // The override on the connection wins over the default for this vendor; null follows it again.
    const override = await pair.buyer.put(`/api/ordering-policy/vendors/${pair.vendorId}`, { requirePpSample: true });
    expect(override.body.vendors[0]).toMatchObject({
      override: { requireAcknowledgement: null, requirePpSample: true, requireFinalInspection: null },
      effective: { requireAcknowledgement: false, requirePpSample: true, requireFinalInspection: false },
    });
    expect((await placeOrder(pair)).policy).toEqual({ requireAcknowledgement: false, requirePpSample: true, requireFinalInspection: false });
    await pair.buyer.put(`/api/ordering-policy/vendors/${pair.vendorId}`, { requirePpSample: null });
    expect((await placeOrder(pair)).policy).toEqual({ requireAcknowledgement: false, requirePpSample: false, requireFinalInspection: false });

    // Admins see every buyer's policy.
    const all = await admin.get('/api/ordering-policies');
    expect(all.body.find((row: any) => row.buyer.id === pair.buyerId)).toMatchObject({
      defaults: { requireAcknowledgement: false, requirePpSample: false, requireFinalInspection: false },
    });
    expect((await admin.gql('{ orderingPolicies { buyer { username } defaults { requirePpSample } } }')).data.orderingPolicies.length).toBeGreaterThan(1);
  });

  it.each([
    [{ requirePpSample: 'yes' }, 'requirePpSample must be true or false', 'requirePpSample'],
    [{ requireShipmentCheck: true }, expect.stringContaining('Unknown ordering gate'), 'requireShipmentCheck'],
    [[true], 'The request body must be a JSON object', undefined],
  ])('refuses %j with a 400 naming the field and changes nothing', async (body, message, field) => {
    const buyer = await portal.signIn('buyer');
    const before = (await buyer.get('/api/ordering-policy')).body;
    const res = await buyer.put('/api/ordering-policy', body);
    expect([res.status, res.body.message, res.body.field]).toEqual([400, message, field]);
    expect((await buyer.get('/api/ordering-policy')).body).toEqual(before);
  });

  it('keeps the policy to buyers and overrides to connected vendors', async () => {
    const vendor = await portal.signIn('vendor');
    expect((await vendor.get('/api/ordering-policy')).status).toBe(403);
    expect((await vendor.put('/api/ordering-policy', { requirePpSample: false })).status).toBe(403);
    expect((await (await portal.signIn('buyer')).get('/api/ordering-policies')).status).toBe(403);
    const [{ id: blocked }] = await sql("select id from users where username = 'ana.souza'");
    const res = await (await portal.signIn('buyer')).put(`/api/ordering-policy/vendors/${blocked}`, { requirePpSample: false });
    expect([res.status, res.body.message]).toEqual([403, 'You are not connected with this vendor']);
  });
});

describe('availableActions equals what the server accepts (every role × status)', () => {
  const STATUSES = [
    'Planning',
    'Sourcing Materials',
    'In Production',
    'Quality Check',
    'Approval Needed',
    'Shipping',
    'Delivered',
    'Completed',
    'Cancelled',
    'Delayed',
  ];
  const STATUS_KINDS = ['SetStatus', 'RequestStatus', 'MarkDelayed', 'RequestCancellation', 'Approve', 'Reject'];
  /** The GraphQL enum name of a status ('Quality Check' -> 'QualityCheck'). */
  const enumOf = (status: string) => status.replace(/ /g, '');

  let pair: Pair;
  let order: any;
  beforeAll(async () => {
    pair = await newPair('table');
    order = await placeOrder(pair);
  });

  /** Puts the order back in a state: status (an approval request of Shipping), gates, acceptance. */
  async function setState(status: string, gates: boolean, accepted: boolean) {
    const policy = JSON.stringify({ requireAcknowledgement: gates, requirePpSample: gates });
    await sql(
      `update orders set status = ?, requested_status = ?, previous_status = ?, ack_status = ?, policy = ?::jsonb, completed_at = null where id = ?`,
      [
        status,
        status === 'Approval Needed' ? 'Shipping' : null,
        status === 'Approval Needed' ? 'Quality Check' : null,
        accepted ? 'Accepted' : 'Pending',
        policy,
        order.id,
      ],
    );
  }

  const cases: [string, boolean, boolean][] = [];
  for (const status of STATUSES)
    for (const [gates, accepted] of [
      [false, true],
      [true, false],
      [true, true],
    ] as const)
      cases.push([status, gates, accepted]);

  it.each(cases)('at %s (gates %s, accepted %s)', async (status, gates, accepted) => {
    for (const [role, client] of [
      ['buyer', pair.buyer],
      ['vendor', pair.vendor],
      ['admin', admin],
    ] as const) {
      await setState(status, gates, accepted);
      const listed = (await client.gql(GQL_ACTIONS, { id: String(order.id) })).data.order.availableActions.filter(
        (action: any) => STATUS_KINDS.includes(action.kind),
      );
      // REST lists the same actions as GraphQL.
      const rest = (await client.get(`/api/orders/${order.id}`)).body.availableActions.filter((action: any) =>
        STATUS_KINDS.includes(action.kind),
      );
      expect(rest.map((a: any) => [a.kind, a.targetStatus && enumOf(a.targetStatus)])).toEqual(
        listed.map((a: any) => [a.kind, a.targetStatus]),
      );
      for (const target of STATUSES) {
        await setState(status, gates, accepted);
        const res = await put(client, order, target, 'A reason for the record');
        const action = listed.find((a: any) => a.targetStatus === enumOf(target));
        const expected = action ? (action.disabledReason ? [409, action.disabledReason] : [200]) : 'refused';
        const got = res.status === 200 ? [200] : action?.disabledReason ? [res.status, res.body.message] : 'refused';
        expect([role, target, got]).toEqual([role, target, expected]);
        if (res.status !== 200) expect([400, 403, 409]).toContain(res.status);
      }
      for (const [kind, mutation] of [
        ['Approve', GQL_APPROVE],
        ['Reject', GQL_REJECT],
      ] as const) {
        await setState(status, gates, accepted);
        const res = await client.gql(mutation, { id: String(order.id) });
        const action = listed.find((a: any) => a.kind === kind);
        expect([role, kind, res.errors === undefined]).toEqual([role, kind, Boolean(action && !action.disabledReason)]);
      }
    }
  });
});
