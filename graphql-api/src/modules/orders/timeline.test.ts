import { type ApiClient, eventually, liveClient, startTestPortal, subscribed, type TestPortal } from '../../../test/utils';

let portal: TestPortal;
let buyer: ApiClient;
let vendor: ApiClient;
let carla: ApiClient;
let admin: ApiClient;

const ADD = `mutation($input: TimelineEventInput!) { addTimelineEvent(input: $input) { id step status notes attachmentUrl requiresAction createdBy { name } } }`;

beforeAll(async () => {
  portal = await startTestPortal();
  [buyer, vendor, carla, admin] = await Promise.all(
    ['buyer', 'vendor', 'carla.chen', 'admin'].map((name) => portal.signIn(name)),
  );
});
afterAll(() => portal?.close());

const firstOrderOf = async (client: ApiClient, status?: string) =>
  ((await client.get('/api/orders')).body as any[]).find((o) => !status || o.status === status);

describe('GET /api/timeline (SPEC.md 3 and 7)', () => {
  it("answers the events of the user's orders, newest first, in the spec's shape", async () => {
    const res = await buyer.get('/api/timeline');
    expect(res.status).toBe(200);
    const mine = new Set(((await buyer.get('/api/orders')).body as any[]).map((o) => o.orderId));
    expect(res.body.length).toBeGreaterThan(5);
    expect(res.body.length).toBeLessThanOrEqual(200);
    expect(res.body.every((e: any) => mine.has(e.orderId))).toBe(true);
    const dates = res.body.map((e: any) => e.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const event = res.body[0];
    expect(Object.keys(event)).toEqual(
      expect.arrayContaining([
        'id',
        'orderId',
        'title',
        'status',
        'date',
        'description',
        'createdBy',
        'requiresAction',
      ]),
    );
    expect(event.title).toBe(`${event.step} - ${event.orderProductName}`);
    expect(typeof event.createdBy).toBe('string');
    expect(new Date(event.date).toISOString()).toBe(event.date);
  });

  it('answers 401 signed out', async () => {
    expect((await portal.client().get('/api/timeline')).status).toBe(401);
  });
});

describe('GET /api/timeline/{orderId}', () => {
  it('orders completed, then current, then upcoming, by date', async () => {
    const order = await firstOrderOf(buyer, 'Quality Check');
    await portal.orm.em
      .fork()
      .getConnection()
      .execute(
        "insert into timeline_events (order_id, step, status, created_at) values (?, 'Packing', 'Upcoming', now() - interval '400 days')",
        [order.id],
      );
    const byId = await buyer.get(`/api/timeline/${order.id}`);
    const byCode = await admin.get(`/api/timeline/${order.orderId}`);
    expect(byId.status).toBe(200);
    expect(byCode.body).toEqual(byId.body);
    const statuses = byId.body.map((e: any) => e.status);
    expect(statuses).toEqual(['Completed', 'Completed', 'Completed', 'Pending', 'Upcoming']);
    expect(byId.body.map((e: any) => e.title)).toEqual(
      ['Planning', 'Sourcing Materials', 'In Production', 'Quality Check', 'Packing'].map(
        (step) => `${step} - ${order.productName}`,
      ),
    );
    expect(byId.body[3].requiresAction).toBe(true);
  });

  it("answers 404 for another user's order", async () => {
    const order = await firstOrderOf(buyer);
    expect((await carla.get(`/api/timeline/${order.id}`)).status).toBe(404);
    expect((await carla.get('/api/timeline/ORD-1999-0000')).status).toBe(404);
    expect((await admin.get(`/api/timeline/${order.id}`)).status).toBe(200);
  });
});

describe('adding a timeline event (SPEC.md 2.9 and 5)', () => {
  it.each([
    [{ step: 'Cutting' }, 'Please select an order and provide a step name'],
    [{ orderId: 'X', step: '  ' }, 'Please select an order and provide a step name'],
    [
      { orderId: 'X', step: 'Cutting', attachmentUrl: 'javascript:alert(1)' },
      'Attachment URL must start with http:// or https://',
    ],
    [
      { orderId: 'X', step: 'Cutting', attachmentUrl: 'ftp://files.example/a.pdf' },
      'Attachment URL must start with http:// or https://',
    ],
  ])('refuses %j', async (input, message) => {
    const order = await firstOrderOf(vendor);
    const body = { ...input, ...('orderId' in input ? { orderId: String(order.id) } : {}) };
    const rest = await vendor.post('/api/timeline', body);
    expect(rest.status).toBe(400);
    expect(rest.body.message).toBe(message);
  });

  it('records a note on the history: done at once, the current step (the status) stays', async () => {
    const order = await firstOrderOf(buyer, 'In Production');
    const current = (await buyer.get(`/api/timeline/${order.id}`)).body.filter((e: any) => e.status === 'Pending');
    const res = await vendor.gql(ADD, {
      input: {
        orderId: order.orderId,
        step: 'Fabric received',
        notes: 'All rolls in',
        attachmentUrl: 'https://files.example/packing.pdf',
      },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data.addTimelineEvent).toMatchObject({
      step: 'Fabric received',
      status: 'Completed',
      notes: 'All rolls in',
      attachmentUrl: 'https://files.example/packing.pdf',
      requiresAction: false,
      createdBy: { name: 'Victor Rahman' },
    });
    const events = (await buyer.get(`/api/timeline/${order.id}`)).body;
    expect(events.filter((e: any) => e.status === 'Pending')).toEqual(current);
    expect(events.find((e: any) => e.step === 'Fabric received')).toMatchObject({
      step: 'Fabric received',
      description: 'All rolls in',
      createdBy: 'Victor Rahman',
    });
    const [note] = await portal.orm.em
      .fork()
      .getConnection()
      .execute(
        "select kind, body from notifications where kind = 'order_status' order by id desc limit 1",
      );
    expect(note.body).toBe(`Victor Rahman added "Fabric received" to the timeline of ${order.orderId}. All rolls in`);
  });

  it.each(['Quality Check', 'quality check', 'Shipping', 'Delivered'])(
    'refuses an event named after a status (%s): Change status moves the order',
    async (step) => {
      const order = await firstOrderOf(vendor, 'In Production');
      const res = await vendor.post('/api/timeline', { orderId: order.id, step });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ field: 'step', message: expect.stringContaining('is an order status') });
      const [{ n }] = await portal.orm.em
        .fork()
        .getConnection()
        .execute('select count(*)::int as n from timeline_events where order_id = ? and lower(step) = lower(?)', [order.id, step]);
      expect(n).toBe(0);
    },
  );

  it('lets the buyer of the order and admins add events; others get 404', async () => {
    const order = await firstOrderOf(buyer, 'Planning');
    const mine = await buyer.post('/api/timeline', { orderId: order.id, step: 'Sample approved' });
    expect(mine.status).toBe(201);
    expect(mine.body).toMatchObject({
      orderId: order.orderId,
      title: `Sample approved - ${order.productName}`,
      status: 'Completed',
    });
    expect(
      (await admin.gql(ADD, { input: { orderId: String(order.id), step: 'Audit' } })).errors,
    ).toBeUndefined();
    expect(
      (await carla.gql(ADD, { input: { orderId: String(order.id), step: 'Nope' } })).errors?.[0]
        .extensions?.code,
    ).toBe('NOT_FOUND');
    expect(
      (await portal.client().post('/api/timeline', { orderId: order.id, step: 'Nope' })).status,
    ).toBe(401);
  });
});

