import type { EntityManager } from '@mikro-orm/postgresql';
import { startTestPortal, type TestPortal } from '../../../test/utils';
import { SettingsCache } from '../settings';
import { SessionCache } from './session-cache';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(() => portal?.close());

describe('sign-in over REST (SPEC.md 5 and 7)', () => {
  it('answers 401 for the session when signed out', async () => {
    const res = await portal.client().get('/api/auth/session');
    expect(res.status).toBe(401);
  });

  it('answers null with 200 for the optional session when signed out, the user when signed in', async () => {
    const client = portal.client();
    const signedOut = await client.get('/api/auth/session?optional=true');
    expect(signedOut.status).toBe(200);
    expect(signedOut.body).toBeNull();
    expect((await client.post('/api/auth/login', { username: 'buyer', password: 'buyer123' })).status).toBe(200);
    const signedIn = await client.get('/api/auth/session?optional=true');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.username).toBe('buyer');
  });

  it('refuses an optional flag that is not a boolean with a 400 naming it', async () => {
    const res = await portal.client().get('/api/auth/session?optional=maybe');
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('optional');
  });

  it('logs the demo buyer in with an HttpOnly SameSite=Lax cookie and answers the session user', async () => {
    const client = portal.client();
    const res = await client.post('/api/auth/login', { username: 'buyer', password: 'buyer123' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Bella Hart', role: 'buyer', avatarInitials: 'BH' });
    expect(res.body.passwordHash).toBeUndefined();
    const cookie = res.headers.getSetCookie()[0];
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Max-Age/i);
    const session = await client.get('/api/auth/session');
    expect(session.status).toBe(200);
    expect(session.body.username).toBe('buyer');
  });

  it('gives a 30-day cookie with remember-me and a new token at every login', async () => {
    const a = portal.client();
    const b = portal.client();
    const first = await a.post('/api/auth/login', {
      username: 'vendor',
      password: 'vendor123',
      remember: true,
    });
    await b.post('/api/auth/login', { username: 'vendor', password: 'vendor123' });
    expect(first.headers.getSetCookie()[0]).toMatch(/Max-Age=2592000/);
    expect(a.cookies.get('portal_session')).not.toEqual(b.cookies.get('portal_session'));
    expect(a.cookies.get('portal_session')!.length).toBeGreaterThanOrEqual(43);
  });

  it('refuses a wrong password and unknown users alike', async () => {
    const wrong = await portal
      .client()
      .post('/api/auth/login', { username: 'buyer', password: 'nope-nope' });
    const unknown = await portal
      .client()
      .post('/api/auth/login', { username: 'nobody', password: 'nope-nope' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe('Invalid username or password');
    expect(unknown.body.message).toBe('Invalid username or password');
  });

  it.each([
    [{ username: '', password: 'x' }, 'Username is required'],
    [{ username: 'buyer', password: '' }, 'Password is required'],
    [{ password: 'x' }, 'Username is required'],
  ])('validates the login payload %j', async (payload, message) => {
    const res = await portal.client().post('/api/auth/login', payload);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('logs out: the session ends and the cookie is cleared', async () => {
    const client = await portal.signIn('buyer');
    const res = await client.post('/api/auth/logout');
    expect(res.status).toBe(200);
    expect((await client.get('/api/auth/session')).status).toBe(401);
  });
});

describe('registration', () => {
  const valid = {
    username: 'new.vendor',
    email: 'new.vendor@example.com',
    password: 'hemline42',
    name: 'New Vendor',
    role: 'vendor',
    company: 'New Mills',
  };

  it.each([
    [{ username: 'ab' }, 'Username must be at least 3 characters'],
    [{ email: 'not-an-email' }, 'Invalid email address'],
    [{ password: 'short1' }, 'Password must be at least 8 characters'],
    [{ name: '' }, 'Name is required'],
    [{ role: 'admin' }, 'You must select a role'],
    [{ email: `${'x'.repeat(60)}@${'d'.repeat(60)}.${'e'.repeat(60)}.${'f'.repeat(20)}.example.com` }, 'Email must be at most 200 characters'],
    [{ company: 42 }, 'Company must be text'],
    [{ password: 'lettersonly' }, 'Password must contain at least one letter and one number'],
  ])('refuses %j with the spec message', async (change, message) => {
    const res = await portal.client().post('/api/auth/register', { ...valid, ...change });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('refuses common (leaked) passwords such as password1, whatever the case, with 400 on password', async () => {
    for (const password of ['password1', 'Password1', 'qwerty123', 'letmein1']) {
      const res = await portal.client().post('/api/auth/register', { ...valid, password });
      expect([password, res.status, res.body]).toEqual([password, 400, expect.objectContaining({ code: 'BAD_USER_INPUT', field: 'password', message: 'This password is too common: it is in lists of leaked passwords. Please choose another.' })]);
    }
    const gql = await portal.client().gql('mutation($input: RegisterInput!) { register(input: $input) { id } }', { input: { ...valid, password: 'password1' } });
    expect(gql.errors?.[0]).toMatchObject({ message: 'This password is too common: it is in lists of leaked passwords. Please choose another.', extensions: { code: 'BAD_USER_INPUT', field: 'password' } });
  });

  it.each([
    ['🎉 Party Planner', '🎉P'],
    ['👩‍💻 Dev Team', '👩‍💻D'],
    ['🇧🇩 Dhaka Office', '🇧🇩D'],
    ['émile zola', 'ÉZ'],
  ])('registers %s with initials by character, not by UTF-16 unit (%s)', async (name, initials) => {
    const suffix = Math.random().toString(36).slice(2, 8);
    const res = await portal.client().post('/api/auth/register', { ...valid, name, username: `emoji.${suffix}`, email: `emoji.${suffix}@example.com` });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name, avatarInitials: initials });
  });

  it('registers a vendor with a company, derives initials and signs in', async () => {
    const client = portal.client();
    const res = await client.post('/api/auth/register', valid);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ role: 'vendor', company: 'New Mills', avatarInitials: 'NV' });
    expect((await client.get('/api/auth/session')).body.username).toBe('new.vendor');
  });

  it('refuses a username or e-mail in use, case-insensitively, with 409', async () => {
    const taken = await portal
      .client()
      .post('/api/auth/register', { ...valid, username: 'BUYER', email: 'x1@example.com' });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'CONFLICT', field: 'username', message: expect.stringMatching(/username is already taken/) });
    const email = await portal
      .client()
      .post('/api/auth/register', {
        ...valid,
        username: 'other1',
        email: 'BELLA@northwind-apparel.example',
      });
    expect(email.status).toBe(409);
    expect(email.body).toMatchObject({ code: 'CONFLICT', field: 'email', message: expect.stringMatching(/email address is already in use/) });
  });

  it('ignores a company sent by a buyer', async () => {
    const res = await portal
      .client()
      .post('/api/auth/register', {
        ...valid,
        username: 'buyer.x',
        email: 'bx@example.com',
        role: 'buyer',
        name: 'Buyer X',
      });
    expect(res.status).toBe(201);
    expect(res.body.company).toBeNull();
  });
});

