import { startTestPortal, type ApiClient, type TestPortal } from '../../../test/utils';

/**
 * Two new buyers and two new vendors with eight orders in 2021 (the seed's orders are all in the
 * last months, so a 2021 date range holds exactly these). Every expected figure below is worked
 * out by hand from this table:
 *
 * | order | buyer | vendor | category | qty | status          | created    | due        | completed        |
 * | A1    | B1    | V1     | t-shirts | 100 | Completed       | 2021-01-05 | 2021-02-01 | 2021-01-30 (25 d, on time) |
 * | A2    | B1    | V1     | jeans    | 200 | Completed       | 2021-01-10 | 2021-02-10 | 2021-02-15 (36 d, late)    |
 * | A3    | B1    | V2     | hoodies  | 300 | Completed       | 2021-02-01 | 2021-03-01 | 2021-02-21 (20 d, on time) |
 * | A4    | B2    | V2     | polos    | 400 | Completed       | 2021-02-05 | 2021-03-01 | 2021-03-01 12:00 (24.5 d, on time: same day) |
 * | A5    | B2    | V1     | t-shirts | 500 | In Production   | 2021-03-01 | 2021-04-01 | (late)     |
 * | A6    | B1    | V2     | polos    | 600 | Approval Needed | 2021-03-10 | 2021-05-01 | (late)     |
 * | A7    | B2    | V1     | jeans    | 700 | Cancelled       | 2021-03-15 | 2021-04-15 | (not late) |
 * | A8    | B1    | V1     | t-shirts | 800 | Planning        | 2021-04-01 | 2099-01-01 | (not due)  |
 */
let portal: TestPortal;
let admin: ApiClient;
const users: Record<'B1' | 'B2' | 'V1' | 'V2', { id: number; client: ApiClient }> = {} as never;
const sql = (query: string, params: unknown[] = []) =>
  portal.orm.em.fork().getConnection().execute(query, params);

