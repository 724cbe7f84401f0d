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

// Issue 22, every width: at 1280 px no table is wider than the card it sits in, on every list of
// every role (the dashboards' mini tables included), once the lists have loaded.
const LIST_ROUTES: Record<'buyer' | 'vendor' | 'admin', string[]> = {
  buyer: [
    '/buyer/dashboard', '/orders', '/buyer/products', '/buyer/vendors', '/buyer/messages', '/timeline', '/buyer/inventory',
    '/specifications',
  ],
  vendor: ['/vendor/dashboard', '/orders', '/vendor/products', '/vendor/messages', '/timeline', '/specifications'],
  admin: [
    '/admin/dashboard', '/orders', '/admin/products', '/admin/vendors', '/admin/messages', '/admin/users', '/admin/associations',
    '/admin/milestones', '/timeline', '/specifications',
  ],
};
const PASSWORDS = { buyer: 'buyer123', vendor: 'vendor123', admin: 'admin123' };

for (const role of ['buyer', 'vendor', 'admin'] as const) {
  test(`${role}: no table is wider than its card at 1280 px`, async ({ page }) => {
    test.setTimeout(30_000 + LIST_ROUTES[role].length * 10_000);
    const res = await page.request.post('/api/auth/login', { data: { username: role, password: PASSWORDS[role] } });
    expect(res.ok()).toBe(true);
    const overflows: string[] = [];
    for (const route of LIST_ROUTES[role]) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      // The card is the nearest section; its content box is its width less its padding.
      const found = await page.locator('table').evaluateAll((tables) =>
        tables.flatMap((table) => {
          const card = table.closest('section');
          if (!card) return [];
          const style = getComputedStyle(card);
          const room = card.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          const width = table.getBoundingClientRect().width;
          const name = table.querySelector('caption')?.textContent ?? table.querySelector('th')?.textContent ?? 'table';
          return width > room + 0.5 ? [`${name}: ${Math.round(width)} px in ${Math.round(room)} px`] : [];
        }),
      );
      overflows.push(...found.map((line) => `${route} ${line}`));
    }
    expect(overflows).toEqual([]);
  });
}
