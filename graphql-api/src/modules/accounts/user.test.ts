import { type ApiClient, startTestPortal, type TestPortal } from '../../../test/utils';

let portal: TestPortal;
let admin: ApiClient;
let buyer: ApiClient;
let vendor: ApiClient;
let ids: Record<string, number>;

beforeAll(async () => {
  portal = await startTestPortal();
  [admin, buyer, vendor] = await Promise.all(
    ['admin', 'buyer', 'vendor'].map((u) => portal.signIn(u)),
  );
  const users = (await admin.get('/api/users')).body as { id: number; username: string }[];
  ids = Object.fromEntries(users.map((u) => [u.username, u.id]));
});
afterAll(() => portal?.close());

const valid = (n: string) => ({
  username: `user.${n}`,
  password: 'seamline27',
  email: `user.${n}@example.com`,
  name: `Test User ${n}`,
  role: 'buyer',
});

describe('permissions (SPEC.md 6)', () => {
  const paths: [method: 'get' | 'post' | 'delete', path: string, allowed: string[]][] = [
    ['get', '/api/users', ['admin']],
    ['get', '/api/users/vendors', ['admin', 'buyer']],
    ['get', '/api/users/buyers', ['admin', 'vendor']],
    ['post', '/api/users', ['admin']],
    ['delete', '/api/users/999999', ['admin']],
  ];
  it.each(paths)('%s %s: 401 signed out, 403 for the wrong role', async (method, path, allowed) => {
    const call = (client: ApiClient) =>
      method === 'post' ? client.post(path, {}) : client[method](path);
    expect((await call(portal.client())).status).toBe(401);
    for (const [role, client] of Object.entries({ admin, buyer, vendor })) {
      const status = (await call(client)).status;
      if (allowed.includes(role)) expect(status).not.toBe(403);
      else expect(status).toBe(403);
    }
  });

  it.each([
    ['{ users { counts { total } } }', ['admin']],
    ['{ user(id: 1) { id } }', ['admin']],
    ['{ vendors { id } }', ['admin', 'buyer']],
    ['{ buyers { id } }', ['admin', 'vendor']],
    ['mutation { deleteUser(id: 999999) { id } }', ['admin']],
    ['mutation { updateUser(id: 999999, input: { name: "Xy" }) { id } }', ['admin']],
  ])(
    'GraphQL %s: UNAUTHENTICATED signed out, FORBIDDEN for the wrong role',
    async (query, allowed) => {
      const code = async (client: ApiClient) =>
        (await client.gql(query)).errors?.[0]?.extensions?.code;
      expect(await code(portal.client())).toBe('UNAUTHENTICATED');
      for (const [role, client] of Object.entries({ admin, buyer, vendor })) {
        if (allowed.includes(role)) expect(await code(client)).not.toBe('FORBIDDEN');
        else expect(await code(client)).toBe('FORBIDDEN');
      }
    },
  );
});

