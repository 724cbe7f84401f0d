import { type ApiClient, startTestPortal, type TestPortal } from '../../../test/utils';

// Issue 22, Profile: a user changes their own password (the current one required, other sessions
// ended), name and e-mail, over REST and GraphQL, with coded errors and the audit log.

let portal: TestPortal;
let admin: ApiClient;

const sql = <T = any>(query: string, params: unknown[] = []) =>
  portal.orm.em.fork().getConnection().execute<T[]>(query, params);

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.signIn('admin');
});
afterAll(() => portal?.close());

/** A fresh buyer of this test, signed in. */
async function newUser(name: string, password = 'seamline27') {
  const created = await admin.post('/api/users', { username: `profile.${name}`, password, email: `profile.${name}@example.com`, name: `Pat ${name}`, role: 'buyer' });
  expect(created.status).toBe(201);
  return { client: await portal.signIn(`profile.${name}`, password), id: created.body.id as number, username: `profile.${name}` };
}

describe('PUT /api/profile', () => {
  it('401 signed out', async () => {
    expect((await portal.client().put('/api/profile', { name: 'Nobody' })).status).toBe(401);
  });

  it('changes the name and e-mail; the session reads them; the audit log has before and after', async () => {
    const { client, id } = await newUser('names');
    const res = await client.put('/api/profile', { name: '  Pat Newname ', email: 'pat.new@example.com' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, name: 'Pat Newname', email: 'pat.new@example.com' });
    expect((await client.get('/api/auth/session')).body).toMatchObject({ name: 'Pat Newname', email: 'pat.new@example.com' });
    const [row] = await sql<{ before: any; after: any }>(`select before, after from audit_log where action = 'user.profile_update' and entity_id = ?`, [String(id)]);
    expect(row.before.name).toBe('Pat names');
    expect(row.after.email).toBe('pat.new@example.com');
  });

  it.each([
    ['short', { name: 'P' }, 'name', 'Name must be at least 2 characters'],
    ['address', { email: 'not-an-address' }, 'email', 'Please enter a valid email address'],
    ['number', { name: 42 }, 'name', 'Name must be at least 2 characters'],
  ])('%s: 400 naming the field', async (label, body: Record<string, unknown>, field, message) => {
    const { client } = await newUser(`bad${label}`);
    const res = await client.put('/api/profile', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field, message });
  });

  it('409 for an e-mail another user has; nothing changes', async () => {
    const { client } = await newUser('taken');
    const vendor = (await admin.get('/api/users')).body.find((u: { username: string }) => u.username === 'vendor');
    const res = await client.put('/api/profile', { name: 'Pat Changed', email: vendor.email.toUpperCase() });
    expect(res.status).toBe(409);
    expect((await client.get('/api/auth/session')).body.name).toBe('Pat taken');
  });

  it('GraphQL updateMyProfile answers the user; bad input is BAD_USER_INPUT with the field', async () => {
    const { client } = await newUser('gql');
    const ok = await client.gql('mutation { updateMyProfile(input: { name: "Pat Graph" }) { name email } }');
    expect(ok.data.updateMyProfile).toEqual({ name: 'Pat Graph', email: 'profile.gql@example.com' });
    const bad = await client.gql('mutation { updateMyProfile(input: { email: "nope" }) { name } }');
    expect(bad.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'email' });
  });
});

describe('POST /api/profile/password', () => {
  it('needs the current password: 400 on currentPassword when wrong or missing; the password stays', async () => {
    const { client, username } = await newUser('wrong');
    const wrong = await client.post('/api/profile/password', { currentPassword: 'not-it-123', newPassword: 'harbour2041' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ field: 'currentPassword', message: 'Current password is incorrect' });
    const missing = await client.post('/api/profile/password', { newPassword: 'harbour2041' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ field: 'currentPassword', message: 'Current password is required' });
    await expect(portal.signIn(username, 'seamline27')).resolves.toBeDefined();
  });

  it.each([
    ['short1', 'Password must be at least 8 characters'],
    ['password1', undefined],
    ['seamline27', 'The new password must differ from the current one'],
  ])('new password %s: 400 on newPassword', async (newPassword, message) => {
    const { client } = await newUser(`weak${newPassword}`);
    const res = await client.post('/api/profile/password', { currentPassword: 'seamline27', newPassword });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('newPassword');
    if (message) expect(res.body.message).toBe(message);
  });

  it('sets the new password, keeps this session and ends every other one', async () => {
    const { client, id, username } = await newUser('change');
    const phone = await portal.signIn(username, 'seamline27');
    const laptop = await portal.signIn(username, 'seamline27');
    const res = await client.post('/api/profile/password', { currentPassword: 'seamline27', newPassword: 'harbour2041' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, endedSessions: 2 });
    expect((await client.get('/api/auth/session')).status).toBe(200);
    expect((await phone.get('/api/auth/session')).status).toBe(401);
    expect((await laptop.get('/api/orders')).status).toBe(401);
    expect((await portal.client().post('/api/auth/login', { username, password: 'seamline27' })).status).toBe(401);
    await expect(portal.signIn(username, 'harbour2041')).resolves.toBeDefined();
    const [row] = await sql<{ message: string }>(`select message from audit_log where action = 'user.password_change' and entity_id = ?`, [String(id)]);
    expect(row.message).toBe(`${username} changed their password; 2 other sessions ended`);
  });

  it('GraphQL changeMyPassword answers the sessions it ended', async () => {
    const { client, username } = await newUser('gqlpass');
    await portal.signIn(username, 'seamline27');
    const ok = await client.gql('mutation { changeMyPassword(input: { currentPassword: "seamline27", newPassword: "harbour2041" }) { endedSessions } }');
    expect(ok.data.changeMyPassword).toEqual({ endedSessions: 1 });
    const bad = await client.gql('mutation { changeMyPassword(input: { currentPassword: "wrong-one-1", newPassword: "harbour2042" }) { endedSessions } }');
    expect(bad.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'currentPassword' });
  });

  it('403 with an API token: a leaked token cannot take the account over', async () => {
    const { client } = await newUser('token');
    const created = await client.post('/api/tokens', { name: 'ERP', expiresInDays: 30 });
    expect(created.status).toBe(201);
    const res = await portal.client().post('/api/profile/password', { currentPassword: 'seamline27', newPassword: 'harbour2041' }, { authorization: `Bearer ${created.body.token}` });
    expect(res.status).toBe(403);
  });
});
