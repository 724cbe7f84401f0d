import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { type ApiClient, startTestPortal, type TestPortal } from '../../../test/utils';

let portal: TestPortal;
let buyer: ApiClient;
let vendor: ApiClient;
let admin: ApiClient;
const ids: Record<string, number> = {};

const sql = <T = any>(query: string, params: unknown[] = []) =>
  portal.orm.em.fork().getConnection().execute<T[]>(query, params);

/** A client with no cookies that sends the token on every request. */
function withToken(token: string) {
  const client = portal.client();
  const auth = (headers: Record<string, string> = {}) => ({ authorization: `Bearer ${token}`, ...headers });
  return {
    get: (path: string, headers?: Record<string, string>) => client.get(path, auth(headers)),
    post: (path: string, body?: unknown, headers?: Record<string, string>) => client.post(path, body, auth(headers)),
    delete: (path: string) => client.delete(path, auth()),
    gql: async (query: string, variables?: Record<string, unknown>) => {
      const res = await client.post('/graphql', { query, variables }, auth());
      return { status: res.status, data: res.body?.data, errors: res.body?.errors as { message: string; extensions?: { code?: string } }[] | undefined };
    },
  };
}

async function createToken(client: ApiClient, name = 'ERP sync', expiresInDays = 30) {
  const res = await client.post('/api/tokens', { name, expiresInDays });
  expect(res.status).toBe(201);
  return res.body as { token: string; id: number; prefix: string };
}

beforeAll(async () => {
  portal = await startTestPortal();
  [buyer, vendor, admin] = await Promise.all(['buyer', 'vendor', 'admin'].map((name) => portal.signIn(name)));
  for (const row of await sql<{ username: string; id: number }>('select username, id from users')) ids[row.username] = row.id;
});
afterAll(() => portal?.close());

describe('creating and listing tokens', () => {
  it('shows the token once, stores only its hash, and lists it with its prefix', async () => {
    const created = await createToken(vendor, 'Factory system');
    expect(created.token).toMatch(/^pat_[A-Za-z0-9_-]{43}$/);
    expect(created.token.startsWith(created.prefix)).toBe(true);
    const [row] = await sql('select token_hash from api_tokens where id = ?', [created.id]);
    expect(row.token_hash).not.toContain(created.token);
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    const list = await vendor.get('/api/tokens');
    const listed = list.body.find((t: { id: number }) => t.id === created.id);
    expect(listed).toMatchObject({ name: 'Factory system', prefix: created.prefix, revokedAt: null, lastUsedAt: null });
    expect(JSON.stringify(list.body)).not.toContain(created.token);
    const gql = await vendor.gql('{ apiTokens { id name prefix expiresAt user { username } } }');
    expect(gql.data.apiTokens.map((t: { id: number }) => t.id)).toContain(created.id);
  });

  it('validates the name and the expiry choice', async () => {
    expect((await vendor.post('/api/tokens', { name: '  ', expiresInDays: 30 })).body.message).toBe('Name is required');
    expect((await vendor.post('/api/tokens', { name: 'x', expiresInDays: 5 })).body.message).toBe('Expiry must be 7, 30, 90 or 365 days');
    expect((await portal.client().post('/api/tokens', { name: 'x', expiresInDays: 7 })).status).toBe(401);
  });
});

