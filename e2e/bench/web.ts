/**
 * npm run bench:web — the web platform's budgets (issue 22): Lighthouse 12 (mobile and desktop
 * presets, median of BENCH_RUNS runs, default 3) on the login page and each role's dashboard,
 * signed in with a session cookie, against a production start (NODE_ENV=production, the built
 * front ends, a seeded embedded database). Prints the scores, LCP, TBT, CLS and the bytes sent
 * (JavaScript and everything, as transferred, and JavaScript uncompressed), writes
 * bench-results/web.json and exits 1 when a target is missed.
 * BENCH_ONLY=<text> measures the pages whose name contains it; BENCH_PRESETS=mobile one preset;
 * BENCH_VERBOSE=1 lists the audits that fall short; BENCH_SAVE=1 keeps the median reports.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type RunnerResult } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PRESETS = (process.env.BENCH_PRESETS ?? 'mobile,desktop').split(',') as ('mobile' | 'desktop')[];
const ONLY = process.env.BENCH_ONLY;
const root = path.resolve(__dirname, '..', '..');

const TARGETS: { name: string; url: string; signIn?: [string, string] }[] = [
  { name: 'login', url: '/login' },
  { name: 'buyer dashboard', url: '/buyer/dashboard', signIn: ['buyer', 'buyer123'] },
  { name: 'vendor dashboard', url: '/vendor/dashboard', signIn: ['vendor', 'vendor123'] },
  { name: 'admin dashboard', url: '/admin/dashboard', signIn: ['admin', 'admin123'] },
];

/** The targets of issue 22 (checked on every row; accessibility and best practices on both presets). */
const TARGET_TEXT = 'mobile performance >= 90, LCP < 2.5 s, TBT < 200 ms, CLS < 0.1; accessibility and best practices 100';
type Row = {
  page: string; preset: string; perf: number; a11y: number; bestPractices: number;
  lcpMs: number; tbtMs: number; cls: number; jsKbSent: number; jsKbRaw: number; totalKbSent: number; requests: number;
};
function misses(row: Row): string[] {
  const missed: string[] = [];
  if (row.preset === 'mobile' && row.perf < 90) missed.push('performance');
  if (row.lcpMs >= 2500) missed.push('LCP');
  if (row.tbtMs >= 200) missed.push('TBT');
  if (row.cls >= 0.1) missed.push('CLS');
  if (row.a11y < 100) missed.push('accessibility');
  if (row.bestPractices < 100) missed.push('best practices');
  return missed;
}

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

async function startServer(): Promise<{ url: string; stop: () => void }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const port = 20000 + Math.floor(Math.random() * 20000);
  const child = spawn(process.execPath, [path.join(root, 'graphql-api/dist/index.js')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'production', LOG_LEVEL: 'warn', WEB_DIR: root },
    stdio: 'ignore',
  });
  const stop = () => {
    child.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 480; i++) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) return { url, stop };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  stop();
  throw new Error('The server did not become ready');
}

/** A session cookie for the user, sent by Lighthouse as a header on every request. */
async function sessionCookie(base: string, [username, password]: [string, string]): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
  if (!res.ok) throw new Error(`sign-in as ${username} failed: ${res.status}`);
  return res.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

function row(page: string, preset: string, lhr: RunnerResult['lhr']): Row {
  const audit = (id: string) => lhr.audits[id];
  const requests = ((audit('network-requests').details as { items?: { resourceType?: string; transferSize?: number; resourceSize?: number }[] })?.items ?? []);
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  const sum = (items: typeof requests, key: 'transferSize' | 'resourceSize') => items.reduce((total, r) => total + (r[key] ?? 0), 0);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    page,
    preset,
    perf: score('performance'),
    a11y: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: Math.round(audit('largest-contentful-paint').numericValue ?? 0),
    tbtMs: Math.round(audit('total-blocking-time').numericValue ?? 0),
    cls: Math.round((audit('cumulative-layout-shift').numericValue ?? 0) * 1000) / 1000,
    jsKbSent: kb(sum(scripts, 'transferSize')),
    jsKbRaw: kb(sum(scripts, 'resourceSize')),
    totalKbSent: kb(sum(requests, 'transferSize')),
    requests: requests.length,
  };
}

/** One Lighthouse run; a run Lighthouse itself reports as failed (it says "run Lighthouse again") is run again, twice at most. */
async function audit(url: string, port: number, config: Config | undefined, extraHeaders: Record<string, string> | undefined, attempt = 1): Promise<RunnerResult['lhr']> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'], extraHeaders }, config);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (!result.lhr.runtimeError) return result.lhr;
  if (attempt === 3) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  console.warn(`  ${url}: ${result.lhr.runtimeError.code}, running again`);
  return audit(url, port, config, extraHeaders, attempt + 1);
}

async function main() {
  if (!fs.existsSync(path.join(root, 'shell/dist/index.html')) || !fs.existsSync(path.join(root, 'graphql-api/dist/index.js'))) {
    throw new Error('Build first: npm run build');
  }
  const server = await startServer();
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  const rows: Row[] = [];
  try {
    for (const target of TARGETS.filter((t) => !ONLY || t.name.includes(ONLY))) {
      for (const preset of PRESETS) {
        const runs: RunnerResult['lhr'][] = [];
        for (let run = 0; run < RUNS; run++) {
          // A fresh session each run: the page is what a user sees right after signing in.
          const extraHeaders = target.signIn ? { Cookie: await sessionCookie(server.url, target.signIn) } : undefined;
          const config: Config | undefined = preset === 'desktop' ? desktopConfig : undefined;
          runs.push(await audit(server.url + target.url, chrome.port, config, extraHeaders));
        }
        const median: RunnerResult['lhr'] = computeMedianRun(runs);
        rows.push(row(target.name, preset, median));
        // BENCH_SAVE=1 keeps each median report (bench-results/lighthouse-<page>-<preset>.json) for the Lighthouse viewer.
        if (process.env.BENCH_SAVE) {
          fs.mkdirSync(path.join(root, 'bench-results'), { recursive: true });
          fs.writeFileSync(path.join(root, 'bench-results', `lighthouse-${target.name.replace(/ /g, '-')}-${preset}.json`), JSON.stringify(median));
        }
        if (process.env.BENCH_VERBOSE) {
          for (const [id, result] of Object.entries(median.audits)) {
            if (result.score !== null && result.score < 0.9 && result.scoreDisplayMode !== 'informative') console.log(`  ${target.name} ${preset}: ${id} ${result.displayValue ?? ''} ${result.title}`);
          }
        }
        const each = runs.map((r) => `${Math.round((r.categories.performance.score ?? 0) * 100)}/${Math.round(r.audits['total-blocking-time'].numericValue ?? 0)}`);
        console.log(`measured ${target.name} (${preset}); each run's performance/TBT ms: ${each.join(', ')}`);
      }
    }
  } finally {
    chrome.kill();
    server.stop();
  }
  console.table(rows.map((r) => ({ ...r, missed: misses(r).join(', ') })));
  console.log(`Targets: ${TARGET_TEXT}. Median of ${RUNS} Lighthouse runs; KB sent = transferred (compressed) bytes.`);
  const out = path.join(root, 'bench-results');
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, 'web.json'), JSON.stringify({ at: new Date().toISOString(), runs: RUNS, targets: TARGET_TEXT, results: rows }, null, 2));
  if (rows.some((r) => misses(r).length > 0)) {
    console.error('A target is missed.');
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