describe('hardening', () => {
  it('refuses a cross-origin REST write', async () => {
    const res = await portal
      .client()
      .post(
        '/api/auth/login',
        { username: 'buyer', password: 'buyer123' },
        { origin: 'https://evil.example' },
      );
    expect(res.status).toBe(403);
  });

  it('refuses a cookie write another site could send (multipart, form, text) without an Origin; JSON as SPEC.md 7 sends it and Sec-Fetch-Site same-origin pass', async () => {
    const vendor = await portal.signIn('vendor');
    const cookie = [...vendor.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const [order] = (await vendor.get('/api/orders')).body;
    const buyerId = (await portal.signIn('buyer').then((buyer) => buyer.get('/api/auth/session'))).body.id;
    const upload = (headers: Record<string, string>) => {
      const body = new FormData();
      body.append('file', new Blob(['%PDF-1.4 test'], { type: 'application/pdf' }), 'packing-list.pdf');
      return fetch(`${portal.url}/api/orders/${order.id}/documents`, { method: 'POST', headers: { cookie, ...headers }, body });
    };
    const json = (headers: Record<string, string>) =>
      fetch(`${portal.url}/api/messages`, { method: 'POST', headers: { cookie, 'content-type': 'application/json', ...headers }, body: JSON.stringify({ receiverId: buyerId, content: 'Hello' }) });
    const simple = (type: string) =>
      fetch(`${portal.url}/api/messages`, { method: 'POST', headers: { cookie, 'content-type': type }, body: 'receiverId=1&content=Hi' });
    for (const res of [
      await upload({}),
      await upload({ 'sec-fetch-site': 'same-site' }),
      await upload({ origin: 'null' }),
      await json({ origin: 'https://evil.example' }),
      await simple('application/x-www-form-urlencoded'),
      await simple('text/plain'),
    ]) {
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: 'Cross-origin requests are not allowed', code: 'FORBIDDEN' });
    }
    expect((await upload({ 'sec-fetch-site': 'same-origin' })).status).toBe(201);
    expect((await upload({ origin: portal.url })).status).toBe(201);
    expect((await json({ origin: portal.url })).status).toBe(201);
    // A JSON body cannot come from another site without a CORS preflight: a program following
    // SPEC.md 7 (cookie, JSON, no Origin) keeps working.
    expect((await json({})).status).toBe(201);
    // Without the cookie nothing is at stake: sign-in needs no Origin.
    const signIn = await fetch(`${portal.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'buyer', password: 'buyer123' }) });
    expect(signIn.status).toBe(200);
  });

  it('refuses a text/plain body (no form-based CSRF)', async () => {
    const res = await portal
      .client()
      .post('/api/auth/login', 'username=buyer', { 'content-type': 'text/plain' });
    expect(res.status).toBe(415);
  });

  it('refuses a GraphQL GET without a preflight header (Apollo CSRF prevention)', async () => {
    const res = await portal.client().get('/graphql?query=%7Bme%7Bid%7D%7D');
    expect(res.status).toBe(400);
  });

  it('refuses a query deeper than the limit', async () => {
    const deep = '{ me { id } }';
    const ok = await portal.client().gql(deep);
    expect(ok.errors).toBeUndefined();
    const nested = `{ __schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } } }`;
    const res = await portal.client().gql(nested);
    expect(res.errors?.[0].message).toMatch(/too deep/);
  });
});

describe('sessions read a moment ago (issue 11: kept for two seconds per instance)', () => {
  it('a new role, a deactivation and a sign-out still take effect on the very next request', async () => {
    const client = portal.client();
    const registered = await client.post('/api/auth/register', {
      username: 'kept.session',
      email: 'kept.session@example.com',
      password: 'hemline42',
      name: 'Kept Session',
      role: 'buyer',
      company: 'Kept Co',
    });
    expect(registered.status).toBe(201);
    const id = registered.body.id as number;
    expect((await client.get('/api/auth/session')).body.role).toBe('buyer');
    const admin = await portal.signIn('admin');
    const UPDATE =
      'mutation($id: Int!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { id } }';
    expect(
      (await admin.gql(UPDATE, { id, input: { role: 'vendor', name: 'Kept Vendor' } })).errors,
    ).toBeUndefined();
    expect((await client.get('/api/auth/session')).body).toMatchObject({
      role: 'vendor',
      name: 'Kept Vendor',
    });
    // The same cookie in a second browser is refused at once after the sign-out.
    const copy = portal.client();
    const [name, value] = [...client.cookies][0];
    copy.cookies.set(name, value);
    expect((await copy.get('/api/auth/session')).status).toBe(200);
    expect((await client.post('/api/auth/logout', {})).status).toBeLessThan(300);
    expect((await copy.get('/api/auth/session')).status).toBe(401);
    // Deactivated while signed in: refused at once.
    await client.post('/api/auth/login', { username: 'kept.session', password: 'hemline42' });
    expect((await client.get('/api/auth/session')).status).toBe(200);
    expect((await admin.gql(UPDATE, { id, input: { active: false } })).errors).toBeUndefined();
    expect((await client.get('/api/auth/session')).status).toBe(401);
  });
});

describe('kept sessions and settings read once by requests that miss them together (issue 24)', () => {
  // Caches of their own (each portal has its own), whose rows arrive a moment later.
  const laterRows = <T>(rows: T) =>
    jest.fn(async () => {
      await new Promise((resolve) => setImmediate(resolve));
      return rows;
    });

  it('fifty requests that miss the kept session make one read of it; a user changed meanwhile is read again', async () => {
    const kept = new SessionCache();
    const read = laterRows({ session: { id: 1 }, account: { id: 7 } });
    const sessions = await Promise.all(Array.from({ length: 50 }, () => kept.session('token-hash', read)));
    expect(sessions.every((kept) => kept?.userId === 7)).toBe(true);
    expect(read).toHaveBeenCalledTimes(1);
    // Kept: no read.
    await kept.session('token-hash', read);
    expect(read).toHaveBeenCalledTimes(1);
    // The user changes while their session is read: that read answers, but is not kept.
    kept.forgetUser(7);
    const reading = kept.session('token-hash', read);
    kept.forgetUser(7);
    expect((await reading)?.userId).toBe(7);
    await kept.session('token-hash', read);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('fifty reads of a settings section that is not kept make one query', async () => {
    const findOne = laterRows({ values: { maintenanceMode: true } });
    const em = { findOne } as unknown as EntityManager;
    const settings = new SettingsCache();
    const read = await Promise.all(Array.from({ length: 50 }, () => settings.get(em, 'general')));
    expect(read.every((general) => general.maintenanceMode)).toBe(true);
    expect(findOne).toHaveBeenCalledTimes(1);
  });
});
