import type { EntityManager } from '@mikro-orm/postgresql';
import { OutboxEmail } from './outbox-email.entity';

export type MailInput = { to: string; subject: string; text: string };

/**
 * Queues a mail in the caller's transaction: the action that causes a mail never waits for SMTP
 * and never fails because of it. The mailer loop sends pending mail when SMTP is configured;
 * otherwise it stays in the outbox for admins to read.
 */
export function queueEmail(em: EntityManager, mail: MailInput): OutboxEmail {
  const row = em.create(OutboxEmail, { ...mail, status: 'pending', attempts: 0, nextAttemptAt: new Date() });
  em.persist(row);
  return row;
}
