/**
 * `npm run docs:examples`: starts the portal on a fresh seeded embedded database, asks the REST
 * paths below as the seeded users and writes the answers to `examples.json` (lists cut to one
 * element), which the OpenAPI document shows as each path's example answer (issue 20). Run it
 * again after changing an answer's shape; the API tests check every answer against the schemas.
 */
import 'reflect-metadata';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config';
import { startPortal } from '../server';

/** [who asks, the route as the document names it, the path asked]. */
const ASKED: [string, string, string][] = [
  ['buyer', 'GET /api/auth/session', '/api/auth/session'],
  ['admin', 'GET /api/users', '/api/users'],
  ['buyer', 'GET /api/users/vendors', '/api/users/vendors'],
  ['vendor', 'GET /api/users/buyers', '/api/users/buyers'],
  ['admin', 'GET /api/associations', '/api/associations'],
  ['buyer', 'GET /api/associations/mine', '/api/associations/mine'],
  ['buyer', 'GET /api/products', '/api/products'],
  ['buyer', 'GET /api/products/{id}', '/api/products/1'],
  ['buyer', 'GET /api/inventory', '/api/inventory'],
  ['buyer', 'GET /api/orders', '/api/orders'],
  ['buyer', 'GET /api/orders/{id}', '/api/orders/1'],
  ['buyer', 'GET /api/orders/orderable-vendors', '/api/orders/orderable-vendors'],
  ['buyer', 'GET /api/timeline', '/api/timeline'],
  ['buyer', 'GET /api/timeline/{orderId}', '/api/timeline/1'],
  ['buyer', 'GET /api/orders/{id}/samples', '/api/orders/1/samples'],
  ['buyer', 'GET /api/orders/{id}/documents', '/api/orders/1/documents'],
  ['buyer', 'GET /api/messages', '/api/messages'],
  ['buyer', 'GET /api/messages/unread-count', '/api/messages/unread-count'],
  ['buyer', 'GET /api/messages/recipients', '/api/messages/recipients'],
  ['buyer', 'GET /api/messages/orders', '/api/messages/orders?receiverId=5'],
  ['buyer', 'GET /api/messages/order/{id}', '/api/messages/order/1'],
  ['buyer', 'GET /api/notifications', '/api/notifications'],
  ['buyer', 'GET /api/specifications/product/{productId}', '/api/specifications/product/1'],
  ['anyone', 'GET /api/settings/public', '/api/settings/public'],
  ['admin', 'GET /api/settings', '/api/settings'],
  ['admin', 'GET /api/settings/{section}', '/api/settings/general'],
  ['buyer', 'GET /api/scorecards', '/api/scorecards'],
  ['buyer', 'GET /api/dashboard/stats', '/api/dashboard/stats'],
  ['buyer', 'GET /api/dashboard/timeline', '/api/dashboard/timeline'],
  ['admin', 'GET /api/system/status', '/api/system/status'],
  ['admin', 'GET /api/system/database', '/api/system/database'],
  ['buyer', 'GET /api/analytics', '/api/analytics'],
  ['buyer', 'GET /api/search', '/api/search?q=tee'],
  ['admin', 'GET /api/outbox', '/api/outbox'],
  ['buyer', 'GET /api/tokens', '/api/tokens'],
  ['buyer', 'GET /api/webhooks/events', '/api/webhooks/events'],
  ['buyer', 'GET /api/webhooks', '/api/webhooks'],
  ['admin', 'GET /api/admin/backups', '/api/admin/backups'],
  ['admin', 'GET /api/imports/columns', '/api/imports/columns'],
  ['buyer', 'GET /api/ordering-policy', '/api/ordering-policy'],
  ['admin', 'GET /api/ordering-policies', '/api/ordering-policies'],
];
const PASSWORDS: Record<string, string> = {
  admin: 'admin123',
  buyer: 'buyer123',
  vendor: 'vendor123',
};

/** Lists keep one element: an example, not a dump. */
function trim(value: unknown): unknown {
  if (Array.isArray(value)) return value.slice(0, 1).map(trim);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trim(v)]));
  return value;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-examples-'));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'fatal',
  });
  const portal = await startPortal(config, { seed: true, mailer: false });
  try {
    const cookies: Record<string, string> = { anyone: '' };
    for (const [user, password] of Object.entries(PASSWORDS)) {
      const res = await fetch(`${portal.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: portal.url },
        body: JSON.stringify({ username: user, password }),
      });
      cookies[user] = res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
    }
    const examples: Record<string, unknown> = {};
    for (const [user, route, pathname] of ASKED) {
      const res = await fetch(portal.url + pathname, { headers: { cookie: cookies[user] } });
      if (res.status !== 200) throw new Error(`${route}: ${res.status} ${await res.text()}`);
      examples[route] = trim(await res.json());
    }
    fs.writeFileSync(
      path.join(__dirname, 'examples.json'),
      `${JSON.stringify(examples, null, 2)}\n`,
    );
  } finally {
    await portal.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
