import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { claimDue } from '../../common/queue';
import type { Orm } from '../../db/orm';
import { WebhookDelivery } from './webhook.entity';

const POLL_MS = 5_000;
const BATCH = 20;
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** A claimed delivery is not picked again for this long (longer than one attempt can take). */
const LEASE_MS = 60_000;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 6 * 3_600_000;
/** After this long since the event, a failing delivery is given up. */
export const GIVE_UP_MS = 24 * 3_600_000;
const SNIPPET_CHARS = 500;

/** `HMAC-SHA256(secret, timestamp + "." + body)` in hex: what X-Portal-Signature carries (after "sha256="). */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** The wait before attempt n+1: 30 s, 1 min, 2 min, ... doubling, at most 6 hours. */
export const retryDelayMs = (attempts: number) => Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));

export type SendOptions = {
  /** The clock (tests move it forward to reach a retry). */
  now?: Date;
  timeoutMs?: number;
  /** Aborts attempts in flight (server shutdown). */
  signal?: AbortSignal;
};

async function readSnippet(response: Response): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  try {
    while (text.length < SNIPPET_CHARS) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return text.slice(0, SNIPPET_CHARS);
}

async function attempt(delivery: WebhookDelivery, now: Date, options: SendOptions): Promise<{ status?: number; snippet?: string; error?: string }> {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const timeout = AbortSignal.timeout(options.timeoutMs ?? WEBHOOK_TIMEOUT_MS);
  try {
    const response = await fetch(delivery.endpoint.url, {
      method: 'POST',
      redirect: 'manual',
      signal: options.signal ? AbortSignal.any([timeout, options.signal]) : timeout,
      headers: {
        'content-type': 'application/json',
        'user-agent': 'ApparelPortal-Webhooks/1.0',
        'x-portal-event': delivery.eventType,
        'x-portal-event-id': delivery.eventId,
        'x-portal-delivery': String(delivery.id),
        'x-portal-timestamp': timestamp,
        'x-portal-signature': `sha256=${webhookSignature(delivery.endpoint.secret, timestamp, delivery.payload)}`,
      },
      body: delivery.payload,
    });
    return { status: response.status, snippet: await readSnippet(response).catch(() => '') };
  } catch (error) {
    const err = error as Error & { cause?: { code?: string; message?: string } };
    if (err.name === 'TimeoutError') return { error: `No answer within ${(options.timeoutMs ?? WEBHOOK_TIMEOUT_MS) / 1000} s` };
    return { error: err.cause?.code ?? err.cause?.message ?? err.message };
  }
}

/**
 * Sends the due deliveries once (one tick of the loop) and answers how many were delivered.
 * Deliveries are claimed with FOR UPDATE SKIP LOCKED, so several servers never send one twice.
 * A 2xx answer delivers; anything else is retried with exponential backoff for a day.
 */
export async function deliverPendingWebhooks(orm: Orm, options: SendOptions = {}): Promise<number> {
  const now = options.now ?? new Date();
  const em = orm.em.fork();
  const claimed = await claimDue(em, 'webhook_deliveries', { now, leaseMs: LEASE_MS, limit: BATCH });
  if (claimed.length === 0) return 0;
  const deliveries = await em.find(WebhookDelivery, { id: { $in: claimed } }, { populate: ['endpoint'] });
  const results = await Promise.all(
    deliveries.map(async (delivery) => {
      if (!delivery.endpoint.enabled) {
        delivery.status = 'failed';
        delivery.lastError = 'The endpoint was disabled';
        return false;
      }
      const result = await attempt(delivery, now, options);
      delivery.attempts += 1;
      delivery.responseStatus = result.status ?? null;
      delivery.responseSnippet = result.snippet ?? null;
      if (result.status !== undefined && result.status >= 200 && result.status < 300) {
        delivery.status = 'delivered';
        delivery.deliveredAt = now;
        delivery.lastError = null;
        return true;
      }
      delivery.lastError = result.error ?? `The endpoint answered HTTP ${result.status}`;
      const next = new Date(now.getTime() + retryDelayMs(delivery.attempts));
      if (next.getTime() - delivery.createdAt.getTime() > GIVE_UP_MS) delivery.status = 'failed';
      else delivery.nextAttemptAt = next;
      return false;
    }),
  );
  await em.flush();
  return results.filter(Boolean).length;
}

/** The loop that sends webhooks in the background; a slow receiver only delays its own deliveries. */
export function startWebhookSender(orm: Orm, log?: FastifyBaseLogger) {
  const stopping = new AbortController();
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    running = deliverPendingWebhooks(orm, { signal: stopping.signal })
      .catch((error) => log?.error({ err: error }, 'webhook sender failed'))
      .finally(() => (busy = false));
  }, POLL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      stopping.abort();
      await running;
    },
  };
}
