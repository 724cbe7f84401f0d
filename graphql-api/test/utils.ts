import 'reflect-metadata';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { Topic } from '../src/common/pubsub';
import { loadConfig } from '../src/config';
import { type Portal, startPortal } from '../src/server';
import { adminQuery, databaseUrlFor, TEMPLATE_DB_ENV, uniqueName } from './db-template';

export { liveClient } from './live-client';

export type TestPortal = Portal & {
  /** A new HTTP client with its own cookie jar (one browser). */
  client(): ApiClient;
  /** A client signed in as a seeded user (password from the seed). */
  signIn(username: string, password?: string): Promise<ApiClient>;
};

/** Waits, ten seconds at the most, until `done` holds (whatever the machine's load), then checks it. */
export async function eventually(done: () => boolean, what = 'the awaited condition'): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
  if (!done()) throw new Error(`timed out waiting for ${what}`);
}

/**
 * Waits until exactly `count` subscriptions hear `topic` on the portal: a GraphQL subscription
 * starts on the server after its subscribe message arrives (an event published before is not
 * theirs), and one ended by a client closes there a moment later. Call it with 0 before opening
 * subscriptions (the earlier tests' are gone), and with their number after.
 */
export function subscribed(portal: Portal, topic: Topic, count: number): Promise<void> {
  return eventually(() => portal.pubsub.subscriptionCount(topic) === count, `${count} subscription(s) to ${topic}`);
}

const SEED_PASSWORDS: Record<string, string> = { admin: 'admin123', buyer: 'buyer123', vendor: 'vendor123' };
export const seedPassword = (username: string) =>
  SEED_PASSWORDS[username] ?? (['ben.brooks', 'carla.chen', 'quinn.ortiz'].includes(username) ? 'buyer123' : 'vendor123');

/**
 * Starts the real server on a fresh copy of the seeded database (a `CREATE DATABASE … TEMPLATE`
 * copy on the server at TEST_DATABASE_URL), listening on a free port. Close it in afterAll.
 */
