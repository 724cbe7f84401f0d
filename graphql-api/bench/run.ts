/**
 * npm run bench [-- --orders 100000] [--instances 2] [--duration 10] [--warmup 3] [--connections 50] [--fresh] [--embedded]
 *
 * The scale issue's benchmark: the production build on the scale dataset in a real PostgreSQL
 * (BENCH_DATABASE_URL, default postgresql://postgres@127.0.0.1:5432/postgres; the dataset lives in
 * portal_bench_<orders>_seed, loaded once by the scale seed; each run works on a fresh copy), driven over HTTP by
 * autocannon at 50 connections: the main reads and writes through GraphQL and REST, a bare `pg`
 * baseline for the orders list and detail, peak server memory, and with --instances 2 two server
 * processes behind a round-robin proxy. Each scenario runs unmeasured for --warmup seconds first.
 * With --embedded the database server is the portal's own embedded PostgreSQL (its data in
 * .data/bench, kept between runs) instead of BENCH_DATABASE_URL's.
 * Writes a readable table and bench-results/api.json (api-embedded.json with --embedded).
 */
import { type ChildProcess, fork, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { type DatabaseHandle, openDatabase } from '../src/db/database';
import { backupFileName } from '../src/modules/backups/backup-names';
import { startProxy } from './proxy';

const root = path.resolve(__dirname, '..', '..');
const api = path.resolve(__dirname, '..');

type Options = {
  orders: number;
  instances: number;
  duration: number;
  /** Seconds of unmeasured load before each scenario. */
  warmup: number;
  connections: number;
  fresh: boolean;
  only: string | null;
  /** On the embedded PostgreSQL server instead of BENCH_DATABASE_URL's. */
  embedded: boolean;
  /** Another build's graphql-api dist folder: compare the two builds instead (compareBuilds). */
  against: string | null;
  /** Alternating rounds per scenario of a comparison. */
  rounds: number;
};

function parseArgs(argv: string[]): Options {
  const options: Options = {
    orders: 100_000,
    instances: 1,
    duration: 10,
    warmup: 3,
    connections: 50,
    fresh: false,
    only: null,
    embedded: false,
    against: null,
    rounds: 5,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const flag = argv[i];
    if (flag === '--fresh') options.fresh = true;
    else if (flag === '--embedded') options.embedded = true;
    else if (flag === '--only') options.only = argv[(i += 1)];
    else if (flag === '--against') options.against = path.resolve(argv[(i += 1)] ?? '');
    else if (
      ['--orders', '--instances', '--duration', '--warmup', '--connections', '--rounds'].includes(flag)
    ) {
      const value = Number(argv[(i += 1)]);
      if (!Number.isInteger(value) || value < (flag === '--warmup' ? 0 : 1))
        throw new Error(`${flag} needs a positive whole number`);
      (options as Record<string, unknown>)[flag.slice(2)] = value;
    } else
      throw new Error(
        `Unknown option ${flag}. Options: --orders N --instances 1|2 --duration S --warmup S --connections N --fresh --only <text> --embedded --against <dist folder> --rounds N`,
      );
  }
  return options;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const freePort = () => 20000 + Math.floor(Math.random() * 20000);

// ------------------------------------------------------------------------------------ database

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * The scale dataset is loaded once into portal_bench_<orders>_seed (--fresh reloads it); every run
 * works on a copy, portal_bench_<orders>_run<pid>, made from it as a template, so that the orders each run
 * creates and moves never pile up into the next run's figures.
 */
async function prepareDatabase(options: Options): Promise<string> {
  const adminUrl =
    process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
  const seedName = `portal_bench_${options.orders}_seed`;
  // Per run, so that two runs on one server (another checkout's) never drop each other's copy.
  const name = `portal_bench_${options.orders}_run${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `npm run bench needs a PostgreSQL server (BENCH_DATABASE_URL, now ${adminUrl}): ${(error as Error).message}`,
    );
  }
  try {
    const seedUrl = withDatabase(adminUrl, seedName);
    const exists =
      (await admin.query('select 1 from pg_database where datname = $1', [seedName])).rowCount ===
      1;
    let loaded = false;
    if (exists && !options.fresh) {
      const db = new pg.Client({ connectionString: seedUrl });
      await db.connect();
      loaded =
        (
          await db
            .query("select count(*)::int as n from users where username like 'scale.buyer%'")
            .catch(() => ({ rows: [{ n: 0 }] }))
        ).rows[0].n > 0;
      await db.end();
    }
    if (loaded) {
      console.log(`Using the scale dataset already in ${seedName} (--fresh to reload).`);
    } else {
      await admin.query(`drop database if exists ${seedName} with (force)`);
      await admin.query(`create database ${seedName}`);
      console.log(
        `Loading the scale dataset (${options.orders.toLocaleString('en-US')} orders) into ${seedName}...`,
      );
      await new Promise<void>((resolve, reject) => {
        const child = spawn(
          process.execPath,
          ['-r', '@swc-node/register', 'src/seed/scale-cli.ts', '--orders', String(options.orders)],
          { cwd: api, env: { ...process.env, DATABASE_URL: seedUrl }, stdio: 'inherit' },
        );
        child.on('exit', (code) =>
          code === 0 ? resolve() : reject(new Error(`scale seed failed (${code})`)),
        );
      });
    }
    const started = Date.now();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name} template ${seedName}`);
    console.log(
      `Copied it into ${name} for this run (${((Date.now() - started) / 1000).toFixed(1)} s).`,
    );
    return withDatabase(adminUrl, name);
  } finally {
    await admin.end();
  }
}

