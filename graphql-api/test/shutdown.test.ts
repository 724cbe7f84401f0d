import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { liveClient } from './live-client';
import { type PortalProcess, removeDataDir, spawnPortal } from './spawn-portal';

/** The promise's value, or a failure naming what did not happen within `ms`. */
const within = <T>(ms: number, what: string, promise: Promise<T>) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what} did not happen within ${ms} ms`)), ms).unref())]);

const cookieOf = (res: Response) => res.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');

/**
 * The real entry point (npm start's code path, in production mode, where Apollo would install
 * its own signal handlers): starts on an empty folder and seeds; then, with a subscription open,
 * requests hammering it and one request half sent, SIGTERM ends the subscription with 1001,
 * lets the half-sent request finish and exits 0 within 5 s.
 */
it('starts from an empty data folder with the demo and exits cleanly on SIGTERM under load', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-main-'));
  let portal: PortalProcess | undefined;
  let stopLoad = false;
  try {
    // The embedded server (no DATABASE_URL): a new database, migrated and seeded.
    portal = await spawnPortal({ DATA_DIR: dataDir, DATABASE_URL: '' });
    const { url: base, child, exited } = portal;
    expect(portal.output()).toContain('buyer / buyer123');
    const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: JSON.stringify({ username: 'buyer', password: 'buyer123' }) });
    expect(login.status).toBe(200);
    const cookie = cookieOf(login);

    // A signed-in tab's subscription.
    let closeCode: number | undefined;
    let closed!: () => void;
    const subscriptionClosed = new Promise<void>((resolve) => (closed = resolve));
    let connected!: () => void;
    const subscriptionOpen = new Promise<void>((resolve) => (connected = resolve));
    const live = liveClient(base, { cookie, origin: base }, {
      retryAttempts: 0,
      on: {
        connected: () => connected(),
        closed: (event) => {
          closeCode = (event as { code: number }).code;
          closed();
        },
      },
    });
    const subscription = live.iterate({ query: 'subscription { messageReceived { id } }' });
    void subscription.next().catch(() => undefined);
    await subscriptionOpen;

    // Load: 12 clients asking for orders back to back until the server is gone.
    const statuses = new Map<number, number>();
    const load = Array.from({ length: 12 }, async () => {
      while (!stopLoad) {
        try {
          const res = await fetch(`${base}/api/orders`, { headers: { cookie } });
          await res.arrayBuffer();
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        } catch {
          return; // the server stopped listening
        }
      }
    });

    // A sign-in whose body is half sent when the signal comes: it must still be answered.
    const slow = http.request(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base, 'transfer-encoding': 'chunked' } });
    const slowAnswer = new Promise<number>((resolve, reject) => {
      slow.on('response', (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      slow.on('error', reject);
    });
    slow.write('{"username":"buyer",');
    // Answered after the half request was written: by then the server has read its headers.
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    while ((statuses.get(200) ?? 0) < 24) await new Promise((r) => setTimeout(r, 20));

    const signalled = Date.now();
    child.kill('SIGTERM');
    // The rest of the body follows the signal at once: the server cuts what is still open after
    // its 3 s drain, and waiting for the subscription's close first left that to how fast this
    // busy test process got there (a socket hang up when it took longer).
    slow.end('"password":"buyer123"}');
    await within(5_000, 'the subscription closing', subscriptionClosed);
    expect(closeCode).toBe(1001);
    expect(await within(5_000, 'the half-sent request being answered', slowAnswer)).toBe(200);
    // Before a supervisor's kill (docker stop waits 10 s): the drain takes at most DRAIN_MS + LOOPS_MS
    // (4 s), and stopping the embedded PostgreSQL server on a busy 2-core machine up to 2 s more.
    expect(await within(10_000, 'the exit', exited)).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000);
    stopLoad = true;
    await Promise.all(load);
    // Requests during the shutdown were answered or refused, never failed.
    expect([...statuses.keys()].filter((status) => status !== 200 && status !== 503)).toEqual([]);
    await live.dispose();
  } finally {
    stopLoad = true;
    // The folder goes once the process (and the database server it stops) is gone.
    await portal?.stop('SIGKILL');
    await removeDataDir(dataDir);
  }
}, 150_000);
