import { type ApiClient, startTestPortal, type TestPortal } from '../../../test/utils';
import { addDays } from '../planning/milestone.rules';

/**
 * Vendor scorecards over fixed data in 2021 (the seed's orders are all in recent months, so 2021
 * holds exactly these). Two new buyers (B1, B2) and vendors (V1 Alpha Mills, V2 Beta Knits).
 * Every expected figure is worked out by hand from these tables; times are UTC.
 *
 * | order | buyer | vendor | status          | placed      | original due | agreed due | delivered (first Delivered/Completed on the history) | acknowledged |
 * | P1    | B1    | V1     | Completed       | 04-01 00:00 | 05-01        | 05-10      | 05-05 10:00 (Delivered)  34.4167 d | 04-01 06:00 (6 h)  |
 * | P2    | B1    | V1     | Completed       | 04-10 00:00 | 05-20        | 05-20      | 05-20 23:00 (Delivered)  40.9583 d | 04-11 12:00 (36 h) |
 * | P3    | B2    | V1     | Completed       | 05-01 00:00 | 06-01        | 06-15      | 06-10 00:00 (Completed)  40 d      | 05-01 02:00 (2 h)  |
 * | P4    | B2    | V1     | Delivered       | 03-01 00:00 | 04-01        | 04-01      | 04-03 00:00 (Delivered)  33 d      | 03-02 00:00 (24 h) |
 * | P5    | B1    | V1     | Completed       | 01-01 00:00 | 02-01        | 02-01      | 01-31 00:00 (Delivered)  30 d      | 01-01 10:00 (10 h) |
 * | P6    | B1    | V1     | Approval Needed | 04-05 00:00 | 05-01        | 05-01      | (asks for Delivered: not delivered) | 04-06 00:00 (24 h) |
 * | R1    | B2    | V2     | Completed       | 04-01 00:00 | 04-30        | 04-30      | 04-30 12:00 (Delivered)  29.5 d    | 04-01 04:00 (4 h)  |
 *
 * Sample rounds (first submission's review): S1 P1 Fit approved 04-10; S2 P1 PP rejected 04-15
 * then approved 04-20 (not first time); S3 P2 Fit approved 05-01; S4 P3 Fit submitted, not
 * reviewed (not counted); S5 P5 Fit rejected 01-10.
 * Final inspections: P1 failed 04-25, re-inspection passed 04-28 (first failed); P2 passed 05-15;
 * P3 only an inline one (passed 05-10) and a waived final (not counted); P4 passed 03-28.
 * Shipments (every order is 500 units; P2 has a grid, Navy S 200 / M 300): P1 two shipments of 300
 * and 190 (10 off); P2 Navy S 210, M 290 (500 in all, yet 10 + 10 = 20 off); P3 500 (0 off); P4
 * none (not counted); P5 480 (20 off); R1 525 (25 off).
 *
 * Q2 2021 (previous Q1) for V1 over every order (admin, V1):
 *   on time original: P1 late, P2 on time (same day), P3 late, P4 late → 1/4 = 25.0 (Q1: P5 → 100.0)
 *   on time agreed:   P1, P2, P3 on time, P4 late → 3/4 = 75.0 (Q1: 100.0)
 *   acknowledge:      P1 6, P2 36, P3 2, P6 24 → median (6 + 24) / 2 = 15.0 (Q1: P4 24, P5 10 → 17.0)
 *   first sample:     S1 yes, S2 no, S3 yes → 66.7 (Q1: S5 no → 0.0)
 *   QC first pass:    P1 no, P2 yes → 50.0 (Q1: P4 yes → 100.0)
 *   shipped quantity: P1, P2, P3: 1 − (10 + 20 + 0) / 1500 = 98.0 (Q1: P5 1 − 20 / 500 = 96.0)
 *   lead time:        (34.4167 + 40.9583 + 40 + 33) / 4 = 37.09 → 37.1 (Q1: 30.0)
 */
let portal: TestPortal;
let admin: ApiClient;
const users: Record<'B1' | 'B2' | 'V1' | 'V2', { id: number; client: ApiClient }> = {} as never;
const orderIds: Record<string, number> = {};
const sql = <T = any>(query: string, params: unknown[] = []) =>
  portal.orm.em.fork().getConnection().execute<T[]>(query, params);