/** Drops this run's copy of the dataset. */
async function dropRunDatabase(databaseUrl: string) {
  const adminUrl =
    process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${new URL(databaseUrl).pathname.slice(1)} with (force)`);
  } finally {
    await admin.end();
  }
}

// ------------------------------------------------------------------------------------- servers

type Server = { url: string; port: number; child: ChildProcess };

async function waitReady(url: string, child: ChildProcess) {
  for (let i = 0; i < 480; i += 1) {
    if (child.exitCode !== null) throw new Error(`${url} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not become ready`);
}

/**
 * The servers' backup folder: a new one per run, holding a scheduled backup made now (an empty
 * dump), so that the backup schedule has none due while the scenarios run. Without it the first
 * housekeeping turn of every run dumped and gzipped the whole dataset (1.1 million rows) in the
 * server process during the first scenarios: a fifth of the orders list's CPU profile went to zlib
 * and the garbage it made, a cost the baseline does not pay and a server does once a day.
 */
function benchBackupDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-backups-'));
  fs.writeFileSync(path.join(dir, backupFileName(new Date(), 'scheduled')), zlib.gzipSync(''));
  return dir;
}

async function startServer(databaseUrl: string, backupDir: string, dist = path.join(api, 'dist')): Promise<Server> {
  const port = freePort();
  // The heap limits of `npm start` (graphql-api/package.json): without the first V8 lets the heap
  // grow towards its default limit of several GB before collecting hard, and peaks past 300 MB;
  // the second keeps the young generation at 8 MB semi-spaces (Node 24's default, 32 MB, held
  // about 50 MB more from start-up on, and the peak went from 314 to 194 MB).
  const child = spawn(
    process.execPath,
    [
      '--max-old-space-size=256',
      '--max-semi-space-size=8',
      // e.g. BENCH_SERVER_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' to profile the server
      ...(process.env.BENCH_SERVER_ARGS?.split(' ').filter(Boolean) ?? []),
      path.join(dist, 'index.js'),
    ],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        WEB_DIR: root,
        BACKUP_DIR: backupDir,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitReady(url, child);
  return { url, port, child };
}

async function startBaseline(databaseUrl: string): Promise<Server> {
  const port = freePort();
  const child = fork(path.join(__dirname, 'baseline.ts'), [], {
    execArgv: ['-r', '@swc-node/register'],
    cwd: api, // the API's tsconfig (decorators) for the portal modules it imports
    env: { ...process.env, BASELINE_PORT: String(port), DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`baseline exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, port, child };
}

/** Peak resident memory of a process so far (VmHWM), in MB. */
function peakMemoryMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

// -------------------------------------------------------------------------------------- clients

