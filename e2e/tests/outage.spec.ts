import { expect, test } from '@playwright/test';
import { signInThroughApi } from '../fixtures/api';

// Issue 19: while the database is away the server answers every request 503 DATABASE_UNAVAILABLE
// with Retry-After (REST and GraphQL). The page shows one calm screen instead of an error in every
// widget, and goes back to where it was by itself when requests succeed again. The browser's
// requests are answered as the server answers them then, so no database has to stop.

const MESSAGE = 'The database is unavailable. Try again in a few seconds.';
const UNAVAILABLE = { status: 503, headers: { 'retry-after': '2' }, contentType: 'application/json' };

test('database away: a buyer on the orders page sees one "retrying" screen, and the page comes back by itself', async ({ page }) => {
  await signInThroughApi(page, 'buyer', 'buyer123');
  await page.goto('/orders');
  const search = page.getByLabel('Search orders', { exact: true });
  await expect(search).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  // Marks this document: after the outage it must be the same one (no reload).
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  await page.route('**/graphql', (route) =>
    route.fulfill({ ...UNAVAILABLE, json: { errors: [{ message: MESSAGE, extensions: { code: 'DATABASE_UNAVAILABLE' } }] } }),
  );
  await page.route('**/api/**', (route) => route.fulfill({ ...UNAVAILABLE, json: { code: 'DATABASE_UNAVAILABLE', message: MESSAGE } }));

  // The next request of the page meets the outage: the one screen, not widget errors.
  await search.fill('ORD');
  const retrying = page.getByRole('heading', { name: 'Connection to the database lost, retrying…' });
  await expect(retrying).toBeVisible();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByText(/Could not load|Response not successful|We'll be back soon/)).toHaveCount(0);
  // It keeps asking: the session is read again while the screen shows.
  await page.waitForRequest((request) => new URL(request.url()).pathname === '/api/auth/session');
  await expect(retrying).toBeVisible();

  // The database is back: the same page returns by itself, with its data, on the same document.
  await page.unrouteAll();
  await expect(search).toBeVisible({ timeout: 15_000 });
  await expect(retrying).toHaveCount(0);
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await expect(page.getByText(/Could not load|Failed to load|Response not successful/)).toHaveCount(0);
});