const YEAR_2021 = { from: '2021-01-01', to: '2021-12-31' };
const DAY_MS = 86_400_000;
const daysSince = (isoDay: string) =>
  Math.round(
    (Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`) -
      Date.parse(`${isoDay}T00:00:00Z`)) /
      DAY_MS,
  );

const ANALYTICS = `query ($filter: AnalyticsFilterInput) { analytics(filter: $filter) {
  vendorId from to
  ordersByStatus { status orders units }
  onTimeByMonth { month completed onTime late percent }
  leadTimeByVendor { vendor { id company } completed averageDays }
  leadTimeByCategory { category completed averageDays }
  volumeByCategory { category orders units }
  lateOrders { totalCount byVendor { vendor { id } orders }
    orders { orderCode productName quantity status dueDate daysOverdue buyer { id name } vendor { id company } } }
  vendors { id company }
} }`;

async function analyticsOf(client: ApiClient, filter?: Record<string, unknown>) {
  const res = await client.gql(ANALYTICS, { filter });
  expect(res.errors).toBeUndefined();
  return res.data.analytics;
}

async function errorOf(client: ApiClient, filter: Record<string, unknown>) {
  const res = await client.gql(ANALYTICS, { filter });
  expect(res.data).toBeNull();
  return { code: res.errors?.[0]?.extensions?.code, message: res.errors?.[0]?.message };
}

async function register(username: string, role: 'buyer' | 'vendor', company: string) {
  const client = portal.client();
  const res = await client.post('/api/auth/register', {
    username,
    email: `${username}@analytics.example`,
    password: 'hemline42',
    name: `${company} Person`,
    role,
    company,
  });
  expect(res.status).toBe(201);
  return { id: res.body.id as number, client };
}

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.signIn('admin');
  users.B1 = await register('an.buyer.one', 'buyer', 'Buyer One');
  users.B2 = await register('an.buyer.two', 'buyer', 'Buyer Two');
  users.V1 = await register('an.vendor.one', 'vendor', 'Alpha Mills');
  users.V2 = await register('an.vendor.two', 'vendor', 'Beta Knits');
  const product = async (vendor: 'V1' | 'V2', sku: string, category: string) => {
    const [row] = await sql(
      `insert into products (vendor_id, name, sku, category) values (?, ?, ?, ?) returning id`,
      [users[vendor].id, `${category} ${sku}`, sku, category],
    );
    return row.id as number;
  };
  const products = {
    tee: await product('V1', 'AN-TS', 't-shirts'),
    jeans: await product('V1', 'AN-JN', 'jeans'),
    hoodie: await product('V2', 'AN-HD', 'hoodies'),
    polo: await product('V2', 'AN-PL', 'polos'),
  };
  const orders: [
    string,
    'B1' | 'B2',
    'V1' | 'V2',
    keyof typeof products,
    number,
    string,
    string,
    string,
    string | null,
  ][] = [
    [
      'A1',
      'B1',
      'V1',
      'tee',
      100,
      'Completed',
      '2021-01-05T00:00:00Z',
      '2021-02-01',
      '2021-01-30T00:00:00Z',
    ],
    [
      'A2',
      'B1',
      'V1',
      'jeans',
      200,
      'Completed',
      '2021-01-10T00:00:00Z',
      '2021-02-10',
      '2021-02-15T00:00:00Z',
    ],
    [
      'A3',
      'B1',
      'V2',
      'hoodie',
      300,
      'Completed',
      '2021-02-01T00:00:00Z',
      '2021-03-01',
      '2021-02-21T00:00:00Z',
    ],
    [
      'A4',
      'B2',
      'V2',
      'polo',
      400,
      'Completed',
      '2021-02-05T00:00:00Z',
      '2021-03-01',
      '2021-03-01T12:00:00Z',
    ],
    ['A5', 'B2', 'V1', 'tee', 500, 'In Production', '2021-03-01T00:00:00Z', '2021-04-01', null],
    ['A6', 'B1', 'V2', 'polo', 600, 'Approval Needed', '2021-03-10T00:00:00Z', '2021-05-01', null],
    ['A7', 'B2', 'V1', 'jeans', 700, 'Cancelled', '2021-03-15T00:00:00Z', '2021-04-15', null],
    ['A8', 'B1', 'V1', 'tee', 800, 'Planning', '2021-04-01T00:00:00Z', '2099-01-01', null],
  ];
  for (const [
    code,
    buyer,
    vendor,
    productKey,
    quantity,
    status,
    created,
    due,
    completed,
  ] of orders) {
    await sql(
      `insert into orders (order_code, buyer_id, vendor_id, product_id, quantity, status, due_date, created_at, updated_at, completed_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        `ORD-2021-${code}`,
        users[buyer].id,
        users[vendor].id,
        products[productKey],
        quantity,
        status,
        due,
        new Date(created),
        new Date(created),
        completed && new Date(completed),
      ],
    );
  }
});
afterAll(() => portal?.close());

const party = (key: 'V1' | 'V2') => ({
  id: users[key].id,
  company: key === 'V1' ? 'Alpha Mills' : 'Beta Knits',
});

// GraphQL names statuses by their enum names ('InProduction').
describe('orders by status (created in the range, in path order)', () => {
  it.each([
    [
      'B1',
      [
        ['Planning', 1, 800],
        ['ApprovalNeeded', 1, 600],
        ['Completed', 3, 600],
      ],
    ],
    [
      'B2',
      [
        ['InProduction', 1, 500],
        ['Completed', 1, 400],
        ['Cancelled', 1, 700],
      ],
    ],
    [
      'V1',
      [
        ['Planning', 1, 800],
        ['InProduction', 1, 500],
        ['Completed', 2, 300],
        ['Cancelled', 1, 700],
      ],
    ],
    [
      'V2',
      [
        ['ApprovalNeeded', 1, 600],
        ['Completed', 2, 700],
      ],
    ],
  ] as const)('%s sees only its own orders', async (who, expected) => {
    const { ordersByStatus } = await analyticsOf(users[who].client);
    expect(ordersByStatus).toEqual(
      expected.map(([status, orders, units]) => ({ status, orders, units })),
    );
  });

  it('admin sees every order (here: the 2021 ones)', async () => {
    const { ordersByStatus } = await analyticsOf(admin, YEAR_2021);
    expect(ordersByStatus).toEqual([
      { status: 'Planning', orders: 1, units: 800 },
      { status: 'InProduction', orders: 1, units: 500 },
      { status: 'ApprovalNeeded', orders: 1, units: 600 },
      { status: 'Completed', orders: 4, units: 1000 },
      { status: 'Cancelled', orders: 1, units: 700 },
    ]);
  });

  it('admin without filters also counts the seed orders', async () => {
    const { ordersByStatus } = await analyticsOf(admin);
    const total = ordersByStatus.reduce(
      (sum: number, row: { orders: number }) => sum + row.orders,
      0,
    );
    const [row] = await sql('select count(*)::int as n from orders');
    expect(total).toBe(row.n);
    expect(total).toBeGreaterThan(8);
  });
});

