import { EntityManager } from '@mikro-orm/core';
import pg from 'pg';
import { User } from '../users';
import {
  type ApiClient,
  startTestPortal,
  type TestPortal,
  waivePpSample,
} from '../../../test/utils';

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

/**
 * A new order of Bella's with Victor (Classic Crew Neck Tee), as the REST answer, already
 * accepted by the vendor (the acknowledgement has its own tests in planning/) and with its
 * pre-production sample waived (the gate has its own tests in samples/).
 */
async function newOrder(change: Record<string, unknown> = {}, client = buyer) {
  const res = await client.post('/api/orders', {
    vendorId: ids.vendor,
    productId: ids['DK-TS-001'],
    quantity: 250,
    dueDate: inDays(30),
    ...change,
  });
  expect(res.status).toBe(201);
  expect(res.body.ackStatus).toBe('Pending');
  await sql("update orders set ack_status = 'Accepted' where id = ?", [res.body.id]);
  await waivePpSample(portal, res.body.id);
  return { ...res.body, ackStatus: 'Accepted' };
}

/** Sets a status over REST; a manual Delayed carries the reason it needs. */
const setStatus = (client: ApiClient, order: { id: number }, status: string, version?: number) =>
  client.put(`/api/orders/${order.id}/status`, {
    status,
    ...(version === undefined ? {} : { version }),
    ...(status === 'Delayed' ? { notes: 'Fabric arrives late' } : {}),
  });

