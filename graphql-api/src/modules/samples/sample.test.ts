import { type ApiClient, startTestPortal, type TestPortal } from '../../../test/utils';
import { swatchPng } from '../../common/swatch';
import { PP_SAMPLE_REQUIRED } from './sample.gate';

let portal: TestPortal;
let buyer: ApiClient;
let vendor: ApiClient;
let admin: ApiClient;
let carla: ApiClient;
let mei: ApiClient;
const ids: Record<string, number> = {};

const sql = <T = any>(query: string, params: unknown[] = []) =>
  portal.orm.em.fork().getConnection().execute<T[]>(query, params);
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  portal = await startTestPortal();
  [buyer, vendor, admin, carla, mei] = await Promise.all(
    ['buyer', 'vendor', 'admin', 'carla.chen', 'mei.lin'].map((name) => portal.signIn(name)),
  );
  for (const row of await sql<{ username: string; id: number }>('select username, id from users'))
    ids[row.username] = row.id;
  for (const row of await sql<{ sku: string; id: number }>('select sku, id from products'))
    ids[row.sku] = row.id;
});
afterAll(() => portal?.close());

type NewOrder = { id: number; orderId: string };

/** A new order of Bella's with Victor, accepted by him (so its status may move). */
async function newOrder(): Promise<NewOrder> {
  const res = await buyer.post('/api/orders', {
    vendorId: ids.vendor,
    productId: ids['DK-TS-001'],
    quantity: 300,
    dueDate: inDays(60),
  });
  expect(res.status).toBe(201);
  expect(
    (
      await vendor.gql('mutation($id: ID!) { acceptOrder(id: $id) { ackStatus } }', {
        id: String(res.body.id),
      })
    ).data.acceptOrder.ackStatus,
  ).toBe('Accepted');
  return res.body;
}

function upload(
  client: ApiClient,
  order: NewOrder,
  name = 'front.png',
  bytes: Uint8Array = swatchPng('1f3a5f'),
) {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(bytes)]), name);
  return client.post(`/api/orders/${order.id}/samples/photos`, body);
}

async function photo(order: NewOrder): Promise<number> {
  const res = await upload(vendor, order);
  expect(res.status).toBe(201);
  return res.body.id;
}

const samplesUrl = (order: NewOrder) => `/api/orders/${order.id}/samples`;
const review = (
  client: ApiClient,
  order: NewOrder,
  sampleId: number,
  decision: string,
  comment?: string,
) => client.post(`${samplesUrl(order)}/${sampleId}/review`, { decision, comment });
const setStatus = (client: ApiClient, order: NewOrder, status: string) =>
  client.put(`/api/orders/${order.id}/status`, {
    status,
    ...(status === 'Delayed' ? { notes: 'Dye house backlog' } : {}),
  });
const rows = (order: NewOrder) =>
  sql('select id, type, status from order_samples where order_id = ? order by id', [order.id]);
const steps = async (order: NewOrder) =>
  (await sql('select step from timeline_events where order_id = ? order by id', [order.id])).map(
    (row) => row.step,
  );
const audits = async (order: NewOrder) =>
  (
    await sql(
      "select action from audit_log where entity_id = ? and source = 'samples' order by id",
      [String(order.id)],
    )
  ).map((row) => row.action);
const notes = async (user: string, order: NewOrder) =>
  (
    await sql(
      'select title, link from notifications where user_id = ? and body like ? order by id',
      [ids[user], `%${order.orderId}%`],
    )
  ).map((row) => `${row.title} ${row.link}`);