describe('on-time delivery by month of completion', () => {
  it.each([
    [
      'B1',
      [
        ['2021-01', 1, 1, 100],
        ['2021-02', 2, 1, 50],
      ],
    ],
    ['B2', [['2021-03', 1, 1, 100]]],
    [
      'V1',
      [
        ['2021-01', 1, 1, 100],
        ['2021-02', 1, 0, 0],
      ],
    ],
    [
      'V2',
      [
        ['2021-02', 1, 1, 100],
        ['2021-03', 1, 1, 100],
      ],
    ],
  ] as const)('%s', async (who, expected) => {
    const { onTimeByMonth } = await analyticsOf(users[who].client);
    expect(onTimeByMonth).toEqual(
      expected.map(([month, completed, onTime, percent]) => ({
        month,
        completed,
        onTime,
        late: completed - onTime,
        percent,
      })),
    );
  });

  it('admin', async () => {
    const { onTimeByMonth } = await analyticsOf(admin, YEAR_2021);
    expect(onTimeByMonth).toEqual([
      { month: '2021-01', completed: 1, onTime: 1, late: 0, percent: 100 },
      { month: '2021-02', completed: 2, onTime: 1, late: 1, percent: 50 },
      { month: '2021-03', completed: 1, onTime: 1, late: 0, percent: 100 },
    ]);
  });
});

describe('average lead time by vendor (creation to completion)', () => {
  it.each([
    [
      'B1',
      [
        ['V1', 2, 30.5],
        ['V2', 1, 20],
      ],
    ],
    ['B2', [['V2', 1, 24.5]]],
    ['V1', [['V1', 2, 30.5]]],
    // (20 + 24.5) / 2 = 22.25, shown with one decimal.
    ['V2', [['V2', 2, 22.3]]],
  ] as const)('%s', async (who, expected) => {
    const { leadTimeByVendor } = await analyticsOf(users[who].client);
    expect(leadTimeByVendor).toEqual(
      expected.map(([vendor, completed, averageDays]) => ({
        vendor: party(vendor),
        completed,
        averageDays,
      })),
    );
  });

  it('admin', async () => {
    const { leadTimeByVendor } = await analyticsOf(admin, YEAR_2021);
    expect(leadTimeByVendor).toEqual([
      { vendor: party('V1'), completed: 2, averageDays: 30.5 },
      { vendor: party('V2'), completed: 2, averageDays: 22.3 },
    ]);
  });
});

describe('leadTimeByCategory (issue 22: what a vendor compares its lead time on)', () => {
  it.each([
    ['V1', [['jeans', 1, 36], ['t-shirts', 1, 25]]],
    ['V2', [['hoodies', 1, 20], ['polos', 1, 24.5]]],
    ['B2', [['polos', 1, 24.5]]],
  ] as const)('%s', async (who, expected) => {
    const { leadTimeByCategory } = await analyticsOf(users[who].client);
    expect(leadTimeByCategory).toEqual(expected.map(([category, completed, averageDays]) => ({ category, completed, averageDays })));
  });

  it('admin, and the same over REST', async () => {
    const { leadTimeByCategory } = await analyticsOf(admin, YEAR_2021);
    expect(leadTimeByCategory).toEqual([
      { category: 'hoodies', completed: 1, averageDays: 20 },
      { category: 'jeans', completed: 1, averageDays: 36 },
      { category: 'polos', completed: 1, averageDays: 24.5 },
      { category: 't-shirts', completed: 1, averageDays: 25 },
    ]);
    const rest = await admin.get('/api/analytics?from=2021-01-01&to=2021-12-31');
    expect(rest.body.leadTimeByCategory).toEqual(leadTimeByCategory);
  });
});