const at = (text: string) => new Date(`2021-${text}:00Z`);

const SCORECARDS = `query ($filter: ScorecardFilterInput) { vendorScorecards(filter: $filter) {
  period { key label from to } previousPeriod { key label from to } vendorId
  vendors { vendor { id name company } scores { key label unit higherIsBetter value count previousValue previousCount change trend } }
} }`;

async function scorecardsOf(client: ApiClient, filter?: Record<string, unknown>) {
  const res = await client.gql(SCORECARDS, { filter });
  expect(res.errors).toBeUndefined();
  return res.data.vendorScorecards;
}

type Score = {
  key: string;
  value: number | null;
  count: number;
  previousValue: number | null;
  previousCount: number;
  change: number | null;
  trend: string | null;
};
/** A vendor's scores as key → [value, count, previous value, previous count, trend]. */
function figures(
  result: { vendors: { vendor: { id: number }; scores: Score[] }[] },
  vendor: 'V1' | 'V2',
) {
  const card = result.vendors.find((row) => row.vendor.id === users[vendor].id);
  return Object.fromEntries(
    card!.scores.map((s) => [s.key, [s.value, s.count, s.previousValue, s.previousCount, s.trend]]),
  );
}

async function register(username: string, role: 'buyer' | 'vendor', company: string) {
  const client = portal.client();
  const res = await client.post('/api/auth/register', {
    username,
    email: `${username}@scorecards.example`,
    password: 'hemline42',
    name: `${company} Person`,
    role,
    company,
  });
  expect(res.status).toBe(201);
  return { id: res.body.id as number, client };
}

type OrderRow = [
  code: string,
  buyer: 'B1' | 'B2',
  vendor: 'V1' | 'V2',
  status: string,
  placed: string,
  original: string,
  agreed: string,
  delivered: [string, string] | null,
  acknowledged: string,
];
const ORDERS: OrderRow[] = [
  [
    'P1',
    'B1',
    'V1',
    'Completed',
    '04-01T00:00',
    '2021-05-01',
    '2021-05-10',
    ['Delivered', '05-05T10:00'],
    '04-01T06:00',
  ],
  [
    'P2',
    'B1',
    'V1',
    'Completed',
    '04-10T00:00',
    '2021-05-20',
    '2021-05-20',
    ['Delivered', '05-20T23:00'],
    '04-11T12:00',
  ],
  [
    'P3',
    'B2',
    'V1',
    'Completed',
    '05-01T00:00',
    '2021-06-01',
    '2021-06-15',
    ['Completed', '06-10T00:00'],
    '05-01T02:00',
  ],
  [
    'P4',
    'B2',
    'V1',
    'Delivered',
    '03-01T00:00',
    '2021-04-01',
    '2021-04-01',
    ['Delivered', '04-03T00:00'],
    '03-02T00:00',
  ],
  [
    'P5',
    'B1',
    'V1',
    'Completed',
    '01-01T00:00',
    '2021-02-01',
    '2021-02-01',
    ['Delivered', '01-31T00:00'],
    '01-01T10:00',
  ],
  [
    'P6',
    'B1',
    'V1',
    'Approval Needed',
    '04-05T00:00',
    '2021-05-01',
    '2021-05-01',
    ['Approval Needed', '04-30T00:00'],
    '04-06T00:00',
  ],
  [
    'R1',
    'B2',
    'V2',
    'Completed',
    '04-01T00:00',
    '2021-04-30',
    '2021-04-30',
    ['Delivered', '04-30T12:00'],
    '04-01T04:00',
  ],
];

async function sample(
  order: string,
  type: string,
  attempts: [decision: string | null, reviewed: string | null][],
) {
  const o = ORDERS.find((row) => row[0] === order)!;
  const [{ id }] = await sql<{ id: number }>(
    `insert into order_samples (order_id, type, status, requested_by_id, created_at, updated_at) values (?, ?, ?, ?, ?, ?) returning id`,
    [orderIds[order], type, attempts.at(-1)![0] ?? 'Submitted', users[o[1]].id, at(o[4]), at(o[4])],
  );
  for (const [index, [decision, reviewed]] of attempts.entries()) {
    await sql(
      `insert into sample_attempts (sample_id, number, submitted_by_id, submitted_at, decision, reviewed_by_id, reviewed_at) values (?, ?, ?, ?, ?, ?, ?)`,
      [
        id,
        index + 1,
        users[o[2]].id,
        at(o[4]),
        decision,
        decision ? users[o[1]].id : null,
        reviewed && at(reviewed),
      ],
    );
  }
}

