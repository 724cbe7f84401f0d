import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type Response } from '@playwright/test';
import { signInThroughApi } from '../fixtures/api';

// Issue 22, on the production build: every script the dashboard loads comes brotli-compressed;
// the build's chunks are content-hashed and cached for good, the entries and manifests revalidate;
// the page has a favicon.

test('the dashboard loads precompressed, content-hashed files and a favicon', async ({ page }) => {
  await signInThroughApi(page, 'buyer', 'buyer123');
  const files: Response[] = [];
  page.on('response', (response) => {
    if (['script', 'document'].includes(response.request().resourceType()) || response.url().endsWith('mf-manifest.json')) files.push(response);
  });
  await page.goto('/buyer/dashboard');
  await expect(page.getByRole('heading', { level: 2, name: /Dashboard$/ })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const rows = await Promise.all(
    files.map(async (response) => {
      const headers = await response.allHeaders();
      return { path: new URL(response.url()).pathname, encoding: headers['content-encoding'], cache: headers['cache-control'], vary: headers.vary };
    }),
  );
  const chunks = rows.filter((row) => /\.[0-9a-f]{8}\.js$/.test(row.path));
  const entries = rows.filter((row) => !/\.[0-9a-f]{8}\.js$/.test(row.path));
  expect(chunks.length).toBeGreaterThan(5);
  expect(entries.map((row) => row.path)).toEqual(expect.arrayContaining(['/buyer/dashboard', '/main.js', '/mfe/buyer/remoteEntry.js', '/mfe/buyer/mf-manifest.json']));
  for (const row of chunks) expect(row).toEqual({ ...row, encoding: 'br', cache: 'public, max-age=31536000, immutable', vary: 'Accept-Encoding' });
  // The page itself carries the session user (graphql-api/src/web.ts): kept by no shared cache.
  for (const row of entries) expect(row).toEqual({ ...row, encoding: 'br', cache: row.path === '/buyer/dashboard' ? 'private, no-cache' : 'no-cache' });

  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  const favicon = await page.request.get(icon!);
  expect([favicon.status(), favicon.headers()['content-type']]).toEqual([200, expect.stringMatching(/^image\/svg\+xml/)]);
});

// Issue 22, best practices on /login: the page logs no console error, and it never asks for the
// session: the server put "nobody signed in" in the page, with the sign-in form drawn (first frames).
test('the sign-in page logs no console error and does not ask for the session', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const sessions: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/auth/session') sessions.push(request.url());
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
  expect(sessions).toEqual([]);
});

// Issue 22, round trips: a signed-in page's document names in its Link header every script and
// manifest the page then loads (the shell's, the role remote's, the screens'), so none of them
// waits for the one before it; signed out, a page preloads none of the signed-in code, and the
// pages drawn by the server (the sign-in page, the dashboards) none at all (their scripts come
// after their first paint).
test('a signed-in page asks for all its code with the page: every script and manifest it loads is preloaded', async ({ page }) => {
  await signInThroughApi(page, 'buyer', 'buyer123');
  const loaded = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'script' || url.pathname.endsWith('mf-manifest.json')) loaded.add(url.pathname);
  });
  // The dashboard, not drawn by the server: the screens it shows pointed at from the releases'
  // remotes.json (an area deployed alone is never drawn with the server's copy of its code).
  const pointer = path.join(process.env.E2E_RELEASES_DIR!, 'remotes.json');
  fs.writeFileSync(pointer, JSON.stringify({ mfe_screens: '/mfe/screens/mf-manifest.json' }));
  let document: Response | null = null;
  try {
    document = await page.goto('/buyer/dashboard');
    await expect(page.getByRole('heading', { level: 2, name: /Dashboard$/ })).toBeVisible();
    await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
  } finally {
    fs.rmSync(pointer);
  }
  expect(document!.headers().link).toBeTruthy();
  const preloaded = new Set([...(document!.headers().link ?? '').matchAll(/<([^>]+)>/g)].map((match) => match[1]));
  expect(loaded.size).toBeGreaterThan(10);
  for (const file of ['/mfe/buyer/mf-manifest.json', '/mfe/buyer/remoteEntry.js', '/mfe/screens/mf-manifest.json', '/mfe/screens/remoteEntry.js']) expect(preloaded).toContain(file);
  // The kit's lazy parts drawn later (a sheet, a table: the shell's numbered chunks) may load after;
  // the shell's entry, bootstrap and signed-in area and every file of the remotes may not.
  const late = [...loaded].filter((file) => !preloaded.has(file) && (file.startsWith('/mfe/') || /^\/(main|bootstrap|signed-in)\./.test(file)));
  expect(late).toEqual([]);

  // Drawn by the server, the dashboard preloads nothing: it is on screen before its scripts run.
  expect((await page.goto('/buyer/dashboard'))!.headers().link).toBeUndefined();

  await page.context().clearCookies();
  const signedOut = await page.goto('/buyer/dashboard');
  expect(signedOut!.headers().link).not.toMatch(/signed-in|\/mfe\//);
  expect(signedOut!.headers().link).toMatch(/<\/main\.js>; rel=preload; as=script/);
  expect((await page.goto('/login'))!.headers().link).toBeUndefined();
});