describe('volume by product category (not Cancelled), most units first', () => {
  it.each([
    [
      'B1',
      [
        ['t-shirts', 2, 900],
        ['polos', 1, 600],
        ['hoodies', 1, 300],
        ['jeans', 1, 200],
      ],
    ],
    [
      'B2',
      [
        ['t-shirts', 1, 500],
        ['polos', 1, 400],
      ],
    ],
    [
      'V1',
      [
        ['t-shirts', 3, 1400],
        ['jeans', 1, 200],
      ],
    ],
    [
      'V2',
      [
        ['polos', 2, 1000],
        ['hoodies', 1, 300],
      ],
    ],
  ] as const)('%s', async (who, expected) => {
    const { volumeByCategory } = await analyticsOf(users[who].client);
    expect(volumeByCategory).toEqual(
      expected.map(([category, orders, units]) => ({ category, orders, units })),
    );
  });

  it('admin', async () => {
    const { volumeByCategory } = await analyticsOf(admin, YEAR_2021);
    expect(volumeByCategory).toEqual([
      { category: 't-shirts', orders: 3, units: 1400 },
      { category: 'polos', orders: 2, units: 1000 },
      { category: 'hoodies', orders: 1, units: 300 },
      { category: 'jeans', orders: 1, units: 200 },
    ]);
  });
});

describe('late orders (past due, not Completed or Cancelled) with their owners', () => {
  const a5 = () => ({
    orderCode: 'ORD-2021-A5',
    productName: 't-shirts AN-TS',
    quantity: 500,
    status: 'InProduction',
    dueDate: '2021-04-01',
    daysOverdue: daysSince('2021-04-01'),
    buyer: { id: users.B2.id, name: 'Buyer Two Person' },
    vendor: party('V1'),
  });
  const a6 = () => ({
    orderCode: 'ORD-2021-A6',
    productName: 'polos AN-PL',
    quantity: 600,
    status: 'ApprovalNeeded',
    dueDate: '2021-05-01',
    daysOverdue: daysSince('2021-05-01'),
    buyer: { id: users.B1.id, name: 'Buyer One Person' },
    vendor: party('V2'),
  });

  it.each([
    ['B1', 'V2', 'a6'],
    ['B2', 'V1', 'a5'],
    ['V1', 'V1', 'a5'],
    ['V2', 'V2', 'a6'],
  ] as const)('%s', async (who, vendor, order) => {
    const { lateOrders } = await analyticsOf(users[who].client);
    expect(lateOrders).toEqual({
      totalCount: 1,
      byVendor: [{ vendor: { id: users[vendor].id }, orders: 1 }],
      orders: [order === 'a5' ? a5() : a6()],
    });
  });

  it('admin: both, the most overdue first', async () => {
    const { lateOrders } = await analyticsOf(admin, YEAR_2021);
    expect(lateOrders).toEqual({
      totalCount: 2,
      byVendor: [
        { vendor: { id: users.V1.id }, orders: 1 },
        { vendor: { id: users.V2.id }, orders: 1 },
      ],
      orders: [a5(), a6()],
    });
  });
});

