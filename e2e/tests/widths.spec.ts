import { expect, test } from '@playwright/test';

// Issue 22, every width: at 1280 px the orders list leaves out the column that always names the viewer.

test.use({ viewport: { width: 1280, height: 800 } });

for (const [role, password, dropped, kept] of [
  ['buyer', 'buyer123', 'Buyer', 'Vendor'],
  ['vendor', 'vendor123', 'Vendor', 'Buyer'],
] as const) {
  test(`a ${role}'s orders list has no ${dropped} column`, async ({ page }) => {
    const res = await page.request.post('/api/auth/login', { data: { username: role, password } });
    expect(res.ok()).toBe(true);
    await page.goto('/orders');
    const table = page.getByRole('table', { name: 'Orders' });
    await expect(table.getByRole('link', { name: /^ORD-/ }).first()).toBeVisible();
    await expect(table.getByRole('columnheader', { name: kept })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: dropped })).toHaveCount(0);
  });
}

test("an admin's orders list names both sides", async ({ page }) => {
  const res = await page.request.post('/api/auth/login', { data: { username: 'admin', password: 'admin123' } });
  expect(res.ok()).toBe(true);
  await page.goto('/orders');
  const table = page.getByRole('table', { name: 'Orders' });
  await expect(table.getByRole('link', { name: /^ORD-/ }).first()).toBeVisible();
  for (const name of ['Buyer', 'Vendor']) await expect(table.getByRole('columnheader', { name })).toBeVisible();
});