async function signIn(baseUrl: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`sign-in as ${username} failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return cookie;
}

const gql = (query: string, variables: Record<string, unknown> = {}) =>
  JSON.stringify({ query, variables });

// ------------------------------------------------------------------------------------ scenarios

type Scenario = {
  name: string;
  /** baseline scenarios go to the bare pg server, the others to the portal. */
  group: 'read' | 'write' | 'baseline';
  /** p95 target in ms, if the issue sets one. */
  p95Target?: number;
  method: 'GET' | 'POST' | 'PUT';
  cookie?: string;
  /** The path and body of the n-th request. */
  request: (n: number) => { path: string; body?: string };
  /** At most this many requests (decided when the scenario starts), instead of the duration. */
  amount?: () => number;
  /** Accept a response as correct (beyond a 2xx status); GraphQL answers 200 with errors. */
  check?: (body: string) => boolean;
  /** Called with the body of each correct answer. */
  answered?: (body: string) => void;
};

type Result = {
  name: string;
  group: string;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  p95Target?: number;
  ok: boolean;
  /** CPU time per request, in ms, of the servers answering, of PostgreSQL and of this process. */
  cpuMsPerRequest: CpuPerRequest;
};

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0;

type Scaling = {
  instances: number;
  oneInstanceRps: number;
  rps: number;
  ratio: number;
  cpuMsPerRequest: CpuPerRequest;
  ceilingRpsPerCore: number;
  cores: number;
};

/** CPU used so far, in ms: by each PostgreSQL process (by pid), by the servers and by this process. */
type CpuSample = { servers: number; postgres: Map<number, number>; bench: number };
type CpuPerRequest = { servers: number; postgres: number; proxyAndLoad: number };

/** CPU time (user + system) of a process so far, in ms, from /proc. */
function processCpuMs(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks of 1/100 s
  } catch {
    return 0; // gone meanwhile
  }
}

/** CPU used so far by the servers, by each PostgreSQL process, and by this process (proxy and autocannon). */
function cpuNow(servers: Server[]): CpuSample {
  const postgres = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim().startsWith('postgres'))
        postgres.set(Number(entry), processCpuMs(Number(entry)));
    } catch {
      // gone meanwhile
    }
  }
  const own = process.cpuUsage();
  return {
    servers: servers.reduce((sum, s) => sum + processCpuMs(s.child.pid!), 0),
    postgres,
    bench: (own.user + own.system) / 1000,
  };
}

/**
 * CPU per request between two samples. PostgreSQL's is summed per process, so that a connection
 * closed meanwhile does not take its whole past away (what it spent inside the window is lost).
 */
function cpuPerRequest(before: CpuSample, after: CpuSample, requests: number): CpuPerRequest {
  let postgres = 0;
  for (const [pid, ms] of after.postgres) postgres += ms - (before.postgres.get(pid) ?? 0);
  const per = (ms: number) => Math.round((ms / Math.max(1, requests)) * 100) / 100;
  return {
    servers: per(after.servers - before.servers),
    postgres: per(postgres),
    proxyAndLoad: per(after.bench - before.bench),
  };
}

async function run(
  scenario: Scenario,
  baseUrl: string,
  options: Options,
  answering: Server[],
): Promise<Result> {
  const times: number[] = [];
  let errors = 0;
  let n = 0;
  const before = cpuNow(answering);
  const amount = scenario.amount?.();
  const instance = autocannon({
    url: baseUrl,
    // autocannon refuses more connections than requests (few orders moved on a slow machine).
    connections: Math.max(1, Math.min(options.connections, amount ?? options.connections)),
    duration: options.duration,
    ...(amount !== undefined ? { amount } : {}),
    method: scenario.method,
    headers: {
      'content-type': 'application/json',
      // A browser on the portal's pages: cookie-authenticated writes need an Origin.
      origin: baseUrl,
      ...(scenario.cookie ? { cookie: scenario.cookie } : {}),
    },
    requests: [
      {
        setupRequest: (req: Record<string, unknown>) => {
          const { path: p, body } = scenario.request(n++);
          req.path = p;
          if (body !== undefined) req.body = body;
          return req;
        },
        onResponse: (status: number, body: string) => {
          if (status < 200 || status >= 300) return;
          if (scenario.check && !scenario.check(body)) errors += 1;
          else scenario.answered?.(body);
        },
      },
    ],
  });
  instance.on(
    'response',
    (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
      times.push(responseTime);
      if (statusCode < 200 || statusCode >= 300) errors += 1;
    },
  );
  const result = await instance;
  const after = cpuNow(answering);
  errors += result.errors + result.timeouts;
  times.sort((a, b) => a - b);
  const p95 = Math.round(percentile(times, 95) * 10) / 10;
  return {
    name: scenario.name,
    group: scenario.group,
    requests: times.length,
    rps: Math.round(times.length / (result.duration || options.duration)),
    p50: Math.round(percentile(times, 50) * 10) / 10,
    p95,
    p99: Math.round(percentile(times, 99) * 10) / 10,
    errors,
    p95Target: scenario.p95Target,
    ok: errors === 0 && (scenario.p95Target === undefined || p95 < scenario.p95Target),
    cpuMsPerRequest: cpuPerRequest(before, after, times.length),
  };
}

// ---------------------------------------------------------------------------------------- main

async function fixtures(databaseUrl: string) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const one = async <T>(sql: string, params: unknown[] = []) =>
      (await db.query(sql, params)).rows[0] as T;
    const buyer = await one<{ id: number }>("select id from users where username = 'scale.buyer1'");
    const vendor = await one<{ id: number; username: string }>(
      "select u.id, u.username from users u join connections c on c.vendor_id = u.id and c.status = 'approved' where c.buyer_id = $1 order by u.id limit 1",
      [buyer.id],
    );
    const product = await one<{ id: number }>(
      'select id from products where vendor_id = $1 and archived_at is null order by id limit 1',
      [vendor.id],
    );
    const orderIds = (
      await db.query('select id from orders where buyer_id = $1 order by id limit 500', [buyer.id])
    ).rows.map((r) => r.id as number);
    // A pool of orders at Quality Check for the status-change scenarios (the vendor asks to ship
    // each, which needs approval; then the buyer approves), kept apart from the read scenarios'
    // buyer: another scale buyer connected to the same vendor. Each half (the portal's, the
    // baseline's) must outlast its scenarios: the bare pg baseline passed 1,000 changes a second on
    // a quiet machine, wrapped round a half of 10,000 and asked again of an order awaiting approval
    // (15,000 a half now).
    const poolBuyer = await one<{ id: number; username: string }>(
      "select u.id, u.username from users u join connections c on c.buyer_id = u.id and c.status = 'approved' where c.vendor_id = $1 and u.id <> $2 and u.username like 'scale.buyer%' order by u.id limit 1",
      [vendor.id, buyer.id],
    );
    const stamp = Date.now() % 100_000;
    const pool = (
      await db.query(
        `insert into orders (order_code, buyer_id, vendor_id, product_id, quantity, status, due_date, created_at)
         select 'ORD-' || extract(year from now())::int || '-' || ($4::bigint * 100000 + g), $1, $2, $3, 100, 'Quality Check', current_date + 60, now() - g * interval '1 second'
         from generate_series(1, 30000) g returning id`,
        [poolBuyer.id, vendor.id, product.id, stamp + 100_000],
      )
    ).rows.map((r) => r.id as number);
    // Now rather than by autovacuum in the middle of the first scenarios.
    await db.query('vacuum analyze orders');
    return {
      buyerId: buyer.id,
      vendorId: vendor.id,
      vendorUsername: vendor.username,
      productId: product.id,
      orderIds,
      pool,
      poolBuyer: poolBuyer.username,
    };
  } finally {
    await db.end();
  }
}

async function duplicateOrderCodes(databaseUrl: string): Promise<number> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    return (await db.query('select (count(*) - count(distinct order_code))::int as n from orders'))
      .rows[0].n;
  } finally {
    await db.end();
  }
}

/** A request: method, path, JSON body and, to the portal, the session cookie. */
type Call = [method: string, path: string, body: unknown, cookie?: string];

async function call(baseUrl: string, [method, p, body, cookie]: Call): Promise<string | null> {
  const res = await fetch(`${baseUrl}${p}`, {
    method,
    headers: { 'content-type': 'application/json', origin: baseUrl, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return res.ok && !text.includes('"errors"') ? null : `${res.status} ${text.slice(0, 200)}`;
}

/** The tables the measured writes add rows to. */
const WRITTEN = [
  'orders',
  'order_milestones',
  'timeline_events',
  'notifications',
  'outbox_emails',
  'webhook_deliveries',
  'audit_log',
  'messages',
];

type SameRows = { ok: boolean; summary: string; rows: Record<string, unknown> };

/**
 * Proves each write's baseline does the portal's work: one request of each kind to the portal and
 * one to the baseline, counting the rows each added per table (ids past the largest before), and
 * for a status change the order's state afterwards. A webhook endpoint of the vendor, subscribed
 * to the events of these writes, is there meanwhile so that the webhook rows are written too.
 */
async function sameRowsCheck(
  databaseUrl: string,
  portalUrl: string,
  baselineUrl: string,
  vendorId: number,
  pairs: () => { name: string; portal: Call; baseline: Call; orders?: number[] }[],
): Promise<SameRows> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const endpoint = (
    await db.query(
      "insert into webhook_endpoints (user_id, url, events, secret) values ($1, 'https://hooks.example.invalid/bench', $2, 'bench') returning id",
      [vendorId, ['order.created', 'order.status_changed', 'order.approval_requested', 'message.received']],
    )
  ).rows[0].id;
  const lastIds = async () =>
    (
      await db.query(
        `select ${WRITTEN.map((t) => `(select coalesce(max(id), 0) from ${t}) as ${t}`).join(', ')}`,
      )
    ).rows[0];
  const written = async (baseUrl: string, request: Call) => {
    // The requests a scenario left in flight are written first.
    let before = await lastIds();
    for (let quiet = false; !quiet; ) {
      await sleep(300);
      const now = await lastIds();
      quiet = JSON.stringify(now) === JSON.stringify(before);
      before = now;
    }
    const failed = await call(baseUrl, request);
    if (failed) return failed;
    const after = await db.query(
      `select ${WRITTEN.map((t, i) => `(select count(*)::int from ${t} where id > $${i + 1}) as ${t}`).join(', ')}`,
      WRITTEN.map((t) => before[t]),
    );
    return WRITTEN.map((t) => `${t} ${after.rows[0][t]}`).join(', ');
  };
  try {
    const rows: Record<string, unknown> = {};
    const lines: string[] = [];
    let ok = true;
    for (const pair of pairs()) {
      const portal = await written(portalUrl, pair.portal);
      const baseline = await written(baselineUrl, pair.baseline);
      let same = portal === baseline;
      if (pair.orders) {
        const states = await db.query(
          'select id, status, requested_status, previous_status, version from orders where id = any($1)',
          [pair.orders],
        );
        const state = (id: number) => {
          const { status, requested_status, previous_status, version } = states.rows.find(
            (r) => r.id === id,
          );
          return `${status} (requested ${requested_status}, from ${previous_status}), version ${version}`;
        };
        rows[`${pair.name}, order afterwards`] = { portal: state(pair.orders[0]), baseline: state(pair.orders[1]) };
        same &&= state(pair.orders[0]) === state(pair.orders[1]);
      }
      rows[pair.name] = { portal, baseline };
      ok &&= same;
      lines.push(same ? `${pair.name} same (${portal})` : `${pair.name} DIFFERS: portal ${portal}; baseline ${baseline}`);
    }
    return { ok, summary: `\n  ${lines.join('\n  ')}`, rows };
  } finally {
    await db.query('delete from webhook_endpoints where id = $1', [endpoint]);
    await db.end();
  }
}

/** Sessions and live events across instances: sign in on one, subscribe on the other, act on the first. */
async function crossInstanceCheck(
  a: Server,
  b: Server,
  cookieOnA: string,
  vendorCookie: string,
  vendorId: number,
  buyerId: number,
): Promise<string> {
  const session = await fetch(`${b.url}/api/auth/session`, { headers: { cookie: cookieOnA } });
  if (!session.ok) return `session made on one instance refused by the other (${session.status})`;
  const client = createClient({
    url: `${b.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: { cookie: cookieOnA, origin: b.url } });
      }
    },
    retryAttempts: 0,
  });
  try {
    const received = new Promise<string>((resolve, reject) => {
      const stop = client.subscribe<{ messageReceived: { content: string } }>(
        { query: 'subscription { messageReceived { content } }' },
        {
          next: (value) => {
            stop();
            resolve(value.data?.messageReceived.content ?? '');
          },
          error: reject,
          complete: () => undefined,
        },
      );
    });
    await sleep(500);
    const content = `cross-instance ${Date.now()}`;
    const sent = await fetch(`${a.url}/api/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: vendorCookie, origin: a.url },
      body: JSON.stringify({ receiverId: buyerId, content, messageType: 'General Message' }),
    });
    if (!sent.ok) return `sending on instance A failed (${sent.status}) for vendor ${vendorId}`;
    const got = await Promise.race([received, sleep(5000).then(() => 'timeout')]);
    return got === content
      ? 'ok'
      : `subscription on instance B did not receive the message sent on A (${got})`;
  } finally {
    await client.dispose();
  }
}

/** Waits until the server answers quickly again, so one scenario's backlog does not slow the next. */
async function settle(url: string) {
  for (let i = 0; i < 100; i += 1) {
    const started = performance.now();
    await fetch(`${url}/readyz`).catch(() => undefined);
    if (performance.now() - started < 20) return;
    await sleep(200);
  }
}

function table(results: Result[]): string {
  const head = [
    'scenario',
    'req/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'errors',
    'p95 target',
    '',
    'CPU ms/req: server',
    'pg',
    'load',
  ];
  const rows = results.map((r) => [
    r.name,
    String(r.rps),
    String(r.p50),
    String(r.p95),
    String(r.p99),
    String(r.errors),
    r.p95Target ? `< ${r.p95Target}` : '',
    r.ok ? 'ok' : 'MISSED',
    String(r.cpuMsPerRequest.servers),
    String(r.cpuMsPerRequest.postgres),
    String(r.cpuMsPerRequest.proxyAndLoad),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (!fs.existsSync(path.join(api, 'dist/index.js')))
    throw new Error('Build first: npm run build');
  if (options.against && !fs.existsSync(path.join(options.against, 'index.js')))
    throw new Error(`--against ${options.against}: no index.js there (a graphql-api dist folder)`);
  let embedded: DatabaseHandle | undefined;
  if (options.embedded) {
    embedded = await openDatabase({ dataDir: path.join(root, '.data', 'bench') });
    process.env.BENCH_DATABASE_URL = embedded.clientUrl;
    console.log('Database: the embedded PostgreSQL server (.data/bench)');
  }
  try {
    await benchmark(options);
  } finally {
    await embedded?.close();
  }
}

async function benchmark(options: Options) {
  const databaseUrl = await prepareDatabase(options);
  const fx = await fixtures(databaseUrl);
  const servers: Server[] = [];
  const stops: (() => void)[] = [];
  const children: ChildProcess[] = [];
  const backupDir = benchBackupDir();
  try {
    for (let i = 0; i < options.instances; i += 1) servers.push(await startServer(databaseUrl, backupDir));
    const baseline = await startBaseline(databaseUrl);
    stops.push(() => baseline.child.kill('SIGTERM'));
    children.push(baseline.child);
    let portalUrl = servers[0].url;
    if (options.instances > 1) {
      const proxyPort = freePort();
      const proxy = await startProxy(
        servers.map((s) => ({ host: '127.0.0.1', port: s.port })),
        proxyPort,
      );
      stops.push(() => proxy.close());
      portalUrl = `http://127.0.0.1:${proxyPort}`;
    }
    const buyer = await signIn(portalUrl, 'scale.buyer1', 'buyer123');
    const poolBuyer = await signIn(portalUrl, fx.poolBuyer, 'buyer123');
    const vendorUser = await signIn(portalUrl, fx.vendorUsername, 'vendor123');
    const admin = await signIn(portalUrl, 'admin', 'admin123');
    const noErrors = (body: string) => !body.includes('"errors"');
    const statuses = [null, 'InProduction', 'Completed'];
    const baselineStatuses = ['', '&status=In%20Production', '&status=Completed'];
    const orderAt = (n: number) => fx.orderIds[n % fx.orderIds.length];
    const dueDate = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);
    const moved: number[] = [];
    // The pool's first half for the portal's status changes, the second for the baseline's.
    const half = fx.pool.length / 2;
    let poolNext = 0;
    let baselinePoolNext = 0;
    const nextPoolOrder = () => fx.pool[poolNext++ % half];
    const nextBaselinePoolOrder = () => fx.pool[half + (baselinePoolNext++ % half)];
    const newOrder = {
      vendorId: fx.vendorId,
      productId: fx.productId,
      quantity: 120,
      dueDate,
      notes: 'bench',
    };
    const newMessage = (n: number) => ({
      receiverId: fx.vendorId,
      content: `Bench message ${n}`,
      messageType: 'General Message',
    });

    const all: Scenario[] = [
      {
        name: 'orders list page (GraphQL)',
        group: 'read',
        p95Target: 50,
        method: 'POST',
        cookie: buyer,
        check: noErrors,
        request: (n) => ({
          path: '/graphql',
          body: gql(
            'query($s: OrderStatus) { orders(first: 20, status: $s) { totalCount nodes { id orderCode status quantity dueDate product { name sku } buyer { name company } vendor { name company } } pageInfo { hasNextPage endCursor } } }',
            { s: statuses[n % 3] },
          ),
        }),
      },
      {
        name: 'orders list, every own order (REST)',
        group: 'read',
        method: 'GET',
        cookie: buyer,
        request: () => ({ path: '/api/orders' }),
      },
      {
        name: 'order detail (GraphQL)',
        group: 'read',
        p95Target: 50,
        method: 'POST',
        cookie: buyer,
        check: noErrors,
        request: (n) => ({
          path: '/graphql',
          body: gql(
            'query($id: ID!) { order(idOrCode: $id) { id orderCode status quantity dueDate notes version product { name sku } buyer { name company } vendor { name company } } }',
            { id: String(orderAt(n)) },
          ),
        }),
      },
      {
        name: 'order detail (REST)',
        group: 'read',
        p95Target: 50,
        method: 'GET',
        cookie: buyer,
        request: (n) => ({ path: `/api/orders/${orderAt(n)}` }),
      },
      // The yardstick right after the portal's own orders reads, on the same data (before any write).
      {
        name: 'baseline: orders list page (bare pg)',
        group: 'baseline',
        method: 'GET',
        request: (n) => ({
          path: `/orders?buyer=${fx.buyerId}${baselineStatuses[n % 3]}`,
        }),
      },
      {
        name: 'baseline: order detail (bare pg)',
        group: 'baseline',
        method: 'GET',
        request: (n) => ({ path: `/orders/${orderAt(n)}?buyer=${fx.buyerId}` }),
      },
      {
        name: 'dashboard statistics, buyer (GraphQL)',
        group: 'read',
        p95Target: 150,
        method: 'POST',
        cookie: buyer,
        check: noErrors,
        request: () => ({
          path: '/graphql',
          body: gql(
            '{ dashboardStats { activeOrders { value previous change } pendingApprovals { value previous change } newMessages { value previous change } onTimeDelivery { value previous change } } }',
          ),
        }),
      },
      {
        name: 'dashboard statistics, admin (REST)',
        group: 'read',
        p95Target: 150,
        method: 'GET',
        cookie: admin,
        request: () => ({ path: '/api/dashboard/stats' }),
      },
      {
        name: 'analytics, every figure, buyer (GraphQL)',
        group: 'read',
        p95Target: 150,
        method: 'POST',
        cookie: buyer,
        check: noErrors,
        request: () => ({
          path: '/graphql',
          body: gql(
            '{ analytics { ordersByStatus { status orders units } onTimeByMonth { month completed onTime late percent } leadTimeByVendor { averageDays completed vendor { name } } volumeByCategory { category orders units } lateOrders { totalCount orders { id } byVendor { orders } } } }',
          ),
        }),
      },
      {
        name: 'analytics, every figure, admin (REST)',
        group: 'read',
        p95Target: 150,
        method: 'GET',
        cookie: admin,
        request: () => ({ path: '/api/analytics' }),
      },
      {
        name: 'messages inbox page (GraphQL)',
        group: 'read',
        method: 'POST',
        cookie: buyer,
        check: noErrors,
        request: () => ({
          path: '/graphql',
          body: gql(
            '{ messages(folder: INBOX, first: 20) { totalCount nodes { id content messageType isRead createdAt sender { name } } } }',
          ),
        }),
      },
      {
        name: 'global search (GraphQL)',
        group: 'read',
        p95Target: 50,
        method: 'POST',
        cookie: buyer,
        check: noErrors,
        request: (n) => ({
          path: '/graphql',
          body: gql(
            'query($q: String!) { search(query: $q) { orders { id orderCode } products { id name } specifications { id title } } }',
            { q: `Style ${n % 50}` },
          ),
        }),
      },
      {
        name: 'global search (REST)',
        group: 'read',
        p95Target: 50,
        method: 'GET',
        cookie: buyer,
        request: (n) => ({ path: `/api/search?q=Style%20${n % 50}` }),
      },
      {
        name: 'create order (REST)',
        group: 'write',
        p95Target: 100,
        method: 'POST',
        cookie: buyer,
        request: () => ({ path: '/api/orders', body: JSON.stringify(newOrder) }),
      },
      {
        name: 'create order (GraphQL)',
        group: 'write',
        p95Target: 100,
        method: 'POST',
        cookie: buyer,
        check: noErrors,
        request: () => ({
          path: '/graphql',
          body: gql('mutation($i: CreateOrderInput!) { createOrder(input: $i) { id orderCode } }', {
            i: { vendorId: fx.vendorId, productId: fx.productId, quantity: 120, dueDate },
          }),
        }),
      },
      // Each write's yardstick right after it (bench/baseline-writes.ts), the actor in the body.
      {
        name: 'baseline: create order (bare pg)',
        group: 'baseline',
        method: 'POST',
        request: () => ({
          path: '/orders',
          body: JSON.stringify({ ...newOrder, buyerId: fx.buyerId }),
        }),
      },
      {
        name: 'status change, asks approval (REST)',
        group: 'write',
        p95Target: 100,
        method: 'PUT',
        cookie: vendorUser,
        request: () => ({
          path: `/api/orders/${nextPoolOrder()}/status`,
          body: JSON.stringify({ status: 'Shipping' }),
        }),
        // Only the orders really moved: a request cut off when the warm-up or the run stops is not.
        answered: (body) => moved.push((JSON.parse(body) as { id: number }).id),
      },
      {
        name: 'baseline: status change, asks approval (bare pg)',
        group: 'baseline',
        method: 'PUT',
        request: () => ({
          path: `/orders/${nextBaselinePoolOrder()}/status`,
          body: JSON.stringify({ status: 'Shipping', vendorId: fx.vendorId }),
        }),
      },
      {
        name: 'approve status change (GraphQL)',
        group: 'write',
        p95Target: 100,
        method: 'POST',
        cookie: poolBuyer,
        check: noErrors,
        // Each order asked to move can be approved once; autocannon may send up to one request
        // per connection past `amount`, so it stops that many short.
        amount: () => Math.max(1, moved.length - options.connections),
        request: (n) => ({
          path: '/graphql',
          body: gql('mutation($id: ID!) { approveOrder(id: $id) { id status } }', {
            id: String(moved[n % moved.length]),
          }),
        }),
      },
      {
        name: 'send message (REST)',
        group: 'write',
        method: 'POST',
        cookie: buyer,
        request: (n) => ({ path: '/api/messages', body: JSON.stringify(newMessage(n)) }),
      },
      {
        name: 'baseline: send message (bare pg)',
        group: 'baseline',
        method: 'POST',
        request: (n) => ({
          path: '/messages',
          body: JSON.stringify({ ...newMessage(n), senderId: fx.buyerId }),
        }),
      },
    ];
    const only = options.only?.split(',').map((text) => text.trim());
    const scenarios = all.filter((s) => !only || only.some((text) => s.name.includes(text)));
    if (options.against) {
      const other = await startServer(databaseUrl, backupDir, options.against);
      servers.push(other);
      await compareBuilds(scenarios, servers[0], other, options);
      return;
    }

    // Two instances against one on the orders list, both through the same proxy, with the CPU
    // time every process spent: measured right after that scenario, on the same data.
    const measureScaling = async (listScenario: Scenario): Promise<Scaling> => {
      const measure = async (backends: Server[]) => {
        const proxy = await startProxy(
          backends.map((b) => ({ host: '127.0.0.1', port: b.port })),
          freePort(),
        );
        const { port } = proxy.address() as { port: number };
        await settle(`http://127.0.0.1:${port}`);
        const result = await run(listScenario, `http://127.0.0.1:${port}`, options, backends);
        proxy.close();
        return result;
      };
      const one = await measure([servers[0]]);
      const many = await measure(servers);
      const total = (c: CpuPerRequest) => c.servers + c.postgres + c.proxyAndLoad;
      return {
        instances: options.instances,
        oneInstanceRps: one.rps,
        rps: many.rps,
        ratio: Math.round((many.rps / Math.max(1, one.rps)) * 100) / 100,
        cpuMsPerRequest: many.cpuMsPerRequest,
        // Every process on one machine: requests per second cannot pass cores / CPU per request.
        ceilingRpsPerCore: Math.round(1000 / Math.max(0.01, total(many.cpuMsPerRequest))),
        cores: os.cpus().length,
      };
    };
    let scaling: Scaling | null = null;

    const results: Result[] = [];
    for (const scenario of scenarios) {
      const [url, answering] =
        scenario.group === 'baseline' ? [baseline.url, [baseline]] : [portalUrl, servers];
      process.stdout.write(`  ${scenario.name}... `);
      // Unmeasured load first, so that the code serving this request is compiled and its caches
      // filled, as on a server that has been up a while (not for a scenario of a fixed amount).
      if (options.warmup > 0 && !scenario.amount) {
        await settle(url);
        await run(scenario, url, { ...options, duration: options.warmup }, answering);
      }
      await settle(url);
      const result = await run(scenario, url, options, answering);
      results.push(result);
      console.log(
        `${result.rps} req/s, p95 ${result.p95} ms${result.errors ? `, ${result.errors} errors` : ''}`,
      );
      if (options.instances > 1 && scenario.name === 'orders list page (GraphQL)') {
        process.stdout.write(`  orders list page, one instance against ${options.instances}... `);
        scaling = await measureScaling(scenario);
        console.log(`${scaling.oneInstanceRps} against ${scaling.rps} req/s`);
      }
    }

    // Ratios to the bare pg baseline, and two instances against one.
    const byName = new Map(results.map((r) => [r.name, r]));
    const ratio = (ours: string, theirs: string) => {
      const a = byName.get(ours);
      const b = byName.get(theirs);
      return a && b && b.rps > 0 ? Math.round((a.rps / b.rps) * 100) / 100 : null;
    };
    // Issue 24's targets: each scenario's throughput against its bare pg baseline, at least `target`.
    const ratioTargets = [
      ['ordersListVsBaseline', 'orders list page (GraphQL)', 'baseline: orders list page (bare pg)', 0.8],
      ['orderDetailGraphqlVsBaseline', 'order detail (GraphQL)', 'baseline: order detail (bare pg)', 0.4],
      ['orderDetailRestVsBaseline', 'order detail (REST)', 'baseline: order detail (bare pg)', 0.5],
      ['createOrderRestVsBaseline', 'create order (REST)', 'baseline: create order (bare pg)', 0.4],
      ['createOrderGraphqlVsBaseline', 'create order (GraphQL)', 'baseline: create order (bare pg)', 0.4],
      ['statusChangeVsBaseline', 'status change, asks approval (REST)', 'baseline: status change, asks approval (bare pg)', 0.4],
      ['sendMessageVsBaseline', 'send message (REST)', 'baseline: send message (bare pg)', null],
    ] as const;
    const ratios = Object.fromEntries(ratioTargets.map(([key, ours, theirs]) => [key, ratio(ours, theirs)]));
    // One request of each write to the portal and to its baseline: the same rows written?
    const sameRows = scenarios.some((s) => s.group === 'write')
      ? await sameRowsCheck(databaseUrl, portalUrl, baseline.url, fx.vendorId, () => {
          const [portalOrder, baselineOrder] = [nextPoolOrder(), nextBaselinePoolOrder()];
          const createBaseline: Call = ['POST', '/orders', { ...newOrder, buyerId: fx.buyerId }];
          return [
            {
              name: 'create order (REST)',
              portal: ['POST', '/api/orders', newOrder, buyer],
              baseline: createBaseline,
            },
            {
              name: 'create order (GraphQL)',
              portal: [
                'POST',
                '/graphql',
                {
                  query: 'mutation($i: CreateOrderInput!) { createOrder(input: $i) { id } }',
                  variables: { i: newOrder },
                },
                buyer,
              ],
              baseline: createBaseline,
            },
            {
              name: 'status change',
              portal: ['PUT', `/api/orders/${portalOrder}/status`, { status: 'Shipping' }, vendorUser],
              baseline: [
                'PUT',
                `/orders/${baselineOrder}/status`,
                { status: 'Shipping', vendorId: fx.vendorId },
              ],
              orders: [portalOrder, baselineOrder],
            },
            {
              name: 'send message',
              portal: ['POST', '/api/messages', newMessage(0), buyer],
              baseline: ['POST', '/messages', { ...newMessage(0), senderId: fx.buyerId }],
            },
          ];
        })
      : null;
    const crossInstance =
      options.instances > 1
        ? await crossInstanceCheck(
            servers[0],
            servers[1],
            buyer,
            vendorUser,
            fx.vendorId,
            fx.buyerId,
          )
        : null;
    const duplicates = await duplicateOrderCodes(databaseUrl);
    const memoryMb = servers.map((s) => peakMemoryMb(s.child.pid!));

    console.log(
      `\nnpm run bench: ${options.orders.toLocaleString('en-US')} orders, ${options.connections} connections, ${options.duration} s per scenario, ${options.instances} instance(s), real PostgreSQL\n`,
    );
    console.log(table(results));
    console.log(
      'CPU ms/req: CPU time per answer of the server process(es) (the bare pg server for a baseline), of every PostgreSQL process and of the load generator (and proxy) process.',
    );
    const verdict = (met: boolean) => (met ? 'met' : 'MISSED');
    console.log('\nAgainst the bare pg baseline (throughput, portal / baseline):');
    for (const [key, ours, , target] of ratioTargets) {
      const value = ratios[key];
      if (value === null) continue;
      const goal = target === null ? 'no target' : `target at least ${target}×: ${verdict(value >= target)}`;
      console.log(`  ${ours}: ${value}× (${goal})`);
    }
    for (const r of results.filter((r) => r.name.startsWith('global search'))) {
      console.log(`  ${r.name}: p95 ${r.p95} ms (target under ${r.p95Target} ms: ${verdict(r.ok)})`);
    }
    if (sameRows) {
      console.log(`Rows written by one request, portal against baseline: ${sameRows.summary}`);
      if (!sameRows.ok) process.exitCode = 1;
    }
    console.log(
      `Peak server memory (target under 300 MB): ${memoryMb.map((m) => `${m} MB`).join(', ')} (${verdict(memoryMb.every((m) => m < 300))})`,
    );
    console.log(`Duplicate order ids: ${duplicates}`);
    if (scaling) {
      const cpu = scaling.cpuMsPerRequest;
      console.log(
        `Orders list with ${scaling.instances} instances: ${scaling.rps} req/s against ${scaling.oneInstanceRps} with one (${scaling.ratio}×, target 1.3×)`,
      );
      console.log(
        `  CPU per request: servers ${cpu.servers} ms, PostgreSQL ${cpu.postgres} ms, proxy and load generator ${cpu.proxyAndLoad} ms; ` +
          `all on ${scaling.cores} cores, so at most about ${scaling.ceilingRpsPerCore} req/s per core, ${scaling.ceilingRpsPerCore * scaling.cores} on this machine`,
      );
    }
    if (crossInstance) console.log(`Sessions and subscriptions across instances: ${crossInstance}`);

    const out = path.join(root, 'bench-results');
    fs.mkdirSync(out, { recursive: true });
    const file = path.join(
      out,
      `api${options.embedded ? '-embedded' : ''}${options.instances > 1 ? `-${options.instances}-instances` : ''}.json`,
    );
    fs.writeFileSync(
      file,
      JSON.stringify(
        {
          at: new Date().toISOString(),
          options,
          results,
          ratios,
          memoryMb,
          duplicates,
          sameRows,
          scaling,
          crossInstance,
        },
        null,
        2,
      ),
    );
    console.log(`\nResults: ${path.relative(root, file)}`);
  } finally {
    for (const stop of stops) stop();
    for (const s of servers) s.child.kill('SIGTERM');
    // Gone before the database server stops (--embedded).
    const exits = [...children, ...servers.map((s) => s.child)].map((child) =>
      child.exitCode === null && child.signalCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null,
    );
    await Promise.all(exits);
    fs.rmSync(backupDir, { recursive: true, force: true });
    await dropRunDatabase(databaseUrl);
  }
}

