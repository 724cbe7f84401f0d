import { type ApiClient, startTestPortal, type TestPortal } from '../../../test/utils';

let portal: TestPortal;
let admin: ApiClient;
let buyer: ApiClient;
let vendor: ApiClient;
let ids: Record<string, number>;

beforeAll(async () => {
  portal = await startTestPortal();
  [admin, buyer, vendor] = await Promise.all(
    ['admin', 'buyer', 'vendor'].map((u) => portal.signIn(u)),
  );
  const users = (await admin.get('/api/users')).body as { id: number; username: string }[];
  ids = Object.fromEntries(users.map((u) => [u.username, u.id]));
});
afterAll(() => portal?.close());

type Row = { id: number; status: string; buyerId: number; vendorId: number };
const find = async (buyerName: string, vendorName: string) =>
  ((await admin.get('/api/associations')).body as Row[]).find(
    (row) => row.buyerId === ids[buyerName] && row.vendorId === ids[vendorName],
  );

/** Notifications created for a user since an id, straight from the database. */
async function notificationsOf(username: string, afterId = 0) {
  return portal.orm.em
    .fork()
    .getConnection()
    .execute<{ id: number; kind: string; title: string; body: string; link: string }[]>(
      'select id, kind, title, body, link from notifications where user_id = ? and id > ? order by id',
      [ids[username], afterId],
    );
}
const lastNotificationId = async () =>
  (
    await portal.orm.em
      .fork()
      .getConnection()
      .execute('select coalesce(max(id), 0)::int as n from notifications')
  )[0].n as number;
const auditActions = async (id: number) =>
  (
    await portal.orm.em
      .fork()
      .getConnection()
      .execute<{ action: string; source: string }[]>(
        `select action, source from audit_log where entity = 'connection' and entity_id = ? order by id`,
        [String(id)],
      )
  ).map((row) => `${row.source}:${row.action}`);

describe('permissions', () => {
  const paths: [method: 'get' | 'post' | 'patch', path: string, allowed: string[]][] = [
    ['get', '/api/associations', ['admin']],
    ['post', '/api/associations', ['admin']],
    ['patch', '/api/associations/999999', ['admin']],
    ['post', '/api/associations/request', ['buyer']],
    ['get', '/api/associations/mine', ['buyer', 'vendor']],
  ];
  it.each(paths)('%s %s: 401 signed out, 403 for the wrong role', async (method, path, allowed) => {
    const call = (client: ApiClient) =>
      method === 'get' ? client.get(path) : client[method](path, {});
    expect((await call(portal.client())).status).toBe(401);
    for (const [role, client] of Object.entries({ admin, buyer, vendor })) {
      const status = (await call(client)).status;
      if (allowed.includes(role)) expect(status).not.toBe(403);
      else expect(status).toBe(403);
    }
  });

  it.each([
    ['{ connections { stats { total } } }', ['admin']],
    ['{ myConnections { id } }', ['buyer', 'vendor']],
    ['mutation { createConnection(input: { buyerId: 0, vendorId: 0 }) { id } }', ['admin']],
    ['mutation { setConnectionStatus(id: 999999, status: "approved") { id } }', ['admin']],
    ['mutation { requestConnection(vendorId: 999999) { id } }', ['buyer']],
  ])(
    'GraphQL %s: UNAUTHENTICATED signed out, FORBIDDEN for the wrong role',
    async (query, allowed) => {
      const code = async (client: ApiClient) =>
        (await client.gql(query)).errors?.[0]?.extensions?.code;
      expect(await code(portal.client())).toBe('UNAUTHENTICATED');
      for (const [role, client] of Object.entries({ admin, buyer, vendor })) {
        if (allowed.includes(role)) expect(await code(client)).not.toBe('FORBIDDEN');
        else expect(await code(client)).toBe('FORBIDDEN');
      }
    },
  );
});

