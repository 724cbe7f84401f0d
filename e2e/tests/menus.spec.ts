import { expect, test, type Page } from '@playwright/test';
import { openDashboard } from '../fixtures/api';

/** Every side-menu entry of a role opens a real screen: no 404, no blank page, no console error. */
async function walkMenu(page: Page, username: string, password: string) {
  // Signed out, GET /api/auth/session answers 401 by design (SPEC.md 7): listen once signed in.
  await openDashboard(page, username, password);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} ${message.location().url}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  const labels = await menu.getByRole('link').allInnerTexts();
  expect(labels.length).toBeGreaterThan(4);
  for (const raw of labels) {
    const label = raw.split('\n')[0].trim();
    await menu.getByRole('link', { name: new RegExp(`^${label}`) }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(label);
    const main = page.getByRole('main');
    await expect(main).not.toContainText('404 Page Not Found');
    await expect(main.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    await expect(main).not.toBeEmpty();
    await expect(main.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
  }
  expect(errors).toEqual([]);
}

test('every buyer menu entry opens a screen', async ({ page }) => {
  await walkMenu(page, 'buyer', 'buyer123');
});

test('every vendor menu entry opens a screen', async ({ page }) => {
  await walkMenu(page, 'vendor', 'vendor123');
});

test('every admin menu entry opens a screen', async ({ page }) => {
  await walkMenu(page, 'admin', 'admin123');
});
