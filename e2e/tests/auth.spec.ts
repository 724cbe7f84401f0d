import { expect, test } from '@playwright/test';
import { LoginPage } from '../pages/LoginPage';

test('Buyer Demo signs in and lands on the buyer dashboard', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Buyer Demo' }).click();
  await page.waitForURL(/\/buyer\/dashboard$/);
  await expect(page.getByText('Bella Hart').first()).toBeVisible();
});

test('Vendor Demo signs in and lands on the vendor dashboard', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Vendor Demo' }).click();
  await page.waitForURL(/\/vendor\/dashboard$/);
  await expect(page.getByText('Victor Rahman').first()).toBeVisible();
});

test('a wrong password shows the spec toast', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Username').fill('buyer');
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Login failed')).toBeVisible();
  await expect(page.getByText('Invalid username or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('after repeated wrong passwords the sign-in says to wait (rate limit, 429)', async ({ page }) => {
  await page.goto('/login');
  // An account nobody else uses: the limit is per username and address for 15 minutes.
  await page.getByLabel('Username').fill('mallory.e2e');
  const password = page.getByLabel('Password', { exact: true });
  // Max login attempts 5: four failures are answered, the fifth attempt waits.
  const attempt = async (guess: string) => {
    await password.fill(guess);
    const [answer] = await Promise.all([
      page.waitForResponse((res) => res.url().endsWith('/api/auth/login')),
      page.getByRole('button', { name: 'Sign in' }).click(),
    ]);
    return answer.status();
  };
  for (let i = 1; i <= 4; i++) expect(await attempt(`guess-${i}`)).toBe(401);
  expect(await attempt('guess-5')).toBe(429);
  await expect(page.getByText('Too many failed sign-ins for this account. Try again in 15 minutes.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('registering as a vendor asks for the company and lands on the vendor dashboard', async ({ page }) => {
  const suffix = Date.now().toString(36);
  await page.goto('/register');
  await expect(page.getByLabel(/Company/)).toHaveCount(0);
  await page.getByLabel('Full name').fill('Vera Weaver');
  await page.getByLabel('Email address').fill(`vera.${suffix}@example.com`);
  await page.getByLabel('Username').fill(`vera${suffix}`);
  await page.getByLabel('Password', { exact: true }).fill('weaving123');
  await page.getByRole('radio', { name: /^Vendor/ }).check();
  await page.getByLabel(/Company/).fill('Vera Weaving Co.');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(/\/vendor\/dashboard$/);
  await expect(page.getByText('Vera Weaver').first()).toBeVisible();
});

test('registering with a common password such as password1 is refused with the reason', async ({ page }) => {
  const suffix = Date.now().toString(36);
  await page.goto('/register');
  await page.getByLabel('Full name').fill('Paula Common');
  await page.getByLabel('Email address').fill(`paula.${suffix}@example.com`);
  await page.getByLabel('Username').fill(`paula${suffix}`);
  await page.getByLabel('Password', { exact: true }).fill('password1');
  await page.getByRole('radio', { name: /^Buyer/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Registration failed')).toBeVisible();
  // Under the field, after its hint.
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    'At least 8 characters. This password is too common: it is in lists of leaked passwords. Please choose another.',
  );
  await expect(page).toHaveURL(/\/register$/);
});

test('a buyer sent to a vendor screen ends on the buyer dashboard, and logout returns to /login', async ({ page }) => {
  await new LoginPage(page).signIn('buyer', 'buyer123');
  await page.goto('/vendor/orders');
  await expect(page).toHaveURL(/\/buyer\/dashboard$/);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/buyer/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});
