import { expect, type Page, test } from '@playwright/test';

// Issue 22, layout shift: at 1280 px nothing on a dashboard moves while its code and its data
// arrive (the order tables and the stat cards are drawn at their final size while they load). The
// figure is the page's own: the sum of the layout-shift entries the browser recorded (CLS counts
// the same entries), from the navigation until every card has loaded.

test.use({ viewport: { width: 1280, height: 800 } });

/** The layout-shift entries since the navigation that no input caused, summed. */
async function layoutShift(page: Page): Promise<{ sum: number; shifts: string[] }> {
  return page.evaluate(() => {
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node | null }[] };
    // `buffered` hands the observer every entry recorded so far, which takeRecords returns at once.
    const observer = new PerformanceObserver(() => undefined);
    observer.observe({ type: 'layout-shift', buffered: true });
    const shifts = (observer.takeRecords() as Shift[]).filter((entry) => !entry.hadRecentInput);
    observer.disconnect();
    return {
      sum: shifts.reduce((total, entry) => total + entry.value, 0),
      shifts: shifts.map((entry) => `${entry.value.toFixed(4)} ${entry.sources.map((source) => (source.node as Element | null)?.outerHTML.slice(0, 80)).join(' | ')}`),
    };
  });
}

for (const [role, orders] of [
  ['buyer', 'Recent Orders'],
  ['vendor', 'Active Orders'],
  ['admin', 'Recent Orders'],
] as const) {
  test(`the ${role}'s dashboard does not move while it loads`, async ({ page }) => {
    const res = await page.request.post('/api/auth/login', { data: { username: role, password: `${role}123` } });
    expect(res.ok()).toBe(true);
    await page.goto(`/${role}/dashboard`);
    const table = page.getByRole('table', { name: orders });
    await expect(table.getByRole('link', { name: /^ORD-/ }).first()).toBeVisible();
    await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    const { sum, shifts } = await layoutShift(page);
    expect(sum, shifts.join('\n')).toBeLessThan(0.1);
  });
}
