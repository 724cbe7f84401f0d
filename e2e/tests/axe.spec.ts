import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, test, type Page } from '@playwright/test';

// Issue 22: no critical or serious axe-core violation on any route of any role, at 1280 and
// 375 px wide, with a title and a level-1 heading on every route.
//
// One visit per route checks both widths: the screen is loaded at 1280 px and checked, then the
// window is narrowed to 375 px (the layout follows resizes: media queries, matchMedia listeners)
// and, once it has settled, checked again. A test per route, so a failure names it; one signed-in
// page per role, so the routes after the first load from the browser's cache.

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
const WIDE = { width: 1280, height: 800 };
const NARROW = { width: 375, height: 800 };

/** Nothing loading: no skeleton or busy region, the title set, the level-1 heading shown. */
async function ready(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page).toHaveTitle(/\S+ · /);
}

/** The critical and serious axe violations of the screen as it is now. */
async function seriousViolations(page: Page, route: string, width: number): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    // WCAG 2.5.3 (label in name) is experimental in axe-core 4.14 and off by default.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .flatMap((violation) => violation.nodes.map((node) => `${route} at ${width} px: ${violation.id} (${violation.impact}) ${node.target.join(' ')}: ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`));
}

/** Loads the route at 1280 px and checks it, then narrows the window to 375 px and checks it again. */
async function checkBothWidths(page: Page, route: string) {
  await page.setViewportSize(WIDE);
  await page.goto(route);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await ready(page);
  const found = await seriousViolations(page, route, WIDE.width);

  await page.setViewportSize(NARROW);
  await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(NARROW.width);
  await ready(page);
  // Settled: no transition or finite animation still running (a drawer sliding, a hover fading),
  // and two frames drawn since, so what axe reads (colours, boxes) is the final layout.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  );
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  found.push(...(await seriousViolations(page, route, NARROW.width)));
  expect(found).toEqual([]);
}

for (const role of ['buyer', 'vendor', 'admin'] as const) {
  test.describe(`${role}: no critical or serious axe violation`, () => {
    // Two axe runs of a whole screen, on a machine that may be busy (on the analytics screens, with
    // their charts, one run took 30 s at a load average of 30).
    test.describe.configure({ timeout: 120_000 });
    let context: BrowserContext;
    let page: Page;

    // One signed-in page for the role's routes (a test that fails gets a new worker, and with it a new page).
    test.beforeAll(async ({ browser, baseURL }) => {
      context = await browser.newContext({ baseURL, viewport: WIDE });
      const res = await context.request.post('/api/auth/login', { data: { username: role, password: PASSWORDS[role] } });
      expect(res.ok()).toBe(true);
      page = await context.newPage();
    });
    test.afterAll(async () => {
      await context?.close();
    });

    for (const route of ROUTES[role]) {
      test(route, async () => {
        await checkBothWidths(page, route);
      });
    }

    test('the first order the role sees, opened from the list', async () => {
      await page.setViewportSize(WIDE);
      await page.goto('/orders');
      const firstOrder = page.getByRole('link', { name: /^ORD-/ }).first();
      const orderPath = new URL((await firstOrder.getAttribute('href'))!, page.url()).pathname;
      await checkBothWidths(page, orderPath);
    });
  });
}
