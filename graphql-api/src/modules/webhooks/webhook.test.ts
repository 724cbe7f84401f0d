import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ApiClient, startTestPortal, type TestPortal } from '../../../test/utils';
import { loadConfig } from '../../config';
import { deliverPendingWebhooks } from './webhook.sender';
import { checkWebhookUrl, type Resolve } from './webhook.target';

type Received = { path: string; headers: http.IncomingHttpHeaders; body: string };

/** A webhook receiver on 127.0.0.1 that records what it gets and answers with `status`. */
class Receiver {
  readonly received: Received[] = [];
  status = 200;
  private server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      this.received.push({ path: req.url ?? '', headers: req.headers, body });
      res.writeHead(this.status, { 'content-type': 'text/plain' }).end(this.status < 300 ? 'thanks' : 'receiver is broken');
    });
  });
  port = 0;

  async start(port = 0) {
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }
  async stop() {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
    this.server = http.createServer(this.server.listeners('request')[0] as http.RequestListener);
  }
  url(path: string) {
    return `http://127.0.0.1:${this.port}${path}`;
  }
  at(path: string) {
    return this.received.filter((r) => r.path === path);
  }
}

let portal: TestPortal;
let buyer: ApiClient;
let vendor: ApiClient;
let admin: ApiClient;
let mei: ApiClient;
let carla: ApiClient;
let receiver: Receiver;
const ids: Record<string, number> = {};
const secrets: Record<string, string> = {};
const endpoints: Record<string, number> = {};

const sql = <T = any>(query: string, params: unknown[] = []) =>
  portal.orm.em.fork().getConnection().execute<T[]>(query, params);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const ALL_EVENTS = ['order.created', 'order.status_changed', 'order.approval_requested', 'milestone.late', 'sample.updated', 'inspection.completed', 'shipment.created', 'shipment.received', 'message.received'];
const testAllowList = loadConfig({ NODE_ENV: 'test' }).webhookAllowList;
const tick = (now = new Date()) => deliverPendingWebhooks(portal.orm, testAllowList, { now, timeoutMs: 2_000 });

async function register(client: ApiClient, name: string, events = ALL_EVENTS) {
  const res = await client.post('/api/webhooks', { url: receiver.url(`/${name}`), events });
  expect(res.status).toBe(201);
  secrets[name] = res.body.secret;
  endpoints[name] = res.body.id;
}

async function newOrder() {
  const res = await buyer.post('/api/orders', { vendorId: ids.vendor, productId: ids['DK-TS-001'], quantity: 120, dueDate: inDays(40) });
  expect(res.status).toBe(201);
  return res.body as { id: number; orderId: string };
}

