import { startTestPortal, type ApiClient, type TestPortal } from '../../../test/utils';
import { RATE_LIMITS } from './rate-limits';

// Behind a proxy (TRUST_PROXY=1) the client address is X-Forwarded-For's: each test signs in from
// its own addresses (documentation ranges), as many clients would.
let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal({ env: { TRUST_PROXY: '1' } });
});
afterAll(() => portal?.close());

const from = (address: string) => ({ 'x-forwarded-for': address });
const signIn = (client: ApiClient, address: string, username: string, password: string) =>
  client.post('/api/auth/login', { username, password }, from(address));
const sql = (query: string, params: unknown[] = []) => portal.orm.em.fork().getConnection().execute(query, params);
const countBy = (statuses: number[]) => statuses.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

describe('sign-in rate limits (kept in PostgreSQL)', () => {
  const { points: perAddress, duration } = RATE_LIMITS.signInFailuresPerAddress;

  it('answers 429 with Retry-After after 20 failed sign-ins from one address, even to 40 at once', async () => {
    const client = portal.client();
    const attempts = await Promise.all(Array.from({ length: 40 }, (_, i) => signIn(client, '203.0.113.10', `nobody${i}`, 'wrong-password')));
    expect(countBy(attempts.map((res) => res.status))).toEqual({ 401: perAddress, 429: 40 - perAddress });
    const refused = attempts.find((res) => res.status === 429)!;
    expect(refused.body).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: 'Too many failed sign-ins from your network address. Try again in 15 minutes.' });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(duration - 60);
    expect(retryAfter).toBeLessThanOrEqual(duration);
    expect(refused.body.retryAfter).toBe(retryAfter);
    // The right password from that address waits too; another address signs in.
    expect((await signIn(client, '203.0.113.10', 'buyer', 'buyer123')).status).toBe(429);
    expect((await signIn(client, '203.0.113.11', 'buyer', 'buyer123')).status).toBe(200);
  });

  it('applies to the GraphQL login mutation too', async () => {
    const client = portal.client();
    const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { id } }';
    for (let i = 0; i < perAddress; i++) await signIn(client, '203.0.113.20', `nobody${i}`, 'wrong-password');
    const res = await client.post('/graphql', { query: LOGIN, variables: { input: { username: 'buyer', password: 'buyer123' } } }, from('203.0.113.20'));
    expect(res.body.errors[0]).toMatchObject({ message: expect.stringMatching(/^Too many failed sign-ins/), extensions: { code: 'TOO_MANY_REQUESTS' } });
    expect(Number(res.headers.get('retry-after'))).toBe(res.body.errors[0].extensions.retryAfter);
    expect(res.body.errors[0].extensions.retryAfter).toBeGreaterThan(0);
  });

  it('counts failures only: right passwords hand their point back', async () => {
    const client = portal.client();
    for (let i = 0; i < perAddress + 5; i++) expect((await signIn(client, '203.0.113.30', 'vendor', 'vendor123')).status).toBe(200);
    expect((await signIn(client, '203.0.113.30', 'nobody', 'wrong-password')).status).toBe(401);
  });

  it('nobody locks an account from one address: that address is stopped one failure before the lockout', async () => {
    const client = portal.client();
    const attempts: number[] = [];
    for (let i = 0; i < 40; i++) attempts.push((await signIn(client, '203.0.113.40', 'admin', `guess-${i}`)).status);
    // Max login attempts is 5: four failures, then 429 for this account from this address.
    expect(attempts.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(new Set(attempts.slice(4))).toEqual(new Set([429]));
    const [admin] = await sql("select failed_logins, locked_until from users where username = 'admin'");
    expect(admin).toEqual({ failed_logins: 4, locked_until: null });
    expect((await signIn(client, '203.0.113.41', 'admin', 'admin123')).status).toBe(200);
    // The other accounts are still open from that address.
    expect((await signIn(client, '203.0.113.40', 'buyer', 'buyer123')).status).toBe(200);
  });

  it('keeps the lockout for failures spread over several addresses', async () => {
    const client = portal.client();
    try {
      const statuses: number[] = [];
      for (const address of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
        for (let i = 0; i < 2; i++) statuses.push((await signIn(client, address, 'carla.chen', 'wrong-password')).status);
      }
      // The fifth failure locks; the sixth meets the lock.
      expect(statuses).toEqual([401, 401, 401, 401, 403, 403]);
      const right = await signIn(client, '198.51.100.4', 'carla.chen', 'buyer123');
      expect(right.status).toBe(403);
      expect(right.body.message).toMatch(/^Too many failed sign-in attempts\. The account is locked/);
    } finally {
      await sql("update users set locked_until = null, failed_logins = 0 where username = 'carla.chen'");
    }
  });

  it('is shared by two servers on one database', async () => {
    const other = await startTestPortal({ shareDatabaseWith: portal, env: { TRUST_PROXY: '1' } });
    try {
      const servers = [portal.client(), other.client()];
      const statuses: number[] = [];
      // Alternating between the servers: 20 failures in all, not 20 each.
      for (let i = 0; i < perAddress + 2; i++) statuses.push((await signIn(servers[i % 2], '203.0.113.50', `nobody${i}`, 'wrong-password')).status);
      expect(statuses.slice(0, perAddress)).toEqual(Array(perAddress).fill(401));
      expect(statuses.slice(perAddress)).toEqual([429, 429]);
    } finally {
      await other.close();
    }
  });
});

