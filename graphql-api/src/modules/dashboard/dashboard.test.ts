import { startTestPortal, type ApiClient, type TestPortal } from '../../../test/utils';

let portal: TestPortal;
let admin: ApiClient;
const sql = (query: string, params: unknown[] = []) =>
  portal.orm.em.fork().getConnection().execute(query, params);

const STATS = `{ dashboardStats {
  activeOrders { value previous change } pendingApprovals { value previous change }
  newMessages { value previous change } onTimeDelivery { value previous change } } }`;
const statsOf = async (client: ApiClient) => {
  const res = await client.gql(STATS);
  expect(res.errors).toBeUndefined();
  return res.data.dashboardStats;
};
const values = (stats: Record<string, { value: number | null }>) =>
  Object.fromEntries(Object.entries(stats).map(([key, trend]) => [key, trend.value]));

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.signIn('admin');
});
afterAll(() => portal?.close());

describe('dashboard stat cards (DECISIONS.md 1), checked against the seed by hand', () => {
  // Seed: buyer has 11 orders (2 Completed, 1 Cancelled, 1 Approval Needed); of the Completed
  // ones, the 3000 crew necks finished a day late and the 700 jeans two days early. Unread
  // messages to buyer: Victor's approval request and Mei Lin's two.
  it.each([
    ['buyer', { activeOrders: 8, pendingApprovals: 1, newMessages: 3, onTimeDelivery: 50 }],
    // vendor: 7 orders (1 Completed late, 1 Cancelled, 1 Approval Needed); Ben's unread message.
    ['vendor', { activeOrders: 5, pendingApprovals: 1, newMessages: 1, onTimeDelivery: 0 }],
    // mei.lin: 6 orders (1 Completed early, Carla's at Approval Needed); no unread message.
    ['mei.lin', { activeOrders: 5, pendingApprovals: 1, newMessages: 0, onTimeDelivery: 100 }],
    // rahul.patel: Ben's 2 orders, the polo completed a day late.
    ['rahul.patel', { activeOrders: 1, pendingApprovals: 0, newMessages: 0, onTimeDelivery: 0 }],
    // ana.souza: no orders: no on-time figure.
    ['ana.souza', { activeOrders: 0, pendingApprovals: 0, newMessages: 0, onTimeDelivery: null }],
    // admin: all 15 orders, 4 closed, 2 at Approval Needed, 1 of 3 Completed on time.
    ['admin', { activeOrders: 11, pendingApprovals: 2, newMessages: 0, onTimeDelivery: 33.3 }],
  ])('%s', async (username, expected) => {
    const client = username === 'admin' ? admin : await portal.signIn(username);
    expect(values(await statsOf(client))).toEqual(expected);
  });

  it('is also served over REST', async () => {
    const buyer = await portal.signIn('buyer');
    const res = await buyer.get('/api/dashboard/stats');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(await statsOf(buyer));
  });

  it('compares with 30 days ago, from the status timeline', async () => {
    const client = portal.client();
    const reg = await client.post('/api/auth/register', {
      username: 'trend.buyer',
      email: 'trend@example.com',
      password: 'hemline42',
      name: 'Trend Buyer',
      role: 'buyer',
    });
    expect(reg.status).toBe(201);
    const buyerId = reg.body.id;
    const [product] = await sql("select id, vendor_id from products where sku = 'DK-TS-001'");
    const day = (n: number) => `now() - interval '${n} days'`;
    const order = async (
      code: string,
      status: string,
      created: number,
      due: number,
      completed: number | null,
      events: [string, number][],
    ) => {
      const [row] = await sql(
        `insert into orders (order_code, buyer_id, vendor_id, product_id, quantity, status, due_date, created_at, updated_at, completed_at, version)
         values (?, ?, ?, ?, 10, ?, (${day(due)})::date, ${day(created)}, now(), ${completed === null ? 'null' : day(completed)}, 1) returning id`,
        [code, buyerId, product.vendor_id, product.id, status],
      );
      for (const [to, ago] of events) {
        await sql(
          `insert into timeline_events (order_id, step, status, to_status, created_at) values (?, ?, 'Completed', ?, ${day(ago)})`,
          [row.id, to, to],
        );
      }
    };
    // Approval Needed 30 days ago, completed on time since.
    await order('ORD-TR-0001', 'Completed', 40, 5, 10, [
      ['Planning', 40],
      ['Approval Needed', 35],
      ['Completed', 10],
    ]);
    // In production now, planning back then.
    await order('ORD-TR-0002', 'In Production', 50, -20, null, [
      ['Planning', 50],
      ['In Production', 20],
    ]);
    // Completed late before the window.
    await order('ORD-TR-0003', 'Completed', 60, 50, 45, [
      ['Planning', 60],
      ['Completed', 45],
    ]);
    // New this month.
    await order('ORD-TR-0004', 'Planning', 5, -40, null, [['Planning', 5]]);
    const [vendor] = await sql("select id from users where username = 'vendor'");
    for (const [ago, read] of [
      [40, false],
      [1, false],
      [2, true],
    ] as const) {
      await sql(
        `insert into messages (sender_id, receiver_id, content, message_type, is_read, created_at) values (?, ?, 'Hi', 'General Message', ?, ${day(ago)})`,
        [vendor.id, buyerId, read],
      );
    }
    expect(await statsOf(client)).toEqual({
      activeOrders: { value: 2, previous: 2, change: 0 },
      pendingApprovals: { value: 0, previous: 1, change: -1 },
      newMessages: { value: 2, previous: 1, change: 1 },
      onTimeDelivery: { value: 50, previous: 0, change: 50 },
    });
  });

  it('refuses the stat cards when signed out with 401', async () => {
    const res = await portal.client().gql(STATS);
    expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await portal.client().get('/api/dashboard/stats')).status).toBe(401);
  });
});