function verify(received: Received, secret: string) {
  const timestamp = received.headers['x-portal-timestamp'] as string;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${received.body}`).digest('hex');
  expect(received.headers['x-portal-signature']).toBe(`sha256=${expected}`);
  expect(received.headers['content-type']).toBe('application/json');
  return JSON.parse(received.body) as { id: string; type: string; data: Record<string, any> };
}

beforeAll(async () => {
  receiver = await new Receiver().start();
  portal = await startTestPortal();
  [buyer, vendor, admin, mei, carla] = await Promise.all(['buyer', 'vendor', 'admin', 'mei.lin', 'carla.chen'].map((name) => portal.signIn(name)));
  for (const row of await sql<{ username: string; id: number }>('select username, id from users')) ids[row.username] = row.id;
  for (const row of await sql<{ sku: string; id: number }>('select sku, id from products')) ids[row.sku] = row.id;
  await register(buyer, 'buyer');
  await register(vendor, 'vendor');
  await register(admin, 'admin', ['order.created', 'order.status_changed']);
  await register(mei, 'mei');
  await tick();
  receiver.received.length = 0;
});
afterAll(async () => {
  await portal?.close();
  await receiver?.stop();
});

describe('registering endpoints', () => {
  it('shows the secret once and lists the endpoint without it', async () => {
    expect(secrets.buyer).toMatch(/^whsec_/);
    const list = await buyer.get('/api/webhooks');
    expect(list.body).toEqual([expect.objectContaining({ id: endpoints.buyer, url: receiver.url('/buyer'), events: ALL_EVENTS, enabled: true })]);
    expect(JSON.stringify(list.body)).not.toContain(secrets.buyer);
    const gql = await buyer.gql('{ webhooks { id url events enabled } webhookEventTypes { type description } }');
    expect(gql.data.webhookEventTypes.map((e: { type: string }) => e.type)).toEqual(ALL_EVENTS);
  });

  it.each([
    [{ url: 'http://example.com/hook', events: ['order.created'] }, 'The URL must start with https://'],
    [{ url: 'not a url', events: ['order.created'] }, 'Please enter a valid URL'],
    [{ url: 'https://example.com/hook', events: [] }, 'Choose at least one event'],
    [{ url: 'https://example.com/hook', events: ['order.deleted'] }, 'Unknown event: order.deleted'],
  ])('refuses %j', async (body, message) => {
    const res = await buyer.post('/api/webhooks', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('allows http://127.0.0.1 and localhost only in tests, with WEBHOOKS_ALLOW_LOCALHOST=1 or to hosts of WEBHOOK_ALLOWED_HOSTS', () => {
    const allowList = (env: Record<string, string>) => loadConfig({ ...env }).webhookAllowList;
    const production = allowList({ NODE_ENV: 'production' });
    expect(() => checkWebhookUrl('http://127.0.0.1:9/x', production)).toThrow('The URL must start with https://');
    expect(() => checkWebhookUrl('https://127.0.0.1:9/x', production)).toThrow('Webhooks cannot go to 127.0.0.1: it is a loopback address');
    const local = allowList({ NODE_ENV: 'production', WEBHOOKS_ALLOW_LOCALHOST: '1' });
    expect(checkWebhookUrl('http://localhost:9/x', local)).toBe('http://localhost:9/x');
    expect(checkWebhookUrl('http://[::1]:9/x', local)).toBe('http://[::1]:9/x');
    expect(checkWebhookUrl('http://127.0.0.1:9/x', allowList({ NODE_ENV: 'test' }))).toBe('http://127.0.0.1:9/x');
    expect(() => checkWebhookUrl('http://127.0.0.1:9/x', allowList({ NODE_ENV: 'test', WEBHOOKS_ALLOW_LOCALHOST: '0' }))).toThrow('The URL must start with https://');
    expect(() => checkWebhookUrl('http://10.0.0.1/x', local)).toThrow('The URL must start with https://');
    expect(() => checkWebhookUrl('https://10.0.0.1/x', local)).toThrow('Webhooks cannot go to 10.0.0.1: it is a private address');
    const onPremise = allowList({ NODE_ENV: 'production', WEBHOOK_ALLOWED_HOSTS: 'erp.local, 10.0.0.5' });
    expect(checkWebhookUrl('http://ERP.local/hooks', onPremise)).toBe('http://erp.local/hooks');
    expect(checkWebhookUrl('https://10.0.0.5/hooks', onPremise)).toBe('https://10.0.0.5/hooks');
    expect(() => checkWebhookUrl('https://10.0.0.6/hooks', onPremise)).toThrow('Webhooks cannot go to 10.0.0.6: it is a private address');
    expect(() => allowList({ WEBHOOK_ALLOWED_HOSTS: 'bad^host' })).toThrow('WEBHOOK_ALLOWED_HOSTS: "bad^host" is not a host name or address');
    expect(checkWebhookUrl(' https://erp.example.com/hooks ', production)).toBe('https://erp.example.com/hooks');
  });

  it("keeps each user's endpoints to themselves", async () => {
    expect((await mei.get(`/api/webhooks/${endpoints.buyer}/deliveries`)).status).toBe(404);
    expect((await mei.patch(`/api/webhooks/${endpoints.buyer}`, { enabled: false })).status).toBe(404);
    expect((await mei.delete(`/api/webhooks/${endpoints.buyer}`)).status).toBe(404);
    expect((await portal.client().get('/api/webhooks')).status).toBe(401);
  });
});

describe('deliveries', () => {
  it('queues in the request and sends later, signed, to everyone who may see the order', async () => {
    const order = await newOrder();
    // Nothing is sent by the request itself: the deliveries wait in the outbox.
    expect(receiver.received).toHaveLength(0);
    const [{ count }] = await sql(`select count(*)::int as count from webhook_deliveries where status = 'pending' and event_type = 'order.created'`);
    expect(count).toBe(3);

    expect(await tick()).toBe(3);
    for (const who of ['buyer', 'vendor', 'admin']) {
      const [got] = receiver.at(`/${who}`);
      expect(got.headers['x-portal-event']).toBe('order.created');
      const body = verify(got, secrets[who]);
      expect(body).toMatchObject({ type: 'order.created', data: { order: { orderId: order.orderId, quantity: 120, status: 'Planning' } } });
      expect(body.id).toBe(got.headers['x-portal-event-id']);
    }
    // Another vendor's endpoint hears nothing of it.
    expect(receiver.at('/mei')).toHaveLength(0);
    const deliveries = await buyer.get(`/api/webhooks/${endpoints.buyer}/deliveries`);
    expect(deliveries.body[0]).toMatchObject({ eventType: 'order.created', status: 'delivered', attempts: 1, responseStatus: 200, responseSnippet: 'thanks' });
  });

  it('sends status changes and approval requests once per endpoint', async () => {
    const order = await newOrder();
    // A new order waits for the vendor's acknowledgement before its status can move.
    const accepted = await vendor.gql('mutation($id: ID!) { acceptOrder(id: $id) { ackStatus } }', { id: String(order.id) });
    expect(accepted.data.acceptOrder.ackStatus).toBe('Accepted');
    await tick();
    receiver.received.length = 0;
    // Production needs the PP sample approved or waived: the waiver is a sample.updated event for both
    // sides (the admin's endpoint did not subscribe to it).
    expect((await buyer.post(`/api/orders/${order.id}/samples/pp-waiver`, { reason: 'Repeat style' })).status).toBe(200);
    await tick();
    expect(receiver.at('/admin')).toHaveLength(0);
    for (const who of ['buyer', 'vendor']) {
      const events = receiver.at(`/${who}`).map((r) => verify(r, secrets[who]));
      expect(events).toMatchObject([{ type: 'sample.updated', data: { order: { orderId: order.orderId }, sample: { type: 'PP', status: 'Waived', action: 'waived' } } }]);
    }
    receiver.received.length = 0;
    // Vendor asks for Shipping: the order waits for the buyer's approval.
    expect((await vendor.put(`/api/orders/${order.id}/status`, { status: 'Shipping' })).status).toBe(200);
    // An admin's change notifies both parties: each endpoint still gets the event once.
    const approved = await admin.gql('mutation($id: ID!) { approveOrder(id: $id) { status } }', { id: String(order.id) });
    expect(approved.data.approveOrder.status).toBe('Shipping');
    await tick();
    const types = (who: string) => receiver.at(`/${who}`).map((r) => verify(r, secrets[who]).type).sort();
    expect(types('buyer')).toEqual(['order.approval_requested', 'order.status_changed', 'order.status_changed']);
    expect(types('vendor')).toEqual(['order.approval_requested', 'order.status_changed', 'order.status_changed']);
    expect(types('admin')).toEqual(['order.status_changed', 'order.status_changed']);
    const approval = receiver.at('/buyer').map((r) => verify(r, secrets.buyer)).find((b) => b.type === 'order.approval_requested')!;
    expect(approval.data.order).toMatchObject({ orderId: order.orderId, status: 'Approval Needed', requestedStatus: 'Shipping' });
    expect(receiver.at('/mei')).toHaveLength(0);
  });

  it('sends message.received to the receiver only', async () => {
    receiver.received.length = 0;
    expect((await vendor.post('/api/messages', { receiverId: ids.buyer, content: 'Fabric arrived' })).status).toBe(201);
    await tick();
    expect(receiver.at('/vendor')).toHaveLength(0);
    const [got] = receiver.at('/buyer');
    expect(verify(got, secrets.buyer)).toMatchObject({ type: 'message.received', data: { message: { content: 'Fabric arrived', senderId: ids.vendor, receiverId: ids.buyer } } });
  });

  it('retries with backoff while the receiver fails or is down, then delivers', async () => {
    receiver.received.length = 0;
    receiver.status = 500;
    await vendor.post('/api/messages', { receiverId: ids.buyer, content: 'Are you there?' });
    const start = new Date();
    expect(await tick(start)).toBe(0);
    let [delivery] = (await buyer.get(`/api/webhooks/${endpoints.buyer}/deliveries`)).body;
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, responseStatus: 500, responseSnippet: 'receiver is broken', lastError: 'The endpoint answered HTTP 500' });
    // Not before the backoff has passed.
    expect(await tick(new Date(start.getTime() + 1_000))).toBe(0);
    expect(receiver.at('/buyer')).toHaveLength(1);

    const port = receiver.port;
    await receiver.stop();
    const second = new Date(new Date(delivery.nextAttemptAt).getTime() + 1);
    await tick(second);
    [delivery] = (await buyer.get(`/api/webhooks/${endpoints.buyer}/deliveries`)).body;
    expect(delivery).toMatchObject({ status: 'pending', attempts: 2, responseStatus: null });
    expect(delivery.lastError).toBe('ECONNREFUSED');
    expect(new Date(delivery.nextAttemptAt).getTime() - second.getTime()).toBe(60_000);

    await receiver.start(port);
    receiver.status = 200;
    expect(await tick(new Date(new Date(delivery.nextAttemptAt).getTime() + 1))).toBe(1);
    [delivery] = (await buyer.get(`/api/webhooks/${endpoints.buyer}/deliveries`)).body;
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 3, responseStatus: 200 });
    const attempts = receiver.at('/buyer');
    expect(attempts).toHaveLength(2);
    // The same event, freshly timestamped and signed at each attempt.
    const [first, last] = attempts.map((r) => verify(r, secrets.buyer));
    expect(last.id).toBe(first.id);
    expect(last.data.message.content).toBe('Are you there?');
  });

  it('answers the request at once and bounds each attempt when the receiver never answers', async () => {
    const silent = http.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const hook = await carla.post('/api/webhooks', { url: `http://127.0.0.1:${(silent.address() as AddressInfo).port}/`, events: ['message.received'] });
    try {
      // The message is sent (and committed) while nothing has even tried the receiver yet.
      expect((await mei.post('/api/messages', { receiverId: ids['carla.chen'], content: 'Hello Carla' })).status).toBe(201);
      await deliverPendingWebhooks(portal.orm, testAllowList, { timeoutMs: 200 });
      const [delivery] = (await carla.get(`/api/webhooks/${hook.body.id}/deliveries`)).body;
      expect(delivery).toMatchObject({ status: 'pending', attempts: 1, responseStatus: null, lastError: 'No answer within 0.2 s' });
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
      await carla.delete(`/api/webhooks/${hook.body.id}`);
    }
  });

  it('gives up after a day', async () => {
    receiver.status = 503;
    await vendor.post('/api/messages', { receiverId: ids.buyer, content: 'Nobody home' });
    const created = new Date();
    receiver.received.length = 0;
    await tick(created);
    expect(await tick(new Date(created.getTime() + 25 * 3_600_000))).toBe(0);
    const [delivery] = (await buyer.get(`/api/webhooks/${endpoints.buyer}/deliveries`)).body;
    expect(delivery).toMatchObject({ status: 'failed', attempts: 2, responseStatus: 503 });
    receiver.status = 200;
  });

  it('sends nothing to a disabled endpoint, and deleting removes it with its history', async () => {
    receiver.received.length = 0;
    const disabled = await mei.patch(`/api/webhooks/${endpoints.mei}`, { enabled: false });
    expect(disabled.body.enabled).toBe(false);
    await buyer.post('/api/messages', { receiverId: ids['mei.lin'], content: 'Hello Mei' });
    await tick();
    expect(receiver.at('/mei')).toHaveLength(0);
    const gql = await mei.gql('mutation($id: Int!) { deleteWebhook(id: $id) }', { id: endpoints.mei });
    expect(gql.data.deleteWebhook).toBe(true);
    expect((await mei.get('/api/webhooks')).body).toEqual([]);
    const [{ count }] = await sql('select count(*)::int as count from webhook_deliveries where endpoint_id = ?', [endpoints.mei]);
    expect(count).toBe(0);
  });
});