describe('listing', () => {
  it('answers the SPEC.md 7 shape with embedded buyer and vendor', async () => {
    const row = await find('buyer', 'vendor');
    expect(row).toMatchObject({
      status: 'approved',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      buyer: { id: ids.buyer, name: 'Bella Hart', company: 'Northwind Apparel' },
      vendor: { id: ids.vendor, name: 'Victor Rahman', company: 'Dhaka Knitwear Ltd.' },
    });
  });

  it('filters by tab and search, with statistics over all connections', async () => {
    const res = await admin.gql(
      'query($s: String, $q: String) { connections(status: $s, search: $q) { connections { status buyer { name } vendor { name } } stats { total active pending blocked } } }',
      { s: 'blocked', q: 'porto' },
    );
    expect(res.data.connections.connections).toEqual([
      { status: 'blocked', buyer: { name: 'Bella Hart' }, vendor: { name: 'Ana Souza' } },
    ]);
    const { stats } = res.data.connections;
    expect(stats.active).toBeGreaterThanOrEqual(5);
    expect(stats.pending).toBeGreaterThanOrEqual(2);
    expect(stats.blocked).toBeGreaterThanOrEqual(1);
    expect(stats.total).toBeGreaterThanOrEqual(stats.active + stats.pending + stats.blocked);
    const active = await admin.get('/api/associations?status=active');
    expect(active.body.every((row: Row) => row.status === 'approved')).toBe(true);
    expect((await admin.get('/api/associations?status=nonsense')).status).toBe(400);
  });

  it("offers an admin Approve and Block except the connection's own status, and nothing to the parties", async () => {
    const res = await admin.gql('{ connections(status: "all") { connections { status availableActions } } }');
    const offered = Object.fromEntries(
      res.data.connections.connections.map((c: { status: string; availableActions: string[] }) => [c.status, c.availableActions]),
    );
    expect(offered).toMatchObject({ approved: ['Block'], pending: ['Approve', 'Block'], blocked: ['Approve'] });
    const mine = await buyer.gql('{ myConnections { availableActions } }');
    expect(mine.data.myConnections.flatMap((c: { availableActions: string[] }) => c.availableActions)).toEqual([]);
  });

  it('shows buyers and vendors their own connections only, whatever the status', async () => {
    const mine = await buyer.gql('{ myConnections { status buyer { id } vendor { name } } }');
    expect(
      mine.data.myConnections.every((c: { buyer: { id: number } }) => c.buyer.id === ids.buyer),
    ).toBe(true);
    expect(mine.data.myConnections.map((c: { status: string }) => c.status).sort()).toEqual([
      'approved',
      'approved',
      'blocked',
      'pending',
    ]);
    const theirs = await vendor.get('/api/associations/mine');
    expect(theirs.body.map((c: Row) => c.buyerId).sort()).toEqual(
      [ids.buyer, ids['ben.brooks']].sort(),
    );
  });
});