describe('a token acts as its user and nothing more', () => {
  it('sees exactly what its vendor sees, on REST and GraphQL, without a cookie', async () => {
    const { token } = await createToken(vendor);
    const api = withToken(token);
    const session = await api.get('/api/auth/session');
    expect(session.body).toMatchObject({ username: 'vendor', role: 'vendor' });
    const mine = await api.get('/api/orders');
    expect(mine.status).toBe(200);
    expect(mine.body.length).toBeGreaterThan(0);
    expect(mine.body.every((o: { vendorId: number }) => o.vendorId === ids.vendor)).toBe(true);
    expect(mine.body.length).toBe((await vendor.get('/api/orders')).body.length);

    const all = (await admin.get('/api/orders')).body as { id: number; orderId: string; vendorId: number }[];
    const others = all.find((o) => o.vendorId !== ids.vendor)!;
    expect((await api.get(`/api/orders/${others.id}`)).status).toBe(404);
    const gqlOther = await api.gql('query($id: ID!) { order(idOrCode: $id) { orderCode } }', { id: others.orderId });
    expect(gqlOther.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const me = await api.gql('{ me { username role } }');
    expect(me.data.me).toEqual({ username: 'vendor', role: 'vendor' });
  });

  it('cannot do admin things', async () => {
    const api = withToken((await createToken(vendor)).token);
    expect((await api.get('/api/users')).status).toBe(403);
    const outbox = await api.gql('{ outboxEmails { id } }');
    expect(outbox.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('records when it was last used', async () => {
    const created = await createToken(buyer);
    await withToken(created.token).get('/api/orders');
    const [row] = await sql('select last_used_at from api_tokens where id = ?', [created.id]);
    expect(row.last_used_at).not.toBeNull();
  });

  it('cannot create or revoke tokens, nor set a password', async () => {
    const created = await createToken(admin);
    const api = withToken(created.token);
    const mint = await api.post('/api/tokens', { name: 'copy', expiresInDays: 365 });
    expect(mint.status).toBe(403);
    expect(mint.body.message).toBe('API tokens cannot be created or revoked with an API token; sign in to the portal');
    expect((await api.delete(`/api/tokens/${created.id}`)).status).toBe(403);
    const password = await api.gql('mutation($id: Int!) { updateUser(id: $id, input: { password: "newpass123" }) { id } }', { id: ids.buyer });
    expect(password.errors?.[0].message).toBe('Passwords cannot be changed with an API token; sign in to the portal');
    // The admin's token still does other admin work.
    expect((await api.get('/api/users')).status).toBe(200);
  });
});

describe('the WebSocket endpoint', () => {
  /** One operation over graphql-ws with the token as connection param (no cookie). */
  async function overSocket(token: string, query: string) {
    const client = createClient({
      url: `${portal.url.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      connectionParams: { authorization: `Bearer ${token}` },
    });
    try {
      const result = await client.iterate<{ me: { username: string } | null }>({ query }).next();
      return result.value;
    } finally {
      await client.dispose();
    }
  }

  it('accepts a token as the authorization connection param and refuses a revoked one', async () => {
    const created = await createToken(vendor);
    expect((await overSocket(created.token, '{ me { username } }'))?.data?.me?.username).toBe('vendor');
    await vendor.delete(`/api/tokens/${created.id}`);
    await expect(overSocket(created.token, '{ me { username } }')).rejects.toBeDefined();
  });
});

describe('refused tokens', () => {
  it('refuses a revoked token with 401 and a clear message, on REST and GraphQL', async () => {
    const created = await createToken(buyer);
    const api = withToken(created.token);
    expect((await api.get('/api/orders')).status).toBe(200);
    const revoked = await buyer.delete(`/api/tokens/${created.id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.revokedAt).not.toBeNull();
    const rest = await api.get('/api/orders');
    expect(rest.status).toBe(401);
    expect(rest.body.message).toBe('This API token has been revoked');
    const gql = await api.gql('{ me { id } }');
    expect(gql.status).toBe(401);
  });

  it('refuses an expired token', async () => {
    const created = await createToken(buyer);
    await sql(`update api_tokens set expires_at = now() - interval '1 minute' where id = ?`, [created.id]);
    const res = await withToken(created.token).get('/api/orders');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('This API token has expired');
  });

  it('refuses an unknown token even with a valid session cookie beside it', async () => {
    const res = await buyer.get('/api/orders', { authorization: 'Bearer pat_not-a-real-token' });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Invalid API token');
  });

  it("refuses the token of a deactivated account", async () => {
    const created = await createToken(await portal.signIn('ben.brooks'));
    await sql('update users set active = false where id = ?', [ids['ben.brooks']]);
    try {
      const res = await withToken(created.token).get('/api/orders');
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('The account of this API token has been deactivated');
    } finally {
      await sql('update users set active = true where id = ?', [ids['ben.brooks']]);
    }
  });
  it("holds tokens to the Security settings' IP allow-list", async () => {
    const api = withToken((await createToken(buyer)).token);
    const allowList = (values: Record<string, unknown>) => admin.put('/api/settings/security', values);
    expect((await allowList({ ipWhitelisting: true, allowedIps: '10.0.0.0/8\n127.0.0.1' })).status).toBe(200);
    try {
      expect((await api.get('/api/orders')).status).toBe(200);
      await allowList({ allowedIps: '10.0.0.0/8' });
      const refused = await api.get('/api/orders');
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('API requests are not allowed from this network address');
    } finally {
      await allowList({ ipWhitelisting: false, allowedIps: '' });
    }
    expect((await api.get('/api/orders')).status).toBe(200);
  });
});

describe('admins and tokens', () => {
  it("lets an admin list and revoke anyone's token; others only their own", async () => {
    const created = await createToken(vendor, 'Vendor ERP');
    const all = await admin.get('/api/tokens?all=true');
    expect(all.body.find((t: { id: number }) => t.id === created.id)).toMatchObject({ username: 'vendor', name: 'Vendor ERP' });
    expect((await vendor.get('/api/tokens?all=true')).status).toBe(403);
    expect((await buyer.delete(`/api/tokens/${created.id}`)).status).toBe(404);
    expect((await withToken(created.token).get('/api/orders')).status).toBe(200);
    const revoked = await admin.gql('mutation($id: Int!) { revokeApiToken(id: $id) { revokedAt availableActions } }', { id: created.id });
    expect(revoked.data.revokeApiToken.revokedAt).toBeTruthy();
    expect((await withToken(created.token).get('/api/orders')).status).toBe(401);
    // What the screens offer comes from the server: nothing more once it is revoked.
    expect(revoked.data.revokeApiToken.availableActions).toEqual([]);
  });

  it('offers Revoke to the owner and admins from a browser, never through a token or once revoked', async () => {
    const created = await createToken(vendor, 'Offered');
    const query = '{ apiTokens(all: true) { id availableActions } }';
    const actionsOf = (data: { apiTokens: { id: number; availableActions: string[] }[] }) =>
      data.apiTokens.find((t) => t.id === created.id)?.availableActions;
    expect(actionsOf((await admin.gql(query)).data)).toEqual(['Revoke']);
    const own = await vendor.gql('{ apiTokens { id availableActions } }');
    expect(actionsOf(own.data)).toEqual(['Revoke']);
    const viaToken = await withToken(created.token).gql('{ apiTokens { id availableActions } }');
    expect(actionsOf(viaToken.data)).toEqual([]);
    expect((await vendor.delete(`/api/tokens/${created.id}`)).status).toBeLessThan(300);
    expect(actionsOf((await admin.gql(query)).data)).toEqual([]);
  });
});

describe('CSRF defences are for browsers only', () => {
  const evil = { origin: 'https://evil.example' };

  it('accepts a cross-origin write with a bearer token but refuses it with a cookie', async () => {
    const api = withToken((await createToken(buyer)).token);
    const body = { receiverId: ids.vendor, content: 'Sent by our ERP' };
    expect((await api.post('/api/messages', body, evil)).status).toBe(201);
    const cookie = await buyer.post('/api/messages', body, evil);
    expect(cookie.status).toBe(403);
    expect(cookie.body.message).toBe('Cross-origin requests are not allowed');
  });

  it("skips Apollo's preflight rule for bearer requests only", async () => {
    const api = withToken((await createToken(buyer)).token);
    const path = `/graphql?query=${encodeURIComponent('{ me { username } }')}`;
    const bearer = await api.get(path);
    expect(bearer.status).toBe(200);
    expect(bearer.body.data.me.username).toBe('buyer');
    expect((await buyer.get(path)).status).toBe(400);
  });
});

describe('rate limit per token', () => {
  let limited: TestPortal;
  beforeAll(async () => {
    limited = await startTestPortal({ env: { API_TOKEN_RATE_LIMIT: '3' } });
  });
  afterAll(() => limited?.close());

  it('answers 429 once a token used up its minute, without touching other tokens or browsers', async () => {
    const browser = await limited.signIn('buyer');
    const token = async () => (await browser.post('/api/tokens', { name: 'x', expiresInDays: 7 })).body.token as string;
    const [first, second] = [await token(), await token()];
    const call = (t: string) => limited.client().get('/api/orders', { authorization: `Bearer ${t}` });
    for (let i = 0; i < 3; i++) expect((await call(first)).status).toBe(200);
    const refused = await call(first);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many requests with this API token: at most 3 a minute/);
    expect((await call(second)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await browser.get('/api/orders')).status).toBe(200);
  });
});
