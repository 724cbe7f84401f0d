import type { Client } from 'graphql-ws';
import { type ApiClient, liveClient as graphqlWs, startTestPortal, subscribed, type TestPortal } from '../../../test/utils';
import { Order } from '../orders/order.entity';
import { User } from '../users/user.entity';

let portal: TestPortal;
const ids: Record<string, number> = {};
const clients: Record<string, ApiClient> = {};
/** Order codes of the seed: buyer with vendor, ben.brooks with vendor. */
const orders = { buyerVendor: '', benVendor: '', buyerVendorId: 0 };

beforeAll(async () => {
  portal = await startTestPortal();
  const em = portal.orm.em.fork();
  for (const user of await em.find(User, {})) ids[user.username] = user.id;
  const all = await em.find(Order, {}, { populate: ['buyer', 'vendor'], orderBy: { id: 'asc' } });
  const find = (buyer: string, vendor: string) =>
    all.find((o) => o.buyer.username === buyer && o.vendor.username === vendor)!;
  orders.buyerVendor = find('buyer', 'vendor').orderCode;
  orders.buyerVendorId = find('buyer', 'vendor').id;
  orders.benVendor = find('ben.brooks', 'vendor').orderCode;
  for (const name of [
    'buyer',
    'vendor',
    'admin',
    'mei.lin',
    'ana.souza',
    'ben.brooks',
    'carla.chen',
  ]) {
    clients[name] = await portal.signIn(name);
  }
});
afterAll(() => portal?.close());

const send = (from: string, to: string, extra: Record<string, unknown> = {}) =>
  clients[from].post('/api/messages', {
    receiverId: ids[to],
    content: `Hello ${to} from ${from}`,
    ...extra,
  });

describe('recipient rules (DECISIONS.md 3)', () => {
  it.each([
    ['buyer', 'vendor', 201],
    ['buyer', 'mei.lin', 201],
    ['buyer', 'admin', 201],
    ['buyer', 'rahul.patel', 403], // pending connection
    ['buyer', 'ana.souza', 403], // blocked connection
    ['buyer', 'ben.brooks', 403], // buyer to buyer
    ['buyer', 'buyer', 403], // self
    ['vendor', 'buyer', 201],
    ['vendor', 'ben.brooks', 201],
    ['vendor', 'admin', 201],
    ['vendor', 'carla.chen', 403], // not connected
    ['vendor', 'mei.lin', 403], // vendor to vendor
    ['ana.souza', 'buyer', 403], // blocked, the other way
    ['mei.lin', 'carla.chen', 201],
    ['admin', 'carla.chen', 201],
    ['admin', 'ana.souza', 201],
    ['admin', 'admin', 403],
  ])('%s -> %s answers %d', async (from, to, status) => {
    const res = await send(from, to);
    expect(res.status).toBe(status);
    if (status === 201) {
      expect(res.body).toMatchObject({
        senderId: ids[from],
        receiverId: ids[to],
        isRead: false,
        messageType: 'General Message',
        relatedOrderId: null,
      });
    } else {
      expect(res.body.code).toBe('FORBIDDEN');
    }
  });

  it('answers 401 signed out and 404 for an unknown recipient', async () => {
    expect(
      (await portal.client().post('/api/messages', { receiverId: ids.vendor, content: 'x' }))
        .status,
    ).toBe(401);
    expect(
      (await clients.buyer.post('/api/messages', { receiverId: 999999, content: 'x' })).status,
    ).toBe(404);
  });

  it('lists the allowed recipients per role', async () => {
    const names = async (who: string) =>
      ((await clients[who].get('/api/messages/recipients')).body as { name: string }[])
        .map((u) => u.name)
        .sort();
    expect(await names('buyer')).toEqual(['Alex Morgan', 'Mei Lin', 'Victor Rahman']);
    expect(await names('vendor')).toEqual(['Alex Morgan', 'Bella Hart', 'Ben Brooks']);
    expect((await names('admin')).length).toBe(8);
    const res = await clients['carla.chen'].gql('{ messageRecipients { id name company role } }');
    expect(res.data.messageRecipients.map((u: { name: string }) => u.name).sort()).toEqual([
      'Alex Morgan',
      'Mei Lin',
    ]);
  });

  it('lists exactly the users a send is accepted for (one rule for both)', async () => {
    const listed = new Set(
      ((await clients.vendor.get('/api/messages/recipients')).body as { id: number }[]).map((u) => u.id),
    );
    for (const [username, id] of Object.entries(ids)) {
      const res = await clients.vendor.post('/api/messages', { receiverId: id, content: `Rule check for ${username}` });
      expect([username, res.status]).toEqual([username, listed.has(id) ? 201 : 403]);
    }
  });
});