describe('password reset request limits', () => {
  const BUYER_EMAIL = 'bella@northwind-apparel.example';
  const resetMails = async (to: string) =>
    (await sql(`select count(*)::int as n from outbox_emails where "to" = ? and subject = 'Reset your password'`, [to]))[0].n as number;

  it('a flood for one account queues 3 mails, then 429 with Retry-After', async () => {
    const client = portal.client();
    const before = await resetMails(BUYER_EMAIL);
    const statuses: number[] = [];
    // From many addresses: the account's own limit stops it.
    for (let i = 0; i < 25; i++) statuses.push((await client.post('/api/auth/password-reset/request', { login: 'buyer' }, from(`192.0.2.${i + 1}`))).status);
    expect(statuses.slice(0, 3)).toEqual([202, 202, 202]);
    expect(new Set(statuses.slice(3))).toEqual(new Set([429]));
    expect(await resetMails(BUYER_EMAIL)).toBe(before + 3);
    const refused = await client.post('/api/auth/password-reset/request', { login: BUYER_EMAIL.toUpperCase() }, from('192.0.2.100'));
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: 'Too many password reset requests for this account. Try again in 60 minutes.' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3_000);
    // An unknown name answers exactly like an account: three times 202, then 429.
    const unknown: number[] = [];
    for (let i = 0; i < 4; i++) unknown.push((await client.post('/api/auth/password-reset/request', { login: 'no.such.user' }, from(`192.0.2.${200 + i}`))).status);
    expect(unknown).toEqual([202, 202, 202, 429]);
  });

  it('limits the requests of one address, over GraphQL too', async () => {
    const client = portal.client();
    const RESET = 'mutation($input: PasswordResetRequestInput!) { requestPasswordReset(input: $input) }';
    const { points } = RATE_LIMITS.resetRequestsPerAddress;
    for (let i = 0; i < points; i++) {
      const res = await client.post('/graphql', { query: RESET, variables: { input: { login: `someone${i}` } } }, from('198.51.100.77'));
      expect(res.body.data.requestPasswordReset).toBe(true);
    }
    const before = await resetMails('victor@dhaka-knitwear.example');
    const refused = await client.post('/graphql', { query: RESET, variables: { input: { login: 'vendor' } } }, from('198.51.100.77'));
    expect(refused.body.errors[0]).toMatchObject({ message: expect.stringMatching(/^Too many password reset requests from your network address/), extensions: { code: 'TOO_MANY_REQUESTS' } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await client.post('/api/auth/password-reset/request', { login: 'vendor' }, from('198.51.100.77'))).status).toBe(429);
    expect(await resetMails('victor@dhaka-knitwear.example')).toBe(before);
  });
});