describe('filters', () => {
  it('a date range keeps the orders created, completed or due in it (both ends included)', async () => {
    const feb = await analyticsOf(users.B1.client, { from: '2021-02-01', to: '2021-02-28' });
    expect(feb.ordersByStatus).toEqual([{ status: 'Completed', orders: 1, units: 300 }]);
    expect(feb.onTimeByMonth).toEqual([
      { month: '2021-02', completed: 2, onTime: 1, late: 1, percent: 50 },
    ]);
    expect(feb.leadTimeByVendor).toEqual([
      { vendor: party('V1'), completed: 1, averageDays: 36 },
      { vendor: party('V2'), completed: 1, averageDays: 20 },
    ]);
    expect(feb.volumeByCategory).toEqual([{ category: 'hoodies', orders: 1, units: 300 }]);
    expect(feb.lateOrders.totalCount).toBe(0);
    // A4 was completed at noon on 2021-03-01: in a range ending that day, not in one ending the day before.
    const toFeb = await analyticsOf(users.V2.client, { to: '2021-02-28' });
    expect(toFeb.onTimeByMonth.map((row: { month: string }) => row.month)).toEqual(['2021-02']);
    const toMar1 = await analyticsOf(users.V2.client, { to: '2021-03-01' });
    expect(toMar1.onTimeByMonth.map((row: { month: string }) => row.month)).toEqual([
      '2021-02',
      '2021-03',
    ]);
    expect(toMar1).toMatchObject({ from: null, to: '2021-03-01', vendorId: null });
  });

  it('the vendor filter narrows a buyer to that vendor and an admin to it', async () => {
    const b1 = await analyticsOf(users.B1.client, { vendorId: users.V2.id });
    expect(b1.ordersByStatus).toEqual([
      { status: 'ApprovalNeeded', orders: 1, units: 600 },
      { status: 'Completed', orders: 1, units: 300 },
    ]);
    const all = await analyticsOf(admin, { ...YEAR_2021, vendorId: users.V2.id });
    expect(all.ordersByStatus).toEqual([
      { status: 'ApprovalNeeded', orders: 1, units: 600 },
      { status: 'Completed', orders: 2, units: 700 },
    ]);
    expect(all.lateOrders.totalCount).toBe(1);
  });

  it("offers the vendors of the user's orders (all vendors to admins)", async () => {
    expect((await analyticsOf(users.B1.client)).vendors).toEqual([party('V1'), party('V2')]);
    expect((await analyticsOf(users.V1.client)).vendors).toEqual([party('V1')]);
    const adminVendors = (await analyticsOf(admin)).vendors.map(
      (v: { company: string }) => v.company,
    );
    expect(adminVendors).toEqual(
      expect.arrayContaining(['Alpha Mills', 'Beta Knits', 'Dhaka Knitwear Ltd.']),
    );
  });

  it("refuses a vendor looking at another vendor's orders, bad dates and a non-vendor", async () => {
    expect(await errorOf(users.V1.client, { vendorId: users.V2.id })).toEqual({
      code: 'FORBIDDEN',
      message: 'Vendors see only their own orders',
    });
    expect(await errorOf(users.B1.client, { from: '2021-02-30' })).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Please enter a valid date',
    });
    expect(await errorOf(users.B1.client, { from: '2021-03-01', to: '2021-02-01' })).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'The start date must be on or before the end date',
    });
    expect(await errorOf(admin, { vendorId: users.B1.id })).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Please select a vendor',
    });
    expect((await errorOf(portal.client(), {})).code).toBe('UNAUTHENTICATED');
  });

  it('REST answers the same figures, with the same rules', async () => {
    const res = await admin.get('/api/analytics?from=2021-01-01&to=2021-12-31');
    expect(res.status).toBe(200);
    const gql = await analyticsOf(admin, YEAR_2021);
    // REST names statuses as stored ('In Production'), GraphQL by enum name ('InProduction').
    expect(res.body.ordersByStatus).toEqual(
      gql.ordersByStatus.map((row: { status: string }) => ({
        ...row,
        status: row.status.replace(/([a-z])([A-Z])/g, '$1 $2'),
      })),
    );
    expect(res.body.volumeByCategory).toEqual(gql.volumeByCategory);
    expect(res.body.lateOrders.totalCount).toBe(2);
    expect((await users.V1.client.get(`/api/analytics?vendorId=${users.V2.id}`)).status).toBe(403);
    expect((await portal.client().get('/api/analytics')).status).toBe(401);
  });
});

