import { expect, test } from '@playwright/test';
import { openDashboard } from '../fixtures/api';

test('the shell and the role remote share one React copy', async ({ page }) => {
  await openDashboard(page, 'buyer', 'buyer123');
  await expect(page.getByRole('heading', { name: /Dashboard$/, level: 2 })).toBeVisible();
  // One page title: the layout header's '{Role} {page title}'.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Buyer Dashboard');
  await expect.poll(() => page.evaluate(() => window.__portalReactCopies?.size ?? 0)).toBe(1);
  // The remote registered its copy too: the set holds one React, seen by both.
  const remoteLoaded = await page.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/mfe/buyer/')));
  expect(remoteLoaded).toBe(true);
});

test('a remote that cannot load shows Retry inside the layout while the shell keeps working', async ({ page }) => {
  let blocked = true;
  await page.route('**/mfe/vendor/**', (route) => (blocked ? route.abort() : route.continue()));
  await openDashboard(page, 'vendor', 'vendor123');
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();
  // The shell's own navigation still works.
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).first()).toBeVisible();
  blocked = false;
  await retry.click();
  await expect(retry).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /Dashboard$/, level: 2 })).toBeVisible();
});

declare global {
  interface Window {
    __portalReactCopies?: Set<unknown>;
  }
}