/**
 * This build against another (`--against <dist folder>`): both servers on the same copy of the
 * data, each scenario run on one and then the other in alternating rounds (`--rounds`, of
 * `--duration` seconds, after a warm-up of each), so that the machine's drift, which moves two
 * runs an hour apart by 10 to 20%, falls on both alike. Prints each round's server CPU per request
 * and the medians. Left out: the baselines, and the status change and its approval, which use up
 * the orders waiting for them.
 */
async function compareBuilds(scenarios: Scenario[], mine: Server, other: Server, options: Options) {
  const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 50);
  const compared = scenarios.filter((s) => s.group !== 'baseline' && !s.amount && !s.name.startsWith('status change'));
  console.log(`\nThis build (A) against ${options.against} (B): server CPU ms per request, ${options.rounds} rounds of ${options.duration} s\n`);
  for (const scenario of compared) {
    const round = async (server: Server, duration: number) => {
      await settle(server.url);
      return run(scenario, server.url, { ...options, duration }, [server]);
    };
    if (options.warmup > 0) for (const server of [mine, other]) await round(server, options.warmup);
    const a: Result[] = [];
    const b: Result[] = [];
    for (let i = 0; i < options.rounds; i += 1) {
      a.push(await round(mine, options.duration));
      b.push(await round(other, options.duration));
    }
    const cpu = (results: Result[]) => median(results.map((r) => r.cpuMsPerRequest.servers));
    const rps = (results: Result[]) => median(results.map((r) => r.rps));
    const errors = [...a, ...b].reduce((sum, r) => sum + r.errors, 0);
    console.log(
      `${scenario.name}: A ${cpu(a)} ms (${rps(a)} req/s), B ${cpu(b)} ms (${rps(b)} req/s), A/B ${(cpu(a) / cpu(b)).toFixed(2)}` +
        `; per round ${a.map((r, i) => (r.cpuMsPerRequest.servers / b[i].cpuMsPerRequest.servers).toFixed(2)).join(' ')}` +
        (errors ? `; ${errors} errors` : ''),
    );
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
