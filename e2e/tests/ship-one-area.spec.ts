import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { signInThroughApi } from '../fixtures/api';

// Issue 21: a team ships the area that owns the orders screen (mfe-screens) alone. Its source is
// changed in a copy, built into a release folder the running portal serves (RELEASES_DIR), and
// /remotes.json is pointed at it: the portal shows the change at the next load, through the shell
// and through a role area that imports the screen, and the shell is not rebuilt.

const repo = path.resolve(__dirname, '..', '..');
const releases = process.env.E2E_RELEASES_DIR!;
const BEFORE = 'Your production orders and their status.';
const AFTER = 'Your production orders, shipped alone.';

/** A copy of mfe-screens with the orders screen's text changed, beside links to the repository's tools and modules. */
function changedCopy(): string {
  const work = fs.mkdtempSync(path.join(path.dirname(releases), 'ship-'));
  const area = path.join(work, 'mfe-screens');
  fs.cpSync(path.join(repo, 'mfe-screens'), area, { recursive: true, filter: (from) => !/[\\/](dist|node_modules)$/.test(from) });
  fs.symlinkSync(path.join(repo, 'node_modules'), path.join(work, 'node_modules'));
  // The area's own packages, where npm did not hoist them (the form library's resolvers).
  const own = path.join(repo, 'mfe-screens', 'node_modules');
  if (fs.existsSync(own)) fs.symlinkSync(own, path.join(area, 'node_modules'));
  fs.symlinkSync(path.join(repo, 'tools'), path.join(work, 'tools'));
  const screen = path.join(area, 'src/modules/orders/OrdersPage.tsx');
  const source = fs.readFileSync(screen, 'utf8');
  expect(source).toContain(BEFORE);
  fs.writeFileSync(screen, source.replace(BEFORE, AFTER));
  return area;
}

test('the orders screen rebuilt alone and pointed at in /remotes.json shows without rebuilding the shell', async ({ page }) => {
  // One production webpack build of one area, on a machine that may be busy.
  test.setTimeout(300_000);
  const shellDigest = async () => createHash('sha256').update(await (await page.request.get('/main.js')).body()).digest('hex');
  const shellBefore = await shellDigest();

  await signInThroughApi(page, 'buyer', 'buyer123');
  await page.goto('/orders');
  await expect(page.getByText(BEFORE)).toBeVisible();

  const release = path.join(releases, 'screens-e2e');
  const pointer = path.join(releases, 'remotes.json');
  const work = path.dirname(changedCopy());
  try {
    // The area's production build as a deploy makes it, without source maps (the slowest part, not looked at here).
    const build = [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production', '--no-devtool', '--output-path', release];
    await promisify(execFile)(process.execPath, build, {
      cwd: path.join(work, 'mfe-screens'),
    });
    fs.writeFileSync(pointer, JSON.stringify({ mfe_screens: '/releases/screens-e2e/mf-manifest.json' }));
    const remotes = await (await page.request.get('/remotes.json')).json();
    expect(remotes.mfe_screens).toMatch(/\/releases\/screens-e2e\/mf-manifest\.json$/);

    const screenFiles: string[] = [];
    page.on('request', (request) => {
      if (/\/(mfe\/screens|releases)\//.test(request.url())) screenFiles.push(new URL(request.url()).pathname);
    });
    await page.reload();
    await expect(page.getByText(AFTER)).toBeVisible();
    // A role area's own orders route imports the same screen from the release.
    await page.goto('/buyer/orders');
    await expect(page.getByText(AFTER)).toBeVisible();
    // Only the release's copy of the screens was loaded, and the shell is the one built before.
    expect(screenFiles.length).toBeGreaterThan(2);
    expect(screenFiles.filter((file) => !file.startsWith('/releases/screens-e2e/'))).toEqual([]);
    expect(await shellDigest()).toBe(shellBefore);
  } finally {
    fs.rmSync(pointer, { force: true });
    fs.rmSync(work, { recursive: true, force: true });
  }
  // Pointed back, the portal shows the screens it was started with.
  await page.reload();
  await expect(page.getByText(BEFORE)).toBeVisible();
});
