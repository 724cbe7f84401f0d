import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestPortal, type TestPortal } from './utils';

describe('operations and errors', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await startTestPortal();
  });
  afterAll(() => portal?.close());

  it('answers /healthz and /readyz', async () => {
    const client = portal.client();
    expect((await client.get('/healthz')).body).toEqual({ status: 'ok' });
    expect((await client.get('/readyz')).body).toEqual({ status: 'ok' });
  });

  it('gives GraphQL errors an extensions.code and no stack for input errors', async () => {
    const res = await portal.client().gql(`mutation { login(input: { username: "buyer", password: "wrong-one" }) { id } }`);
    expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(res.errors?.[0].message).toBe('Invalid username or password');
    const bad = await portal.client().gql(`mutation { login(input: { username: "", password: "x" }) { id } }`);
    expect(bad.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'username' });
  });

  it('signs in over GraphQL with the same session cookie as REST', async () => {
    const client = portal.client();
    const res = await client.gql(`mutation { login(input: { username: "vendor", password: "vendor123" }) { username role } }`);
    expect(res.data.login).toEqual({ username: 'vendor', role: 'vendor' });
    expect((await client.get('/api/auth/session')).body.username).toBe('vendor');
    expect((await client.gql('{ me { username } }')).data.me.username).toBe('vendor');
  });

  it('refuses a JSON body over the size limit', async () => {
    const res = await portal.client().post('/api/auth/login', { username: 'x'.repeat(2 * 1024 * 1024), password: 'y' });
    expect(res.status).toBe(413);
  });

  it('never writes the password hash into an answer', async () => {
    const res = await portal.client().post('/api/auth/login', { username: 'buyer', password: 'buyer123' });
    expect(res.text).not.toMatch(/argon2/);
  });
});

describe('production mode', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await startTestPortal({ env: { NODE_ENV: 'production' } });
  });
  afterAll(() => portal?.close());

  it('turns introspection off', async () => {
    const res = await portal.client().gql('{ __schema { queryType { name } } }');
    expect(res.errors?.[0].message).toMatch(/introspection/i);
  });
});

describe('embedded database', () => {
  const skip = Boolean(process.env.TEST_DATABASE_URL);
  (skip ? it.skip : it)('keeps every record across a restart of the portal', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-restart-'));
    try {
      const first = await startTestPortal({ dataDir });
      const reg = await first.client().post('/api/auth/register', { username: 'kept.user', email: 'kept@example.com', password: 'keepit123', name: 'Kept User', role: 'buyer' });
      expect(reg.status).toBe(201);
      await first.close();

      const second = await startTestPortal({ dataDir });
      try {
        const login = await second.client().post('/api/auth/login', { username: 'kept.user', password: 'keepit123' });
        expect(login.status).toBe(200);
        expect((await second.client().post('/api/auth/login', { username: 'buyer', password: 'buyer123' })).status).toBe(200);
      } finally {
        await second.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