describe('orderChanged subscription', () => {
  it('delivers the fresh order to users who may see it, and nothing to others', async () => {
    const subscribe = (client: ApiClient) => {
      const ws = liveClient(portal.url, { cookie: client.cookieHeader });
      const received: any[] = [];
      ws.subscribe(
        { query: 'subscription { orderChanged { orderCode status buyer { name } } }' },
        {
          next: (value) => received.push(value),
          error: () => undefined,
          complete: () => undefined,
        },
      );
      return { ws, received };
    };
    await subscribed(portal, 'ORDER_CHANGED', 0);
    const mine = subscribe(buyer);
    const other = subscribe(carla);
    await subscribed(portal, 'ORDER_CHANGED', 2);
    const order = await firstOrderOf(buyer, 'Planning');
    await vendor.post('/api/timeline', { orderId: order.id, step: 'Trims ordered' });
    await eventually(() => mine.received.length > 0, "the buyer's event");
    expect(mine.received[0]?.data?.orderChanged).toEqual({
      orderCode: order.orderId,
      status: 'Planning',
      buyer: { name: 'Bella Hart' },
    });
    expect(other.received).toEqual([]);
    await Promise.all([mine.ws.dispose(), other.ws.dispose()]);
  });

  it("answers each event's fields from that event's rows, not an earlier event's loaders", async () => {
    const ws = liveClient(portal.url, { cookie: buyer.cookieHeader });
    const notes: string[][] = [];
    await subscribed(portal, 'ORDER_CHANGED', 0);
    ws.subscribe<{ orderChanged: { timeline: { notes: string | null }[] } }>(
      { query: 'subscription { orderChanged { timeline { notes } } }' },
      {
        next: (value) => notes.push(value.data!.orderChanged.timeline.map((event) => event.notes ?? '')),
        error: () => undefined,
        complete: () => undefined,
      },
    );
    await subscribed(portal, 'ORDER_CHANGED', 1);
    const order = await firstOrderOf(buyer, 'Planning');
    for (const [index, note] of ['First live note', 'Second live note'].entries()) {
      expect((await vendor.post('/api/timeline', { orderId: order.id, step: 'Note', notes: note })).status).toBe(201);
      await eventually(() => notes.length > index, `the event of note ${index + 1}`);
    }
    expect(notes).toHaveLength(2);
    expect(notes[0]).toContain('First live note');
    expect(notes[0]).not.toContain('Second live note');
    expect(notes[1]).toEqual(expect.arrayContaining(['First live note', 'Second live note']));
    await ws.dispose();
  });
});
