import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import { claimDue, nextRetryAt, type RetryPolicy } from '../../common/queue';
import type { Orm } from '../../common/context';
import { WebhookDelivery } from './webhook.entity';
import type { WebhookAllowList } from '../../common/host-allow-list';
import { RefusedTarget, type Resolve, type ResolvedAddress, resolveWebhookTarget } from './webhook.target';

const POLL_MS = 5_000;
const BATCH = 20;
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** A claimed delivery is not picked again for this long (longer than one attempt can take). */
const LEASE_MS = 60_000;
/** Retries 30 s, 1 min, 2 min, ... doubling, at most 6 hours apart, for a day after the event. */
export const WEBHOOK_RETRY: RetryPolicy = { firstMs: 30_000, maxMs: 6 * 3_600_000, horizonMs: 24 * 3_600_000 };
const SNIPPET_CHARS = 500;

/** `HMAC-SHA256(secret, timestamp + "." + body)` in hex: what X-Portal-Signature carries (after "sha256="). */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

export type SendOptions = {
  /** The clock (tests move it forward to reach a retry). */
  now?: Date;
  timeoutMs?: number;
  /** Aborts attempts in flight (server shutdown). */
  signal?: AbortSignal;
  /** Resolves host names (tests stub it); the system resolver by default. */
  resolve?: Resolve;
};

type Attempt = { status?: number; snippet?: string; error?: string };

/**
 * POSTs to the one address that was checked: the connection's lookup answers it (no second
 * resolution between check and connect), the Host header and TLS name stay the URL's. Redirects
 * are not followed; the answer's first SNIPPET_CHARS are kept.
 */
function post(url: URL, target: ResolvedAddress, headers: Record<string, string>, body: string, signal: AbortSignal): Promise<Attempt> {
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? https : http).request(url, {
      method: 'POST',
      headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      agent: false,
      signal,
      lookup: (_hostname, options, callback) =>
        (options as { all?: boolean }).all
          ? (callback as (error: null, addresses: ResolvedAddress[]) => void)(null, [target])
          : callback(null, target.address, target.family),
    });
    request.on('error', reject);
    request.on('response', (response) => {
      let snippet = '';
      response.setEncoding('utf8');
      const done = () => {
        response.destroy();
        resolve({ status: response.statusCode, snippet: snippet.slice(0, SNIPPET_CHARS) });
      };
      response.on('data', (chunk: string) => {
        snippet += chunk;
        if (snippet.length >= SNIPPET_CHARS) done();
      });
      response.on('end', done);
      response.on('error', done);
    });
    request.end(body);
  });
}

async function attempt(delivery: WebhookDelivery, now: Date, allow: WebhookAllowList, options: SendOptions): Promise<Attempt> {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const timeout = AbortSignal.timeout(options.timeoutMs ?? WEBHOOK_TIMEOUT_MS);
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'ApparelPortal-Webhooks/1.0',
    'x-portal-event': delivery.eventType,
    'x-portal-event-id': delivery.eventId,
    'x-portal-delivery': String(delivery.id),
    'x-portal-timestamp': timestamp,
    'x-portal-signature': `sha256=${webhookSignature(delivery.endpoint.secret, timestamp, delivery.payload)}`,
  };
  try {
    // Checked at every attempt: what a name resolves to may have changed since registration.
    const target = await resolveWebhookTarget(delivery.endpoint.url, allow, options.resolve);
    return await post(new URL(delivery.endpoint.url), target, headers, delivery.payload, options.signal ? AbortSignal.any([timeout, options.signal]) : timeout);
  } catch (error) {
    if (timeout.aborted) return { error: `No answer within ${(options.timeoutMs ?? WEBHOOK_TIMEOUT_MS) / 1000} s` };
    const err = error as Error & { code?: string };
    return { error: err instanceof RefusedTarget ? err.message : (err.code ?? err.message) };
  }
}

/**
 * Sends the due deliveries once (one tick of the loop) and answers how many were delivered.
 * Deliveries are claimed with FOR UPDATE SKIP LOCKED, so several servers never send one twice.
 * A 2xx answer delivers; anything else is retried with exponential backoff for a day.
 */
export async function deliverPendingWebhooks(orm: Orm, allow: WebhookAllowList, options: SendOptions = {}): Promise<number> {
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
      const result = await attempt(delivery, now, allow, options);
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
      const next = nextRetryAt(WEBHOOK_RETRY, delivery.attempts, now, delivery.createdAt);
      if (next) delivery.nextAttemptAt = next;
      else delivery.status = 'failed';
      return false;
    }),
  );
  await em.flush();
  return results.filter(Boolean).length;
}

/** The loop that sends webhooks in the background; a slow receiver only delays its own deliveries. */
export function startWebhookSender(orm: Orm, allow: WebhookAllowList, log?: FastifyBaseLogger) {
  const stopping = new AbortController();
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    running = deliverPendingWebhooks(orm, allow, { signal: stopping.signal })
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