export async function startTestPortal(
  options: {
    fresh?: boolean;
    env?: Record<string, string>;
    /** A second server on this portal's database (events via LISTEN/NOTIFY). */
    shareDatabaseWith?: TestPortal;
  } = {},
): Promise<TestPortal> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  let databaseUrl: string;
  let dropDatabase: (() => Promise<void>) | undefined;
  if (options.shareDatabaseWith) {
    databaseUrl = options.shareDatabaseWith.db.clientUrl;
  } else {
    const name = uniqueName('portal_t');
    await createFromTemplate(name, options.fresh ? null : process.env[TEMPLATE_DB_ENV]!);
    databaseUrl = databaseUrlFor(process.env.TEST_DATABASE_URL!, name);
    dropDatabase = () => adminQuery(`drop database if exists "${name}" with (force)`);
  }
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'fatal',
    ...options.env,
  });
  const portal = await startPortal(config, { skipMigrations: !options.fresh && !options.shareDatabaseWith, seed: options.fresh, mailer: false });
  const close = portal.close;
  return {
    ...portal,
    client: () => new ApiClient(portal.url),
    async signIn(username, password = seedPassword(username)) {
      const client = new ApiClient(portal.url);
      const res = await client.post('/api/auth/login', { username, password });
      if (res.status !== 200) throw new Error(`sign-in as ${username} failed: ${res.status} ${JSON.stringify(res.body)}`);
      return client;
    },
    async close() {
      await close();
      await dropDatabase?.();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Lets an order move into production in tests about something else: a pre-production sample
 * waived by its buyer, written straight to the database so the order's timeline, notifications
 * and version stay as the test expects (the gate itself is tested in modules/samples).
 */
export async function waivePpSample(portal: Portal, orderId: number): Promise<void> {
  await portal.orm.em.fork().getConnection().execute(
    `insert into order_samples (order_id, type, status, requested_by_id, waiver_reason, waived_by_id, waived_at)
     select id, 'PP', 'Waived', buyer_id, 'Not part of this test', buyer_id, now() from orders where id = ?`,
    [orderId],
  );
}

async function createFromTemplate(name: string, template: string | null) {
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(template ? `create database "${name}" template "${template}"` : `create database "${name}"`);
      return;
    } catch (error) {
      // Two files copying the template at the same moment: wait and try again.
      if (attempt >= 20 || !/being accessed by other users/.test((error as Error).message)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    }
  }
}

type Operation = { responses: Record<string, { content?: Record<string, { schema?: object }> }> };
type Contract = { paths: [RegExp, Record<string, Operation>][]; checks: Map<object, ValidateFunction> };
const contracts = new Map<string, Promise<Contract>>();
const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
/** Statuses Fastify answers itself, outside any route's schema (a redirect, a too large or unsupported body). */
const UNDESCRIBED = [302, 413, 415];

/** The document with its shared schemas (`#/components/schemas/ApiError`) written in place. */
function inlineRefs(node: unknown, shared: Record<string, unknown>): unknown {
  if (Array.isArray(node)) return node.map((item) => inlineRefs(item, shared));
  if (!node || typeof node !== 'object') return node;
  const { $ref, $id: _id, ...rest } = node as Record<string, unknown>;
  const target = typeof $ref === 'string' ? shared[$ref.replace('#/components/schemas/', '')] : undefined;
  const merged = target ? { ...(target as object), ...rest } : rest;
  return Object.fromEntries(Object.entries(merged).map(([key, value]) => [key, inlineRefs(value, shared)]));
}

/** The portal's OpenAPI document (GET /api/openapi.json), read once per server. */
function contractOf(baseUrl: string): Promise<Contract> {
  let contract = contracts.get(baseUrl);
  if (!contract) {
    contract = fetch(`${baseUrl}/api/openapi.json`)
      .then((res) => res.json() as Promise<{ paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, unknown> } }>)
      .then((whole) => inlineRefs(whole, whole.components.schemas) as typeof whole)
      .then((document) => ({
        paths: Object.entries(document.paths).map(([template, item]): [RegExp, Record<string, Operation>] => [
          new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`),
          item,
        ]),
        checks: new Map(),
      }));
    contracts.set(baseUrl, contract);
  }
  return contract;
}

/**
 * Every REST answer a test receives is checked against the OpenAPI document (issue 20): an answer
 * that does not match its route's declared schema, or a status the route does not describe, fails
 * the test that received it.
 */
export async function checkAgainstContract(baseUrl: string, method: string, pathname: string, res: ApiResponse) {
  const path = pathname.split('?')[0];
  if (!path.startsWith('/api/') || path === '/api/openapi.json') return;
  const contract = await contractOf(baseUrl);
  const candidates = contract.paths.filter(([pattern]) => pattern.test(path));
  // A literal path (/api/messages/unread-count) wins over a template (/api/messages/{id}).
  const item = candidates.sort((a, b) => b[0].source.replace(/\[\^\/\]\+/g, '').length - a[0].source.replace(/\[\^\/\]\+/g, '').length)[0]?.[1];
  const operation = item?.[method.toLowerCase()];
  if (!operation) return; // an unknown path: Fastify's own 404
  const answer = operation.responses[String(res.status)];
  if (!answer) {
    if (UNDESCRIBED.includes(res.status)) return;
    throw new Error(`${method} ${path} answered ${res.status}, which its schema does not describe: ${res.text.slice(0, 300)}`);
  }
  const schema = answer.content?.['application/json']?.schema;
  const type = res.headers.get('content-type') ?? '';
  if (!schema || !type.includes('json')) return;
  let check = contract.checks.get(schema);
  if (!check) contract.checks.set(schema, (check = ajv.compile(schema)));
  if (!check(res.body)) {
    throw new Error(`${method} ${path} ${res.status} does not match its schema: ${ajv.errorsText(check.errors)}\n${res.text.slice(0, 500)}`);
  }
}

export type ApiResponse<T = any> = { status: number; body: T; text: string; headers: Headers };

/** A tiny HTTP client with a cookie jar, for REST and GraphQL. */
export class ApiClient {
  readonly cookies = new Map<string, string>();
  constructor(readonly baseUrl: string) {}

  /** The Cookie header this client sends (empty when signed out). */
  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request<T = any>(method: string, pathname: string, body?: unknown, headers: Record<string, string> = {}): Promise<ApiResponse<T>> {
    // As a browser on the portal's own pages: cookie-authenticated writes need an Origin (app.ts).
    const init: RequestInit = { method, headers: { origin: this.baseUrl, ...headers } };
    const h = init.headers as Record<string, string>;
    if (this.cookies.size > 0) h.cookie = this.cookieHeader;
    if (body !== undefined) {
      if (body instanceof FormData || typeof body === 'string' || body instanceof Uint8Array) init.body = body as BodyInit;
      else {
        h['content-type'] ??= 'application/json';
        init.body = JSON.stringify(body);
      }
    }
    const res = await fetch(this.baseUrl + pathname, init);
    for (const cookie of res.headers.getSetCookie()) {
      const [pair, ...attrs] = cookie.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /^\s*expires=/i.test(a) && new Date(a.split('=')[1]).getTime() < Date.now()) || attrs.some((a) => /^\s*max-age=0/i.test(a));
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    const answer = { status: res.status, body: parsed as T, text, headers: res.headers };
    await checkAgainstContract(this.baseUrl, method, pathname, answer);
    return answer;
  }

  get<T = any>(pathname: string, headers?: Record<string, string>) {
    return this.request<T>('GET', pathname, undefined, headers);
  }
  post<T = any>(pathname: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', pathname, body, headers);
  }
  put<T = any>(pathname: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('PUT', pathname, body, headers);
  }
  patch<T = any>(pathname: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('PATCH', pathname, body, headers);
  }
  delete<T = any>(pathname: string, headers?: Record<string, string>) {
    return this.request<T>('DELETE', pathname, undefined, headers);
  }

  /** A GraphQL operation; answers { data, errors } with the HTTP status. */
  async gql<T = any>(query: string, variables?: Record<string, unknown>) {
    const res = await this.post<{ data?: T; errors?: { message: string; extensions?: { code?: string; status?: number; field?: string; fields?: { field: string; message: string }[] } }[] }>('/graphql', { query, variables });
    return { status: res.status, data: res.body?.data as T, errors: res.body?.errors, body: res.body };
  }
}