describe('admin creates and answers connections', () => {
  it.each([
    [{ vendorId: 1 }, 'Please select both a buyer and a vendor'],
    [{ buyerId: 1 }, 'Please select both a buyer and a vendor'],
    [{ buyerId: null, vendorId: null }, 'Please select both a buyer and a vendor'],
  ])('refuses %j', async (body, message) => {
    const res = await admin.post('/api/associations', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('refuses a buyer that is not an active buyer and a vendor that is not an active vendor', async () => {
    const swapped = await admin.post('/api/associations', {
      buyerId: ids.vendor,
      vendorId: ids['carla.chen'],
    });
    expect(swapped.status).toBe(400);
    expect(swapped.body.field).toBe('buyerId');
    const noVendor = await admin.post('/api/associations', {
      buyerId: ids['carla.chen'],
      vendorId: ids.admin,
    });
    expect(noVendor.status).toBe(400);
    expect(noVendor.body.field).toBe('vendorId');
    const bad = await admin.post('/api/associations', {
      buyerId: ids['carla.chen'],
      vendorId: ids.vendor,
      status: 'blocked',
    });
    expect(bad.status).toBe(400);
  });

  it('creates an approved connection, notifies both sides, refuses the same pair again', async () => {
    const since = await lastNotificationId();
    const res = await admin.post('/api/associations', {
      buyerId: ids['carla.chen'],
      vendorId: ids.vendor,
      status: 'approved',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'approved',
      buyerId: ids['carla.chen'],
      vendorId: ids.vendor,
      buyer: { name: 'Carla Chen' },
      vendor: { name: 'Victor Rahman' },
    });
    expect(await notificationsOf('carla.chen', since)).toEqual([
      expect.objectContaining({ kind: 'connection', title: 'Connection approved' }),
    ]);
    expect(await notificationsOf('vendor', since)).toHaveLength(1);
    const again = await admin.post('/api/associations', {
      buyerId: ids['carla.chen'],
      vendorId: ids.vendor,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('These two are already connected');
    // The vendor now sees Carla among its buyers.
    expect(
      (await vendor.get('/api/users/buyers')).body.map((b: { name: string }) => b.name),
    ).toContain('Carla Chen');
    expect(await auditActions(res.body.id)).toEqual(['connections:connection.create']);
  });

  it('creates a pending connection over GraphQL, then approves and blocks it with notifications', async () => {
    const created = await admin.gql(
      'mutation { createConnection(input: { buyerId: ' +
        ids['ben.brooks'] +
        ', vendorId: ' +
        ids['ana.souza'] +
        ', status: "pending" }) { id status } }',
    );
    const { id, status } = created.data.createConnection;
    expect(status).toBe('pending');
    const since = await lastNotificationId();
    const approved = await admin.patch(`/api/associations/${id}`, { status: 'approved' });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      id,
      status: 'approved',
      buyer: { name: 'Ben Brooks' },
      vendor: { name: 'Ana Souza' },
    });
    const blocked = await admin.gql(
      `mutation { setConnectionStatus(id: ${id}, status: "blocked") { status } }`,
    );
    expect(blocked.data.setConnectionStatus.status).toBe('blocked');
    expect((await notificationsOf('ben.brooks', since)).map((n) => n.title)).toEqual([
      'Connection approved',
      'Connection blocked',
    ]);
    expect((await notificationsOf('ana.souza', since)).map((n) => n.title)).toEqual([
      'Connection approved',
      'Connection blocked',
    ]);
    expect(await auditActions(id)).toEqual([
      'connections:connection.create',
      'connections:connection.status',
      'connections:connection.status',
    ]);
  });

  it('validates PATCH status and answers 404 for an unknown connection', async () => {
    const row = await find('carla.chen', 'mei.lin');
    const bad = await admin.patch(`/api/associations/${row!.id}`, { status: 'friends' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Status must be approved, pending, rejected or blocked');
    expect((await admin.patch('/api/associations/999999', { status: 'approved' })).status).toBe(
      404,
    );
    expect((await admin.patch('/api/associations/abc', { status: 'approved' })).body.field).toBe(
      'id',
    ); // malformed: 400 (issue 19)
    expect((await find('carla.chen', 'mei.lin'))!.status).toBe('approved');
  });
});

describe('buyers request connections', () => {
  it('creates a pending request and notifies every admin', async () => {
    const ben = await portal.signIn('ben.brooks');
    const since = await lastNotificationId();
    const res = await ben.post('/api/associations/request', {
      vendorId: ids['mei.lin'],
      buyerId: ids.buyer,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'pending',
      buyerId: ids['ben.brooks'],
      vendorId: ids['mei.lin'],
    });
    const [note] = await notificationsOf('admin', since);
    expect(note).toMatchObject({ kind: 'connection', link: '/admin/associations' });
    expect(note.body).toContain('Ben Brooks');
    expect(note.body).toContain('Mei Lin');
    const vendors = (await ben.get('/api/users/vendors')).body;
    expect(vendors.find((v: { id: number }) => v.id === ids['mei.lin']).connectionStatus).toBe(
      'pending',
    );
    expect(await auditActions(res.body.id)).toEqual(['connections:connection.request']);
  });

  it('refuses a request when a pending or approved connection exists (409)', async () => {
    const pending = await buyer.post('/api/associations/request', { vendorId: ids['rahul.patel'] });
    expect(pending.status).toBe(409);
    const approved = await buyer.gql(
      `mutation { requestConnection(vendorId: ${ids.vendor}) { id } }`,
    );
    expect(approved.errors?.[0].extensions?.code).toBe('CONFLICT');
  });

  it('refuses a blocked connection (403) and changes nothing', async () => {
    const since = await lastNotificationId();
    const res = await buyer.post('/api/associations/request', { vendorId: ids['ana.souza'] });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('This connection has been blocked by an administrator');
    expect((await find('buyer', 'ana.souza'))!.status).toBe('blocked');
    expect(await notificationsOf('admin', since)).toEqual([]);
  });

  it('tells the directory what the viewer may do with each vendor, by the rule that refuses the request', async () => {
    type Listed = {
      id: number;
      connectionStatus: string | null;
      mayRequestConnection: boolean;
      connectionRefusal: string | null;
      mayMessage: boolean;
    };
    const listed = (await buyer.get('/api/users/vendors')).body as Listed[];
    const byId = new Map(listed.map((v) => [v.id, v]));
    expect(byId.get(ids.vendor)).toMatchObject({
      connectionStatus: 'approved',
      mayRequestConnection: false,
      mayMessage: true,
    });
    expect(byId.get(ids['rahul.patel'])).toMatchObject({
      connectionStatus: 'pending',
      mayRequestConnection: false,
      mayMessage: false,
    });
    expect(byId.get(ids['ana.souza'])).toMatchObject({
      connectionStatus: 'blocked',
      mayRequestConnection: false,
      mayMessage: false,
    });
    // Each refusal shown is the one the request gets, and nothing is shown where it may ask.
    for (const vendorId of [ids.vendor, ids['rahul.patel'], ids['ana.souza']]) {
      const res = await buyer.post('/api/associations/request', { vendorId });
      expect(res.body.message).toBe(byId.get(vendorId)!.connectionRefusal);
    }
    for (const open of listed.filter((v) => v.mayRequestConnection)) {
      expect(open).toMatchObject({ connectionRefusal: null, mayMessage: false });
      expect(['rejected', null]).toContain(open.connectionStatus);
    }
    const gql = await buyer.gql(
      '{ vendors { id mayRequestConnection connectionRefusal mayMessage } }',
    );
    expect(gql.data.vendors).toEqual(
      listed.map(({ id, mayRequestConnection, connectionRefusal, mayMessage }) => ({
        id,
        mayRequestConnection,
        connectionRefusal,
        mayMessage,
      })),
    );
    // An admin asks for no connection and may message every vendor.
    const asAdmin = (await admin.get('/api/users/vendors')).body as Listed[];
    expect(
      asAdmin.every((v) => !v.mayRequestConnection && v.connectionRefusal === null && v.mayMessage),
    ).toBe(true);
  });

  it('answers 404 for a vendor that does not exist or is not a vendor, 400 without one', async () => {
    expect(
      (await buyer.post('/api/associations/request', { vendorId: ids['carla.chen'] })).status,
    ).toBe(404);
    expect((await buyer.post('/api/associations/request', { vendorId: 999999 })).status).toBe(404);
    expect((await buyer.post('/api/associations/request', {})).status).toBe(400);
  });

  it('lets a buyer ask again after a rejection, over GraphQL', async () => {
    const carla = await portal.signIn('carla.chen');
    const row = await find('carla.chen', 'ana.souza');
    await admin.patch(`/api/associations/${row!.id}`, { status: 'rejected' });
    const res = await carla.gql(
      `mutation { requestConnection(vendorId: ${ids['ana.souza']}) { id status } }`,
    );
    expect(res.data.requestConnection).toEqual({ id: row!.id, status: 'pending' });
  });
});