// Issue 22, best practices on /login: nothing on the sign-in page breaks the Content-Security-Policy
// (zod, which the sign-in form validates with, is told never to try `new Function`, which the
// policy forbids and Chrome reports as an issue even when zod catches the refusal).
test('the sign-in page raises no Content-Security-Policy issue', async ({ page }) => {
  const issues: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Audits.issueAdded', ({ issue }) => issues.push(`${issue.code}: ${JSON.stringify(issue.details).slice(0, 300)}`));
  await cdp.send('Audits.enable');
  await page.goto('/login');
  await page.getByLabel('Username').fill('buyer');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(issues.filter((issue) => issue.startsWith('ContentSecurityPolicyIssue'))).toEqual([]);
});

// Issue 22, long tasks on a phone: a dashboard draws no form, so none of its scripts holds zod;
// the sign-in page's holds only the schemas its form uses (a re-export in the shell once kept all
// of zod, every locale included: 430 KB of script evaluated in one task on /login).
const root = path.resolve(__dirname, '../..');

/** The scripts the page loads when it opens `url`, until the network is quiet. */
async function scriptsLoaded(page: Page, url: string): Promise<Response[]> {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  return scripts;
}

/** The source modules of the scripts the page loads when it opens `url` (from the builds' source maps). */
async function modulesLoaded(page: Page, url: string): Promise<string[]> {
  return (await scriptsLoaded(page, url)).flatMap((response) => {
    const file = new URL(response.url()).pathname;
    const remote = /^\/mfe\/([^/]+)\/(.+)$/.exec(file);
    const map = remote ? path.join(root, `mfe-${remote[1]}/dist/${remote[2]}.map`) : path.join(root, `shell/dist${file}.map`);
    return fs.existsSync(map) ? (JSON.parse(fs.readFileSync(map, 'utf8')).sources as string[]) : [];
  });
}

test('a dashboard loads no zod, the sign-in page only the zod its form uses', async ({ page }) => {
  const signIn = await modulesLoaded(page, '/login');
  expect(signIn.filter((source) => source.includes('/zod/')).length).toBeGreaterThan(5);
  expect(signIn.filter((source) => /\/zod\/.*(locales\/(?!en\.)|from-json-schema|core\/compile)/.test(source))).toEqual([]);

  await signInThroughApi(page, 'admin', 'admin123');
  const dashboard = await modulesLoaded(page, '/admin/dashboard');
  expect(dashboard.length).toBeGreaterThan(100);
  expect(dashboard.filter((source) => source.includes('/zod/'))).toEqual([]);
});

// Issue 22, long tasks on a phone: every script a dashboard loads carries V8's compile hint, so
// that its functions are compiled off the main thread while it streams in (tools/webpack-app.js).
test('every script of a dashboard asks to be compiled while it streams in', async ({ page }) => {
  await signInThroughApi(page, 'vendor', 'vendor123');
  const scripts = await scriptsLoaded(page, '/vendor/dashboard');
  expect(scripts.length).toBeGreaterThan(10);
  const heads = await Promise.all(scripts.map(async (response) => [new URL(response.url()).pathname, (await response.text()).slice(0, 29)]));
  expect(heads.filter(([, head]) => head !== '//# allFunctionsCalledOnLoad\n')).toEqual([]);
});

// Issue 22, long tasks on a phone: the chunks a screen asks for together are put in the page one
// per task (tools/federation-remotes.js), not ten to thirty script elements in one task. A
// MutationObserver's records come together from one task, so no batch holds two chunk scripts.
test('a dashboard puts its chunks in the page one script per task', async ({ page }) => {
  await page.addInitScript(() => {
    const batches: number[] = [];
    (window as unknown as { __scriptBatches: number[] }).__scriptBatches = batches;
    new MutationObserver((records) => {
      const scripts = records.flatMap((record) => [...record.addedNodes]).filter((node) => node instanceof HTMLScriptElement && /\.[0-9a-f]{8}\.js$/.test(node.src));
      if (scripts.length) batches.push(scripts.length);
    }).observe(document, { childList: true, subtree: true });
  });
  await signInThroughApi(page, 'buyer', 'buyer123');
  await page.goto('/buyer/dashboard');
  await page.waitForLoadState('networkidle');
  const batches = await page.evaluate(() => (window as unknown as { __scriptBatches: number[] }).__scriptBatches);
  expect(batches.length).toBeGreaterThan(10);
  expect(Math.max(...batches)).toBe(1);
});
