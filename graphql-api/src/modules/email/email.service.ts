import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { audit } from '../../common/audit';
import { type Ctx, requireRole } from '../../common/context';
import { conflict, notFound } from '../../common/errors';
import type { SqlPart } from '../../common/sql';
import { validateInput } from '../../common/validation';
import { getSettings } from '../settings';
import { parseId, Role } from '../users';
import { OutboxArgs, TestEmailArgs } from './email.inputs';
import { smtpFromSettings } from './mailer';
import { OutboxEmail } from './outbox-email.entity';

export type MailInput = { to: string; subject: string; text: string };

/** The insert that queues a mail: pending, to be sent now (a part of the caller's statement). */
export function emailInsert(mail: MailInput, now = new Date()): SqlPart {
  return {
    sql: `insert into outbox_emails ("to", subject, text, status, attempts, next_attempt_at, queued_at, created_at)
      values (?, ?, ?, 'pending', 0, ?, ?, ?)`,
    params: [mail.to, mail.subject, mail.text, now, now, now],
  };
}

/**
 * Queues a mail in the caller's transaction: the action that causes a mail never waits for SMTP
 * and never fails because of it. The mailer loop sends pending mail when SMTP is configured;
 * otherwise it stays in the outbox for admins to read.
 */
export async function queueEmail(em: EntityManager, mail: MailInput): Promise<void> {
  const { sql, params } = emailInsert(mail);
  await em.execute(sql, params, 'run');
}

/** The outbox for admins, newest first. */
export async function listOutbox(ctx: Ctx, raw: unknown): Promise<OutboxEmail[]> {
  requireRole(ctx, Role.admin);
  const input = await validateInput(OutboxArgs, raw ?? {});
  return ctx.em.find(OutboxEmail, input.status ? { status: input.status } : {}, {
    orderBy: { createdAt: 'desc', id: 'desc' },
    limit: input.first ?? 50,
  });
}

/** An admin may send a mail again when it was refused or given up, or kept while no SMTP server was set. */
export const canRetryMail = (mail: OutboxEmail) => mail.status === 'failed' || mail.status === 'outbox';

/**
 * Sends a failed mail (or one kept in the outbox) again (admin): it is pending from now, with a
 * fresh day of retries; the mailer loop sends it within seconds. Audited.
 */
export async function retryOutboxEmail(ctx: Ctx, rawId: unknown): Promise<OutboxEmail> {
  requireRole(ctx, Role.admin);
  const id = parseId(rawId, 'Mail');
  return ctx.em.transactional(async (em) => {
    const mail = await em.findOne(OutboxEmail, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!mail) throw notFound('Mail');
    if (!canRetryMail(mail)) {
      throw conflict(`Only a failed mail, or one kept in the outbox, can be sent again; this one is ${mail.status}`);
    }
    const before = { status: mail.status, attempts: mail.attempts, lastError: mail.lastError ?? null };
    const now = new Date();
    Object.assign(mail, { status: 'pending', attempts: 0, queuedAt: now, nextAttemptAt: now });
    audit(
      { ...ctx, em },
      {
        action: 'email.retry',
        entity: 'email',
        entityId: mail.id,
        source: 'email',
        message: `Mail to ${mail.to} ("${mail.subject}") queued again`,
        before,
        after: { status: mail.status },
      },
    );
    return mail;
  });
}

export type TestEmailResult = { ok: boolean; message: string };

/**
 * Test Email Settings (admin): sends one mail now through the configured SMTP server and says
 * whether it went. Without SMTP the mail is kept in the outbox and the answer says so.
 */
export async function sendTestEmail(ctx: Ctx, raw: unknown): Promise<TestEmailResult> {
  const admin = requireRole(ctx, Role.admin);
  const input = await validateInput(TestEmailArgs, raw ?? {});
  const to = input.to?.trim() || admin.email;
  const { companyName } = await getSettings(ctx.em, 'general');
  const mail: MailInput = {
    to,
    subject: `Test email from ${companyName}`,
    text: `Hello,\n\nthis is a test of the e-mail settings of ${companyName}, sent by ${admin.name}. If you can read it, outgoing mail works.`,
  };
  const smtp = await smtpFromSettings(ctx.em, ctx.config.smtpUrl);
  let result: TestEmailResult;
  let sentAt: Date | null = null;
  if (!smtp) {
    result = {
      ok: false,
      message: `No SMTP server is configured: the test mail to ${to} was kept in the outbox.`,
    };
  } else {
    try {
      await smtp.transport.sendMail({ from: smtp.from, ...mail });
      sentAt = new Date();
      result = { ok: true, message: `Test mail sent to ${to}.` };
    } catch (error) {
      result = {
        ok: false,
        message: `The test mail could not be sent: ${(error as Error).message}`,
      };
    } finally {
      smtp.transport.close();
    }
  }
  await ctx.em.transactional(async (em) => {
    if (!smtp || sentAt) {
      const status = sentAt ? 'sent' : 'outbox';
      em.persist(em.create(OutboxEmail, { ...mail, status, attempts: sentAt ? 1 : 0, sentAt }));
    }
    audit(
      { ...ctx, em },
      {
        action: 'email.test',
        entity: 'email',
        source: 'email',
        level: result.ok ? 'info' : 'warning',
        message: result.message,
      },
    );
  });
  return result;
}