async function inspection(
  order: string,
  kind: string,
  attempt: number,
  status: string,
  completed: string | null,
) {
  const o = ORDERS.find((row) => row[0] === order)!;
  await sql(
    `insert into order_inspections (order_id, kind, inspector_side, attempt, status, lot_size, level, aql_critical, aql_major, aql_minor, created_by_id, created_at, completed_at)
     values (?, ?, 'Vendor', ?, ?, 500, 'II', 0, 2.5, 4, ?, ?, ?)`,
    [orderIds[order], kind, attempt, status, users[o[2]].id, at(o[4]), completed && at(completed)],
  );
}

/** A received shipment of the order (its ASN does not count here): its cells [colour, size, shipped]. */
async function shipment(order: string, number: number, cells: [string, string, number][]) {
  const o = ORDERS.find((row) => row[0] === order)!;
  const [{ id }] = await sql<{ id: number }>(
    `insert into shipments (order_id, number, status, mode, carrier, tracking_number, etd, eta, created_by_id, created_at)
     values (?, ?, 'Received', 'Sea', 'Maersk Line', ?, '2021-01-01', '2021-01-20', ?, ?) returning id`,
    [orderIds[order], number, `SC-${order}-${number}`, users[o[2]].id, at(o[4])],
  );
  for (const [colour, size, shipped] of cells)
    await sql(
      `insert into shipment_lines (shipment_id, order_id, colour, size, shipped, received) values (?, ?, ?, ?, ?, ?)`,
      [id, orderIds[order], colour, size, shipped, shipped],
    );
}

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.signIn('admin');
  users.B1 = await register('sc.buyer.one', 'buyer', 'Buyer One');
  users.B2 = await register('sc.buyer.two', 'buyer', 'Buyer Two');
  users.V1 = await register('sc.vendor.one', 'vendor', 'Alpha Mills');
  users.V2 = await register('sc.vendor.two', 'vendor', 'Beta Knits');
  const product: Record<string, number> = {};
  for (const vendor of ['V1', 'V2'] as const) {
    const [row] = await sql<{ id: number }>(
      `insert into products (vendor_id, name, sku, category) values (?, ?, ?, 't-shirts') returning id`,
      [users[vendor].id, `Tee ${vendor}`, `SC-${vendor}`],
    );
    product[vendor] = row.id;
  }
  for (const [
    code,
    buyer,
    vendor,
    status,
    placed,
    original,
    agreed,
    delivered,
    acknowledged,
  ] of ORDERS) {
    const completed = status === 'Completed' ? at(delivered![1]) : null;
    const [row] = await sql<{ id: number }>(
      `insert into orders (order_code, buyer_id, vendor_id, product_id, quantity, status, due_date, original_due_date, created_at, updated_at, completed_at, acknowledged_at)
       values (?, ?, ?, ?, 500, ?, ?, ?, ?, ?, ?, ?) returning id`,
      [
        `ORD-2021-${code}`,
        users[buyer].id,
        users[vendor].id,
        product[vendor],
        status,
        agreed,
        original,
        at(placed),
        at(placed),
        completed,
        at(acknowledged),
      ],
    );
    orderIds[code] = row.id;
    const history: [string, string][] = [
      ['Planning', placed],
      ['Shipping', placed.replace('T00', 'T01')],
    ];
    if (delivered) history.push(delivered);
    // A completion after its delivery does not move the delivery.
    if (delivered?.[0] === 'Delivered' && status === 'Completed')
      history.push(['Completed', '12-30T00:00']);
    for (const [step, time] of history)
      await sql(
        `insert into timeline_events (order_id, step, status, to_status, created_at) values (?, ?, 'Completed', ?, ?)`,
        [row.id, step, step, at(time)],
      );
  }
  await sample('P1', 'Fit', [['Approved', '04-10T00:00']]);
  await sample('P1', 'PP', [
    ['Rejected', '04-15T00:00'],
    ['Approved', '04-20T00:00'],
  ]);
  await sample('P2', 'Fit', [['Approved', '05-01T00:00']]);
  await sample('P3', 'Fit', [[null, null]]);
  await sample('P5', 'Fit', [['Rejected', '01-10T00:00']]);
  await inspection('P1', 'Final', 1, 'Failed', '04-25T00:00');
  await inspection('P1', 'Final', 2, 'Passed', '04-28T00:00');
  await inspection('P2', 'Final', 1, 'Passed', '05-15T00:00');
  await inspection('P3', 'Inline', 1, 'Passed', '05-10T00:00');
  await inspection('P3', 'Final', 1, 'Waived', '05-11T00:00');
  await inspection('P4', 'Final', 1, 'Passed', '03-28T00:00');
  await sql(`update orders set size_breakdown = ?::jsonb where id = ?`, [
    JSON.stringify({ colours: ['Navy'], sizes: ['S', 'M'], quantities: [[200, 300]] }),
    orderIds.P2,
  ]);
  await shipment('P1', 1, [['', '', 300]]);
  await shipment('P1', 2, [['', '', 190]]);
  await shipment('P2', 1, [['Navy', 'S', 210], ['Navy', 'M', 290]]);
  await shipment('P3', 1, [['', '', 500]]);
  await shipment('P5', 1, [['', '', 480]]);
  await shipment('R1', 1, [['', '', 525]]);
});
afterAll(() => portal?.close());

