/**
 * npm run bench:web — the web platform's budgets (issue 3): JavaScript shipped (gzip bytes, first
 * load) and time from navigation to the first meaningful content in headless Chromium (median of
 * several runs), for the login page and each role's dashboard, on the production build.
 * Results: a table on stdout and bench-results/web.json. Exit 1 when a size budget is exceeded.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const KB = 1024;
const root = path.resolve(__dirname, '..', '..');

type Target = { name: string; budgetKb: number; signIn?: [string, string]; url: string; ready: (page: Page) => Promise<unknown> };

const dashboardReady = (page: Page) => page.getByRole('heading', { level: 2, name: /Dashboard$/ }).or(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).first().waitFor();
const TARGETS: Target[] = [
  { name: 'login', budgetKb: 150, url: '/login', ready: (page) => page.getByRole('button', { name: 'Sign in' }).waitFor() },
  { name: 'buyer dashboard', budgetKb: 300, signIn: ['buyer', 'buyer123'], url: '/buyer/dashboard', ready: dashboardReady },
  { name: 'vendor dashboard', budgetKb: 300, signIn: ['vendor', 'vendor123'], url: '/vendor/dashboard', ready: dashboardReady },
  { name: 'admin dashboard', budgetKb: 300, signIn: ['admin', 'admin123'], url: '/admin/dashboard', ready: dashboardReady },
];

// BENCH_ONLY=login measures only the targets whose name contains it.
const ONLY = process.env.BENCH_ONLY;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function startServer(): Promise<{ url: string; stop: () => void }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const port = 20000 + Math.floor(Math.random() * 20000);
  const child = spawn(process.execPath, [path.join(root, 'graphql-api/dist/index.js')], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'production', LOG_LEVEL: 'warn', WEB_DIR: root },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url, stop: () => { child.kill('SIGTERM'); fs.rmSync(dataDir, { recursive: true, force: true }); } };
}

async function main() {
  if (!fs.existsSync(path.join(root, 'shell/dist/index.html')) || !fs.existsSync(path.join(root, 'graphql-api/dist/index.js'))) {
    throw new Error('Build first: npm run build');
  }
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const results = [];
  try {
    for (const target of TARGETS.filter((t) => !ONLY || t.name.includes(ONLY))) {
      const times: number[] = [];
      let gzipBytes = 0;
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext({ baseURL: server.url });
        if (target.signIn) {
          const res = await context.request.post('/api/auth/login', { data: { username: target.signIn[0], password: target.signIn[1] } });
          if (!res.ok()) throw new Error(`sign-in failed for ${target.name}`);
        }
        const page = await context.newPage();
        const scripts: Promise<number>[] = [];
        page.on('response', (response) => {
          if (response.request().resourceType() !== 'script') return;
          const size = response.body().then((body) => gzipSync(body).length, () => 0);
          // BENCH_VERBOSE=1 lists each script of the first run with its gzip size.
          if (process.env.BENCH_VERBOSE && run === 0) void size.then((n) => console.log(`  ${target.name}: ${(n / KB).toFixed(1)} KB ${new URL(response.url()).pathname}`));
          scripts.push(size);
        });
        const start = Date.now();
        await page.goto(target.url);
        await target.ready(page);
        times.push(Date.now() - start);
        await page.waitForLoadState('networkidle');
        // The largest run counts: a chunk that lands after network idle in one run is still shipped.
        gzipBytes = Math.max(gzipBytes, (await Promise.all(scripts)).reduce((a, b) => a + b, 0));
        await context.close();
      }
      results.push({ page: target.name, gzipKb: Math.round((gzipBytes / KB) * 10) / 10, budgetKb: target.budgetKb, withinBudget: gzipBytes <= target.budgetKb * KB, medianMs: median(times), runsMs: times });
      console.log(`measured ${target.name}`);
    }
  } finally {
    await browser.close();
    server.stop();
  }
  console.table(results.map(({ runsMs: _runs, ...row }) => row));
  const out = path.join(root, 'bench-results');
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, 'web.json'), JSON.stringify({ at: new Date().toISOString(), runs: RUNS, results }, null, 2));
  if (results.some((r) => !r.withinBudget)) {
    console.error('A JavaScript size budget is exceeded.');
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