describe('lists', () => {
  it('lists users for an admin with the SPEC.md 7 fields and no password', async () => {
    const res = await admin.get('/api/users');
    expect(res.status).toBe(200);
    const bella = res.body.find((u: { username: string }) => u.username === 'buyer');
    expect(bella).toMatchObject({
      name: 'Bella Hart',
      email: 'bella@northwind-apparel.example',
      role: 'buyer',
      company: 'Northwind Apparel',
      avatarInitials: 'BH',
      active: true,
    });
    expect(bella.passwordHash).toBeUndefined();
  });

  it('searches and filters users with counts per role over GraphQL', async () => {
    const all = await admin.gql(
      '{ users { users { username } counts { total admins buyers vendors } } }',
    );
    expect(all.data.users.counts).toMatchObject({ admins: 1 });
    expect(all.data.users.counts.buyers).toBeGreaterThanOrEqual(3);
    expect(all.data.users.counts.vendors).toBeGreaterThanOrEqual(4);
    const found = await admin.gql(
      'query($s: String, $r: String) { users(search: $s, role: $r) { users { username } counts { total vendors } } }',
      { s: 'DENIM', r: 'vendor' },
    );
    expect(found.data.users.users).toEqual([{ username: 'mei.lin' }]);
    expect(found.data.users.counts).toEqual({ total: 1, vendors: 1 });
    const byEmail = await admin.get('/api/users?search=northwind');
    expect(byEmail.body.map((u: { username: string }) => u.username)).toEqual(['buyer', 'quinn.ortiz']);
  });

  it('shows a buyer the active vendors with its own connection status', async () => {
    const res = await buyer.get('/api/users/vendors');
    expect(res.status).toBe(200);
    const status = Object.fromEntries(
      res.body.map((v: { name: string; connectionStatus: string | null }) => [
        v.name,
        v.connectionStatus,
      ]),
    );
    expect(status).toMatchObject({
      'Victor Rahman': 'approved',
      'Mei Lin': 'approved',
      'Rahul Patel': 'pending',
      'Ana Souza': 'blocked',
    });
    expect(Object.keys(res.body[0]).sort()).toEqual([
      'avatarInitials',
      'company',
      'connectionRefusal',
      'connectionStatus',
      'email',
      'id',
      'mayMessage',
      'mayRequestConnection',
      'name',
    ]);
    const carla = await (await portal.signIn('carla.chen')).get('/api/users/vendors');
    expect(
      carla.body.find((v: { name: string }) => v.name === 'Victor Rahman').connectionStatus,
    ).toBeNull();
  });

  it('shows a vendor only its connected buyers, an admin every active buyer', async () => {
    const mine = await vendor.get('/api/users/buyers');
    expect(mine.body.map((b: { name: string }) => b.name).sort()).toEqual([
      'Bella Hart',
      'Ben Brooks',
    ]);
    expect(mine.body[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      company: expect.any(String),
    });
    const all = await admin.get('/api/users/buyers');
    expect(all.body.map((b: { name: string }) => b.name)).toEqual(
      expect.arrayContaining(['Bella Hart', 'Ben Brooks', 'Carla Chen']),
    );
    expect(all.body.every((b: { id: number }) => ![ids.vendor, ids.admin].includes(b.id))).toBe(
      true,
    );
  });
});