const V1_Q2 = {
  onTimeOriginal: [25, 4, 100, 1, 'worse'],
  onTimeAgreed: [75, 4, 100, 1, 'worse'],
  acknowledgeHours: [15, 4, 17, 2, 'better'],
  firstSampleApproval: [66.7, 3, 0, 1, 'better'],
  qcFirstPass: [50, 2, 100, 1, 'worse'],
  shippedQuantityAccuracy: [98, 3, 96, 1, 'better'],
  leadTimeDays: [37.1, 4, 30, 1, 'worse'],
};

describe('vendor scorecards computed by hand (Q2 2021 against Q1)', () => {
  it('an admin sees every vendor over every order, with the previous quarter and the trend', async () => {
    const result = await scorecardsOf(admin, { period: '2021-Q2' });
    expect(result.period).toEqual({
      key: '2021-Q2',
      label: 'Q2 2021',
      from: '2021-04-01',
      to: '2021-06-30',
    });
    expect(result.previousPeriod).toEqual({
      key: '2021-Q1',
      label: 'Q1 2021',
      from: '2021-01-01',
      to: '2021-03-31',
    });
    expect(
      result.vendors.map((row: { vendor: { company: string } }) => row.vendor.company),
    ).toEqual(['Alpha Mills', 'Beta Knits']);
    expect(figures(result, 'V1')).toEqual(V1_Q2);
    expect(figures(result, 'V2')).toEqual({
      onTimeOriginal: [100, 1, null, 0, null],
      onTimeAgreed: [100, 1, null, 0, null],
      acknowledgeHours: [4, 1, null, 0, null],
      firstSampleApproval: [null, 0, null, 0, null],
      qcFirstPass: [null, 0, null, 0, null],
      shippedQuantityAccuracy: [95, 1, null, 0, null],
      leadTimeDays: [29.5, 1, null, 0, null],
    });
    const change = (key: string) =>
      result.vendors[0].scores.find((s: { key: string }) => s.key === key).change;
    expect([
      change('onTimeOriginal'),
      change('acknowledgeHours'),
      change('shippedQuantityAccuracy'),
      change('leadTimeDays'),
    ]).toEqual([-75, -2, 2, 7.1]);
  });

  it('a month and the month before it', async () => {
    // May: P1 (late on the original date) and P2 delivered; April: P4 (late). Acknowledged in
    // May: P3 (2 h); in April: P1 6, P6 24, P2 36 → 24. Shipped in May: 1 − (10 + 20) / 1000;
    // April's P4 had no shipments.
    const result = await scorecardsOf(admin, { period: '2021-05', vendorId: users.V1.id });
    expect([result.period.label, result.previousPeriod.key, result.vendorId]).toEqual([
      'May 2021',
      '2021-04',
      users.V1.id,
    ]);
    expect(result.vendors).toHaveLength(1);
    expect(figures(result, 'V1')).toMatchObject({
      onTimeOriginal: [50, 2, 0, 1, 'better'],
      onTimeAgreed: [100, 2, 0, 1, 'better'],
      acknowledgeHours: [2, 1, 24, 3, 'better'],
      shippedQuantityAccuracy: [97, 2, null, 0, null],
      leadTimeDays: [37.7, 2, 33, 1, 'worse'],
    });
  });

  it('the same figures over REST, in the documented shape', async () => {
    const res = await admin.get(`/api/scorecards?period=2021-q2&vendorId=${users.V1.id}`);
    expect(res.status).toBe(200);
    expect(res.body.period).toEqual({
      key: '2021-Q2',
      label: 'Q2 2021',
      from: '2021-04-01',
      to: '2021-06-30',
    });
    expect(figures(res.body, 'V1')).toEqual(V1_Q2);
    expect(res.body.vendors[0].scores[0]).toMatchObject({
      key: 'onTimeOriginal',
      unit: 'percent',
      higherIsBetter: true,
      change: -75,
    });
  });
});