describe('creating an order (SPEC.md 5, DECISIONS.md 3)', () => {
  it('starts Planning with a new code, ignores the client id, status and date, and notifies the vendor', async () => {
    const res = await buyer.post('/api/orders', {
      orderId: 'ORD-1999-0001',
      buyerId: ids.buyer,
      vendorId: ids.vendor,
      productId: ids['DK-TS-001'],
      quantity: 1200,
      status: 'Completed',
      dueDate: '2099-01-05',
      createdAt: '2000-01-01T00:00:00.000Z',
      notes: 'Navy and white',
    });
    expect(res.status).toBe(201);
    const year = new Date().getUTCFullYear();
    expect(res.body).toMatchObject({
      orderId: expect.stringMatching(new RegExp(`^ORD-${year}-\\d{4,}$`)),
      buyerId: ids.buyer,
      vendorId: ids.vendor,
      productId: ids['DK-TS-001'],
      quantity: 1200,
      status: 'Planning',
      dueDate: 'Jan 05, 2099',
      notes: 'Navy and white',
      productName: 'Classic Crew Neck Tee',
      sku: 'DK-TS-001',
      buyerName: 'Bella Hart',
      vendorName: 'Victor Rahman',
      vendorCompany: 'Dhaka Knitwear Ltd.',
      progress: 15,
      version: 1,
      requestedStatus: null,
    });
    expect(Date.now() - new Date(res.body.createdAt).getTime()).toBeLessThan(60_000);
    const [note] = await sql(
      'select kind, link from notifications where user_id = ? order by id desc limit 1',
      [ids.vendor],
    );
    expect(note).toEqual({ kind: 'order_created', link: `/orders/${res.body.orderId}` });
    const events = await sql(
      'select step, status, to_status from timeline_events where order_id = ?',
      [res.body.id],
    );
    expect(events).toEqual([{ step: 'Planning', status: 'Pending', to_status: 'Planning' }]);
    const [log] = await sql(
      "select action, actor_name, before, after, request_id from audit_log where entity = 'order' and entity_id = ?",
      [String(res.body.id)],
    );
    // Written in the notification's statement: the same row the entity wrote (JSON objects, no before).
    expect(log).toMatchObject({
      action: 'order.create',
      actor_name: 'buyer',
      before: null,
      after: expect.objectContaining({ orderCode: res.body.orderId, quantity: res.body.quantity }),
      request_id: expect.any(String),
    });
  });

  it('reads other date texts and formats the due date', async () => {
    const order = await newOrder({ dueDate: 'March 7, 2099' });
    expect(order.dueDate).toBe('Mar 07, 2099');
    expect(order.dueDateIso).toBe('2099-03-07');
  });

  it.each([
    [{ quantity: 0 }, 'Quantity must be at least 1'],
    [{ quantity: 2.5 }, 'Quantity must be at least 1'],
    [{ dueDate: inDays(-3) }, 'Due date cannot be in the past'],
    [{ dueDate: '' }, 'Due date is required'],
    [{ dueDate: '2099-02-30' }, 'Please enter a valid due date'],
    [{ vendorId: undefined }, 'Please select a vendor'],
  ])('refuses %j with 400', async (change, message) => {
    const res = await buyer.post('/api/orders', {
      vendorId: ids.vendor,
      productId: ids['DK-TS-001'],
      quantity: 5,
      dueDate: inDays(9),
      ...change,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('refuses a product of another vendor or an archived one', async () => {
    const other = await buyer.post('/api/orders', {
      vendorId: ids.vendor,
      productId: ids['GZ-JN-001'],
      quantity: 5,
      dueDate: inDays(9),
    });
    expect(other.status).toBe(400);
    expect(other.body.message).toBe('This product is not available from this vendor');
    await sql("update products set archived_at = now() where sku = 'DK-PL-001'");
    const archived = await buyer.post('/api/orders', {
      vendorId: ids.vendor,
      productId: ids['DK-PL-001'],
      quantity: 5,
      dueDate: inDays(9),
    });
    await sql("update products set archived_at = null where sku = 'DK-PL-001'");
    expect(archived.status).toBe(400);
  });

  it('needs an approved connection: pending and blocked vendors are refused with 403', async () => {
    const pending = await buyer.post('/api/orders', {
      vendorId: ids['rahul.patel'],
      productId: ids['TC-TS-001'],
      quantity: 5,
      dueDate: inDays(9),
    });
    const blocked = await buyer.post('/api/orders', {
      vendorId: ids['ana.souza'],
      productId: ids['PT-PL-001'],
      quantity: 5,
      dueDate: inDays(9),
    });
    expect([pending.status, blocked.status]).toEqual([403, 403]);
  });

  it('refuses a deactivated vendor, or a user who is no vendor, as the vendor (400 vendorId) and lists neither', async () => {
    const body = { productId: ids['DK-TS-001'], quantity: 5, dueDate: inDays(9) };
    await sql("update users set active = false where username = 'vendor'");
    try {
      const inactive = await buyer.post('/api/orders', { ...body, vendorId: ids.vendor });
      expect([inactive.status, inactive.body.field, inactive.body.message]).toEqual([400, 'vendorId', 'Please select a vendor']);
      const listed = await buyer.get('/api/orders/orderable-vendors');
      expect(listed.body.map((row: { id: number }) => row.id)).not.toContain(ids.vendor);
    } finally {
      await sql("update users set active = true where username = 'vendor'");
    }
    const notVendor = await buyer.post('/api/orders', { ...body, vendorId: ids['ben.brooks'] });
    expect([notVendor.status, notVendor.body.field]).toEqual([400, 'vendorId']);
    const placed = await buyer.post('/api/orders', { ...body, vendorId: ids.vendor });
    expect([placed.status, placed.body.sku, placed.body.vendorId]).toEqual([201, 'DK-TS-001', ids.vendor]);
  });

  it('lists the vendors an order may go to, exactly those create order accepts', async () => {
    const names = (rows: { name: string }[]) => rows.map((row) => row.name).sort();
    const mine = await buyer.get('/api/orders/orderable-vendors');
    expect(mine.status).toBe(200);
    expect(names(mine.body)).toEqual(['Mei Lin', 'Victor Rahman']);
    const gql = await buyer.gql('{ orderableVendors { id name company } }');
    expect(names(gql.data.orderableVendors)).toEqual(['Mei Lin', 'Victor Rahman']);
    const listed = new Set(mine.body.map((row: { id: number }) => row.id));
    for (const [name, sku] of [['vendor', 'DK-TS-001'], ['mei.lin', 'GZ-JN-001'], ['rahul.patel', 'TC-TS-001'], ['ana.souza', 'PT-PL-001']]) {
      const res = await buyer.post('/api/orders', { vendorId: ids[name], productId: ids[sku], quantity: 5, dueDate: inDays(9) });
      expect([name, res.status]).toEqual([name, listed.has(ids[name]) ? 201 : 403]);
    }
    // An admin lists them for the buyer it orders for; vendors order nothing.
    const forBen = await admin.get(`/api/orders/orderable-vendors?buyerId=${ids['ben.brooks']}`);
    expect(names(forBen.body)).toEqual(['Rahul Patel', 'Victor Rahman']);
    const noBuyer = await admin.get('/api/orders/orderable-vendors');
    expect([noBuyer.status, noBuyer.body.field]).toEqual([400, 'buyerId']);
    expect((await admin.get('/api/orders/orderable-vendors?buyerId=abc')).status).toBe(400);
    expect((await vendor.get('/api/orders/orderable-vendors')).status).toBe(403);
    expect((await portal.client().get('/api/orders/orderable-vendors')).status).toBe(401);
  });

  it('lets only buyers (for themselves) and admins (for an active buyer) create', async () => {
    const body = {
      vendorId: ids.vendor,
      productId: ids['DK-TS-001'],
      quantity: 5,
      dueDate: inDays(9),
    };
    expect((await vendor.post('/api/orders', body)).status).toBe(403);
    expect((await buyer.post('/api/orders', { ...body, buyerId: ids['ben.brooks'] })).status).toBe(
      403,
    );
    expect((await portal.client().post('/api/orders', body)).status).toBe(401);
    const missing = await admin.post('/api/orders', body);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Please select a buyer');
    expect((await admin.post('/api/orders', { ...body, buyerId: ids.vendor })).status).toBe(400);
    expect((await admin.post('/api/orders', { ...body, buyerId: ids['carla.chen'] })).status).toBe(
      403,
    );
    const onBehalf = await admin.post('/api/orders', { ...body, buyerId: ids['ben.brooks'] });
    expect(onBehalf.status).toBe(201);
    expect(onBehalf.body).toMatchObject({ buyerId: ids['ben.brooks'], buyerName: 'Ben Brooks' });
  });

  it('creates through GraphQL too', async () => {
    const res = await buyer.gql(
      `mutation($input: CreateOrderInput!) { createOrder(input: $input) { orderCode status dueDate buyer { name } product { sku } progress } }`,
      {
        input: {
          vendorId: ids['mei.lin'],
          productId: ids['GZ-JN-002'],
          quantity: 40,
          dueDate: inDays(20),
        },
      },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.createOrder).toMatchObject({
      status: 'Planning',
      dueDate: inDays(20),
      buyer: { name: 'Bella Hart' },
      product: { sku: 'GZ-JN-002' },
      progress: 15,
    });
  });
});

describe('the approval workflow (DECISIONS.md 3)', () => {
  it('vendor moves, approval requested, buyer approves and rejects, completion adds inventory', async () => {
    const order = await newOrder({ quantity: 321 });
    const moved = await setStatus(vendor, order, 'In Production');
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      status: 'In Production',
      approvalRequested: false,
      progress: 50,
      version: 2,
    });

    const asked = await setStatus(vendor, order, 'Shipping');
    expect(asked.body).toMatchObject({
      status: 'Approval Needed',
      requestedStatus: 'Shipping',
      previousStatus: 'In Production',
      approvalRequested: true,
    });
    const [note] = await sql(
      'select kind from notifications where user_id = ? order by id desc limit 1',
      [ids.buyer],
    );
    expect(note.kind).toBe('approval_requested');
    const [waiting] = await sql(
      'select step, requires_action from timeline_events where order_id = ? order by id desc limit 1',
      [order.id],
    );
    expect(waiting).toEqual({ step: 'Approval Needed', requires_action: true });

    const blocked = await setStatus(vendor, order, 'Delayed');
    expect(blocked.status).toBe(409);
    expect(blocked.body.message).toBe("Waiting for the buyer's approval");
    expect((await setStatus(buyer, order, 'Delivered')).status).toBe(403);
    expect(
      (
        await vendor.gql('mutation($id: ID!) { approveOrder(id: $id) { status } }', {
          id: String(order.id),
        })
      ).errors?.[0].extensions?.code,
    ).toBe('FORBIDDEN');

    const approved = await buyer.gql(
      'mutation($id: ID!) { approveOrder(id: $id) { status requestedStatus } }',
      { id: order.orderId },
    );
    expect(approved.data.approveOrder).toEqual({ status: 'Shipping', requestedStatus: null });
    const [answered] = await sql(
      'select kind from notifications where user_id = ? order by id desc limit 1',
      [ids.vendor],
    );
    expect(answered.kind).toBe('approval_answered');

    expect((await setStatus(vendor, order, 'Completed')).body.status).toBe('Approval Needed');
    const rejected = await buyer.gql(
      'mutation($id: ID!) { rejectOrder(id: $id) { status previousStatus } }',
      { id: String(order.id) },
    );
    expect(rejected.data.rejectOrder).toEqual({ status: 'Shipping', previousStatus: null });

    const stock = async () =>
      (
        await sql('select on_hand from inventory_items where buyer_id = ? and product_id = ?', [
          ids.buyer,
          ids['DK-TS-001'],
        ])
      )[0]?.on_hand ?? 0;
    const before = await stock();
    expect((await setStatus(vendor, order, 'Completed')).body.requestedStatus).toBe('Completed');
    const done = await setStatus(buyer, order, 'Completed');
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      status: 'Completed',
      progress: 100,
      completedAt: expect.any(String),
    });
    expect(await stock()).toBe(before + 321);
    const [move] = await sql('select delta, reason from inventory_moves where order_id = ?', [
      order.id,
    ]);
    expect(move).toEqual({ delta: 321, reason: `Order ${order.orderId} completed` });

    const closed = await setStatus(vendor, order, 'Delayed');
    expect(closed.status).toBe(409);

    const timeline = await sql(
      'select step, status, from_status, requires_action from timeline_events where order_id = ? order by id',
      [order.id],
    );
    expect(timeline.map((e) => e.step)).toEqual([
      'Planning',
      'In Production',
      'Approval Needed',
      'Shipping',
      'Approval Needed',
      'Shipping',
      'Approval Needed',
      'Completed',
    ]);
    expect(timeline.filter((e) => e.status === 'Pending')).toHaveLength(1);
    expect(timeline[timeline.length - 1]).toMatchObject({
      status: 'Pending',
      from_status: 'Approval Needed',
    });
    // Only a request still waiting asks for action: answered ones are history.
    expect(timeline.some((e) => e.requires_action)).toBe(false);
    const actions = await sql(
      "select action, before, after from audit_log where entity = 'order' and entity_id = ? order by id",
      [String(order.id)],
    );
    expect(actions[1]).toMatchObject({
      before: { status: 'Planning', requestedStatus: null, previousStatus: null },
      after: { status: expect.any(String) },
    });
    expect(actions.map((a) => a.action)).toEqual([
      'order.create',
      'order.status',
      'order.status',
      'order.approve',
      'order.status',
      'order.reject',
      'order.status',
      'order.approve',
    ]);
  });

  it('with nothing recorded, approve and reject move one step along the path', async () => {
    const a = await newOrder();
    const b = await newOrder();
    await sql("update orders set status = 'Approval Needed' where id in (?, ?)", [a.id, b.id]);
    const approve = await buyer.gql('mutation($id: ID!) { approveOrder(id: $id) { status } }', {
      id: String(a.id),
    });
    const reject = await buyer.gql('mutation($id: ID!) { rejectOrder(id: $id) { status } }', {
      id: String(b.id),
    });
    expect([approve.data.approveOrder.status, reject.data.rejectOrder.status]).toEqual([
      'Shipping',
      'QualityCheck',
    ]);
  });

  it('keeps vendors to their stages (any order among them) and requests, buyers to answers', async () => {
    const order = await newOrder();
    expect((await setStatus(buyer, order, 'In Production')).status).toBe(403);
    expect((await setStatus(vendor, order, 'Planning')).status).toBe(400);
    const bad = await setStatus(vendor, order, 'Teleported');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Please select a valid status');
    // Every production stage, skipping or going back among them (DECISIONS.md 3, "Vendor stages").
    expect((await setStatus(vendor, order, 'Quality Check')).body.status).toBe('Quality Check');
    expect((await setStatus(vendor, order, 'Sourcing Materials')).body.status).toBe('Sourcing Materials');
    expect((await setStatus(vendor, order, 'Quality Check')).body.status).toBe('Quality Check');
    const asked = await setStatus(vendor, order, 'Shipping');
    expect(asked.body).toMatchObject({ status: 'Approval Needed', requestedStatus: 'Shipping' });
    expect((await setStatus(buyer, order, 'Shipping')).body.status).toBe('Shipping');
    // Once shipped, production stages are behind it.
    const back = await setStatus(vendor, order, 'In Production');
    expect([back.status, back.body.message]).toEqual([409, 'The order is Shipping: it can no longer go back to In Production']);
    expect((await setStatus(vendor, order, 'Shipping')).status).toBe(400);
  });

  it('lets admins set any status directly, without approval', async () => {
    const order = await newOrder();
    const res = await setStatus(admin, order, 'Delivered');
    expect(res.body).toMatchObject({
      status: 'Delivered',
      requestedStatus: null,
      approvalRequested: false,
    });
    const gql = await admin.gql(
      'mutation($id: ID!) { updateOrderStatus(id: $id, status: QualityCheck) { status version } }',
      { id: order.orderId },
    );
    expect(gql.data.updateOrderStatus).toEqual({ status: 'QualityCheck', version: 3 });
    const notes = await sql('select user_id, body from notifications where body like ? order by id', [
      `%moved ${order.orderId} from Planning to Delivered.`,
    ]);
    expect(notes[0].body).toBe(`Alex Morgan moved ${order.orderId} from Planning to Delivered.`);
    expect(notes.map((n) => n.user_id).sort()).toEqual([ids.buyer, ids.vendor].sort());
  });
});

