import { expect, test } from '@playwright/test';
import { LoginPage } from '../pages/LoginPage';

test.use({ viewport: { width: 375, height: 740 } });

test('under 768 px the bottom bar and the menu drawer replace the sidebar', async ({ page }) => {
  await new LoginPage(page).signIn('buyer', 'buyer123');
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