describe('dashboard widgets on the same orders', () => {
  const TIMELINE = `{ dashboardTimeline { totalCount needsActionCount items { orderCode status dueDate requiresAction } } }`;

  it("Production Timeline: open orders, those needing action ('Review Now') first", async () => {
    const b1 = await users.B1.client.gql(TIMELINE);
    expect(b1.data.dashboardTimeline).toEqual({
      totalCount: 2,
      needsActionCount: 1,
      items: [
        {
          orderCode: 'ORD-2021-A6',
          status: 'ApprovalNeeded',
          dueDate: '2021-05-01',
          requiresAction: true,
        },
        {
          orderCode: 'ORD-2021-A8',
          status: 'Planning',
          dueDate: '2099-01-01',
          requiresAction: false,
        },
      ],
    });
    const v1 = await users.V1.client.gql(TIMELINE);
    expect(
      v1.data.dashboardTimeline.items.map((item: { orderCode: string }) => item.orderCode),
    ).toEqual(['ORD-2021-A5', 'ORD-2021-A8']);
    // Admins see every order: A6 is the most overdue one needing action.
    const all = await admin.gql(TIMELINE);
    expect(all.data.dashboardTimeline.items[0].orderCode).toBe('ORD-2021-A6');
    expect(all.data.dashboardTimeline.totalCount).toBeGreaterThan(3);
  });

  it('the stat cards count the same orders', async () => {
    const res = await users.B1.client.gql(
      '{ dashboardStats { activeOrders { value } pendingApprovals { value } onTimeDelivery { value } } }',
    );
    // Active: A6, A8; at Approval Needed: A6; on time: A1 and A3 of A1, A2, A3.
    expect(res.data.dashboardStats).toEqual({
      activeOrders: { value: 2 },
      pendingApprovals: { value: 1 },
      onTimeDelivery: { value: 66.7 },
    });
  });

  it('the active orders filter leaves out Completed and Cancelled orders', async () => {
    const res = await users.V1.client.gql(
      '{ orders(active: true) { totalCount nodes { orderCode } } }',
    );
    expect(res.data.orders.nodes.map((o: { orderCode: string }) => o.orderCode).sort()).toEqual([
      'ORD-2021-A5',
      'ORD-2021-A8',
    ]);
  });

  it('shares identical figure queries and follows an order change at once (issue 11)', async () => {
    const connection = portal.orm.em.getDriver().getConnection();
    const execute = connection.execute;
    const figures: string[] = [];
    connection.execute = function (this: unknown, ...args: unknown[]) {
      if (/group by|from figures/.test(String(args[0]))) figures.push(String(args[0]));
      return (execute as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof execute;
    try {
      const first = await analyticsOf(users.B1.client, YEAR_2021);
      const once = figures.length;
      expect(once).toBeGreaterThan(0);
      // Five more identical requests, three of them at the same time: no figure is asked again.
      await Promise.all([1, 2, 3].map(() => analyticsOf(users.B1.client, YEAR_2021)));
      expect(await analyticsOf(users.B1.client, YEAR_2021)).toEqual(first);
      await users.B1.client.gql('{ dashboardStats { activeOrders { value } } }');
      const withStats = figures.length;
      await users.B1.client.gql('{ dashboardStats { activeOrders { value } } }');
      expect(figures.length).toBe(withStats);
      expect(withStats).toBeLessThanOrEqual(once + 1);
      // Another scope asks its own figures.
      await analyticsOf(users.B2.client, YEAR_2021);
      expect(figures.length).toBeGreaterThan(withStats);
    } finally {
      connection.execute = execute;
    }
    // The admin cancels A8 (Planning): the next answers count it as Cancelled, at once.
    const [a8] = await sql("select id from orders where order_code = 'ORD-2021-A8'");
    const cancel = await admin.put(`/api/orders/${a8.id}/status`, { status: 'Cancelled' });
    expect(cancel.status).toBe(200);
    const after = await analyticsOf(users.B1.client, YEAR_2021);
    const planning = after.ordersByStatus.find(
      (row: { status: string }) => row.status === 'Planning',
    );
    expect(planning).toBeUndefined();
    const stats = await users.B1.client.gql('{ dashboardStats { activeOrders { value } } }');
    expect(stats.data.dashboardStats.activeOrders.value).toBe(1);
  });
});
