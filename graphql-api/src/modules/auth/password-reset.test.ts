import { OutboxEmail } from '../email/outbox-email.entity';
import { startTestPortal, type TestPortal } from '../../../test/utils';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(() => portal?.close());

async function lastMailTo(address: string) {
  const mails = await portal.orm.em.fork().find(OutboxEmail, { to: address }, { orderBy: { id: 'desc' }, limit: 1 });
  return mails[0];
}

const tokenOf = (text: string) => /token=([A-Za-z0-9_-]+)/.exec(text)![1];

describe('password reset (DECISIONS.md 1: forgot your password)', () => {
  it('mails a one-time link for an existing account and answers the same for an unknown one', async () => {
    const known = await portal.client().post('/api/auth/password-reset/request', { login: 'vendor' });
    const unknown = await portal.client().post('/api/auth/password-reset/request', { login: 'nobody-here' });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(known.body);
    const mail = await lastMailTo('victor@dhaka-knitwear.example');
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toMatch(/\/reset-password\?token=/);
  });

  it('sets the new password once, ends the old sessions, and refuses the token a second time', async () => {
    const oldSession = await portal.signIn('mei.lin');
    await portal.client().post('/api/auth/password-reset/request', { login: 'mei@gz-denim.example' });
    const token = tokenOf((await lastMailTo('mei@gz-denim.example')).text);

    const weak = await portal.client().post('/api/auth/password-reset', { token, password: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe('Password must be at least 8 characters');

    const common = await portal.client().post('/api/auth/password-reset', { token, password: 'password1' });
    expect(common.status).toBe(400);
    expect(common.body).toMatchObject({ field: 'password', message: 'This password is too common: it is in lists of leaked passwords. Please choose another.' });

    const reset = await portal.client().post('/api/auth/password-reset', { token, password: 'newpass123' });
    expect(reset.status).toBe(200);
    expect((await oldSession.get('/api/auth/session')).status).toBe(401);
    expect((await portal.client().post('/api/auth/login', { username: 'mei.lin', password: 'vendor123' })).status).toBe(401);
    expect((await portal.client().post('/api/auth/login', { username: 'mei.lin', password: 'newpass123' })).status).toBe(200);

    const again = await portal.client().post('/api/auth/password-reset', { token, password: 'another123' });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('The reset link is invalid or has expired');
  });

  it('refuses an expired token', async () => {
    await portal.client().post('/api/auth/password-reset/request', { login: 'rahul.patel' });
    const token = tokenOf((await lastMailTo('rahul@tiruppur-mills.example')).text);
    await portal.orm.em.fork().getConnection().execute(`update password_resets set expires_at = now() - interval '1 minute'`);
    const res = await portal.client().post('/api/auth/password-reset', { token, password: 'newpass123' });
    expect(res.status).toBe(400);
  });
});