describe('sample rounds (issue 9)', () => {
  it('the buyer requests a sample; other parties, bad input and a second open one change nothing', async () => {
    const order = await newOrder();
    const wanted = { type: 'Fit', note: 'Size M in Navy', dueDate: inDays(14) };
    expect((await vendor.post(samplesUrl(order), wanted)).status).toBe(403);
    expect((await admin.post(samplesUrl(order), wanted)).status).toBe(403);
    expect((await carla.post(samplesUrl(order), wanted)).status).toBe(404);
    const badType = await buyer.post(samplesUrl(order), { type: 'Final' });
    expect([badType.status, badType.body.message]).toEqual([
      400,
      'Please choose a sample type: Proto, Fit, PP or TOP',
    ]);
    const past = await buyer.post(samplesUrl(order), { type: 'Fit', dueDate: '2000-01-01' });
    expect([past.status, past.body.message]).toEqual([400, 'Due date cannot be in the past']);
    expect(
      (await buyer.post(samplesUrl(order), { type: 'Fit', note: 'x'.repeat(2001) })).status,
    ).toBe(400);
    expect(await rows(order)).toEqual([]);

    const created = await buyer.post(samplesUrl(order), wanted);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      type: 'Fit',
      status: 'Requested',
      note: 'Size M in Navy',
      dueDate: inDays(14),
      requestedBy: { name: 'Bella Hart' },
    });
    const again = await buyer.post(samplesUrl(order), { type: 'Fit' });
    expect([again.status, again.body.message]).toEqual([
      409,
      'A Fit sample is already open (Requested)',
    ]);
    expect((await buyer.post(samplesUrl(order), { type: 'Proto' })).status).toBe(201);

    expect(await rows(order)).toHaveLength(2);
    expect(await notes('vendor', order)).toContain(
      `Sample requested /orders/${order.orderId}#samples`,
    );
    expect(await steps(order)).toEqual(
      expect.arrayContaining(['Fit sample requested', 'Proto sample requested']),
    );
    expect(await audits(order)).toEqual(['sample.requested', 'sample.requested']);
    // Parties and admins read the rounds; others get 404.
    expect((await admin.get(samplesUrl(order))).body.map((s: any) => s.type)).toEqual([
      'Fit',
      'Proto',
    ]);
    expect((await mei.get(samplesUrl(order))).status).toBe(404);
    // Two requests of the same type at once: one wins (a unique index backs the rule).
    const both = await Promise.all(
      [0, 1].map(() => buyer.post(samplesUrl(order), { type: 'TOP' })),
    );
    expect(both.map((res) => res.status).sort()).toEqual([201, 409]);
  });

  it('a fit sample is rejected with a comment, resubmitted and approved; every attempt stays', async () => {
    const order = await newOrder();
    const { body: requested } = await buyer.post(samplesUrl(order), { type: 'Fit' });

    // Photos: the order's vendor uploads images only; they are not order documents.
    expect((await upload(buyer, order)).status).toBe(403);
    const text = await upload(vendor, order, 'notes.txt', new TextEncoder().encode('not an image'));
    expect([text.status, text.body.message]).toEqual([
      400,
      'Sample photos must be JPG, PNG, GIF or WEBP images',
    ]);
    const first = await photo(order);
    expect((await buyer.get(`/api/orders/${order.id}/documents`)).body).toEqual([]);

    const submit = (client: ApiClient, photoIds: number[], comment?: string) =>
      client.post(`${samplesUrl(order)}/submit`, { type: 'Fit', photoIds, comment });
    expect((await submit(buyer, [first])).status).toBe(403);
    const none = await submit(vendor, []);
    expect([none.status, none.body.message]).toEqual([400, 'Add at least one photo of the sample']);
    expect((await submit(vendor, [first, 999999])).status).toBe(400);
    expect((await rows(order))[0].status).toBe('Requested');

    const submitted = await submit(vendor, [first], 'Sleeves as in the tech pack');
    expect(submitted.status).toBe(200);
    expect(submitted.body).toMatchObject({ id: requested.id, status: 'Submitted' });
    const waiting = await submit(vendor, [await photo(order)]);
    expect([waiting.status, waiting.body.message]).toEqual([
      409,
      "This Fit sample waits for the buyer's review",
    ]);
    // A submitted photo stays with its attempt.
    expect((await vendor.delete(`/api/attachments/${first}`)).status).toBe(409);

    expect((await review(vendor, order, requested.id, 'approve')).status).toBe(403);
    const bare = await review(buyer, order, requested.id, 'reject', '  ');
    expect([bare.status, bare.body.message]).toEqual([
      400,
      'Please say why the sample is rejected',
    ]);
    expect((await review(buyer, order, requested.id, 'maybe')).status).toBe(400);
    expect((await review(buyer, order, 999999, 'approve')).status).toBe(404);
    expect((await rows(order))[0].status).toBe('Submitted');
    const rejected = await review(buyer, order, requested.id, 'reject', 'Collar rib too loose');
    expect([rejected.status, rejected.body.status]).toEqual([200, 'Rejected']);
    expect((await review(buyer, order, requested.id, 'approve')).status).toBe(409);
    // A photo of a submission cannot go with another one.
    expect((await submit(vendor, [first])).status).toBe(400);

    const resubmitted = await submit(
      vendor,
      [await photo(order), await photo(order)],
      'Collar rib tightened',
    );
    expect([resubmitted.body.id, resubmitted.body.status]).toEqual([requested.id, 'Submitted']);
    expect((await review(buyer, order, requested.id, 'approve', 'Good to go')).body.status).toBe(
      'Approved',
    );

    const { body: list } = await vendor.get(samplesUrl(order));
    expect(list).toHaveLength(1);
    expect(list[0].attempts).toMatchObject([
      {
        number: 1,
        comment: 'Sleeves as in the tech pack',
        decision: 'Rejected',
        reviewComment: 'Collar rib too loose',
        reviewedBy: { name: 'Bella Hart' },
        submittedBy: { name: 'Victor Rahman' },
      },
      {
        number: 2,
        comment: 'Collar rib tightened',
        decision: 'Approved',
        reviewComment: 'Good to go',
      },
    ]);
    expect(list[0].attempts.map((a: any) => a.photos.length)).toEqual([1, 2]);
    const view = await buyer.get(list[0].attempts[0].photos[0].viewUrl);
    expect([view.status, view.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect((await mei.get(list[0].attempts[0].photos[0].viewUrl)).status).toBe(404);

    // The same through GraphQL, with the plan's matching milestone done by the approval.
    const detail = await buyer.gql(
      `query($id: ID!) { order(idOrCode: $id) { milestones { name actualDate }
        samples { type status requestedBy { username } attempts { number decision submittedBy { username } reviewedBy { username } photos { fileName viewUrl } } } } }`,
      { id: order.orderId },
    );
    expect(detail.data.order.samples).toEqual([
      {
        type: 'Fit',
        status: 'Approved',
        requestedBy: { username: 'buyer' },
        attempts: [
          {
            number: 1,
            decision: 'Rejected',
            submittedBy: { username: 'vendor' },
            reviewedBy: { username: 'buyer' },
            photos: [{ fileName: 'front.png', viewUrl: `/api/attachments/${first}/view` }],
          },
          {
            number: 2,
            decision: 'Approved',
            submittedBy: { username: 'vendor' },
            reviewedBy: { username: 'buyer' },
            photos: [expect.anything(), expect.anything()],
          },
        ],
      },
    ]);
    const fit = detail.data.order.milestones.find((m: any) => m.name === 'Fit sample approved');
    expect(fit.actualDate).toBe(inDays(0));

    expect(await steps(order)).toEqual(
      expect.arrayContaining([
        'Fit sample requested',
        'Fit sample submitted',
        'Fit sample rejected',
        'Fit sample resubmitted (attempt 2)',
        'Fit sample approved (attempt 2)',
      ]),
    );
    expect(await audits(order)).toEqual([
      'sample.requested',
      'sample.submitted',
      'sample.rejected',
      'sample.resubmitted',
      'sample.approved',
    ]);
    expect(await notes('buyer', order)).toEqual(
      expect.arrayContaining([
        `Sample submitted /orders/${order.orderId}#samples`,
        `Sample resubmitted /orders/${order.orderId}#samples`,
      ]),
    );
    expect(await notes('vendor', order)).toEqual(
      expect.arrayContaining([
        `Sample rejected /orders/${order.orderId}#samples`,
        `Sample approved /orders/${order.orderId}#samples`,
      ]),
    );
  });

  it('the vendor may submit a sample nobody asked for: a new round', async () => {
    const order = await newOrder();
    const res = await vendor.gql(
      'mutation($id: ID!, $input: SampleSubmissionInput!) { submitSample(orderId: $id, input: $input) { type status requestedBy { username } attempts { number comment } } }',
      {
        id: order.orderId,
        input: {
          type: 'TopOfProduction',
          photoIds: [await photo(order)],
          comment: 'First pieces off the line',
        },
      },
    );
    expect(res.data.submitSample).toEqual({
      type: 'TopOfProduction',
      status: 'Submitted',
      requestedBy: { username: 'vendor' },
      attempts: [{ number: 1, comment: 'First pieces off the line' }],
    });
    const denied = await vendor.gql(
      'mutation($id: ID!, $s: Int!) { reviewSample(orderId: $id, sampleId: $s, approve: true) { status } }',
      {
        id: order.orderId,
        s: (await rows(order))[0].id,
      },
    );
    expect(denied.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('the pre-production gate (issue 9)', () => {
  it('blocks production until the buyer approves the PP sample, for every actor and path', async () => {
    const order = await newOrder();
    const [{ version }] = await sql('select version from orders where id = ?', [order.id]);
    for (const [client, status] of [
      [vendor, 'In Production'],
      [vendor, 'Shipping'],
      [admin, 'Quality Check'],
    ] as const) {
      const res = await setStatus(client, order, status);
      expect([res.status, res.body.message]).toEqual([409, PP_SAMPLE_REQUIRED]);
    }
    const gql = await vendor.gql(
      'mutation($id: ID!) { updateOrderStatus(id: $id, status: InProduction) { status } }',
      { id: order.orderId },
    );
    expect([gql.errors?.[0].extensions?.code, gql.errors?.[0].message]).toEqual([
      'CONFLICT',
      PP_SAMPLE_REQUIRED,
    ]);
    // Off the production path, the order still moves; nothing was written by the refusals.
    expect((await setStatus(admin, order, 'Sourcing Materials')).status).toBe(200);
    const [row] = await sql('select status, version from orders where id = ?', [order.id]);
    expect(row).toEqual({ status: 'Sourcing Materials', version: version + 1 });

    // A PP sample submitted but not approved does not open the gate.
    const { body: pp } = await buyer.post(samplesUrl(order), { type: 'PP' });
    await vendor.post(`${samplesUrl(order)}/submit`, {
      type: 'PP',
      photoIds: [await photo(order)],
    });
    expect((await setStatus(vendor, order, 'In Production')).status).toBe(409);
    await review(buyer, order, pp.id, 'approve');
    const moved = await setStatus(vendor, order, 'In Production');
    expect([moved.status, moved.body.status]).toEqual([200, 'In Production']);
    // Back from Delayed to production: the approval still counts.
    expect((await setStatus(vendor, order, 'Delayed')).status).toBe(200);
    expect((await setStatus(vendor, order, 'In Production')).status).toBe(200);
    expect(await steps(order)).toContain('PP sample approved');
  });

  it('the buyer waives the PP sample with a reason, and production may start', async () => {
    const order = await newOrder();
    const waive = (client: ApiClient, reason?: string) =>
      client.post(`${samplesUrl(order)}/pp-waiver`, { reason });
    expect((await waive(vendor, 'Please')).status).toBe(403);
    expect((await waive(admin, 'Please')).status).toBe(403);
    expect((await waive(mei, 'Please')).status).toBe(404);
    const bare = await waive(buyer, ' ');
    expect([bare.status, bare.body.message]).toEqual([400, 'Please give a reason for the waiver']);
    expect(await rows(order)).toEqual([]);

    // An open PP sample is the one waived.
    const { body: pp } = await buyer.post(samplesUrl(order), { type: 'PP' });
    const waived = await waive(buyer, 'Repeat style, approved last season');
    expect(waived.body).toMatchObject({
      id: pp.id,
      type: 'PP',
      status: 'Waived',
      waiverReason: 'Repeat style, approved last season',
      waivedBy: { name: 'Bella Hart' },
    });
    const twice = await waive(buyer, 'Again');
    expect([twice.status, twice.body.message]).toEqual([409, 'The PP sample is already waived']);
    // Nothing left to submit against: the vendor's PP submission would start a new round.
    expect((await review(buyer, order, pp.id, 'approve')).status).toBe(409);

    expect((await setStatus(vendor, order, 'In Production')).status).toBe(200);
    expect(await steps(order)).toContain('PP sample waived');
    expect(await audits(order)).toEqual(['sample.requested', 'sample.waived']);
    expect(await notes('vendor', order)).toContain(
      `PP sample waived /orders/${order.orderId}#samples`,
    );
    const [audit] = await sql(
      "select after from audit_log where action = 'sample.waived' and entity_id = ?",
      [String(order.id)],
    );
    expect(audit.after).toMatchObject({
      type: 'PP',
      status: 'Waived',
      comment: 'Repeat style, approved last season',
    });
  });

  it('closed orders take no sample changes', async () => {
    const order = await newOrder();
    expect((await setStatus(admin, order, 'Cancelled')).status).toBe(200);
    const res = await buyer.post(samplesUrl(order), { type: 'Fit' });
    expect([res.status, res.body.message]).toEqual([
      409,
      'This order is Cancelled and can no longer change',
    ]);
    expect((await upload(vendor, order)).status).toBe(409);
  });
});