describe('System Status and the Database tab (admin)', () => {
  // Test portals run on a DATABASE_URL (a copy of the template database).
  const embedded = false;

  it('reports the server and database status', async () => {
    const res = await admin.gql(
      '{ systemStatus { serverStartedAt databaseReachable databaseLatencyMs embedded lastBackupAt } }',
    );
    expect(res.errors).toBeUndefined();
    const status = res.data.systemStatus;
    expect(status).toMatchObject({ databaseReachable: true, embedded, lastBackupAt: null });
    expect(status.databaseLatencyMs).toBeGreaterThanOrEqual(0);
    expect(new Date(status.serverStartedAt).getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('shows the time of the newest backup once one is written', async () => {
    const backup = await admin.gql('mutation { createBackup { createdAt } }');
    expect(backup.errors).toBeUndefined();
    const res = await admin.gql('{ systemStatus { lastBackupAt } }');
    expect(res.data.systemStatus.lastBackupAt).toBe(backup.data.createBackup.createdAt);
  });

  it('shows real connection info with row counts', async () => {
    const res = await admin.gql(
      '{ databaseInfo { driver serverVersion databaseSize databaseSizeBytes tables { name rows } } }',
    );
    expect(res.errors).toBeUndefined();
    const info = res.data.databaseInfo;
    expect(info.driver).toBe('PostgreSQL');
    expect(info.serverVersion).toMatch(/^PostgreSQL \d+/);
    expect(info.databaseSize).toMatch(/\d+ (bytes|kB|MB|GB)/);
    expect(info.databaseSizeBytes).toBeGreaterThan(0);
    const [{ count }] = await sql('select count(*)::int as count from orders');
    expect(info.tables).toEqual(
      expect.arrayContaining([
        { name: 'orders', rows: count },
        { name: 'products', rows: 11 },
      ]),
    );
    expect(info.tables.map((t: { name: string }) => t.name)).toEqual(
      expect.arrayContaining(['audit_log', 'settings', 'users']),
    );
  });

  it('runs diagnostics that pass on a healthy database', async () => {
    const res = await admin.gql('mutation { runDiagnostics { name ok detail } }');
    expect(res.errors).toBeUndefined();
    const checks = res.data.runDiagnostics;
    expect(checks.map((c: { name: string }) => c.name)).toEqual([
      'Database connection',
      'Migrations',
      'Tables',
      'Orphaned records',
      'Settings',
      'Outgoing mail',
    ]);
    expect(checks.filter((c: { ok: boolean }) => !c.ok)).toEqual([]);
  });

  it('finds a pending migration and a failed mail', async () => {
    const [migration] = await sql(
      'select name, executed_at from mikro_orm_migrations order by id limit 1',
    );
    await sql('delete from mikro_orm_migrations where name = ?', [migration.name]);
    await sql(
      "insert into outbox_emails (\"to\", subject, text, status) values ('x@example.com', 'S', 'T', 'failed')",
    );
    try {
      const res = await admin.gql('mutation { runDiagnostics { name ok detail } }');
      const byName = Object.fromEntries(
        res.data.runDiagnostics.map((c: { name: string }) => [c.name, c]),
      );
      expect(byName.Migrations.ok).toBe(false);
      expect(byName.Migrations.detail).toContain(migration.name);
      expect(byName['Outgoing mail'].ok).toBe(false);
    } finally {
      await sql('insert into mikro_orm_migrations (name, executed_at) values (?, ?)', [
        migration.name,
        migration.executed_at,
      ]);
      await sql("delete from outbox_emails where status = 'failed'");
    }
  });

  it('syncs the schema: nothing pending, and audited', async () => {
    const res = await admin.gql('mutation { syncSchema }');
    expect(res.errors).toBeUndefined();
    expect(res.data.syncSchema).toEqual([]);
    const [log] = await sql(
      "select message from audit_log where action = 'database.sync' order by id desc limit 1",
    );
    expect(log.message).toBe('Schema already up to date');
  });

  it.each(['buyer', 'vendor'])(
    'refuses the admin operations to a %s with 403',
    async (username) => {
      const client = await portal.signIn(username);
      for (const query of [
        '{ systemStatus { embedded } }',
        '{ databaseInfo { driver } }',
        'mutation { runDiagnostics { ok } }',
        'mutation { syncSchema }',
      ]) {
        expect((await client.gql(query)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      }
      expect((await client.get('/api/system/database')).status).toBe(403);
      expect((await client.post('/api/system/sync-schema')).status).toBe(403);
    },
  );

  it('refuses them when signed out with 401', async () => {
    expect(
      (await portal.client().gql('{ databaseInfo { driver } }')).errors?.[0].extensions?.code,
    ).toBe('UNAUTHENTICATED');
    expect((await portal.client().get('/api/system/status')).status).toBe(401);
  });
});
