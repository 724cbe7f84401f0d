import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminQuery, databaseUrlFor, uniqueName } from './db-template';
import { type PortalProcess, spawnPortal } from './spawn-portal';
import { ApiClient, startTestPortal, type TestPortal } from './utils';

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
    const res = await portal
      .client()
      .gql(`mutation { login(input: { username: "buyer", password: "wrong-one" }) { id } }`);
    expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(res.errors?.[0].message).toBe('Invalid username or password');
    const bad = await portal
      .client()
      .gql(`mutation { login(input: { username: "", password: "x" }) { id } }`);
    expect(bad.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'username' });
  });

  it('signs in over GraphQL with the same session cookie as REST', async () => {
    const client = portal.client();
    const res = await client.gql(
      `mutation { login(input: { username: "vendor", password: "vendor123" }) { username role } }`,
    );
    expect(res.data.login).toEqual({ username: 'vendor', role: 'vendor' });
    expect((await client.get('/api/auth/session')).body.username).toBe('vendor');
    expect((await client.gql('{ me { username } }')).data.me.username).toBe('vendor');
  });

  it('refuses a JSON body over the size limit', async () => {
    const res = await portal
      .client()
      .post('/api/auth/login', { username: 'x'.repeat(2 * 1024 * 1024), password: 'y' });
    expect(res.status).toBe(413);
  });

  it('never writes the password hash into an answer', async () => {
    const res = await portal
      .client()
      .post('/api/auth/login', { username: 'buyer', password: 'buyer123' });
    expect(res.text).not.toMatch(/argon2/);
  });
});

// Mistyped field, argument, type, input field and enum value: outside production each message
// ends with "Did you mean …?", in production it stops before.
const SUGGESTING: [string, Record<string, unknown> | undefined, string][] = [
  ['{ me { usernme } }', undefined, 'Cannot query field "usernme" on type "User".'],
  ['{ mee { id } }', undefined, 'Cannot query field "mee" on type "Query".'],
  [
    'mutation { login(input: { username: "a", password: "b", remembr: true }) { id } }',
    undefined,
    'Field "remembr" is not defined by type "LoginInput".',
  ],
  [
    'mutation($input: LoginInpt!) { login(input: $input) { id } }',
    undefined,
    'Unknown type "LoginInpt".',
  ],
  [
    'mutation($input: LoginInput!) { login(input: $input) { id } }',
    { input: { username: 'a', password: 'b', remembr: true } },
    'Variable "$input" got invalid value { username: "a", password: "b", remembr: true }; Field "remembr" is not defined by type "LoginInput".',
  ],
];

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

  it.each(SUGGESTING)(
    'answers %s without suggesting names',
    async (query, variables, unsuggested) => {
      const res = await portal.client().gql(query, variables);
      expect(res.errors?.[0].message).toBe(unsuggested);
    },
  );
});

describe('suggestions outside production', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await startTestPortal();
  });
  afterAll(() => portal?.close());

  it.each(SUGGESTING)('answers %s with a suggestion', async (query, variables, unsuggested) => {
    const res = await portal.client().gql(query, variables);
    expect(res.errors?.[0].message).toMatch(/ Did you mean .+\?$/);
    expect(res.errors?.[0].message.startsWith(`${unsuggested} Did you mean `)).toBe(true);
  });
});

/** Signs up a user through the API of the portal at `url`; answers the HTTP status. */
const register = (url: string, username: string) =>
  new ApiClient(url).post('/api/auth/register', {
    username,
    email: `${username}@example.com`,
    password: 'keepit123',
    name: 'Kept User',
    role: 'buyer',
  });
const signIn = async (url: string, username: string, password = 'keepit123') =>
  (await new ApiClient(url).post('/api/auth/login', { username, password })).status;

describe('restarts on the same data (the real entry point)', () => {
  // On the embedded server: restart-embedded.test.ts (it never uses the server at TEST_DATABASE_URL).
  it('on the server at TEST_DATABASE_URL: keeps every record across a kill -9 and a clean restart', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-restart-'));
    const name = uniqueName('portal_restart');
    await adminQuery(`create database "${name}"`);
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrlFor(process.env.TEST_DATABASE_URL!, name),
    };
    let portal: PortalProcess | undefined;
    try {
      portal = await spawnPortal(env);
      expect((await register(portal.url, 'kept.user')).status).toBe(201);
      expect(await portal.stop('SIGKILL')).toBeNull();
      portal = await spawnPortal(env);
      expect(await signIn(portal.url, 'kept.user')).toBe(200);
      expect(await portal.stop('SIGTERM')).toBe(0);
      portal = await spawnPortal(env);
      expect(await signIn(portal.url, 'kept.user')).toBe(200);
    } finally {
      await portal?.stop();
      await adminQuery(`drop database if exists "${name}" with (force)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});
