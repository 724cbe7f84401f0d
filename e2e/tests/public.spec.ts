import { expect, test } from '@playwright/test';

test('the landing page links to sign-in, sign-up and the features section', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Learn More' }).click();
  await expect(page).toHaveURL(/#features$/);
  await expect(page.locator('#features')).toBeVisible();

  await page.getByRole('link', { name: 'Login' }).first().click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/');
  await page.getByRole('link', { name: 'Sign Up' }).first().click();
  await expect(page).toHaveURL(/\/register$/);

  await page.goto('/');
  for (const name of ['Get Started', 'Register as a Buyer', 'Register as a Vendor', 'Get Started Free']) {
    await expect(page.getByRole('link', { name, exact: true }).first()).toHaveAttribute('href', '/register');
  }
});

test('an unknown path shows the 404 screen', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});

test('a signed-out visit to a role screen goes to /login', async ({ page }) => {
  await page.goto('/buyer/orders');
  await expect(page).toHaveURL(/\/login$/);
});