/** Server-side request forgery: a portal as in production (no loopback allowance), one allowed private name. */
describe('non-public addresses (SSRF)', () => {
  const env = { WEBHOOKS_ALLOW_LOCALHOST: '0', WEBHOOK_ALLOWED_HOSTS: 'erp.local' };
  const allowList = loadConfig({ NODE_ENV: 'test', ...env }).webhookAllowList;
  let guarded: TestPortal;
  let owner: ApiClient;
  let closedPort: number;
  const guardedSql = <T = any>(query: string, params: unknown[] = []) => guarded.orm.em.fork().getConnection().execute<T[]>(query, params);
  /** Names resolve as the test says (a DNS answer that changed after registration). */
  const resolveTo =
    (answers: Record<string, string>): Resolve =>
    async (hostname) => (answers[hostname] ? [{ address: answers[hostname], family: answers[hostname].includes(':') ? 6 : 4 }] : Promise.reject(Object.assign(new Error('not found'), { code: 'ENOTFOUND' })));

  beforeAll(async () => {
    guarded = await startTestPortal({ env });
    owner = await guarded.signIn('buyer');
    const probe = http.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    closedPort = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
  });
  afterAll(() => guarded?.close());

  // Every spelling, with the host WHATWG URL parsing makes of it and why it is refused.
  const SPELLINGS: [string, string][] = [
    ['https://127.0.0.1/hook', '127.0.0.1: it is a loopback address'],
    ['https://127.1/hook', '127.0.0.1: it is a loopback address'],
    ['https://2130706433/hook', '127.0.0.1: it is a loopback address'],
    ['https://0x7f000001/hook', '127.0.0.1: it is a loopback address'],
    ['https://0177.0.0.1/hook', '127.0.0.1: it is a loopback address'],
    ['https://[::1]/hook', '[::1]: it is a loopback address'],
    ['https://[::ffff:127.0.0.1]/hook', '[::ffff:7f00:1]: it is a loopback address'],
    ['https://[::ffff:169.254.169.254]/hook', '[::ffff:a9fe:a9fe]: it is a link-local address'],
    ['https://0.0.0.0/hook', '0.0.0.0: it is an unspecified address'],
    ['https://0/hook', '0.0.0.0: it is an unspecified address'],
    ['https://[::]/hook', '[::]: it is an unspecified address'],
    ['https://169.254.169.254/latest/meta-data/', '169.254.169.254: it is a link-local address'],
    ['https://[fe80::1]/hook', '[fe80::1]: it is a link-local address'],
    ['https://100.100.100.200/hook', '100.100.100.200: it is a shared (carrier-grade NAT) address'],
    ['https://10.1.2.3/hook', '10.1.2.3: it is a private address'],
    ['https://172.16.0.1/hook', '172.16.0.1: it is a private address'],
    ['https://192.168.1.1/hook', '192.168.1.1: it is a private address'],
    ['https://[fd00::1]/hook', '[fd00::1]: it is a unique-local address'],
    ['https://224.0.0.1/hook', '224.0.0.1: it is a multicast address'],
    ['https://[ff02::1]/hook', '[ff02::1]: it is a multicast address'],
    ['https://255.255.255.255/hook', '255.255.255.255: it is a broadcast address'],
    ['https://240.0.0.1/hook', '240.0.0.1: it is a reserved address'],
  ];

  it.each(SPELLINGS)('refuses %s at registration with 400 on url', async (url, why) => {
    const res = await owner.post('/api/webhooks', { url, events: ['order.created'] });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'url', message: `Webhooks cannot go to ${why}` });
  });

  it('refuses a name that resolves to a loopback address, over GraphQL too', async () => {
    const res = await owner.post('/api/webhooks', { url: 'https://localhost/hook', events: ['order.created'] });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'url', message: expect.stringMatching(/^Webhooks cannot go to localhost: it resolves to .*, a loopback address$/) });
    const gql = await owner.gql('mutation($input: CreateWebhookInput!) { createWebhook(input: $input) { secret } }', { input: { url: 'https://0x7f000001/', events: ['order.created'] } });
    expect(gql.errors?.[0]).toMatchObject({ message: 'Webhooks cannot go to 127.0.0.1: it is a loopback address', extensions: { code: 'BAD_USER_INPUT', field: 'url' } });
    expect((await owner.get('/api/webhooks')).body).toEqual([]);
  });

  it('refuses every spelling on PATCH and keeps the URL', async () => {
    const created = await owner.post('/api/webhooks', { url: 'https://hooks.example.test/ok', events: ['order.created'] });
    expect(created.status).toBe(201);
    try {
      for (const [url, why] of SPELLINGS) {
        const res = await owner.patch(`/api/webhooks/${created.body.id}`, { url });
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ field: 'url', message: `Webhooks cannot go to ${why}` });
      }
      expect((await owner.get('/api/webhooks')).body[0].url).toBe('https://hooks.example.test/ok');
    } finally {
      await owner.delete(`/api/webhooks/${created.body.id}`);
    }
  });

  it('checks again at each delivery, never connecting to a refused address (open and closed ports alike)', async () => {
    const listening = await new Receiver().start();
    try {
      const [{ id: userId }] = await guardedSql('select id from users where username = ?', ['buyer']);
      // Stored before the rules (or by a name that resolved elsewhere at registration).
      const urls = [
        `http://127.0.0.1:${listening.port}/open`,
        `http://127.0.0.1:${closedPort}/closed`,
        `http://127.1:${listening.port}/open`,
        `http://[::ffff:127.0.0.1]:${listening.port}/open`,
        ...SPELLINGS.map(([url]) => url),
        `https://rebound.example.test:${listening.port}/open`,
      ];
      const ids: number[] = [];
      for (const url of urls) {
        const [endpoint] = await guardedSql("insert into webhook_endpoints (user_id, url, events, secret) values (?, ?, '{order.created}', 'whsec_test') returning id", [userId, url]);
        const [delivery] = await guardedSql(
          "insert into webhook_deliveries (endpoint_id, event_id, event_type, payload, next_attempt_at) values (?, 'evt_ssrf', 'order.created', '{}', now() - interval '1 second') returning id",
          [endpoint.id],
        );
        ids.push(delivery.id);
      }
      // The name resolved to a public address at registration; now it answers 127.0.0.1.
      // Two turns: a turn claims at most 20 deliveries.
      for (const turn of [1, 2]) {
        expect([turn, await deliverPendingWebhooks(guarded.orm, allowList, { timeoutMs: 2_000, resolve: resolveTo({ 'rebound.example.test': '127.0.0.1' }) })]).toEqual([turn, 0]);
      }
      expect(listening.received).toEqual([]);
      const rows = await guardedSql<{ id: number; status: string; attempts: number; response_status: number | null; last_error: string }>(
        `select id, status, attempts, response_status, last_error from webhook_deliveries where id in (${ids.join(', ')}) order by id`,
      );
      const errors = rows.map((row) => row.last_error);
      const loopback = 'Webhooks cannot go to 127.0.0.1: it is a loopback address';
      expect(errors.slice(0, 4)).toEqual([loopback, loopback, loopback, 'Webhooks cannot go to [::ffff:7f00:1]: it is a loopback address']);
      expect(errors.slice(4, -1)).toEqual(SPELLINGS.map(([, why]) => `Webhooks cannot go to ${why}`));
      expect(errors.at(-1)).toBe('Webhooks cannot go to rebound.example.test: it resolves to 127.0.0.1, a loopback address');
      expect(rows.every((row) => row.status === 'pending' && row.attempts === 1 && row.response_status === null)).toBe(true);
    } finally {
      await guardedSql("delete from webhook_endpoints where secret = 'whsec_test'");
      await listening.stop();
    }
  });

  it('delivers to an allowed private name at the address it resolved to, with its own Host', async () => {
    const erp = await new Receiver().start();
    try {
      const created = await owner.post('/api/webhooks', { url: `http://erp.local:${erp.port}/hooks`, events: ['message.received'] });
      expect(created.status).toBe(201);
      const vendor = await guarded.signIn('vendor');
      const [{ id: buyerId }] = await guardedSql('select id from users where username = ?', ['buyer']);
      expect((await vendor.post('/api/messages', { receiverId: buyerId, content: 'To the ERP' })).status).toBe(201);
      expect(await deliverPendingWebhooks(guarded.orm, allowList, { timeoutMs: 2_000, resolve: resolveTo({ 'erp.local': '127.0.0.1' }) })).toBe(1);
      expect(erp.at('/hooks')).toHaveLength(1);
      expect(erp.at('/hooks')[0].headers.host).toBe(`erp.local:${erp.port}`);
      expect(verify(erp.at('/hooks')[0], created.body.secret).data.message.content).toBe('To the ERP');
    } finally {
      await erp.stop();
    }
  });
});
