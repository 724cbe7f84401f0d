import type { Client } from 'graphql-ws';
import { type ApiClient, liveClient, startTestPortal, type TestPortal } from '../../../test/utils';

/**
 * liveChanges (issue 17): the one stream that keeps the portal's screens live. A user hears of
 * changes to the orders they may see, their messages and their unread counts, and of nothing else.
 */
let portal: TestPortal;
let buyer: ApiClient;
let vendor: ApiClient;
let carla: ApiClient;
const ids: Record<string, number> = {};

beforeAll(async () => {
  portal = await startTestPortal();
  [buyer, vendor, carla] = await Promise.all(['buyer', 'vendor', 'carla.chen'].map((name) => portal.signIn(name)));
  const rows = await portal.orm.em.fork().getConnection().execute<{ username: string; id: number }[]>('select username, id from users');
  for (const row of rows) ids[row.username] = row.id;
});
afterAll(() => portal?.close());

type Change = { topic: string; orderId: number | null };

/** A liveChanges subscription over graphql-ws with the client's session cookie (from `since`, when given). */
function listen(client: ApiClient, since?: number): { ws: Client; received: Change[] } {
  const ws = liveClient(portal.url, { cookie: client.cookieHeader });
  const received: Change[] = [];
  ws.subscribe<{ liveChanges: Change }>(
    { query: 'subscription($since: Float) { liveChanges(since: $since) { topic orderId } }', variables: { since } },
    { next: (value) => received.push(value.data!.liveChanges), error: () => undefined, complete: () => undefined },
  );
  return { ws, received };
}

/** Repeats `act` until `done` holds (the subscription starts asynchronously on the server). */
async function until(done: () => boolean, act: () => Promise<unknown>) {
  for (let attempt = 0; attempt < 100 && !done(); attempt++) {
    await act();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(done()).toBe(true);
}

it("tells each user of their orders' changes, their messages and counts, and nothing else", async () => {
  const [order] = await portal.orm.em
    .fork()
    .getConnection()
    .execute<{ id: number }[]>("select id from orders where buyer_id = ? and status = 'In Production' limit 1", [ids.buyer]);
  const mine = listen(buyer);
  const other = listen(carla);
  const note = () => vendor.post('/api/timeline', { orderId: order.id, step: 'Note', notes: 'Line check' });
  // The buyer hears of the vendor's note on its order (the first one once the subscription runs).
  await until(() => mine.received.some((change) => change.topic === 'ORDER_CHANGED'), note);
  expect(mine.received.find((change) => change.topic === 'ORDER_CHANGED')).toEqual({ topic: 'ORDER_CHANGED', orderId: order.id });

  const before = mine.received.length;
  const sent = await vendor.post('/api/messages', { receiverId: ids.buyer, content: 'Live test', messageType: 'General Message' });
  expect(sent.status).toBe(201);
  await until(() => mine.received.slice(before).some((change) => change.topic === 'MESSAGE_CREATED'), async () => undefined);
  expect(mine.received.slice(before).map((change) => change.topic)).toEqual(
    expect.arrayContaining(['MESSAGE_CREATED', 'UNREAD_CHANGED']),
  );

  // Carla's own change reaches her; the buyer's order and message did not.
  const [carlaOrder] = await portal.orm.em
    .fork()
    .getConnection()
    .execute<{ id: number }[]>('select id from orders where buyer_id = ? limit 1', [ids['carla.chen']]);
  await until(
    () => other.received.length > 0,
    () => carla.post('/api/timeline', { orderId: carlaOrder.id, step: 'Note', notes: 'Carla was here' }),
  );
  expect(other.received.every((change) => change.orderId === carlaOrder.id)).toBe(true);
  await Promise.all([mine.ws.dispose(), other.ws.dispose()]);
});

it('tells the buyers invited to inspect an order of its changes, and of no other order of their company (issue 23)', async () => {
  const sql = <T>(query: string, params: unknown[]) => portal.orm.em.fork().getConnection().execute<T[]>(query, params);
  const [quinn, mei] = await Promise.all(['quinn.ortiz', 'mei.lin'].map((name) => portal.signIn(name)));
  // The seeded relaxed jeans (Mei Lin's) that Bella invited Quinn to inspect, and another of Bella's orders.
  const [invited] = await sql<{ id: number }>('select o.id from orders o join order_inspectors oi on oi.order_id = o.id where oi.user_id = ? and o.vendor_id = ?', [ids['quinn.ortiz'], ids['mei.lin']]);
  const [other] = await sql<{ id: number }>(
    "select id from orders where buyer_id = ? and vendor_id = ? and status = 'In Production' and id not in (select order_id from order_inspectors) limit 1",
    [ids.buyer, ids.vendor],
  );
  const hers = listen(quinn);
  const mentions = (orderId: number) => hers.received.filter((change) => change.orderId === orderId).length;
  const both = async () => {
    expect((await vendor.post('/api/timeline', { orderId: other.id, step: 'Note', notes: 'Not for Quinn' })).status).toBe(201);
    expect((await mei.post('/api/timeline', { orderId: invited.id, step: 'Note', notes: 'For the inspector too' })).status).toBe(201);
  };
  await until(() => mentions(invited.id) > 0, both);
  // Once she listens, a change of the other order (published first) never reaches her, the inspected one's does.
  const heard = mentions(invited.id);
  await both();
  await until(() => mentions(invited.id) > heard, async () => undefined);
  expect(hers.received.find((change) => change.orderId === invited.id)).toEqual({ topic: 'ORDER_CHANGED', orderId: invited.id });
  expect(mentions(other.id)).toBe(0);
  await hers.ws.dispose();
});

it('hears first of the changes since a given moment (a page drawn before its connection opened), and RESYNC for one it cannot tell of', async () => {
  const before = Date.now();
  // One listener from now on: once it has heard the message, the server has it among its recent events.
  const now = listen(buyer);
  const message = () => vendor.post('/api/messages', { receiverId: ids.buyer, content: 'While the page loaded', messageType: 'General Message' });
  await until(() => now.received.some((change) => change.topic === 'MESSAGE_CREATED'), message);
  const after = Date.now() + 1;

  // Asked from before it: the message (and the count it changed) come first, at once, with no new
  // change; asked from after it, or by another user, nothing is replayed.
  const missed = listen(buyer, before);
  const later = listen(buyer, after);
  const carlas = listen(carla, before);
  await until(() => missed.received.some((change) => change.topic === 'MESSAGE_CREATED'), async () => undefined);
  expect(missed.received.map((change) => change.topic)).toEqual(expect.arrayContaining(['MESSAGE_CREATED', 'UNREAD_CHANGED']));
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect([later.received, carlas.received]).toEqual([[], []]);
  // From then on, as any subscription.
  const again = () => vendor.post('/api/messages', { receiverId: ids.buyer, content: 'Afterwards', messageType: 'General Message' });
  await until(() => later.received.some((change) => change.topic === 'MESSAGE_CREATED'), again);

  // Asked from longer ago than the server keeps (a minute): it cannot tell, and says so first.
  const stale = listen(buyer, before - 2 * 60_000);
  await until(() => stale.received.length > 0, async () => undefined);
  expect(stale.received[0]).toEqual({ topic: 'RESYNC', orderId: null });
  await Promise.all([now, missed, later, carlas, stale].map((listener) => listener.ws.dispose()));
});
