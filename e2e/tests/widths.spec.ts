import { expect, type Page, test } from '@playwright/test';

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

/** Each table wider than the card (nearest section) it sits in, after the lists have loaded. */
async function overflowingTables(page: Page, route: string) {
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
  return found.map((line) => `${route} ${line}`);
}

async function signIn(page: Page, role: keyof typeof PASSWORDS) {
  const res = await page.request.post('/api/auth/login', { data: { username: role, password: PASSWORDS[role] } });
  expect(res.ok()).toBe(true);
}

for (const role of ['buyer', 'vendor', 'admin'] as const) {
  test(`${role}: no table is wider than its card at 1280 px`, async ({ page }) => {
    test.setTimeout(30_000 + LIST_ROUTES[role].length * 10_000);
    await signIn(page, role);
    const overflows: string[] = [];
    for (const route of LIST_ROUTES[role]) overflows.push(...(await overflowingTables(page, route)));
    expect(overflows).toEqual([]);
  });
}

test.describe('at 860 px', () => {
  test.use({ viewport: { width: 860, height: 800 } });

  test("the admin's orders list fits its card", async ({ page }) => {
    await signIn(page, 'admin');
    expect(await overflowingTables(page, '/orders')).toEqual([]);
  });
});

// Under 768 px every list is cards from the same columns: the row's first field is its title,
// the others are named, the page never scrolls sideways.
const PHONE_LISTS: [keyof typeof PASSWORDS, string, string][] = [
  ['buyer', '/orders', 'Orders'],
  ['buyer', '/buyer/inventory', 'Inventory'],
  ['buyer', '/specifications', 'Specifications'],
  ['vendor', '/vendor/products', 'Products'],
  ['admin', '/admin/users', 'Users'],
  ['admin', '/admin/associations', 'Connections'],
];

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const role of ['buyer', 'vendor', 'admin'] as const) {
    const routes = PHONE_LISTS.filter(([r]) => r === role);
    test(`${role}: lists are cards that fit the screen`, async ({ page }) => {
      test.setTimeout(30_000 + routes.length * 10_000);
      await signIn(page, role);
      for (const [, route] of routes) {
        expect(await overflowingTables(page, route)).toEqual([]);
        const row = page.locator('table tbody tr').first();
        await expect(row).toBeVisible();
        // A card: its fields stack in one column, each inside the screen.
        expect(await row.evaluate((tr) => getComputedStyle(tr).display)).toBe('flex');
        const boxes = await row.locator('td:visible').evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().right));
        expect(boxes.length).toBeGreaterThan(1);
        for (const right of boxes) expect(right, route).toBeLessThanOrEqual(375);
        expect(await page.evaluate(() => document.scrollingElement!.scrollWidth), route).toBeLessThanOrEqual(375);
      }
    });
  }

  test("a buyer's order card names its status and due date", async ({ page }) => {
    await signIn(page, 'buyer');
    await page.goto('/orders');
    const card = page.locator('table tbody tr').first();
    for (const label of ['Status', 'Due Date']) {
      const field = card.locator(`td[data-label="${label}"]`);
      await expect(field).toBeInViewport();
      expect(await field.evaluate((td) => getComputedStyle(td, '::before').content)).toBe(`"${label}"`);
    }
  });

  test("the order page's tabs scroll, with a hint where more tabs are", async ({ page }) => {
    await signIn(page, 'buyer');
    await page.goto('/orders');
    await page.locator('table tbody tr').first().getByRole('link').first().click();
    const tabs = page.getByRole('tablist', { name: 'Order details' });
    await expect(tabs).toHaveAttribute('data-more-after', 'true');
    const last = tabs.getByRole('tab').last();
    await last.click();
    // (The tab's underline overlaps the strip's bottom border by 1 px.)
    await expect(last).toBeInViewport({ ratio: 0.9 });
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await expect(tabs).toHaveAttribute('data-more-before', 'true');
  });
});
