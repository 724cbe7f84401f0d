import { loadConfig } from '../../config';
import { startSmtpServer } from '../../../test/smtp-server';
import { startTestPortal, type ApiClient, type TestPortal } from '../../../test/utils';
import { deliverPendingMail, MAIL_RETRY } from './mailer';

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

  it('retries a temporary failure within 15 s, keeping the row; sends once it works', async () => {
    const [{ id }] = await queue('retry@acme.example');
    const config = loadConfig({ ...process.env, SMTP_URL: '' });
    const failing = await startSmtpServer({ failing: 'temporary' });
    try {
      await useSmtp(failing.port);
      const before = Date.now();
      expect(await deliverPendingMail(portal.orm, config)).toBe(0);
      const after = Date.now();
      const [row] = await sql(
        'select status, attempts, last_error, next_attempt_at from outbox_emails where id = ?',
        [id],
      );
      expect(row.status).toBe('pending');
      expect(row.attempts).toBe(1);
      expect(row.last_error).toMatch(/451/);
      // 10 s, and the loop looks every 5 s: tried again within 15 s.
      const next = new Date(row.next_attempt_at).getTime();
      expect(next).toBeGreaterThanOrEqual(before + MAIL_RETRY.firstMs);
      expect(next).toBeLessThanOrEqual(after + MAIL_RETRY.firstMs);
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

describe('retries, giving up and sending again', () => {
  const config = () => loadConfig({ ...process.env, SMTP_URL: '' });
  const queue = (to: string, subject = 'Queued') =>
    sql(
      "insert into outbox_emails (\"to\", subject, text, next_attempt_at) values (?, ?, 'Body', now() - interval '1 second') returning id",
      [to, subject],
    );
  const row = async (id: number) =>
    (await sql('select status, attempts, last_error, next_attempt_at, queued_at from outbox_emails where id = ?', [id]))[0];
  const due = (id: number) => sql("update outbox_emails set next_attempt_at = now() - interval '1 second' where id = ?", [id]);
  const RETRY = 'mutation($id: Int!) { retryOutboxEmail(id: $id) { id status attempts lastError } }';

  it('doubles the wait after each temporary failure, at most 10 minutes', async () => {
    const failing = await startSmtpServer({ failing: 'temporary' });
    try {
      await useSmtp(failing.port);
      const [{ id }] = await queue('backoff@acme.example');
      const waits: number[] = [];
      for (let attempt = 1; attempt <= 3; attempt++) {
        const before = Date.now();
        await deliverPendingMail(portal.orm, config());
        waits.push(Math.round((new Date((await row(id)).next_attempt_at).getTime() - before) / 1000));
        await due(id);
      }
      expect(waits).toEqual([10, 20, 40]);
      // The tenth failure would wait 10 s × 2^9: it waits 10 minutes.
      await sql('update outbox_emails set attempts = 9 where id = ?', [id]);
      const before = Date.now();
      await deliverPendingMail(portal.orm, config());
      expect(Math.round((new Date((await row(id)).next_attempt_at).getTime() - before) / 1000)).toBe(600);
      expect((await row(id)).status).toBe('pending');
    } finally {
      await noSmtp();
      await failing.close();
    }
  });

  it('gives up a day after the mail was queued', async () => {
    const failing = await startSmtpServer({ failing: 'temporary' });
    try {
      await useSmtp(failing.port);
      const [{ id }] = await queue('horizon@acme.example');
      await sql("update outbox_emails set queued_at = now() - interval '23 hours 59 minutes 55 seconds' where id = ?", [id]);
      await deliverPendingMail(portal.orm, config());
      expect(await row(id)).toMatchObject({ status: 'failed', attempts: 1, last_error: expect.stringMatching(/451/) });
    } finally {
      await noSmtp();
      await failing.close();
    }
  });

  it('fails at once when the server refuses for good (5xx), and an admin sends it again', async () => {
    const refusing = await startSmtpServer({ failing: true });
    const [{ id }] = await queue('refused@acme.example', 'ORD-2026-0001: New order');
    try {
      await useSmtp(refusing.port);
      await deliverPendingMail(portal.orm, config());
      expect(await row(id)).toMatchObject({ status: 'failed', attempts: 1, last_error: expect.stringMatching(/554 mailbox unavailable/) });
    } finally {
      await refusing.close();
    }
    // The outbox screen's list: status, attempts and the server's answer.
    const failed = await admin.gql(OUTBOX, { status: 'failed', first: 5 });
    expect(failed.data.outboxEmails[0]).toMatchObject({ id, to: 'refused@acme.example', status: 'failed', attempts: 1, lastError: expect.stringMatching(/554/) });

    const working = await startSmtpServer();
    try {
      await useSmtp(working.port);
      const before = Date.now();
      const retried = await admin.gql(RETRY, { id });
      expect(retried.data.retryOutboxEmail).toEqual({ id, status: 'pending', attempts: 0, lastError: expect.stringMatching(/554/) });
      expect(new Date((await row(id)).queued_at).getTime()).toBeGreaterThanOrEqual(before - 1_000);
      const [log] = await sql("select before, after, message from audit_log where action = 'email.retry' order by id desc limit 1");
      expect(log).toMatchObject({ before: { status: 'failed', attempts: 1 }, after: { status: 'pending' }, message: 'Mail to refused@acme.example ("ORD-2026-0001: New order") queued again' });
      await due(id);
      expect(await deliverPendingMail(portal.orm, config())).toBeGreaterThanOrEqual(1);
      expect(working.received.some((mail) => mail.to[0].includes('refused@acme.example'))).toBe(true);
      expect((await row(id)).status).toBe('sent');
      // A sent mail is not sent again.
      const again = await admin.post(`/api/outbox/${id}/retry`);
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('Only a failed mail, or one kept in the outbox, can be sent again; this one is sent');
    } finally {
      await noSmtp();
      await working.close();
    }
  });

  it('sends a mail kept in the outbox over REST; refuses others and unknown mails', async () => {
    const [{ id }] = await queue('kept@acme.example');
    await sql("update outbox_emails set status = 'outbox' where id = ?", [id]);
    const res = await admin.post(`/api/outbox/${id}/retry`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, status: 'pending', attempts: 0, canRetry: false });
    const listed = await admin.get('/api/outbox?status=pending&first=200');
    expect(listed.body.find((mail: { id: number }) => mail.id === id)).toMatchObject({ to: 'kept@acme.example', canRetry: false });
    expect((await admin.post('/api/outbox/999999/retry')).status).toBe(404);
    expect((await admin.post('/api/outbox/abc/retry')).body.field).toBe('id'); // malformed: 400 (issue 19)
    for (const username of ['buyer', 'vendor']) {
      const client = await portal.signIn(username);
      expect((await client.post(`/api/outbox/${id}/retry`)).status).toBe(403);
      expect((await client.gql(RETRY, { id })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    expect((await portal.client().post(`/api/outbox/${id}/retry`)).status).toBe(401);
  });

  it("starts the subject of an order's mail with the order code", async () => {
    const buyer = await portal.signIn('buyer');
    const [pair] = await sql(
      "select c.vendor_id, p.id as product_id, u.email from connections c join products p on p.vendor_id = c.vendor_id and p.archived_at is null join users u on u.id = c.vendor_id where c.buyer_id = (select id from users where username = 'buyer') and c.status = 'approved' limit 1",
    );
    const dueDate = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const order = await buyer.post('/api/orders', { vendorId: pair.vendor_id, productId: pair.product_id, quantity: 100, dueDate });
    expect(order.status).toBe(201);
    const [mail] = await sql('select subject from outbox_emails where "to" = ? order by id desc limit 1', [pair.email]);
    expect(mail.subject).toBe(`${order.body.orderId}: New order`);
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