describe('adding a user (SPEC.md 5 admin form)', () => {
  it.each([
    [{ username: 'ab' }, 'Username must be at least 3 characters'],
    [{ password: 'abc12' }, 'Password must be at least 6 characters'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ name: 'A' }, 'Name must be at least 2 characters'],
    [{ email: `${'x'.repeat(60)}@${'d'.repeat(60)}.${'e'.repeat(60)}.${'f'.repeat(20)}.example.com` }, 'Email must be at most 200 characters'],
    [{ name: '  A  ' }, 'Name must be at least 2 characters'],
    [{ role: 'owner' }, 'Please select a role'],
    [{ role: undefined }, 'Please select a role'],
    [{ avatarInitials: 'ABC' }, 'Avatar initials must be at most 2 characters'],
  ])('refuses %j with the spec message', async (change, message) => {
    const res = await admin.post('/api/users', { ...valid('bad'), ...change });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('creates a user with derived initials, a hashed password that signs in, and an audit entry', async () => {
    const res = await admin.post('/api/users', {
      ...valid('one'),
      name: 'olga  de vries',
      company: 'Olga Co',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      username: 'user.one',
      name: 'olga  de vries',
      role: 'buyer',
      company: 'Olga Co',
      avatarInitials: 'OD',
      active: true,
    });
    expect(res.body.password).toBeUndefined();
    const client = await portal.signIn('user.one', 'seamline27');
    expect((await client.get('/api/auth/session')).body.role).toBe('buyer');
    const [log] = await portal.orm.em
      .fork()
      .getConnection()
      .execute(
        `select source, action from audit_log where entity_id = ? and entity = 'user' order by id`,
        [String(res.body.id)],
      );
    expect(log).toEqual({ source: 'users', action: 'user.create' });
  });

  it('keeps given initials, upper-cased, and creates over GraphQL', async () => {
    const res = await admin.gql(
      'mutation($i: CreateUserInput!) { createUser(input: $i) { username role avatarInitials } }',
      { i: { ...valid('two'), role: 'vendor', avatarInitials: 'zz' } },
    );
    expect(res.data.createUser).toEqual({
      username: 'user.two',
      role: 'vendor',
      avatarInitials: 'ZZ',
    });
  });

  it('refuses duplicates, case-insensitively, with the SPEC.md 8 messages', async () => {
    const username = await admin.post('/api/users', { ...valid('three'), username: 'VENDOR' });
    expect(username.status).toBe(409);
    expect(username.body).toMatchObject({
      code: 'CONFLICT',
      field: 'username',
      message: 'This username is already taken. Please choose a different username.',
    });
    const email = await admin.post('/api/users', {
      ...valid('three'),
      email: 'Victor@Dhaka-Knitwear.example',
    });
    expect(email.status).toBe(409);
    expect(email.body).toMatchObject({
      code: 'CONFLICT',
      field: 'email',
      message: 'This email address is already in use. Please use a different email.',
    });
  });

  it('names every failing field at once, over REST and GraphQL, so a form can show them all', async () => {
    const input = { ...valid('many'), username: 'ab', email: 'not-an-email', password: 'abc' };
    const rest = await admin.post('/api/users', input);
    expect(rest.status).toBe(400);
    const expected = [
      { field: 'username', message: 'Username must be at least 3 characters' },
      { field: 'password', message: 'Password must be at least 6 characters' },
      { field: 'email', message: 'Please enter a valid email address' },
    ];
    expect(rest.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'username', message: expected[0].message });
    expect(rest.body.fields).toEqual(expect.arrayContaining(expected));
    expect(rest.body.fields).toHaveLength(3);
    const gql = await admin.gql('mutation($i: CreateUserInput!) { createUser(input: $i) { id } }', { i: input });
    expect(gql.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', status: 400, field: 'username' });
    expect(gql.errors?.[0].extensions?.fields).toEqual(expect.arrayContaining(expected));
  });

  it("gives graphql-js's own coded errors their HTTP status too (a variable of the wrong type)", async () => {
    const res = await admin.gql('query($id: Int!) { user(id: $id) { id } }', { id: 'abc' });
    expect(res.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', status: 400 });
  });

  it('applies the enforce-secure-passwords setting', async () => {
    const res = await admin.post('/api/users', { ...valid('four'), password: 'abcdefgh' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Password must contain at least one letter and one number');
    const common = await admin.post('/api/users', { ...valid('four'), password: 'password1' });
    expect(common.status).toBe(400);
    expect(common.body).toMatchObject({ field: 'password', message: 'This password is too common: it is in lists of leaked passwords. Please choose another.' });
  });
});

describe('editing a user', () => {
  const update = (client: ApiClient, id: number, input: Record<string, unknown>) =>
    client.gql(
      'mutation($id: Int!, $i: UpdateUserInput!) { updateUser(id: $id, input: $i) { id name email role company avatarInitials active } }',
      { id, i: input },
    );

  it('edits fields, checks e-mail uniqueness and sets a new password', async () => {
    const { body } = await admin.post('/api/users', valid('edit'));
    const res = await update(admin, body.id, {
      name: 'Edited Name',
      role: 'vendor',
      company: 'Edit Mills',
      avatarInitials: 'en',
      password: 'overlock58',
    });
    expect(res.data.updateUser).toMatchObject({
      name: 'Edited Name',
      role: 'vendor',
      company: 'Edit Mills',
      avatarInitials: 'EN',
      active: true,
    });
    await portal.signIn('user.edit', 'overlock58');
    const common = await update(admin, body.id, { password: 'Password1' });
    expect(common.errors?.[0]).toMatchObject({ message: 'This password is too common: it is in lists of leaked passwords. Please choose another.', extensions: { field: 'password' } });
    await portal.signIn('user.edit', 'overlock58');
    const taken = await update(admin, body.id, { email: 'BELLA@northwind-apparel.example' });
    expect(taken.errors?.[0]).toMatchObject({
      message: 'This email address is already in use. Please use a different email.',
      extensions: { code: 'CONFLICT', status: 409, field: 'email' },
    });
    const bad = await update(admin, body.id, { name: 'X' });
    expect(bad.errors?.[0].message).toBe('Name must be at least 2 characters');
  });

  it('deactivating ends the sessions and sign-in of the user', async () => {
    const { body } = await admin.post('/api/users', valid('off'));
    const client = await portal.signIn('user.off', 'seamline27');
    const res = await update(admin, body.id, { active: false });
    expect(res.data.updateUser.active).toBe(false);
    expect((await client.get('/api/auth/session')).status).toBe(401);
    expect(
      (
        await portal
          .client()
          .post('/api/auth/login', { username: 'user.off', password: 'seamline27' })
      ).status,
    ).toBe(401);
  });

  it('an admin cannot deactivate or demote themselves', async () => {
    const off = await update(admin, ids.admin, { active: false });
    expect(off.errors?.[0]).toMatchObject({
      message: 'You cannot deactivate your own account',
      extensions: { code: 'FORBIDDEN' },
    });
    const demote = await update(admin, ids.admin, { role: 'buyer' });
    expect(demote.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await admin.get('/api/auth/session')).body.role).toBe('admin');
  });

  it('answers 404 for an unknown user', async () => {
    expect((await update(admin, 999999, { name: 'Nobody' })).errors?.[0].extensions?.code).toBe(
      'NOT_FOUND',
    );
    expect((await admin.gql('{ user(id: 999999) { id } }')).errors?.[0].extensions?.code).toBe(
      'NOT_FOUND',
    );
  });
});

describe('deleting a user', () => {
  it('refuses to delete your own account', async () => {
    const res = await admin.delete(`/api/users/${ids.admin}`);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You cannot delete your own account');
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await admin.delete('/api/users/999999')).status).toBe(404);
    expect((await admin.delete('/api/users/abc')).body.field).toBe('id'); // malformed: 400 (issue 19)
  });

  it('really deletes a user with no records', async () => {
    const { body } = await admin.post('/api/users', valid('gone'));
    await portal.signIn('user.gone', 'seamline27');
    const res = await admin.delete(`/api/users/${body.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: body.id, deleted: true, deactivated: false });
    expect((await admin.get('/api/users')).body.some((u: { id: number }) => u.id === body.id)).toBe(
      false,
    );
    expect((await admin.delete(`/api/users/${body.id}`)).status).toBe(404);
  });

  it('deactivates a user with connections over GraphQL', async () => {
    const { body } = await admin.post('/api/users', { ...valid('linked'), role: 'vendor' });
    await admin.post('/api/associations', { buyerId: ids['carla.chen'], vendorId: body.id });
    const res = await admin.gql(
      'mutation($id: Int!) { deleteUser(id: $id) { id deleted deactivated } }',
      { id: body.id },
    );
    expect(res.data.deleteUser).toEqual({ id: body.id, deleted: false, deactivated: true });
  });

  // Last: the seeded buyer stays deactivated for the rest of this file.
  it('deactivates the seeded buyer, who has orders, and ends their sign-in', async () => {
    const res = await admin.delete(`/api/users/${ids.buyer}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: ids.buyer, deleted: false, deactivated: true });
    expect((await buyer.get('/api/auth/session')).status).toBe(401);
    const login = await portal
      .client()
      .post('/api/auth/login', { username: 'buyer', password: 'buyer123' });
    expect(login.status).toBe(401);
    const listed = (await admin.get('/api/users')).body.find(
      (u: { id: number }) => u.id === ids.buyer,
    );
    expect(listed.active).toBe(false);
    expect(
      (await vendor.get('/api/users/buyers')).body.map((b: { name: string }) => b.name),
    ).toEqual(['Ben Brooks']);
  });
});
