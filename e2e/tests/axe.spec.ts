import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// Issue 22: no critical or serious axe-core violation on any route of any role, at 1280 and
// 375 px wide, with a title and a level-1 heading on every route.

const ROUTES: Record<'buyer' | 'vendor' | 'admin', string[]> = {
  buyer: [
    '/buyer/dashboard', '/orders', '/orders/new', '/buyer/products', '/buyer/vendors', '/buyer/messages', '/timeline',
    '/buyer/inventory', '/buyer/analytics', '/specifications', '/specifications/new', '/profile',
  ],
  vendor: ['/vendor/dashboard', '/orders', '/vendor/products', '/vendor/messages', '/timeline', '/vendor/analytics', '/specifications', '/profile'],
  admin: [
    '/admin/dashboard', '/orders', '/admin/products', '/admin/vendors', '/admin/messages', '/admin/analytics', '/admin/users',
    '/admin/users/new', '/admin/settings', '/admin/associations', '/admin/milestones', '/timeline', '/specifications', '/profile',
  ],
};
const PASSWORDS = { buyer: 'buyer123', vendor: 'vendor123', admin: 'admin123' };

/** Waits until the screen has its heading and nothing is loading, then runs axe on it. */
async function seriousViolations(page: Page, route: string): Promise<string[]> {
  await page.goto(route);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page).toHaveTitle(/\S+ · /);
  const results = await new AxeBuilder({ page })
    // WCAG 2.5.3 (label in name) is experimental in axe-core 4.14 and off by default.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .flatMap((violation) => violation.nodes.map((node) => `${route}: ${violation.id} (${violation.impact}) ${node.target.join(' ')}: ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`));
}

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    for (const role of ['buyer', 'vendor', 'admin'] as const) {
      test(`${role}: no critical or serious axe violation on any route`, async ({ page }) => {
        test.setTimeout(30_000 + ROUTES[role].length * 10_000);
        const res = await page.request.post('/api/auth/login', { data: { username: role, password: PASSWORDS[role] } });
        expect(res.ok()).toBe(true);
        const found: string[] = [];
        // The first order the role sees, opened from the list.
        await page.goto('/orders');
        const firstOrder = page.getByRole('link', { name: /^ORD-/ }).first();
        const orderPath = new URL((await firstOrder.getAttribute('href'))!, page.url()).pathname;
        for (const route of [...ROUTES[role], orderPath]) found.push(...(await seriousViolations(page, route)));
        expect(found).toEqual([]);
      });
    }
  });
}