describe('sending: validation and trust', () => {
  it.each([
    ['no recipient', { receiverId: undefined }, 'Please select a recipient'],
    ['a null recipient', { receiverId: null }, 'Please select a recipient'],
    ['empty content', { content: '' }, 'Message content is required'],
    ['blank content', { content: '   \n ' }, 'Message content is required'],
    ['no content', { content: undefined }, 'Message content is required'],
    [
      '10,001 characters',
      { content: 'x'.repeat(10_001) },
      'Message content must be at most 10,000 characters',
    ],
    [
      'an unknown type',
      { messageType: 'Gossip' },
      'Message type must be one of: General Message, Order Update, Urgent, Meeting Request, Approval Required',
    ],
  ])('refuses %s', async (_case, change, message) => {
    const res = await clients.buyer.post('/api/messages', {
      receiverId: ids.vendor,
      content: 'Hi',
      ...change,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('refuses a senderId other than the session user and accepts its own', async () => {
    const spoof = await send('buyer', 'vendor', { senderId: ids['mei.lin'] });
    expect(spoof.status).toBe(403);
    const own = await send('buyer', 'vendor', { senderId: ids.buyer });
    expect(own.status).toBe(201);
  });

  it('ignores the client timestamp and isRead, keeps every message type', async () => {
    const res = await send('buyer', 'vendor', {
      timestamp: '2001-01-01T00:00:00.000Z',
      isRead: true,
      messageType: 'Urgent',
      content: '  Trimmed  ',
    });
    expect(res.status).toBe(201);
    expect(res.body.isRead).toBe(false);
    expect(res.body.content).toBe('Trimmed');
    expect(res.body.messageType).toBe('Urgent');
    expect(Date.now() - new Date(res.body.timestamp).getTime()).toBeLessThan(60_000);
    expect(res.body).toMatchObject({ senderName: 'Bella Hart', receiverName: 'Victor Rahman' });
  });

  it('links an order by code or id when both are parties, refuses otherwise', async () => {
    const byCode = await send('buyer', 'vendor', {
      relatedOrderId: orders.buyerVendor.toLowerCase(),
    });
    expect(byCode.status).toBe(201);
    expect(byCode.body.relatedOrderId).toBe(orders.buyerVendor);
    const byId = await send('buyer', 'vendor', { relatedOrderId: orders.buyerVendorId });
    expect(byId.body.relatedOrderId).toBe(orders.buyerVendor);
    expect((await send('buyer', 'admin', { relatedOrderId: orders.buyerVendor })).status).toBe(201);
    expect((await send('buyer', 'vendor', { relatedOrderId: orders.benVendor })).status).toBe(404); // not the buyer's
    expect((await send('buyer', 'vendor', { relatedOrderId: 'ORD-1999-0000' })).status).toBe(404);
    const notParty = await send('buyer', 'mei.lin', { relatedOrderId: orders.buyerVendor });
    expect(notParty.status).toBe(400);
    expect(notParty.body.message).toBe('The recipient is not part of this order');
    expect((await send('admin', 'ben.brooks', { relatedOrderId: orders.benVendor })).status).toBe(
      201,
    );
  });

  it('lists the orders a message may be about, exactly those a send accepts', async () => {
    const codes = async (from: string, to: string) => {
      const rest = await clients[from].get(`/api/messages/orders?receiverId=${ids[to]}`);
      expect(rest.status).toBe(200);
      const gql = await clients[from].gql('query($id: Int!) { messageOrders(receiverId: $id) { orderCode } }', { id: ids[to] });
      expect(gql.data.messageOrders.map((o: { orderCode: string }) => o.orderCode)).toEqual(rest.body.map((o: { orderId: string }) => o.orderId));
      return rest.body.map((o: { orderId: string }) => o.orderId) as string[];
    };
    const toVendor = await codes('buyer', 'vendor');
    expect(toVendor).toContain(orders.buyerVendor);
    expect(toVendor).not.toContain(orders.benVendor);
    expect(await codes('buyer', 'mei.lin')).not.toContain(orders.buyerVendor);
    expect(await codes('buyer', 'admin')).toContain(orders.buyerVendor);
    expect(await codes('admin', 'ben.brooks')).toContain(orders.benVendor);
    for (const to of ['vendor', 'mei.lin']) {
      const listed = await codes('buyer', to);
      const res = await send('buyer', to, { relatedOrderId: orders.buyerVendor });
      expect([to, res.status]).toEqual([to, listed.includes(orders.buyerVendor) ? 201 : 400]);
    }
    expect((await clients.buyer.get('/api/messages/orders')).status).toBe(400);
    expect((await clients.buyer.get('/api/messages/orders?receiverId=999999')).status).toBe(404);
  });

  it('notifies the receiver with a link to their messages page', async () => {
    const res = await clients['mei.lin'].post('/api/messages', {
      receiverId: ids.buyer,
      content: 'Sample ready for review',
    });
    expect(res.status).toBe(201);
    const list = await clients.buyer.get('/api/notifications');
    expect(list.body.notifications[0]).toMatchObject({
      kind: 'message',
      title: 'New message from Mei Lin',
      body: 'Sample ready for review',
      link: '/buyer/messages',
      isRead: false,
    });
    const vendorSide = await send('buyer', 'vendor');
    expect(vendorSide.status).toBe(201);
    expect((await clients.vendor.get('/api/notifications')).body.notifications[0]).toMatchObject({
      title: 'New message from Bella Hart',
      link: '/vendor/messages',
    });
  });
});

describe('reading', () => {
  it('groups received and sent, newest first, with the SPEC.md 3 fields', async () => {
    const created = await clients.vendor.post('/api/messages', {
      receiverId: ids.buyer,
      content: 'Newest for Bella',
      messageType: 'Order Update',
    });
    const res = await clients.buyer.get('/api/messages');
    expect(res.status).toBe(200);
    const { received, sent } = res.body as { received: any[]; sent: any[] };
    expect(received[0]).toEqual({
      id: created.body.id,
      senderId: ids.vendor,
      receiverId: ids.buyer,
      content: 'Newest for Bella',
      messageType: 'Order Update',
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      isRead: false,
      relatedOrderId: null,
      senderName: 'Victor Rahman',
      receiverName: 'Bella Hart',
    });
    expect(received.every((m) => m.receiverId === ids.buyer)).toBe(true);
    expect(sent.every((m) => m.senderId === ids.buyer)).toBe(true);
    expect(sent.length).toBeGreaterThan(3);
    for (const group of [received, sent]) {
      const times = group.map((m) => m.timestamp);
      expect([...times].sort().reverse()).toEqual(times);
    }
    expect(received.find((m) => m.content.startsWith('Wash test')).relatedOrderId).toMatch(
      /^ORD-\d{4}-\d{4}$/,
    );
    expect((await portal.client().get('/api/messages')).status).toBe(401);
  });

  it('lets only the receiver mark a message read', async () => {
    const { body } = await send('vendor', 'buyer');
    expect((await clients.vendor.put(`/api/messages/${body.id}/read`)).status).toBe(404); // the sender
    expect((await clients['carla.chen'].put(`/api/messages/${body.id}/read`)).status).toBe(404);
    expect((await clients.buyer.put('/api/messages/abc/read')).body.field).toBe('id'); // malformed: 400 (issue 19)
    expect((await portal.client().put(`/api/messages/${body.id}/read`)).status).toBe(401);
    const before = (await clients.buyer.get('/api/messages/unread-count')).body.count;
    const read = await clients.buyer.put(`/api/messages/${body.id}/read`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: body.id, isRead: true });
    expect((await clients.buyer.get('/api/messages/unread-count')).body.count).toBe(before - 1);
    const again = await clients.buyer.gql(
      'mutation ($id: Int!) { markMessageRead(id: $id) { id isRead } }',
      { id: body.id },
    );
    expect(again.data.markMessageRead.isRead).toBe(true);
    const other = await clients.vendor.gql(
      'mutation ($id: Int!) { markMessageRead(id: $id) { id } }',
      { id: body.id },
    );
    expect(other.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('shows a message to its sender and receiver only', async () => {
    const { body } = await send('vendor', 'buyer');
    const query =
      'query ($id: Int!) { message(id: $id) { id content messageType sender { name } receiver { name } relatedOrder { orderCode } } }';
    const own = await clients.buyer.gql(query, { id: body.id });
    expect(own.data.message).toMatchObject({
      id: body.id,
      sender: { name: 'Victor Rahman' },
      receiver: { name: 'Bella Hart' },
      relatedOrder: null,
      messageType: 'General',
    });
    expect((await clients.vendor.gql(query, { id: body.id })).data.message.id).toBe(body.id);
    for (const who of ['mei.lin', 'admin', 'ben.brooks']) {
      expect((await clients[who].gql(query, { id: body.id })).errors?.[0].extensions?.code).toBe(
        'NOT_FOUND',
      );
    }
    expect((await portal.client().gql(query, { id: body.id })).errors?.[0].extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('pages a folder with search and a cursor', async () => {
    for (let i = 1; i <= 3; i++)
      await clients['ben.brooks'].post('/api/messages', {
        receiverId: ids.vendor,
        content: `Zebra print run ${i}`,
      });
    const query = `query ($search: String, $after: String, $folder: MessageFolder!) {
      messages(folder: $folder, search: $search, first: 2, after: $after) {
        totalCount nodes { content sender { username } receiver { username } } pageInfo { hasNextPage endCursor } } }`;
    const first = await clients.vendor.gql(query, { folder: 'INBOX', search: 'zebra' });
    expect(first.errors).toBeUndefined();
    expect(first.data.messages.totalCount).toBe(3);
    expect(first.data.messages.nodes.map((m: { content: string }) => m.content)).toEqual([
      'Zebra print run 3',
      'Zebra print run 2',
    ]);
    expect(first.data.messages.pageInfo.hasNextPage).toBe(true);
    const second = await clients.vendor.gql(query, {
      folder: 'INBOX',
      search: 'zebra',
      after: first.data.messages.pageInfo.endCursor,
    });
    expect(second.data.messages.nodes.map((m: { content: string }) => m.content)).toEqual([
      'Zebra print run 1',
    ]);
    expect(second.data.messages.pageInfo.hasNextPage).toBe(false);
    const byName = await clients.vendor.gql(query, { folder: 'INBOX', search: 'ben brooks' });
    expect(byName.data.messages.totalCount).toBeGreaterThanOrEqual(4);
    const sent = await clients['ben.brooks'].gql(query, { folder: 'SENT', search: 'Zebra' });
    expect(sent.data.messages.totalCount).toBe(3);
    expect(sent.data.messages.nodes[0].receiver.username).toBe('vendor');
    expect(
      (await clients.buyer.gql(query, { folder: 'INBOX', search: 'zebra' })).data.messages
        .totalCount,
    ).toBe(0);
    const unread = await clients.vendor.gql('{ unreadMessageCount }');
    expect(unread.data.unreadMessageCount).toBeGreaterThanOrEqual(3);
  });

  it("answers an order's thread oldest first, to the order's parties only", async () => {
    const query =
      'query ($o: String!) { orderMessages(orderIdOrCode: $o) { content sender { username } relatedOrder { orderCode } } }';
    const thread = await clients.buyer.gql(query, { o: orders.buyerVendor });
    expect(thread.errors).toBeUndefined();
    const contents = thread.data.orderMessages.map((m: { content: string }) => m.content);
    expect(contents.slice(0, 2)).toEqual([
      'Can you confirm the fabric booking for the crew neck order?',
      'Fabric is booked; lab dips go out on Monday.',
    ]);
    expect(
      thread.data.orderMessages.every((m: any) => m.relatedOrder.orderCode === orders.buyerVendor),
    ).toBe(true);
    const rest = await clients.vendor.get(`/api/messages/order/${orders.buyerVendor}`);
    expect(rest.status).toBe(200);
    expect(rest.body[0]).toMatchObject({
      sender: 'Bella Hart',
      relatedOrderId: orders.buyerVendor,
    });
    expect(
      (await clients['ben.brooks'].gql(query, { o: orders.buyerVendor })).errors?.[0].extensions
        ?.code,
    ).toBe('NOT_FOUND');
    expect((await clients['mei.lin'].get(`/api/messages/order/${orders.buyerVendor}`)).status).toBe(
      404,
    );
  });

  it('sends over GraphQL with the same rules', async () => {
    const mutation =
      'mutation ($input: SendMessageInput!) { sendMessage(input: $input) { id content messageType isRead relatedOrder { orderCode } receiver { name } } }';
    const ok = await clients.buyer.gql(mutation, {
      input: {
        receiverId: ids.vendor,
        content: 'Via GraphQL',
        messageType: 'MeetingRequest',
        relatedOrderId: orders.buyerVendor,
      },
    });
    expect(ok.errors).toBeUndefined();
    expect(ok.data.sendMessage).toMatchObject({
      content: 'Via GraphQL',
      messageType: 'MeetingRequest',
      isRead: false,
      relatedOrder: { orderCode: orders.buyerVendor },
      receiver: { name: 'Victor Rahman' },
    });
    const refused = await clients.buyer.gql(mutation, {
      input: { receiverId: ids['ana.souza'], content: 'Blocked' },
    });
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const blank = await clients.buyer.gql(mutation, {
      input: { receiverId: ids.vendor, content: ' ' },
    });
    expect(blank.errors?.[0].message).toBe('Message content is required');
  });
});

/** A graphql-ws client that sends the session cookie of `api` (a browser's WebSocket does the same). */
function liveClient(
  api?: ApiClient,
  target: TestPortal = portal,
): { client: Client; connected: Promise<void>; target: TestPortal } {
  let connected!: () => void;
  const ready = new Promise<void>((resolve) => (connected = resolve));
  const client = graphqlWs(target.url, api?.cookies.size ? { cookie: api.cookieHeader } : {}, {
    retryAttempts: 0,
    on: { connected: () => connected() },
  });
  return { client, connected: ready, target };
}

/** The topic each subscription of these tests hears (graphql-api's subscription resolvers). */
const TOPIC_OF = { messageReceived: 'MESSAGE_CREATED', notificationCreated: 'NOTIFICATION_CREATED', unreadCountsChanged: 'UNREAD_CHANGED' } as const;

/** Subscribes and resolves once the server has started the subscription (it hears its topic). */
async function subscribe(live: { client: Client; connected: Promise<void>; target: TestPortal }, query: string) {
  const field = Object.keys(TOPIC_OF).find((name) => query.includes(name)) as keyof typeof TOPIC_OF;
  // One subscription per topic at a time in these tests: the earlier test's has ended on the server.
  await subscribed(live.target, TOPIC_OF[field], 0);
  const iterator = live.client.iterate<any>({ query });
  const first = iterator.next();
  await live.connected;
  await subscribed(live.target, TOPIC_OF[field], 1);
  return { first, iterator };
}

async function withTimeout<T>(promise: Promise<T>, ms = 5000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>(
    (_, reject) => (timer = setTimeout(() => reject(new Error('no event in time')), ms)),
  );
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

describe('live updates over graphql-ws', () => {
  it('delivers messageReceived to the receiver only, sent over REST by another user', async () => {
    const live = liveClient(clients.buyer);
    try {
      const { first, iterator } = await subscribe(
        live,
        'subscription { messageReceived { id content sender { name } receiver { username } } }',
      );
      expect((await send('vendor', 'ben.brooks', { content: 'Not for Bella' })).status).toBe(201);
      const sent = await send('vendor', 'buyer', { content: 'Live for Bella' });
      const event = await withTimeout(first);
      expect(event.value.errors).toBeUndefined();
      expect(event.value.data.messageReceived).toEqual({
        id: sent.body.id,
        content: 'Live for Bella',
        sender: { name: 'Victor Rahman' },
        receiver: { username: 'buyer' },
      });
      await iterator.return?.();
    } finally {
      await live.client.dispose();
    }
  });

  it('delivers notificationCreated and fresh badge counts to their owner', async () => {
    const live = liveClient(clients.vendor);
    try {
      const notes = await subscribe(
        live,
        'subscription { notificationCreated { kind title link isRead } }',
      );
      const counts = await subscribe(
        live,
        'subscription { unreadCountsChanged { messages notifications } }',
      );
      await send('mei.lin', 'buyer', { content: 'Not for Victor' });
      await send('buyer', 'vendor', { content: 'Badge for Victor' });
      const note = await withTimeout(notes.first);
      expect(note.value.data.notificationCreated).toEqual({
        kind: 'message',
        title: 'New message from Bella Hart',
        link: '/vendor/messages',
        isRead: false,
      });
      const badge = await withTimeout(counts.first);
      const expected = await clients.vendor.gql('{ unreadMessageCount unreadNotificationCount }');
      expect(badge.value.data.unreadCountsChanged).toEqual({
        messages: expected.data.unreadMessageCount,
        notifications: expected.data.unreadNotificationCount,
      });
    } finally {
      await live.client.dispose();
    }
  });

  it('sends fresh badge counts when the user marks a message read', async () => {
    const sent = await send('buyer', 'vendor', { content: 'Read me to clear the badge' });
    const live = liveClient(clients.vendor);
    try {
      const counts = await subscribe(
        live,
        'subscription { unreadCountsChanged { messages notifications } }',
      );
      const before = (await clients.vendor.gql('{ unreadMessageCount }')).data.unreadMessageCount;
      expect((await clients.vendor.put(`/api/messages/${sent.body.id}/read`)).status).toBe(200);
      // The send's own event may still arrive first (LISTEN/NOTIFY delivers it after the
      // subscription opened, with the count before the read): the read's event follows it.
      let badge = await withTimeout(counts.first);
      while (badge.value.data.unreadCountsChanged.messages === before) badge = await withTimeout(counts.iterator.next());
      expect(badge.value.data.unreadCountsChanged.messages).toBe(before - 1);
    } finally {
      await live.client.dispose();
    }
  });

  it('refuses a subscription without a session', async () => {
    const live = liveClient();
    try {
      const result = await withTimeout(
        live.client.iterate<any>({ query: 'subscription { messageReceived { id } }' }).next(),
      );
      expect(result.value.errors[0]).toMatchObject({
        message: 'Not signed in',
        extensions: { code: 'UNAUTHENTICATED' },
      });
    } finally {
      await live.client.dispose();
    }
  });

  it(
    'delivers across two server processes on one database (LISTEN/NOTIFY)',
    async () => {
      const other = await startTestPortal({ shareDatabaseWith: portal });
      const live = liveClient(clients.buyer); // subscribed on server A
      try {
        const { first } = await subscribe(live, 'subscription { messageReceived { content } }');
        const vendorOnB = await other.signIn('vendor');
        const res = await vendorOnB.post('/api/messages', {
          receiverId: ids.buyer,
          content: 'Sent through server B',
        });
        expect(res.status).toBe(201);
        const event = await withTimeout(first);
        expect(event.value.data.messageReceived.content).toBe('Sent through server B');
      } finally {
        await live.client.dispose();
        await other.close();
      }
    },
  );
});
