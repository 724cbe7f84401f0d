import { expect, test } from '@playwright/test';
import { openDashboard } from '../fixtures/api';

// Issue 10: a personal API token made on the Profile & API page lets a program act as the user,
// until the user revokes it.

const unique = (label: string) => `${label} ${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`;

test('a token created and copied in the UI calls /api/orders until it is revoked', async ({ browser, request }) => {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  try {
    await openDashboard(page, 'vendor', 'vendor123');
    await page.getByRole('complementary', { name: 'Side menu' }).getByRole('link', { name: 'Profile & API' }).click();
    await page.waitForURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'Vendor Profile & API' })).toBeVisible();

    const name = unique('Factory ERP');
    const form = page.getByRole('form', { name: 'Create API token' });
    await form.getByLabel('Token name').fill(name);
    await form.getByLabel('Expires after').selectOption('7');
    await form.getByRole('button', { name: 'Create token' }).click();

    const dialog = page.getByRole('dialog', { name: 'Your new API token' });
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByText('Copied to clipboard')).toBeVisible();
    const token = await page.evaluate(() => navigator.clipboard.readText());
    expect(token).toMatch(/^pat_/);
    await expect(dialog.getByTestId('one-time-secret')).toHaveText(token);
    await dialog.getByRole('button', { name: 'Done' }).click();
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row.getByText('Active')).toBeVisible();

    // A program with only the token: the vendor's own orders, no cookie.
    const call = () => request.get('/api/orders', { headers: { authorization: `Bearer ${token}` } });
    const allowed = await call();
    expect(allowed.status()).toBe(200);
    const orders = (await allowed.json()) as { vendorName: string }[];
    expect(orders.length).toBeGreaterThan(0);
    expect(new Set(orders.map((order) => order.vendorName))).toEqual(new Set(['Victor Rahman']));

    await row.getByRole('button', { name: `Revoke ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Revoke this token?' });
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await expect(row.getByText('Revoked')).toBeVisible();

    const refused = await call();
    expect(refused.status()).toBe(401);
    expect((await refused.json()).message).toBe('This API token has been revoked');
  } finally {
    await context.close();
  }
});