describe('who sees which scores', () => {
  it("a buyer's scores are over its own orders only", async () => {
    const b1 = await scorecardsOf(users.B1.client, { period: '2021-Q2' });
    expect(b1.vendors.map((row: { vendor: { id: number } }) => row.vendor.id)).toEqual([
      users.V1.id,
    ]);
    // P1 (late on the original date), P2; acknowledged P1 6, P6 24, P2 36; samples S1 S2 S3; P1 failed, P2 passed;
    // shipped 1 − (10 + 20) / 1000 (Q1: P5 1 − 20 / 500).
    expect(figures(b1, 'V1')).toEqual({
      onTimeOriginal: [50, 2, 100, 1, 'worse'],
      onTimeAgreed: [100, 2, 100, 1, 'same'],
      acknowledgeHours: [24, 3, 10, 1, 'worse'],
      firstSampleApproval: [66.7, 3, 0, 1, 'better'],
      qcFirstPass: [50, 2, null, 0, null],
      shippedQuantityAccuracy: [97, 2, 96, 1, 'better'],
      leadTimeDays: [37.7, 2, 30, 1, 'worse'],
    });
    const b2 = await scorecardsOf(users.B2.client, { period: '2021-Q2' });
    expect(b2.vendors.map((row: { vendor: { id: number } }) => row.vendor.id)).toEqual([
      users.V1.id,
      users.V2.id,
    ]);
    // P3 (late on the original date, on time on the agreed one), P4 (late); P3 acknowledged in 2 h;
    // P3 shipped exactly (P4 without shipments).
    expect(figures(b2, 'V1')).toEqual({
      onTimeOriginal: [0, 2, null, 0, null],
      onTimeAgreed: [50, 2, null, 0, null],
      acknowledgeHours: [2, 1, 24, 1, 'better'],
      firstSampleApproval: [null, 0, null, 0, null],
      qcFirstPass: [null, 0, 100, 1, null],
      shippedQuantityAccuracy: [100, 1, null, 0, null],
      leadTimeDays: [36.5, 2, null, 0, null],
    });
  });

  it('a vendor sees its own scorecard and is refused another vendor', async () => {
    const own = await scorecardsOf(users.V1.client, { period: '2021-Q2' });
    expect([own.vendorId, own.vendors.length]).toEqual([users.V1.id, 1]);
    expect(figures(own, 'V1')).toEqual(V1_Q2);
    const other = await users.V1.client.gql(SCORECARDS, {
      filter: { period: '2021-Q2', vendorId: users.V2.id },
    });
    expect(other.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(
      (await users.V1.client.get(`/api/scorecards?period=2021-Q2&vendorId=${users.V2.id}`)).status,
    ).toBe(403);
    // A vendor with nothing measured still gets its (empty) scorecard.
    const v2 = await scorecardsOf(users.V2.client, { period: '2021-Q1' });
    expect(figures(v2, 'V2').onTimeOriginal).toEqual([null, 0, null, 0, null]);
  });

  it('nobody signed in gets 401', async () => {
    expect((await portal.client().get('/api/scorecards?period=2021-Q2')).status).toBe(401);
  });
});

describe('bad input', () => {
  it.each(['2021', '2021-13', '2021-Q5', 'Q2-2021', '2021-00', '1999-01', 'soon'])(
    'period %s is a 400 naming the field, over REST and GraphQL',
    async (period) => {
      const res = await admin.get(`/api/scorecards?period=${encodeURIComponent(period)}`);
      expect([res.status, res.body.code, res.body.field]).toEqual([
        400,
        'BAD_USER_INPUT',
        'period',
      ]);
      expect(res.body.message).toMatch(/YYYY-MM/);
      const gql = await admin.gql(SCORECARDS, { filter: { period } });
      expect([gql.errors?.[0]?.extensions?.code, gql.errors?.[0]?.extensions?.field]).toEqual([
        'BAD_USER_INPUT',
        'period',
      ]);
    },
  );

  it('a vendor filter that is not a vendor is a 400 on vendorId', async () => {
    for (const vendorId of [users.B1.id, 2147483000]) {
      const res = await admin.get(`/api/scorecards?period=2021-Q2&vendorId=${vendorId}`);
      expect([res.status, res.body.field]).toEqual([400, 'vendorId']);
    }
    const res = await admin.get('/api/scorecards?vendorId=abc');
    expect([res.status, res.body.field]).toEqual([400, 'vendorId']);
  });
});

describe('both due dates on every order', () => {
  const inDays = (days: number) => addDays(new Date().toISOString().slice(0, 10), days);

  it('an accepted proposal changes the agreed due date, never the original one, and dates the acknowledgement', async () => {
    const buyer = await portal.signIn('buyer');
    const vendor = await portal.signIn('vendor');
    const [ids] = await sql<{ vendor: number; product: number }>(
      `select u.id as vendor, p.id as product from users u join products p on p.vendor_id = u.id where u.username = 'vendor' and p.sku = 'DK-TS-001'`,
    );
    const placed = await buyer.post('/api/orders', {
      vendorId: ids.vendor,
      productId: ids.product,
      dueDate: inDays(60),
      quantity: 500,
    });
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({
      dueDateIso: inDays(60),
      originalDueDateIso: inDays(60),
      acknowledgedAt: null,
    });
    const proposal = await vendor.post(`/api/orders/${placed.body.id}/proposals`, {
      dueDate: inDays(75),
      reason: 'Fabric arrives late',
    });
    expect(proposal.status).toBe(201);
    const answered = await buyer.post(`/api/orders/${placed.body.id}/proposal/accept`);
    expect(answered.body).toMatchObject({ dueDateIso: inDays(75), originalDueDateIso: inDays(60) });
    expect(answered.body.acknowledgedAt).toBe(proposal.body.createdAt);
    const gql = await buyer.gql(
      `query ($id: ID!) { order(idOrCode: $id) { dueDate originalDueDate acknowledgedAt } }`,
      { id: placed.body.orderId },
    );
    expect(gql.data.order).toEqual({
      dueDate: inDays(75),
      originalDueDate: inDays(60),
      acknowledgedAt: proposal.body.createdAt,
    });
  });

  it('a vendor accepting as placed dates the acknowledgement; rows written without the original date get the due date', async () => {
    const buyer = await portal.signIn('buyer');
    const vendor = await portal.signIn('vendor');
    const [ids] = await sql<{ vendor: number; product: number }>(
      `select u.id as vendor, p.id as product from users u join products p on p.vendor_id = u.id where u.username = 'vendor' and p.sku = 'DK-TS-001'`,
    );
    const placed = await buyer.post('/api/orders', {
      vendorId: ids.vendor,
      productId: ids.product,
      dueDate: inDays(50),
      quantity: 300,
    });
    const before = Date.now();
    const accepted = await vendor.post(`/api/orders/${placed.body.id}/accept`);
    expect(accepted.body.originalDueDateIso).toBe(inDays(50));
    expect(Date.parse(accepted.body.acknowledgedAt)).toBeGreaterThanOrEqual(before - 1000);
    const [row] = await sql<{ original: string }>(
      `insert into orders (order_code, buyer_id, vendor_id, product_id, quantity, due_date) select 'ORD-2021-SQL', buyer_id, vendor_id, product_id, 1, '2021-07-01' from orders limit 1 returning to_char(original_due_date, 'YYYY-MM-DD') as original`,
    );
    expect(row.original).toBe('2021-07-01');
  });
});
