import { expect, test } from '@playwright/test';
import { apiContext, signedInApi } from '../fixtures/api';

// Issue 22, Profile: a user changes their name, e-mail and password; the current password is
// required, and the user's other sessions end.

test('a user changes their name and password; another session of theirs ends', async ({ page, playwright, baseURL }) => {
  const admin = await signedInApi(playwright, baseURL, 'admin', 'admin123');
  const username = `profile.${Date.now()}`;
  const created = await admin.post('/api/users', {
    data: { username, password: 'seamline27', email: `${username}@example.com`, name: 'Pat Profile', role: 'vendor', company: 'Profile Mills' },
  });
  expect(created.status()).toBe(201);
  await admin.dispose();
  const otherDevice = await signedInApi(playwright, baseURL, username, 'seamline27');

  expect((await page.request.post('/api/auth/login', { data: { username, password: 'seamline27' } })).ok()).toBe(true);
  await page.goto('/profile');
  const names = page.getByRole('form', { name: 'Name and e-mail' });
  await names.getByLabel('Full name').fill('Pat Renamed');
  await names.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your name and e-mail have been updated.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your account' }).getByText('Pat Renamed')).toBeVisible();

  const password = page.getByRole('form', { name: 'Change password' });
  await password.getByLabel('Current password').fill('not-my-password1');
  await password.getByLabel('New password', { exact: true }).fill('harbour2041');
  await password.getByLabel('Confirm new password').fill('harbour2041');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText('Current password is incorrect')).toBeVisible();
  await expect(password.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');

  await password.getByLabel('Current password').fill('seamline27');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('You were signed out of 1 other session.')).toBeVisible();
  expect((await otherDevice.get('/api/auth/session')).status()).toBe(401);
  await otherDevice.dispose();

  const fresh = await apiContext(playwright.request, baseURL);
  expect((await fresh.post('/api/auth/login', { data: { username, password: 'harbour2041' } })).status()).toBe(200);
  await fresh.dispose();
});
