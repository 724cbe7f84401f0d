import { startTestPortal, type TestPortal } from './utils';

/**
 * A program written against SPEC.md alone (issue 17, "Done when"): only the paths and payloads of
 * SPEC.md section 7, its call conventions (credentials sent, JSON bodies, a non-OK answer becomes
 * an error reading "<status>: <body text or status text>") and the workflow of SPEC.md 4 and 6,
 * against a freshly started portal (migrated and seeded from an empty database).
 */
class SpecClient {
  private cookie = '';
  constructor(private readonly origin: string) {}

  async call<T = any>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(this.origin + path, {
      method,
      headers: {
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookie = res.headers.getSetCookie().map((c) => c.split(';')[0]);
    if (setCookie.length > 0) this.cookie = setCookie.join('; ');
    const text = await res.text();
    if (!res.ok) throw new Error(`${res.status}: ${text || res.statusText}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }
}

/** SPEC.md 3: due dates are written like 'Jan 05, 2025'. */
function specDate(daysAhead: number): string {
  const date = new Date(Date.now() + daysAhead * 86_400_000);
  const month = date.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
  return `${month} ${String(date.getUTCDate()).padStart(2, '0')}, ${date.getUTCFullYear()}`;
}

let portal: TestPortal;

beforeAll(async () => {
  portal = await startTestPortal({ fresh: true });
});
afterAll(() => portal?.close());

it('a SPEC.md-only REST client registers, gets connected, orders and follows the order to Completed', async () => {
  const tag = Date.now().toString(36);
  const buyer = new SpecClient(portal.url);
  const vendor = new SpecClient(portal.url);
  const admin = new SpecClient(portal.url);

  // 2.4 and 7: registration signs the new user in.
  const me = await buyer.call('POST', '/api/auth/register', {
    username: `spec-buyer-${tag}`,
    email: `spec-buyer-${tag}@example.com`,
    password: 'password-1',
    name: 'Spec Buyer',
    role: 'buyer',
    company: '',
    avatarInitials: 'SB',
  });
  expect(me).toMatchObject({ name: 'Spec Buyer', role: 'buyer', avatarInitials: 'SB' });
  expect(await buyer.call('GET', '/api/auth/session')).toMatchObject({ name: 'Spec Buyer', role: 'buyer' });
  const maker = await vendor.call('POST', '/api/auth/register', {
    username: `spec-vendor-${tag}`,
    email: `spec-vendor-${tag}@example.com`,
    password: 'password-2',
    name: 'Spec Vendor',
    role: 'vendor',
    company: 'Spec Mills',
    avatarInitials: 'SV',
  });
  expect(maker.role).toBe('vendor');

  // An admin (the demo account) connects them (SPEC.md 7: POST /api/associations).
  await admin.call('POST', '/api/auth/login', { username: 'admin', password: 'admin123' });
  const buyers = await admin.call<{ id: number; company: string | null }[]>('GET', '/api/users/buyers');
  const vendors = await admin.call<{ id: number; name: string; company: string }[]>('GET', '/api/users/vendors');
  const buyerId = (await admin.call<{ id: number; username: string }[]>('GET', '/api/users')).find(
    (user) => user.username === `spec-buyer-${tag}`,
  )!.id;
  expect(buyers.map((row) => row.id)).toContain(buyerId);
  const vendorId = vendors.find((row) => row.name === 'Spec Vendor')!.id;
  const association = await admin.call('POST', '/api/associations', { buyerId, vendorId, status: 'approved' });
  expect(association).toMatchObject({ status: 'approved', buyer: { name: 'Spec Buyer' }, vendor: { company: 'Spec Mills' } });
  expect((await admin.call<any[]>('GET', '/api/associations')).map((row) => row.id)).toContain(association.id);

  // The vendor adds a product (product fields plus vendorId).
  const product = await vendor.call('POST', '/api/products', {
    name: 'Spec Tee',
    sku: `SPEC-${tag}`,
    description: 'Jersey tee',
    category: 't-shirts',
    inStock: true,
    stockQuantity: 100,
    vendorId,
  });
  expect(product).toMatchObject({ name: 'Spec Tee', vendorId });
  expect((await buyer.call<any[]>('GET', '/api/products')).map((row) => row.sku)).toContain(`SPEC-${tag}`);

  // The buyer orders (the payload of SPEC.md 7); a new order starts as Planning.
  const dueDate = specDate(60);
  const order = await buyer.call('POST', '/api/orders', {
    orderId: `ORD-${new Date().getUTCFullYear()}-1234`,
    buyerId,
    vendorId,
    productId: product.id,
    quantity: 1700,
    status: 'Planning',
    dueDate,
    createdAt: new Date().toISOString(),
    notes: 'Spec client order',
  });
  expect(order).toMatchObject({ status: 'Planning', quantity: 1700, dueDate, notes: 'Spec client order' });
  expect(order.orderId).toMatch(/^ORD-\d{4}-\d{4,}$/);
  const status = (client: SpecClient, value: string) =>
    client.call('PUT', `/api/orders/${order.id}/status`, { status: value });

  // SPEC.md 6: a buyer only answers requests; the error reads "<status>: <body>".
  await expect(status(buyer, 'In Production')).rejects.toThrow(/^403: /);

  // SPEC.md 4 and 6: the vendor advances its own order...
  for (const stage of ['Sourcing Materials', 'In Production', 'Quality Check'])
    expect((await status(vendor, stage)).status).toBe(stage);
  // ...and Shipping becomes Approval Needed, waiting for the buyer.
  expect((await status(vendor, 'Shipping')).status).toBe('Approval Needed');
  // Reject moves one step back (Quality Check); approve one step forward (Shipping).
  expect((await status(buyer, 'Quality Check')).status).toBe('Quality Check');
  expect((await status(vendor, 'Shipping')).status).toBe('Approval Needed');
  expect((await status(buyer, 'Shipping')).status).toBe('Shipping');
  // Delivered and Completed wait for the buyer too; the buyer approves the requested change.
  expect((await status(vendor, 'Delivered')).status).toBe('Approval Needed');
  expect((await status(buyer, 'Delivered')).status).toBe('Delivered');
  expect((await status(vendor, 'Completed')).status).toBe('Approval Needed');
  expect((await status(buyer, 'Completed')).status).toBe('Completed');

  // Both see the order and its timeline (one event per status change).
  const rows = await vendor.call<any[]>('GET', '/api/orders');
  expect(rows.find((row) => row.id === order.id)).toMatchObject({ status: 'Completed', dueDate });
  const events = await buyer.call<any[]>('GET', `/api/timeline/${order.orderId}`);
  expect(events.map((event) => event.title.split(' - ')[0])).toEqual(
    expect.arrayContaining(['Planning', 'Sourcing Materials', 'In Production', 'Quality Check', 'Shipping', 'Delivered', 'Completed']),
  );
  expect((await buyer.call<any[]>('GET', '/api/timeline')).length).toBeGreaterThan(0);

  // Messages between the two (SPEC.md 7 payload), read by the receiver.
  const sent = await buyer.call('POST', '/api/messages', {
    senderId: buyerId,
    receiverId: vendorId,
    content: 'Thanks, all received.',
    messageType: 'Order Update',
    timestamp: new Date().toISOString(),
    isRead: false,
    relatedOrderId: order.id,
  });
  const inbox = await vendor.call<{ received: any[]; sent: any[] }>('GET', '/api/messages');
  expect(inbox.received.find((message) => message.id === sent.id)).toMatchObject({ content: 'Thanks, all received.', isRead: false });
  await vendor.call('PUT', `/api/messages/${sent.id}/read`);
  expect((await vendor.call<{ received: any[] }>('GET', '/api/messages')).received.find((m) => m.id === sent.id).isRead).toBe(true);

  // Logout ends the session: a 401 means no user (SPEC.md 7).
  await buyer.call('POST', '/api/auth/logout');
  await expect(buyer.call('GET', '/api/auth/session')).rejects.toThrow(/^401: /);
});
