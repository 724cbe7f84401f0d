import { loadConfig } from '../../config';
import { startSmtpServer } from '../../../test/smtp-server';
import { startTestPortal, type ApiClient, type TestPortal } from '../../../test/utils';
import { deliverPendingMail } from './mailer';

let portal: TestPortal;
let admin: ApiClient;
const sql = (query: string, params: unknown[] = []) =>
  portal.orm.em.fork().getConnection().execute(query, params);
const useSmtp = (port: number) =>
  admin.put('/api/settings/email', {
    smtpHost: '127.0.0.1',
    smtpPort: port,
    useTls: false,
    fromEmail: 'noreply@acme.example',
    fromName: 'Acme',
  });
const noSmtp = () =>
  admin.put('/api/settings/email', { smtpHost: '', smtpPort: 587, useTls: true });

const TEST_MAIL = 'mutation($to: String) { testEmailSettings(to: $to) { ok message } }';
const OUTBOX =
  'query($status: String, $first: Int) { outboxEmails(status: $status, first: $first) { id to subject text status attempts lastError nextAttemptAt sentAt createdAt } }';

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.signIn('admin');
});
afterAll(() => portal?.close());

describe('Test Email Settings', () => {
  it('without SMTP: says so and keeps the mail in the outbox', async () => {
    const res = await admin.gql(TEST_MAIL);
    expect(res.errors).toBeUndefined();
    expect(res.data.testEmailSettings.ok).toBe(false);
    expect(res.data.testEmailSettings.message).toMatch(/No SMTP server is configured/);
    const outbox = await admin.gql(OUTBOX, { status: 'outbox', first: 1 });
    expect(outbox.data.outboxEmails[0]).toMatchObject({
      to: 'admin@portal.example',
      status: 'outbox',
    });
    expect(outbox.data.outboxEmails[0].subject).toMatch(/^Test email from /);
  });

  it('sends a real mail through the configured SMTP server, to the admin by default', async () => {
    const smtp = await startSmtpServer();
    try {
      await useSmtp(smtp.port);
      const res = await admin.gql(TEST_MAIL);
      expect(res.data.testEmailSettings).toEqual({
        ok: true,
        message: 'Test mail sent to admin@portal.example.',
      });
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0].from).toContain('noreply@acme.example');
      expect(smtp.received[0].to[0]).toContain('admin@portal.example');
      expect(smtp.received[0].data).toMatch(/Subject: Test email from/);
      const other = await admin.post('/api/settings/email/test', { to: 'ops@acme.example' });
      expect(other.status).toBe(200);
      expect(other.body.ok).toBe(true);
      expect(smtp.received[1].to[0]).toContain('ops@acme.example');
      const sent = await admin.gql(OUTBOX, { status: 'sent', first: 5 });
      expect(sent.data.outboxEmails.map((m: { to: string }) => m.to)).toEqual([
        'ops@acme.example',
        'admin@portal.example',
      ]);
      const [log] = await sql(
        "select level, message from audit_log where action = 'email.test' order by id desc limit 1",
      );
      expect(log).toEqual({ level: 'info', message: 'Test mail sent to ops@acme.example.' });
    } finally {
      await noSmtp();
      await smtp.close();
    }
  });

  it('reports a refusing server without failing', async () => {
    const smtp = await startSmtpServer({ failing: true });
    try {
      await useSmtp(smtp.port);
      const res = await admin.gql(TEST_MAIL, { to: 'ops@acme.example' });
      expect(res.data.testEmailSettings.ok).toBe(false);
      expect(res.data.testEmailSettings.message).toMatch(/could not be sent.*554/);
    } finally {
      await noSmtp();
      await smtp.close();
    }
  });

  it('refuses a bad recipient with 400', async () => {
    const res = await admin.gql(TEST_MAIL, { to: 'not-an-email' });
    expect(res.errors?.[0].message).toBe('Invalid email address');
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('delivery of queued mail', () => {
  // Due a second ago: PostgreSQL's now() has microseconds, the sender's clock milliseconds, so a
  // row due "now" may still be a fraction of a millisecond in the sender's future.
  const queue = (to: string) =>
    sql(
      "insert into outbox_emails (\"to\", subject, text, next_attempt_at) values (?, 'Queued', 'Body', now() - interval '1 second') returning id",
      [to],
    );

  it('retries later when the server fails, keeping the row; sends once it works', async () => {
    const [{ id }] = await queue('retry@acme.example');
    const config = loadConfig({ ...process.env, SMTP_URL: '' });
    const failing = await startSmtpServer({ failing: true });
    try {
      await useSmtp(failing.port);
      const before = Date.now();
      expect(await deliverPendingMail(portal.orm, config)).toBe(0);
      const [row] = await sql(
        'select status, attempts, last_error, next_attempt_at from outbox_emails where id = ?',
        [id],
      );
      expect(row.status).toBe('pending');
      expect(row.attempts).toBe(1);
      expect(row.last_error).toMatch(/554/);
      expect(new Date(row.next_attempt_at).getTime()).toBeGreaterThan(before + 20_000);
      // Not due yet: a second run leaves it alone.
      await deliverPendingMail(portal.orm, config);
      expect((await sql('select attempts from outbox_emails where id = ?', [id]))[0].attempts).toBe(
        1,
      );
    } finally {
      await failing.close();
    }
    const working = await startSmtpServer();
    try {
      await useSmtp(working.port);
      await sql(
        "update outbox_emails set next_attempt_at = now() - interval '1 second' where id = ?",
        [id],
      );
      expect(await deliverPendingMail(portal.orm, config)).toBeGreaterThanOrEqual(1);
      expect(working.received.some((m) => m.to[0].includes('retry@acme.example'))).toBe(true);
      const [row] = await sql(
        'select status, sent_at, last_error from outbox_emails where id = ?',
        [id],
      );
      expect(row.status).toBe('sent');
      expect(row.sent_at).not.toBeNull();
      expect(row.last_error).toBeNull();
    } finally {
      await noSmtp();
      await working.close();
    }
  });

  it('sends each mail once when several senders run at the same time (two servers, one database)', async () => {
    const config = loadConfig({ ...process.env, SMTP_URL: '' });
    const smtp = await startSmtpServer();
    try {
      await useSmtp(smtp.port);
      const ids: number[] = [];
      for (let i = 0; i < 6; i += 1) ids.push((await queue(`once${i}@acme.example`))[0].id);
      const sent = await Promise.all([1, 2, 3].map(() => deliverPendingMail(portal.orm, config)));
      expect(sent.reduce((a, b) => a + b, 0)).toBe(6);
      const to = smtp.received.map((m) => /<(.*)>/.exec(m.to[0])?.[1]).sort();
      expect(to).toEqual(ids.map((_, i) => `once${i}@acme.example`));
      const rows = await sql(
        `select count(*)::int as n from outbox_emails where status = 'sent' and id in (${ids.join(', ')})`,
      );
      expect(rows[0].n).toBe(6);
    } finally {
      await noSmtp();
      await smtp.close();
    }
  });

  it('without SMTP, queued mail moves to the outbox', async () => {
    const [{ id }] = await queue('nobody@acme.example');
    await deliverPendingMail(portal.orm, loadConfig({ ...process.env, SMTP_URL: '' }));
    expect((await sql('select status from outbox_emails where id = ?', [id]))[0].status).toBe(
      'outbox',
    );
  });
});

describe('outbox list', () => {
  it('lists newest first, filtered by status', async () => {
    const all = await admin.gql(OUTBOX, { first: 50 });
    const ids = all.data.outboxEmails.map((m: { id: number }) => m.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const rest = await admin.get('/api/outbox?status=outbox&first=2');
    expect(rest.status).toBe(200);
    expect(rest.body.length).toBeLessThanOrEqual(2);
    expect(rest.body.every((m: { status: string }) => m.status === 'outbox')).toBe(true);
    expect((await admin.gql(OUTBOX, { status: 'lost' })).errors?.[0].message).toBe(
      'Status must be pending, sent, outbox or failed',
    );
  });

  it.each(['buyer', 'vendor'])(
    'refuses the outbox and test mail to a %s with 403',
    async (username) => {
      const client = await portal.signIn(username);
      expect((await client.gql(OUTBOX)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await client.gql(TEST_MAIL)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await client.get('/api/outbox')).status).toBe(403);
      expect((await client.post('/api/settings/email/test', {})).status).toBe(403);
    },
  );

  it('refuses them when signed out with 401', async () => {
    const client = portal.client();
    expect((await client.gql(OUTBOX)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await client.get('/api/outbox')).status).toBe(401);
  });
});