describe('optimistic locking', () => {
  it('answers 409 to a stale version', async () => {
    const order = await newOrder();
    expect((await setStatus(vendor, order, 'In Production', 1)).status).toBe(200);
    const stale = await setStatus(vendor, order, 'Delayed', 1);
    expect(stale.status).toBe(409);
    const gql = await admin.gql(
      'mutation($id: ID!) { updateOrderStatus(id: $id, status: Delayed, version: 1) { status } }',
      { id: String(order.id) },
    );
    expect(gql.errors?.[0].extensions?.code).toBe('CONFLICT');
  });

  it('lets one of two concurrent updates of the same version win; the other gets 409', async () => {
    const order = await newOrder();
    const results = await Promise.all([
      setStatus(vendor, order, 'In Production', 1),
      setStatus(admin, order, 'Delayed', 1),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const [row] = await sql('select status, version from orders where id = ?', [order.id]);
    expect(row.version).toBe(2);
    expect(row.status).toBe(results.find((r) => r.status === 200)!.body.status);
    expect(await sql('select id from timeline_events where order_id = ?', [order.id])).toHaveLength(
      2,
    );
  });

  it('answers 409 when the order changes between its read and its update', async () => {
    const order = await newOrder();
    // Another writer changes the order and holds the row: the status change reads version 1, then
    // waits for the row; when the other commits, its update finds the version moved on.
    const other = new pg.Client({ connectionString: portal.db.clientUrl });
    await other.connect();
    try {
      await other.query('begin');
      await other.query('update orders set version = version + 1 where id = $1', [order.id]);
      const pending = setStatus(vendor, order, 'In Production', 1);
      const waiting = () =>
        sql<{ n: number }>(
          "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query like 'update orders set status%'",
        );
      for (let i = 0; i < 250 && (await waiting())[0].n === 0; i++) await new Promise((r) => setTimeout(r, 20));
      expect((await waiting())[0].n).toBe(1);
      await other.query('commit');
      const res = await pending;
      expect([res.status, res.body.message]).toEqual([
        409,
        'This order was changed by someone else. Reload to see the latest version.',
      ]);
    } finally {
      await other.end();
    }
    const [row] = await sql('select status, version from orders where id = ?', [order.id]);
    expect(row).toEqual({ status: 'Planning', version: 2 });
    expect(await sql('select id from timeline_events where order_id = ?', [order.id])).toHaveLength(1);
    expect(await sql("select id from notifications where link = ? and kind <> 'order_created'", [`/orders/${order.orderCode}`])).toHaveLength(0);
  });
});

describe('who sees what (SPEC.md 6)', () => {
  it('lists each user their orders, newest first; admins all', async () => {
    const [mine, theirs, all] = await Promise.all([
      buyer.get('/api/orders'),
      vendor.get('/api/orders'),
      admin.get('/api/orders'),
    ]);
    expect(mine.body.every((o: any) => o.buyerId === ids.buyer)).toBe(true);
    expect(theirs.body.every((o: any) => o.vendorId === ids.vendor)).toBe(true);
    const [{ n }] = await sql('select count(*)::int as n from orders');
    expect(all.body).toHaveLength(n);
    const dates = mine.body.map((o: any) => o.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(mine.body[0].dueDate).toMatch(/^[A-Z][a-z]{2} \d{2}, \d{4}$/);
  });

  it("hides another buyer's or vendor's order: 404 on GET and PUT; 401 signed out", async () => {
    const order = await newOrder();
    for (const client of [carla, mei]) {
      expect((await client.get(`/api/orders/${order.id}`)).status).toBe(404);
      expect((await client.get(`/api/orders/${order.orderId}`)).status).toBe(404);
      expect((await setStatus(client, order, 'In Production')).status).toBe(404);
      const gql = await client.gql('query($id: ID!) { order(idOrCode: $id) { id } }', {
        id: order.orderId,
      });
      expect(gql.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    }
    expect((await buyer.get(`/api/orders/${order.orderId.toLowerCase()}`)).status).toBe(200);
    expect((await admin.get(`/api/orders/${order.id}`)).status).toBe(200);
    expect((await portal.client().get('/api/orders')).status).toBe(401);
    expect((await setStatus(portal.client(), order, 'Planning')).status).toBe(401);
  });
});

describe('the GraphQL orders list', () => {
  const LIST = `query($first: Int, $after: String, $search: String, $status: OrderStatus) {
    orders(first: $first, after: $after, search: $search, status: $status) {
      totalCount pageInfo { endCursor hasNextPage }
      nodes { id orderCode status createdAt buyer { name } vendor { name company } product { name sku } }
    } }`;

  it('pages with a cursor without overlap, newest first', async () => {
    const all = (await buyer.get('/api/orders')).body;
    const first = await buyer.gql(LIST, { first: 3 });
    expect(first.data.orders.totalCount).toBe(all.length);
    expect(first.data.orders.pageInfo.hasNextPage).toBe(true);
    const second = await buyer.gql(LIST, { first: 3, after: first.data.orders.pageInfo.endCursor });
    const seen = [...first.data.orders.nodes, ...second.data.orders.nodes].map((o: any) => o.id);
    expect(seen).toEqual(all.slice(0, 6).map((o: any) => o.id));
    const rest = await buyer.gql(LIST, {
      first: 100,
      after: second.data.orders.pageInfo.endCursor,
    });
    expect(rest.data.orders.pageInfo.hasNextPage).toBe(false);
    expect(rest.data.orders.nodes).toHaveLength(all.length - 6);
    expect((await buyer.gql(LIST, { after: 'garbage' })).errors?.[0].extensions?.code).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('searches code, product, SKU, buyer and vendor names and companies, and filters by status', async () => {
    const code = (await buyer.get('/api/orders')).body[0].orderId;
    const search = async (text: string) =>
      (await admin.gql(LIST, { search: text, first: 100 })).data.orders.nodes;
    expect((await search(code)).map((o: any) => o.orderCode)).toEqual([code]);
    expect(
      (await search('selvedge')).every((o: any) => o.product.name === 'Slim Fit Selvedge Jeans'),
    ).toBe(true);
    expect((await search('gz-jn-002')).every((o: any) => o.product.sku === 'GZ-JN-002')).toBe(true);
    expect((await search('Urban Threads')).length).toBeGreaterThan(0);
    expect((await search('carla')).every((o: any) => o.buyer.name === 'Carla Chen')).toBe(true);
    expect(
      (await search('guangzhou')).every((o: any) => o.vendor.company === 'Guangzhou Denim Works'),
    ).toBe(true);
    expect(await search('100%_nothing')).toEqual([]);
    const delayed = (await mei.gql(LIST, { status: 'Delayed', first: 100 })).data.orders.nodes;
    expect(delayed.length).toBeGreaterThan(0);
    expect(delayed.every((o: any) => o.status === 'Delayed')).toBe(true);
  });

  it('shows an order with its timeline (completed, current, upcoming) and progress', async () => {
    const order = await newOrder();
    await setStatus(vendor, order, 'In Production');
    const res = await buyer.gql(
      'query($id: ID!) { order(idOrCode: $id) { progress status timeline { step status createdBy { name } } } }',
      { id: order.orderId },
    );
    expect(res.data.order).toEqual({
      progress: 50,
      status: 'InProduction',
      timeline: [
        { step: 'Planning', status: 'Completed', createdBy: { name: 'Bella Hart' } },
        { step: 'In Production', status: 'Pending', createdBy: { name: 'Victor Rahman' } },
      ],
    });
  });

  it('reads every timestamp of the order, its product and its parties as stored, and null as null', async () => {
    const order = await newOrder();
    await sql("update orders set completed_at = '2026-02-03T04:05:06.789Z' where id = ?", [
      order.id,
    ]);
    const [stored] = await sql(
      `select o.created_at, o.updated_at, o.completed_at, p.created_at as product_created, b.created_at as buyer_created
       from orders o join products p on p.id = o.product_id join users b on b.id = o.buyer_id where o.id = ?`,
      [order.id],
    );
    const iso = (value: string | Date) => new Date(value).toISOString();
    const res = await buyer.gql(
      `query($id: ID!) { order(idOrCode: $id) { createdAt updatedAt completedAt product { createdAt } buyer { createdAt } }
         orders(first: 1) { nodes { id completedAt } } }`,
      { id: order.orderId },
    );
    expect(res.data.order).toEqual({
      createdAt: iso(stored.created_at),
      updatedAt: iso(stored.updated_at),
      completedAt: '2026-02-03T04:05:06.789Z',
      product: { createdAt: iso(stored.product_created) },
      buyer: { createdAt: iso(stored.buyer_created) },
    });
    expect(res.data.orders.nodes).toEqual([
      { id: order.id, completedAt: '2026-02-03T04:05:06.789Z' },
    ]);
    const other = await newOrder();
    const rest = await buyer.get(`/api/orders/${other.id}`);
    expect(rest.body).toMatchObject({ createdAt: other.createdAt, completedAt: null });
  });

  it('runs the same small number of SQL statements for 5 or 50 orders with their relations', async () => {
    const [template] = await sql('select id from orders where buyer_id = ? order by id limit 1', [
      ids['ben.brooks'],
    ]);
    await sql(
      `insert into orders (order_code, buyer_id, vendor_id, product_id, quantity, status, due_date, created_at, version)
       select 'ORD-2097-' || g, buyer_id, vendor_id, product_id, g, status, due_date, date_trunc('milliseconds', now()) - g * interval '1 minute', 1
       from orders, generate_series(1000, 1059) g where id = ?`,
      [template.id],
    );
    await sql(
      "insert into timeline_events (order_id, step, status) select id, 'Planning', 'Pending' from orders where order_code like 'ORD-2097-%'",
    );
    // Placed with the PP sample gate, so their actions need the gate's state.
    await sql(`update orders set policy = '{"requirePpSample": true}' where order_code like 'ORD-2097-%'`);
    const connection = portal.orm.em.getDriver().getConnection();
    const execute = connection.execute;
    let statements = 0;
    // Per-request overhead that does not depend on the list (the settings, read at most every few
    // seconds, the session, read at most every two, and its once-a-minute touch) is left out, so
    // timing cannot change the count.
    const overhead = /from "settings"|update "sessions"|from sessions s /;
    connection.execute = function (this: unknown, ...args: unknown[]) {
      if (!overhead.test(String(args[0]))) statements += 1;
      return (execute as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof execute;
    const count = async (run: () => Promise<unknown>) => {
      statements = 0;
      await run();
      return statements;
    };
    const ben = await portal.signIn('ben.brooks');
    const TIMELINES =
      'query($first: Int) { orders(first: $first) { nodes { orderCode buyer { name } vendor { name } product { sku } timeline { step } } } }';
    try {
      const five = await count(() => admin.gql(LIST, { first: 5 }));
      const fifty = await count(async () =>
        expect((await admin.gql(LIST, { first: 50 })).data.orders.nodes).toHaveLength(50),
      );
      expect(five).toBe(fifty);
      expect(fifty).toBeLessThanOrEqual(8);
      const withTimelines = await count(async () =>
        expect((await admin.gql(TIMELINES, { first: 50 })).data.orders.nodes).toHaveLength(50),
      );
      expect(withTimelines).toBe(fifty + 1);
      // What the user may do to each order: one more statement (the PP gate of all of them).
      const ACTIONS = 'query($first: Int) { orders(first: $first) { nodes { orderCode availableActions { kind } } } }';
      const actionsOfFive = await count(() => admin.gql(ACTIONS, { first: 5 }));
      const actionsOfFifty = await count(async () =>
        expect((await admin.gql(ACTIONS, { first: 50 })).data.orders.nodes.every((o: any) => o.availableActions.length > 0)).toBe(true),
      );
      expect(actionsOfFifty).toBe(actionsOfFive);
      expect(actionsOfFifty).toBe(fifty + 1);
      const many = await count(async () =>
        expect((await ben.get('/api/orders')).body.length).toBeGreaterThan(60),
      );
      const few = await count(async () =>
        expect((await carla.get('/api/orders')).body.length).toBeLessThan(5),
      );
      expect(many).toBe(few);
    } finally {
      connection.execute = execute;
    }
  });
});

describe('reads without the managed user (issue 24)', () => {
  it('answers the orders list and an order over GraphQL and REST without mapping the user; a write still records who acted', async () => {
    const order = await newOrder();
    const map = jest.spyOn(EntityManager.prototype, 'map');
    try {
      const list = await buyer.gql('query { orders(first: 5) { nodes { id availableActions { kind } } } }');
      expect(list.data.orders.nodes.length).toBeGreaterThan(0);
      const one = await buyer.gql('query($id: ID!) { order(idOrCode: $id) { id buyer { name } availableActions { kind } } }', { id: String(order.id) });
      expect(one.errors).toBeUndefined();
      expect(one.data.order.buyer.name).toBe('Bella Hart');
      const rest = await buyer.get(`/api/orders/${order.id}`);
      expect(rest.status).toBe(200);
      expect(rest.body.availableActions.length).toBeGreaterThan(0);
      expect((await vendor.get(`/api/orders/${order.id}`)).status).toBe(200);
      // Not the buyer's: still not found, by the same scope.
      expect((await mei.get(`/api/orders/${order.id}`)).status).toBe(404);
      expect(map.mock.calls.filter(([entity]) => entity === User)).toHaveLength(0);
      // A write maps the user when its service asks, and the audit names them.
      expect((await setStatus(vendor, order, 'In Production')).status).toBe(200);
      expect(map.mock.calls.filter(([entity]) => entity === User).length).toBeGreaterThan(0);
    } finally {
      map.mockRestore();
    }
    const [entry] = await sql<{ actor_name: string }>(
      "select actor_name from audit_log where entity = 'order' and entity_id = ? order by id desc limit 1",
      [String(order.id)],
    );
    expect(entry.actor_name).toBe('vendor');
  });
});
