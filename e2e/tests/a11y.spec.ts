import { expect, test, type Locator, type Page } from '@playwright/test';
import { openDashboard } from '../fixtures/api';

// Keyboard and screen-reader journeys (issue 3: every screen is keyboard-usable and labelled):
// only Tab, Shift+Tab, arrows, Enter and Escape, and checks of roles and accessible names.

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** Presses Tab until the locator has focus (fails after `max` presses). */
async function tabTo(page: Page, locator: Locator, max = 150) {
  for (let i = 0; i < max; i++) {
    if (await isFocused(locator).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(locator).toBeFocused();
}

/**
 * Controls without an accessible name in the page's accessibility tree (Playwright's ARIA
 * snapshot): a button, link, field or tab a screen reader would announce by role alone.
 */
async function unnamedControls(page: Page): Promise<string[]> {
  const snapshot = await page.locator('body').ariaSnapshot();
  return snapshot
    .split('\n')
    .filter((line) => /^\s*- (button|link|textbox|combobox|checkbox|switch|tab|searchbox|spinbutton|menuitem)(\s*\[[^\]]*\])*:?\s*$/.test(line))
    .map((line) => line.trim());
}

/** Signs in with the keyboard only: Tab to the fields, type, Enter. */
async function signInWithKeyboard(page: Page, username: string, password: string) {
  await page.goto('/login');
  const user = page.getByLabel('Username');
  await tabTo(page, user);
  await page.keyboard.type(username);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(password);
  const loaded = page.waitForEvent('load');
  await page.keyboard.press('Enter');
  await loaded;
  await page.waitForURL(/\/(buyer|vendor|admin)\/dashboard$/);
  // The dashboard comes drawn by the server first; focus given to its frame is lost when the app's
  // page takes its place, later on a busy machine: the keyboard journeys start on the app's page.
  await expect(page.locator('#first-frame')).toHaveCount(0);
}

test('the public pages name every control and the sign-in form works from the keyboard', async ({ page }) => {
  for (const path of ['/', '/login', '/register']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(await unnamedControls(page), path).toEqual([]);
  }
  await signInWithKeyboard(page, 'buyer', 'buyer123');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Dashboard');
});

// The layout's keyboard journeys, one test each (together they took the whole test timeout on a
// busy machine): the skip link and the bell after a keyboard sign-in, the header search into an
// order's tabs, the side menu.
test('the layout works from the keyboard: skip link and bell', async ({ page }) => {
  await signInWithKeyboard(page, 'buyer', 'buyer123');
  await expect(page.getByRole('heading', { level: 2, name: /Dashboard$/ })).toBeVisible();
  expect(await unnamedControls(page)).toEqual([]);

  // The first Tab stop skips to the content.
  await page.locator('body').focus();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  // The bell: Enter opens its dialog, Escape closes it and gives focus back.
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await tabTo(page, bell);
  await page.keyboard.press('Enter');
  await expect(bell).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toHaveCount(0);
  await expect(bell).toBeFocused();
});

test('the header search and an order\'s tabs work from the keyboard', async ({ page }) => {
  await openDashboard(page, 'buyer', 'buyer123');
  // The header search is a combobox: type, arrow to a result, Enter opens it.
  const search = page.getByRole('combobox', { name: 'Search orders, products and specifications' });
  await tabTo(page, search);
  await page.keyboard.type('ORD-');
  const results = page.getByRole('listbox', { name: 'Search results' });
  await expect(results.getByRole('option').first()).toBeVisible();
  await expect(search).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(results.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  const code = (await results.getByRole('option').first().locator('strong').innerText()).trim();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/orders/${code}$`));

  // Order detail tabs: arrow keys move between them and show their panel.
  const tabs = page.getByRole('tablist', { name: 'Order details' });
  const timeline = tabs.getByRole('tab', { name: 'Timeline' });
  await expect(timeline).toHaveAttribute('aria-selected', 'true');
  await tabTo(page, timeline);
  await page.keyboard.press('ArrowRight');
  const milestones = tabs.getByRole('tab', { name: 'Milestones' });
  await expect(milestones).toBeFocused();
  await expect(milestones).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Milestones' })).toBeVisible();
  await page.keyboard.press('End');
  await expect(tabs.getByRole('tab', { name: 'Documents' })).toBeFocused();
  await page.keyboard.press('Home');
  await expect(timeline).toBeFocused();
});

test('the side menu is a named navigation whose links follow with Enter', async ({ page }) => {
  await openDashboard(page, 'buyer', 'buyer123');
  const messages = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Messages/ });
  await tabTo(page, messages);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/buyer\/messages$/);
  await expect(messages).toHaveAttribute('aria-current', 'page');
});

test('a dialog keeps focus inside, closes on Escape and gives focus back to its opener', async ({ page }) => {
  await signInWithKeyboard(page, 'buyer', 'buyer123');
  await page.goto('/buyer/messages');
  const compose = page.getByRole('button', { name: 'Compose' });
  await tabTo(page, compose, 80);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New Message' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(await unnamedControls(page)).toEqual([]);
  // Focus starts inside and Tab / Shift+Tab never leave the dialog.
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(compose).toBeFocused();
});

// Two tests (together with two keyboard sign-ins they came near the test timeout on a busy
// machine); the keyboard sign-in has its own test above.
test('an actions menu opens with the keyboard, arrows move in it and Escape gives focus back', async ({ page }) => {
  await openDashboard(page, 'buyer', 'buyer123');
  await page.goto('/orders');
  const trigger = page.getByRole('button', { name: /^Actions for ORD-/ }).first();
  await tabTo(page, trigger, 80);
  await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
  await page.keyboard.press('ArrowDown');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem').nth(1)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(trigger).toBeFocused();
});

test('sortable headers are buttons carrying aria-sort, sorted from the keyboard', async ({ page }) => {
  // Sortable table headers (admin users): a button inside a column header with aria-sort.
  await openDashboard(page, 'admin', 'admin123');
  await page.goto('/admin/users');
  const header = page.getByRole('columnheader', { name: 'Email' });
  await expect(header).toHaveAttribute('aria-sort', 'none');
  const sortButton = header.getByRole('button', { name: 'Email' });
  await tabTo(page, sortButton, 80);
  await page.keyboard.press('Enter');
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await page.keyboard.press('Enter');
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  expect(await unnamedControls(page)).toEqual([]);
});

test('on a phone the menu drawer opens from the keyboard, traps focus and closes on Escape', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openDashboard(page, 'vendor', 'vendor123');
  const bar = page.getByRole('navigation', { name: 'Quick navigation' });
  const menuButton = bar.getByRole('button', { name: 'Menu' });
  await tabTo(page, menuButton, 80);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(menuButton).toBeFocused();

  // The header's sidebar toggle is labelled and says whether its sheet is open.
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await tabTo(page, toggle, 80);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(toggle).toBeFocused();
});

test('a toast never blocks the page: clicks pass through it, F8 reaches it, Escape or a swipe closes it', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Username').fill('buyer');
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const region = page.getByRole('region', { name: 'Notifications (F8)' });
  const toast = region.getByRole('alert');
  await expect(toast).toContainText('Login failed');

  // What is under the toast's text is what a click there reaches, also with the pointer on it.
  const box = (await toast.boundingBox())!;
  const x = box.x + box.width / 3;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  const hit = await page.evaluate(([px, py]) => {
    const element = document.elementFromPoint(px, py);
    return { underToast: !element?.closest('[role="region"]'), tag: element?.tagName };
  }, [x, y]);
  expect(hit.underToast).toBe(true);
  // The Close button still takes the pointer.
  const close = toast.getByRole('button', { name: 'Close' });
  await expect(close).toBeVisible();

  // F8 moves focus to the toasts, Escape closes the toast and focus goes back.
  const username = page.getByLabel('Username');
  await username.focus();
  await page.keyboard.press('F8');
  await expect(region).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(close).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(toast).toHaveCount(0);
  await expect(username).toBeFocused();

  // A drag of more than 50 px to the right dismisses it.
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(toast).toContainText('Login failed');
  const again = (await toast.boundingBox())!;
  await page.mouse.move(again.x + 20, again.y + again.height / 2);
  await page.mouse.down();
  await page.mouse.move(again.x + 60, again.y + again.height / 2, { steps: 4 });
  await page.mouse.move(again.x + 100, again.y + again.height / 2, { steps: 4 });
  await page.mouse.up();
  await expect(toast).toHaveCount(0);
});

for (const [username, password] of [
  ['buyer', 'buyer123'],
  ['vendor', 'vendor123'],
  ['admin', 'admin123'],
] as const) {
  test(`every ${username} screen in the side menu names all its controls`, async ({ page }) => {
    await openDashboard(page, username, password);
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    const hrefs = await menu.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    // One budget per screen, as the menu grows: the admin's screens took 28.6 s of a flat 30 s beside
    // a second browser suite.
    test.setTimeout(15_000 + 5_000 * hrefs.length);
    const unnamed: string[] = [];
    for (const href of hrefs) {
      await page.goto(href);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
      unnamed.push(...(await unnamedControls(page)).map((line) => `${href}: ${line}`));
    }
    expect(unnamed).toEqual([]);
  });
}
