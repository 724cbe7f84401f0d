import { type ApiClient, startTestPortal, type TestPortal } from '../../test/utils';
import { badInput } from './errors';

/**
 * The domain event bus as buildApp wires it (issue 21): the modules say what happened, the
 * notifications (with their e-mails and webhook deliveries) are its handlers', and every handler
 * runs inside the publisher's transaction.
 */
let portal: TestPortal;
let buyer: ApiClient;
const ids: Record<string, number> = {};

const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
  portal.orm.em.fork().getConnection().execute<T[]>(query, params);
const count = async (query: string, params: unknown[]) => Number((await sql<{ n: string }>(query, params))[0].n);
const notificationsAbout = (text: string) => count('select count(*) as n from notifications where body like ?', [`%${text}%`]);

beforeAll(async () => {
  portal = await startTestPortal();
  buyer = await portal.signIn('buyer');
  for (const row of await sql<{ username: string; id: number }>('select username, id from users')) ids[row.username] = row.id;
  for (const row of await sql<{ sku: string; id: number }>('select sku, id from products')) ids[row.sku] = row.id;
});
afterAll(() => portal?.close());
afterEach(() => jest.restoreAllMocks());

const sendMessage = (content: string) => buyer.post('/api/messages', { receiverId: ids.vendor, content });

it("runs the handlers in the publisher's transaction: what they write commits with the change", async () => {
  const seen: { inTransaction: boolean; inside: number; outside: number }[] = [];
  // Registered after the notices: the receiver's notification is written by then, not committed.
  portal.events.on('MessageSent', async (em, { message }) => {
    const told = "select count(*) as n from notifications where kind = 'message' and body = ?";
    seen.push({
      inTransaction: em.isInTransaction(),
      inside: Number((await em.execute<{ n: string }[]>(told, [message.content]))[0].n),
      outside: await count(told, [message.content]),
    });
    return [];
  });
  const res = await sendMessage('Seen inside the transaction');
  expect(res.status).toBe(201);
  expect(seen).toEqual([{ inTransaction: true, inside: 1, outside: 0 }]);
  expect(await notificationsAbout('Seen inside the transaction')).toBe(1);
});

it('rolls the change back, with what the other handlers wrote, when a handler throws', async () => {
  portal.events.on('MessageSent', async (_em, { message }) => {
    if (message.content === 'Roll me back') throw badInput('Refused by a handler', 'content');
    return [];
  });
  const res = await sendMessage('Roll me back');
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ message: 'Refused by a handler', field: 'content' });
  expect(await count('select count(*) as n from messages where content = ?', ['Roll me back'])).toBe(0);
  expect(await notificationsAbout('Roll me back')).toBe(0);
});

it('notifies only through the bus: with its handlers skipped, the change is written and nobody is told', async () => {
  const publish = jest.spyOn(portal.events, 'publish').mockResolvedValue([]);
  const message = await sendMessage('Nobody hears of this');
  expect(message.status).toBe(201);
  expect(await notificationsAbout('Nobody hears of this')).toBe(0);

  // A new order: its first timeline step and audit entry, which ride in the first handler's
  // statement, are written by the publisher when no handler took them.
  const before = await count('select count(*) as n from notifications where user_id = ?', [ids.vendor]);
  const order = await buyer.post('/api/orders', {
    vendorId: ids.vendor,
    productId: ids['DK-TS-001'],
    quantity: 40,
    dueDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
  });
  expect(order.status).toBe(201);
  expect(publish.mock.calls.map(([, name]) => name)).toEqual(['MessageSent', 'OrderPlaced']);
  expect(await count('select count(*) as n from notifications where user_id = ?', [ids.vendor])).toBe(before);
  expect(await count('select count(*) as n from timeline_events where order_id = ?', [order.body.id])).toBe(1);
  expect(await count("select count(*) as n from audit_log where action = 'order.create' and entity_id = ?", [String(order.body.id)])).toBe(1);

  // With the handlers back, the vendor hears of the next order.
  publish.mockRestore();
  const next = await buyer.post('/api/orders', {
    vendorId: ids.vendor,
    productId: ids['DK-TS-001'],
    quantity: 41,
    dueDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
  });
  expect(next.status).toBe(201);
  expect(await notificationsAbout(`(${next.body.orderId})`)).toBe(1);
});
