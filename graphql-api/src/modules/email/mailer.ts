import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Config } from '../../config';
import type { Orm } from '../../common/context';
import { claimDue, nextRetryAt, type RetryPolicy } from '../../common/queue';
import { getSettings } from '../settings';
import { OutboxEmail } from './outbox-email.entity';

const POLL_MS = 5_000;
/**
 * Retries after 10 s (with the 5 s poll: within 15 s), 20 s, 40 s, ... doubling, at most 10
 * minutes apart, for a day from when the mail was queued; then it is 'failed'.
 */
export const MAIL_RETRY: RetryPolicy = { firstMs: 10_000, maxMs: 10 * 60_000, horizonMs: 24 * 3_600_000 };
const BATCH = 20;
/** Longer than a batch can take, one mail after another, through a server at its timeouts (40 s each). */
const LEASE_MS = 15 * 60_000;

type Smtp = { transport: Transporter; from: string } | null;

/** Loaded when there is a server to send to: a portal without SMTP never needs it (2.4 MB of heap). */
const nodemailer = async () => (await import('nodemailer')).default;

/** SMTP from the Email settings tab, or SMTP_URL; null when neither is set (mail stays in the outbox). */
export async function smtpTransport(orm: Orm, config: Config): Promise<Smtp> {
  return smtpFromSettings(orm.em.fork(), config.smtpUrl);
}

/** The same, from any EntityManager (a request's): used by Test Email Settings. */
export async function smtpFromSettings(em: EntityManager, smtpUrl?: string): Promise<Smtp> {
  const email = await getSettings(em, 'email');
  if (email.smtpHost) {
    const transport = (await nodemailer()).createTransport({
      host: email.smtpHost,
      port: email.smtpPort,
      secure: email.useTls && email.smtpPort === 465,
      requireTLS: email.useTls && email.smtpPort !== 465,
      auth: email.smtpUsername ? { user: email.smtpUsername, pass: email.smtpPassword } : undefined,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    const from = email.fromEmail
      ? `"${email.fromName || 'Portal'}" <${email.fromEmail}>`
      : 'portal@localhost';
    return { transport, from };
  }
  if (smtpUrl) return { transport: (await nodemailer()).createTransport(smtpUrl), from: 'portal@localhost' };
  return null;
}

/**
 * Sends due mail once. A temporary failure (no connection, a 4xx answer) is retried with
 * backoff (MAIL_RETRY); a 5xx refusal, or a day of failures, leaves the mail 'failed' in the
 * outbox, where an admin sees why and sends it again (retryOutboxEmail).
 */
export async function deliverPendingMail(
  orm: Orm,
  config: Config,
  log?: FastifyBaseLogger,
): Promise<number> {
  const em = orm.em.fork();
  // Claimed, not just read: every server runs this loop, and each mail must go out once.
  const claimed = await claimDue(em, 'outbox_emails', {
    now: new Date(),
    leaseMs: LEASE_MS,
    limit: BATCH,
  });
  if (claimed.length === 0) return 0;
  const smtp = await smtpTransport(orm, config);
  const due = await em.find(OutboxEmail, { id: { $in: claimed } }, { orderBy: { id: 'asc' } });
  let sent = 0;
  for (const mail of due) {
    if (!smtp) {
      mail.status = 'outbox';
      continue;
    }
    try {
      await smtp.transport.sendMail({
        from: smtp.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
      });
      mail.status = 'sent';
      mail.sentAt = new Date();
      mail.lastError = null;
      sent += 1;
    } catch (error) {
      mail.attempts += 1;
      mail.lastError = (error as Error).message.slice(0, 1000);
      // A 5xx answer is the server's final word (RFC 5321): the same mail would be refused again.
      const permanent = ((error as { responseCode?: number }).responseCode ?? 0) >= 500;
      const next = permanent ? null : nextRetryAt(MAIL_RETRY, mail.attempts, new Date(), mail.queuedAt);
      if (next) mail.nextAttemptAt = next;
      else mail.status = 'failed';
      log?.warn({ to: mail.to, attempts: mail.attempts, status: mail.status }, `mail not sent: ${mail.lastError}`);
    }
  }
  await em.flush();
  return sent;
}

/** The loop that delivers mail in the background. */
export function startMailer(orm: Orm, config: Config, log?: FastifyBaseLogger) {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = deliverPendingMail(orm, config, log).catch((error) =>
      log?.error({ err: error }, 'mailer failed'),
    );
  }, POLL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
