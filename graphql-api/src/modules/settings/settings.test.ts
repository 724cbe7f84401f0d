import { startTestPortal, type ApiClient, type TestPortal } from '../../../test/utils';

let portal: TestPortal;
let admin: ApiClient;
beforeAll(async () => {
  portal = await startTestPortal({ env: { TRUST_PROXY: '1' } });
  admin = await portal.signIn('admin');
});
afterAll(() => portal?.close());

const sql = (query: string, params: unknown[] = []) =>
  portal.orm.em.fork().getConnection().execute(query, params);

const put = (section: string, values: Record<string, unknown>) =>
  admin.put(`/api/settings/${section}`, values);

describe('reading and writing settings', () => {
  it('answers every section with the spec defaults (SPEC.md 9)', async () => {
    const res = await admin.gql('{ allSettings }');
    expect(res.errors).toBeUndefined();
    const all = res.data.allSettings;
    expect(Object.keys(all).sort()).toEqual([
      'database',
      'email',
      'general',
      'logs',
      'notifications',
      'security',
    ]);
    expect(all.security).toMatchObject({
      sessionTimeoutMinutes: 60,
      maxLoginAttempts: 5,
      enforceSecurePasswords: true,
    });
    expect(all.email).toMatchObject({ smtpPort: 587, useTls: true, smtpPassword: '' });
    expect(all.database).toMatchObject({ backupSchedule: 'daily', backupRetentionDays: 30 });
    expect(all.logs).toEqual({ logLevel: 'info', logRetentionDays: 30 });
    expect(all.notifications).toMatchObject({ emailNewOrders: true, smsCriticalOrders: false });
  });

  it('saves over GraphQL and reads back the same section', async () => {
    const res = await admin.gql(
      'mutation($values: JSONObject!) { updateSettings(section: "general", values: $values) }',
      { values: { companyName: 'Acme Garments', phone: '+1 555 0100' } },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.updateSettings).toMatchObject({
      companyName: 'Acme Garments',
      phone: '+1 555 0100',
      demoMode: true,
    });
    const read = await admin.gql('{ settings(section: "general") }');
    expect(read.data.settings.companyName).toBe('Acme Garments');
    const rest = await admin.get('/api/settings/general');
    expect(rest.status).toBe(200);
    expect(rest.body.companyName).toBe('Acme Garments');
  });

  it('never returns the SMTP password; the mask sent back keeps it', async () => {
    const saved = await put('email', { smtpHost: 'smtp.example.com', smtpPassword: 's3cret!' });
    expect(saved.status).toBe(200);
    expect(saved.body.smtpPassword).toBe('********');
    const again = await put('email', { smtpPassword: '********', fromName: 'Portal' });
    expect(again.body.smtpPassword).toBe('********');
    const [row] = await sql("select values from settings where section = 'email'");
    expect(row.values.smtpPassword).toBe('s3cret!');
    const gql = await admin.gql('{ settings(section: "email") }');
    expect(JSON.stringify(gql.data)).not.toContain('s3cret');
    const logged = await sql(
      "select before, after from audit_log where action = 'settings.update' and entity_id = 'email'",
    );
    expect(JSON.stringify(logged)).not.toContain('s3cret');
    await put('email', { smtpHost: '', smtpPassword: '' });
  });

  it.each([
    ['security', { nope: 1 }, 'Unknown setting: nope', 'nope'],
    ['security', { maxLoginAttempts: '5' }, 'Invalid value for maxLoginAttempts', 'maxLoginAttempts'],
    ['security', { maxLoginAttempts: 0 }, 'Max login attempts must be at least 1', 'maxLoginAttempts'],
    ['security', { maxLoginAttempts: 1001 }, 'Max login attempts must be at most 1000', 'maxLoginAttempts'],
    ['security', { sessionTimeoutMinutes: 1.5 }, 'Session timeout must be at least 1 minute', 'sessionTimeoutMinutes'],
    ['security', { twoFactor: 'on' }, 'Invalid value for twoFactor', 'twoFactor'],
    [
      'security',
      { allowedIps: '10.0.0.1\nintranet' },
      'Allowed IP addresses must be IP addresses or IPv4 CIDR ranges (such as 192.168.1.0/24), one per line: "intranet" is not',
      'allowedIps',
    ],
    [
      'security',
      { allowedIps: '10.0.0.0/33' },
      'Allowed IP addresses must be IP addresses or IPv4 CIDR ranges (such as 192.168.1.0/24), one per line: "10.0.0.0/33" is not',
      'allowedIps',
    ],
    [
      'security',
      { ipWhitelisting: true, allowedIps: ' ' },
      'Add at least one allowed IP address before turning IP whitelisting on',
      'allowedIps',
    ],
    ['general', { demoMode: 'yes' }, 'Invalid value for demoMode', 'demoMode'],
    ['general', { companyName: '  ' }, 'Company name is required', 'companyName'],
    [
      'general',
      { websiteUrl: 'acme garments' },
      'Website URL must be a web address starting with http:// or https://',
      'websiteUrl',
    ],
    ['general', { websiteUrl: 'ftp://acme.example' }, 'Website URL must be a web address starting with http:// or https://', 'websiteUrl'],
    ['general', { contactEmail: 'sales@' }, 'Contact email must be a valid email address', 'contactEmail'],
    ['general', { phone: 'call us' }, 'Phone must be a phone number: digits, spaces and + ( ) - .', 'phone'],
    ['general', { businessAddress: 7 }, 'Invalid value for businessAddress', 'businessAddress'],
    ['notifications', { notificationEmail: 'ops' }, 'Notification email must be a valid email address', 'notificationEmail'],
    ['notifications', { smsNumber: '555-CALL' }, 'SMS number must be a phone number: digits, spaces and + ( ) - .', 'smsNumber'],
    ['notifications', { emailNewOrders: 1 }, 'Invalid value for emailNewOrders', 'emailNewOrders'],
    [
      'database',
      { backupSchedule: 'yearly' },
      'Backup schedule must be hourly, daily, weekly or monthly',
      'backupSchedule',
    ],
    ['database', { backupRetentionDays: 0 }, 'Backup retention must be at least 1 day', 'backupRetentionDays'],
    ['logs', { logLevel: 'verbose' }, 'Log level must be debug, info, warning or error', 'logLevel'],
    ['logs', { logRetentionDays: 0 }, 'Log retention must be at least 1 day', 'logRetentionDays'],
    ['email', { smtpPort: 70000 }, 'SMTP port must be between 1 and 65535', 'smtpPort'],
    ['email', { smtpHost: 'smtp example com' }, 'SMTP host must be a host name or an IP address', 'smtpHost'],
    ['email', { fromEmail: 'noreply' }, 'From email must be a valid email address', 'fromEmail'],
    ['email', { fromName: false }, 'Invalid value for fromName', 'fromName'],
    ['email', { useTls: 'yes' }, 'Invalid value for useTls', 'useTls'],
    ['colors', { a: 1 }, 'Unknown settings section: colors', 'section'],
  ])('refuses %s %j with 400 naming the field', async (section, values, message, field) => {
    const res = await put(section, values);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'BAD_USER_INPUT', message, field });
  });

  it('names every failing field of a section at once, over REST and GraphQL', async () => {
    const values = { companyName: '', contactEmail: 'sales@', websiteUrl: 'nope' };
    const rest = await put('general', values);
    expect(rest.status).toBe(400);
    expect(rest.body.fields.map((entry: { field: string }) => entry.field).sort()).toEqual([
      'companyName',
      'contactEmail',
      'websiteUrl',
    ]);
    const gql = await admin.gql(
      'mutation($values: JSONObject!) { updateSettings(section: "general", values: $values) }',
      { values: { contactEmail: 'sales@' } },
    );
    expect(gql.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      status: 400,
      field: 'contactEmail',
      fields: [{ field: 'contactEmail', message: 'Contact email must be a valid email address' }],
    });
  });

  it('accepts the values the forms offer: empty optional texts, addresses, ranges and hosts', async () => {
    const general = await put('general', {
      websiteUrl: 'https://acme.example/about',
      contactEmail: 'sales@acme.example',
      phone: '+1 (555) 010-0100 ext. 12',
    });
    expect(general.status).toBe(200);
    expect((await put('general', { websiteUrl: '', contactEmail: '', phone: '' })).status).toBe(200);
    const security = await put('security', { allowedIps: '10.0.0.1, 192.168.1.0/24\n::1' });
    expect(security.status).toBe(200);
    expect((await put('security', { allowedIps: '' })).status).toBe(200);
    const email = await put('email', { smtpHost: 'localhost', fromEmail: 'noreply@acme.example' });
    expect(email.status).toBe(200);
    expect((await put('email', { smtpHost: '', fromEmail: '' })).status).toBe(200);
  });

  it('refuses a body that is not an object', async () => {
    const res = await admin.put('/api/settings/general', [1, 2]);
    expect(res.status).toBe(400);
  });

  it('audits every update with before and after', async () => {
    await put('notifications', { smsCriticalOrders: true });
    const [row] = await sql(
      "select actor_name, before, after from audit_log where action = 'settings.update' and entity_id = 'notifications' order by id desc limit 1",
    );
    expect(row.actor_name).toBe('admin');
    expect(row.before.smsCriticalOrders).toBe(false);
    expect(row.after.smsCriticalOrders).toBe(true);
    await put('notifications', { smsCriticalOrders: false });
  });

  it('shows public settings to anyone, demo mode included', async () => {
    const anonymous = portal.client();
    const rest = await anonymous.get('/api/settings/public');
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual({
      companyName: 'Acme Garments',
      websiteUrl: '',
      demoMode: true,
      maintenanceMode: false,
    });
    await put('general', { demoMode: false });
    const gql = await anonymous.gql('{ publicSettings { companyName demoMode maintenanceMode } }');
    expect(gql.data.publicSettings).toEqual({
      companyName: 'Acme Garments',
      demoMode: false,
      maintenanceMode: false,
    });
    await put('general', { demoMode: true });
  });
});

