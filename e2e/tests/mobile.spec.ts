import { expect, test } from '@playwright/test';
import { openDashboard } from '../fixtures/api';

test.use({ viewport: { width: 375, height: 740 } });

test('under 768 px the bottom bar and the menu drawer replace the sidebar', async ({ page }) => {
  await openDashboard(page, 'buyer', 'buyer123');
  const bar = page.getByRole('navigation', { name: 'Quick navigation' });
  await expect(bar).toBeVisible();
  for (const name of ['Home', 'Dashboard', 'Orders', 'Products', 'Messages']) {
    await expect(bar.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
  }
  await expect(bar.getByRole('link', { name: /^Home/ })).toHaveAttribute('target', '_blank');
  // The desktop sidebar is hidden behind its toggle.
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await bar.getByRole('button', { name: 'Menu' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('link', { name: 'Inventory' })).toBeVisible();
  await drawer.getByRole('link', { name: 'Inventory' }).click();
  await expect(page).toHaveURL(/\/buyer\/inventory$/);
});

test('under 768 px an opened message shows from its heading, clear of the header and the bottom bar', async ({ page }) => {
  const res = await page.request.post('/api/auth/login', { data: { username: 'buyer', password: 'buyer123' } });
  expect(res.ok()).toBe(true);
  await page.goto('/buyer/messages');
  // One further down the list: focusing its heading used to leave the message below the fold.
  await page.getByRole('list', { name: 'Received messages' }).getByRole('button').nth(2).click();
  const pane = page.getByRole('region', { name: 'Message' });
  const heading = pane.getByRole('heading', { level: 2 });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport({ ratio: 1 });
  const bar = await page.getByRole('navigation', { name: 'Quick navigation' }).boundingBox();
  const header = await page.getByRole('banner').boundingBox();
  const box = await heading.boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
  expect(box!.y + box!.height).toBeLessThanOrEqual(bar!.y);
});