describe('permissions', () => {
  it.each(['buyer', 'vendor'])('refuses settings to a %s with 403', async (username) => {
    const client = await portal.signIn(username);
    expect((await client.get('/api/settings/general')).status).toBe(403);
    expect((await client.get('/api/settings')).status).toBe(403);
    expect((await client.put('/api/settings/general', { demoMode: false })).status).toBe(403);
    const gql = await client.gql('{ settings(section: "security") }');
    expect(gql.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const all = await client.gql('{ allSettings }');
    expect(all.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const write = await client.gql(
      'mutation { updateSettings(section: "general", values: { demoMode: false }) }',
    );
    expect(write.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await client.get('/api/settings/public')).status).toBe(200);
  });

  it('refuses settings when signed out with 401', async () => {
    const client = portal.client();
    expect((await client.get('/api/settings/general')).status).toBe(401);
    expect((await client.put('/api/settings/general', { demoMode: false })).status).toBe(401);
    const gql = await client.gql('{ allSettings }');
    expect(gql.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('settings take effect', () => {
  it('maintenance mode: 503 for signed-in non-admins and their sign-in; admins keep working', async () => {
    const buyer = await portal.signIn('buyer');
    await put('general', { maintenanceMode: true });
    try {
      // One code over GraphQL (a GraphQL answer, extensions.code) and REST (503 with code).
      const gql = await buyer.post('/graphql', { query: '{ me { id } }' });
      expect(gql.status).toBe(503);
      expect(gql.body.errors).toEqual([
        {
          message: 'The portal is under maintenance. Please try again later.',
          extensions: { code: 'MAINTENANCE', status: 503 },
        },
      ]);
      const orders = await buyer.get('/api/orders');
      expect([orders.status, orders.body.code]).toEqual([503, 'MAINTENANCE']);
      // The session too: a reload during maintenance shows the maintenance screen at once.
      const session = await buyer.get('/api/auth/session');
      expect([session.status, session.body.code]).toEqual([503, 'MAINTENANCE']);
      // The public settings still answer, so the browser can show the maintenance screen.
      const publicSettings = await buyer.get('/api/settings/public');
      expect(publicSettings.status).toBe(200);
      expect(publicSettings.body.maintenanceMode).toBe(true);
      const login = await portal
        .client()
        .post('/api/auth/login', { username: 'vendor', password: 'vendor123' });
      expect([login.status, login.body.code]).toEqual([503, 'MAINTENANCE']);
      const public_ = await portal.client().get('/api/settings/public');
      expect(public_.body.maintenanceMode).toBe(true);
      const ok = await admin.gql('{ settings(section: "general") }');
      expect(ok.data.settings.maintenanceMode).toBe(true);
      expect((await portal.signIn('admin')).cookies.size).toBe(1);
    } finally {
      await put('general', { maintenanceMode: false });
    }
    expect((await buyer.post('/graphql', { query: '{ me { id } }' })).status).toBe(200);
  });

  it('max login attempts: the account locks after N wrong passwords, even for the right one', async () => {
    await put('security', { maxLoginAttempts: 2 });
    // From two addresses (TRUST_PROXY): one address alone is stopped before the lock (rate-limits.test.ts).
    const from = (address: string) => ({ 'x-forwarded-for': address });
    try {
      const client = portal.client();
      const first = await client.post(
        '/api/auth/login',
        { username: 'carla.chen', password: 'wrong-one' },
        from('198.51.100.1'),
      );
      expect(first.status).toBe(401);
      const again = await client.post(
        '/api/auth/login',
        { username: 'carla.chen', password: 'wrong-two' },
        from('198.51.100.1'),
      );
      expect(again.status).toBe(429);
      const second = await client.post(
        '/api/auth/login',
        { username: 'carla.chen', password: 'wrong-two' },
        from('198.51.100.2'),
      );
      expect(second.status).toBe(403);
      expect(second.body.message).toMatch(
        /^Too many failed sign-in attempts\. The account is locked/,
      );
      const right = await client.post(
        '/api/auth/login',
        { username: 'carla.chen', password: 'buyer123' },
        from('198.51.100.3'),
      );
      expect(right.status).toBe(403);
      expect(right.body.message).toMatch(/locked/);
    } finally {
      await put('security', { maxLoginAttempts: 5 });
      await sql(
        "update users set locked_until = null, failed_logins = 0 where username = 'carla.chen'",
      );
    }
  });

  it('session timeout: an idle session ends, a remember-me session survives', async () => {
    await put('security', { sessionTimeoutMinutes: 5 });
    try {
      const idle = await portal.signIn('ben.brooks');
      const remembered = portal.client();
      await remembered.post('/api/auth/login', {
        username: 'ben.brooks',
        password: 'buyer123',
        remember: true,
      });
      const recent = await portal.signIn('mei.lin');
      const idleFor = (username: string, minutes: number) =>
        sql(
          `update sessions set last_seen_at = now() - interval '${minutes} minutes'
           where user_id = (select id from users where username = ?)`,
          [username],
        );
      await idleFor('ben.brooks', 10);
      await idleFor('mei.lin', 2);
      expect((await idle.get('/api/auth/session')).status).toBe(401);
      expect((await remembered.get('/api/auth/session')).status).toBe(200);
      expect((await recent.get('/api/auth/session')).status).toBe(200);
    } finally {
      await put('security', { sessionTimeoutMinutes: 60 });
    }
  });

  it('session timeout switch off: idle sessions stay', async () => {
    await put('security', { sessionTimeoutEnabled: false });
    try {
      const idle = await portal.signIn('rahul.patel');
      await sql(
        "update sessions set last_seen_at = now() - interval '3 hours' where user_id = (select id from users where username = 'rahul.patel')",
      );
      expect((await idle.get('/api/auth/session')).status).toBe(200);
    } finally {
      await put('security', { sessionTimeoutEnabled: true });
    }
  });

  it('enforce secure passwords: off lets a weak password register', async () => {
    const body = {
      username: 'weak.pw',
      email: 'weak.pw@example.com',
      password: 'password1',
      name: 'Weak Pw',
      role: 'buyer',
    };
    const refused = await portal.client().post('/api/auth/register', body);
    expect(refused.status).toBe(400);
    await put('security', { enforceSecurePasswords: false });
    try {
      const res = await portal.client().post('/api/auth/register', body);
      expect(res.status).toBe(201);
    } finally {
      await put('security', { enforceSecurePasswords: true });
    }
  });

  it('IP allow-list: sign-in only from listed addresses', async () => {
    await put('security', { ipWhitelisting: true, allowedIps: '10.0.0.1\n192.168.1.0/24' });
    try {
      const refused = await portal
        .client()
        .post('/api/auth/login', { username: 'buyer', password: 'buyer123' });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('Sign-in is not allowed from this network address');
      await put('security', { allowedIps: '10.0.0.1\n127.0.0.1' });
      const ok = await portal
        .client()
        .post('/api/auth/login', { username: 'buyer', password: 'buyer123' });
      expect(ok.status).toBe(200);
      await put('security', { allowedIps: '127.0.0.0/8' });
      expect(
        (await portal.client().post('/api/auth/login', { username: 'buyer', password: 'buyer123' }))
          .status,
      ).toBe(200);
    } finally {
      await put('security', { ipWhitelisting: false, allowedIps: '' });
    }
  });
});
