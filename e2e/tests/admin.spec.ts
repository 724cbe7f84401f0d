import fs from 'node:fs';
import zlib from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { startSmtpServer } from '../../graphql-api/test/smtp-server';
import { apiContext, sameOrigin, openDashboard } from '../fixtures/api';
import { expectOnlyRowsWith } from '../fixtures/lists';

/** A fresh suffix so the journeys never meet another run's or another spec's data. */
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

async function signInAdmin(page: Page) {
  await openDashboard(page, 'admin', 'admin123');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Dashboard');
}

/** Back to no SMTP server (mail kept in the outbox), so that no other journey's mail goes to a closed test server. */
async function forgetSmtp(page: Page) {
  await page.request.post('/graphql', {
    headers: sameOrigin(page),
    data: { query: 'mutation { updateSettings(section: "email", values: { smtpHost: "", smtpPort: 587, useTls: true }) }' },
  });
}

/** Searches and waits until the list shows only matching users (the search is debounced). */
async function searchUsers(page: Page, text: string) {
  await page.getByLabel('Search users by name, email or username').fill(text);
  await expect(page.getByText('Loading users...')).toHaveCount(0);
  await expectOnlyRowsWith(page, text);
}

test('admin adds a user, is told a username is taken, edits the user and deletes it', async ({ page }) => {
  const suffix = unique();
  const username = `nina${suffix}`;
  await signInAdmin(page);
  await page.goto('/admin/users');
  await expect(page.getByText('Total Users')).toBeVisible();

  // Own account: refused without asking the server.
  await searchUsers(page, 'admin');
  await page.getByRole('button', { name: /^Delete / }).first().click();
  await expect(page.getByText('Action not allowed')).toBeVisible();
  await expect(page.getByText('You cannot delete your own account')).toBeVisible();

  await page.getByRole('link', { name: 'Add New User' }).click();
  await expect(page).toHaveURL(/\/admin\/users\/new$/);
  await page.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByText('Missing information')).toBeVisible();

  await page.getByLabel('Full Name').fill('Nina Stitch');
  await expect(page.getByLabel('Avatar initials')).toHaveValue('NS');
  await page.getByLabel('Username').fill('ab');
  await page.getByLabel('Email Address').fill('not-an-email');
  await page.getByLabel(/^Password/).fill('abc');
  await page.getByRole('button', { name: 'Create User' }).click();
  // The server's rules, every failing field at once, each under its field.
  await expect(page.getByLabel('Username')).toHaveAccessibleDescription('Username must be at least 3 characters');
  await expect(page.getByLabel('Email Address')).toHaveAccessibleDescription('Please enter a valid email address');
  await expect(page.getByLabel(/^Password/)).toHaveAccessibleDescription('Password must be at least 6 characters');

  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email Address').fill(`${username}@example.com`);
  await page.getByLabel(/^Password/).fill('stitch123');
  await page.getByLabel('Role').selectOption('vendor');
  await page.getByLabel('Company (Optional)').fill('Stitch Works');
  await page.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByText('User created')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/users$/);

  await searchUsers(page, username);
  const row = page.getByRole('row', { name: new RegExp(username) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Stitch Works');
  await expect(row).toContainText('Vendor');

  // The same username again: the server's duplicate message.
  await page.getByRole('link', { name: 'Add New User' }).click();
  await page.getByLabel('Full Name').fill('Nina Second');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email Address').fill(`other.${username}@example.com`);
  await page.getByLabel(/^Password/).fill('stitch123');
  await page.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByText('Error creating user')).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveAccessibleDescription('This username is already taken. Please choose a different username.');
  await expect(page).toHaveURL(/\/admin\/users\/new$/);

  // Edit.
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await searchUsers(page, username);
  await page.getByRole('link', { name: 'Edit Nina Stitch' }).click();
  await expect(page).toHaveURL(/\/admin\/users\/edit\/\d+$/);
  await expect(page.getByLabel('Full Name')).toHaveValue('Nina Stitch');
  await expect(page.getByLabel('Username')).toBeDisabled();
  await page.getByLabel('Full Name').fill('Nina Weaver');
  await page.getByLabel('Company (Optional)').fill('Weaver Mills');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('User updated')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await searchUsers(page, username);
  await expect(page.getByRole('row', { name: new RegExp(username) })).toContainText('Nina Weaver');
  await expect(page.getByRole('row', { name: new RegExp(username) })).toContainText('Weaver Mills');

  // Delete: a user no record refers to is erased.
  await page.getByRole('button', { name: 'Delete Nina Weaver' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this user?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('User has been successfully deleted')).toBeVisible();
  await expect(page.getByText('No users found.')).toBeVisible();
});

test('admin connects a fresh buyer with a fresh vendor and blocks the connection', async ({ page, playwright, baseURL }) => {
  const suffix = unique();
  const buyer = { name: `Bram Buyer ${suffix}`, username: `bram${suffix}`, role: 'buyer' };
  const vendor = { name: `Vita Vendor ${suffix}`, username: `vita${suffix}`, role: 'vendor', company: `Vita Knits ${suffix}` };
  for (const person of [buyer, vendor]) {
    const api = await apiContext(playwright.request, baseURL);
    const res = await api.post('/api/auth/register', {
      data: { ...person, email: `${person.username}@example.com`, password: 'fabric123' },
    });
    expect(res.ok()).toBe(true);
    await api.dispose();
  }

  await signInAdmin(page);
  await page.goto('/admin/associations');
  const create = page.getByRole('button', { name: 'Create Connection' });
  await expect(create).toBeDisabled();
  await page.getByLabel('Buyer', { exact: true }).selectOption({ label: `${buyer.name} (No company)` });
  await expect(create).toBeDisabled();
  await page.getByLabel('Vendor', { exact: true }).selectOption({ label: `${vendor.name} (${vendor.company})` });
  await expect(create).toBeEnabled();
  await create.click();
  await expect(page.getByText('Association created')).toBeVisible();
  await expect(page.getByText('The buyer-vendor relationship has been established')).toBeVisible();

  await page.getByLabel('Search connections by name or company').fill(suffix);
  const connections = page.locator('[aria-labelledby="connections-title"]');
  const row = connections.getByRole('row', { name: new RegExp(buyer.name) });
  await expect(row).toBeVisible();
  await expectOnlyRowsWith(connections, suffix);
  await expect(row).toContainText('Approved');
  await expect(row).toContainText(vendor.company);
  await expect(row.getByRole('button', { name: /^Approve/ })).toHaveCount(0);

  await row.getByRole('button', { name: /^Block the connection/ }).click();
  // Blocking asks first.
  const confirm = page.getByRole('alertdialog', { name: 'Block this connection?' });
  await expect(confirm).toContainText(buyer.name);
  await confirm.getByRole('button', { name: 'Block' }).click();
  await expect(page.getByText('The association status has been updated to blocked')).toBeVisible();
  // Gone from Active, listed under Blocked with Approve offered again.
  await expect(connections.getByRole('row', { name: new RegExp(buyer.name) })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Blocked' }).click();
  const blocked = connections.getByRole('row', { name: new RegExp(buyer.name) });
  await expect(blocked).toContainText('Blocked');
  await expect(blocked.getByRole('button', { name: /^Approve the connection/ })).toBeVisible();
});

test('admin turns demo mode off in General settings and the login page hides the demo buttons', async ({ page, browser }) => {
  await signInAdmin(page);
  try {
    await page.goto('/admin/settings');
    const demo = page.getByRole('switch', { name: 'Demo Mode' });
    await expect(demo).toHaveAttribute('aria-checked', 'true');
    await demo.click();
    await expect(demo).toHaveAttribute('aria-checked', 'false');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();
    await expect(page.getByText('Your general settings have been updated successfully.')).toBeVisible();

    const visitor = await browser.newContext();
    const login = await visitor.newPage();
    await login.goto('/login');
    await expect(login.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(login.getByRole('button', { name: 'Buyer Demo' })).toHaveCount(0);

    // Saved for real: a reload of the settings shows it off; switch it back on.
    await page.reload();
    await expect(demo).toHaveAttribute('aria-checked', 'false');
    await demo.click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Your general settings have been updated successfully.')).toBeVisible();
    await login.reload();
    await expect(login.getByRole('button', { name: 'Buyer Demo' })).toBeVisible();
    await visitor.close();
  } finally {
    // Other spec files sign in with Buyer Demo: never leave demo mode off.
    await page.request.post('/graphql', {
      headers: sameOrigin(page),
      data: { query: 'mutation { updateSettings(section: "general", values: { demoMode: true }) }' },
    });
  }
});

test('admin backs up the database from the Database tab, sees the backup listed and downloads it', async ({ page }) => {
  await signInAdmin(page);
  await page.goto('/admin/settings');
  await page.getByRole('tab', { name: 'Database' }).click();
  const backups = page.getByRole('table', { name: 'Backups' });
  const manualBefore = await backups.locator('tbody tr', { hasText: 'Manual' }).count();

  await page.getByRole('button', { name: 'Back up now' }).click();
  await expect(page.getByText('Backup complete')).toBeVisible();
  await expect(backups.locator('tbody tr', { hasText: 'Manual' })).toHaveCount(manualBefore + 1);
  const newest = backups.locator('tbody tr').first();
  await expect(newest).toContainText('Manual');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    newest.getByRole('link', { name: /^Download backup-/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^backup-.*-manual\.jsonl\.gz$/);
  const lines = zlib.gunzipSync(fs.readFileSync(await download.path())).toString('utf8').trim().split('\n');
  const header = JSON.parse(lines[0]);
  expect(header.format).toBe('portal-backup');
  const users = header.tables.find((table: { name: string }) => table.name === 'users');
  expect(users.rows).toBeGreaterThan(0);
  expect(lines.filter((line) => line.startsWith('{"table":"users"'))).toHaveLength(users.rows);
  expect(JSON.parse(lines.at(-1)!)).toEqual({ end: true });
});

test('admin points the Email settings at a real SMTP server and the test e-mail reaches it', async ({ page }) => {
  const smtp = await startSmtpServer();
  await signInAdmin(page);
  try {
    await page.goto('/admin/settings');
    await page.getByRole('tab', { name: 'Email' }).click();
    await page.getByLabel('SMTP Host').fill('127.0.0.1');
    await page.getByLabel('SMTP Port').fill(String(smtp.port));
    await page.getByLabel('From Email').fill('noreply@acme.example');
    const tls = page.getByRole('switch', { name: 'Use SSL/TLS' });
    if ((await tls.getAttribute('aria-checked')) === 'true') await tls.click();
    await expect(tls).toHaveAttribute('aria-checked', 'false');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Your email settings have been updated successfully.')).toBeVisible();

    await page.getByLabel('Send test to').fill('ops@acme.example');
    await page.getByRole('button', { name: 'Test Email Settings' }).click();
    const form = page.getByRole('form', { name: 'Email settings' });
    await expect(form.getByRole('status')).toHaveText('Test mail sent to ops@acme.example.');
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0].to[0]).toContain('ops@acme.example');
    expect(smtp.received[0].from).toContain('noreply@acme.example');
    expect(smtp.received[0].data).toMatch(/Subject: Test email from/);
  } finally {
    await forgetSmtp(page);
    await smtp.close();
  }
});

test('a mail the SMTP server refuses shows as failed in the outbox, and the admin sends it again', async ({ page, playwright, baseURL }) => {
  const refusing = await startSmtpServer({ failing: true });
  const working = await startSmtpServer();
  await signInAdmin(page);
  const setSmtp = async (port: number) => {
    await page.getByLabel('SMTP Port').fill(String(port));
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Your email settings have been updated successfully.').last()).toBeVisible();
  };
  try {
    await page.goto('/admin/settings?tab=email');
    await page.getByLabel('SMTP Host').fill('127.0.0.1');
    const tls = page.getByRole('switch', { name: 'Use SSL/TLS' });
    if ((await tls.getAttribute('aria-checked')) === 'true') await tls.click();
    await setSmtp(refusing.port);

    // A mail is queued (a password reset for Ben); the mailer's next turn meets the refusal.
    const visitor = await apiContext(playwright.request, baseURL);
    expect((await visitor.post('/api/auth/password-reset/request', { data: { login: 'ben.brooks' } })).status()).toBe(202);
    await visitor.dispose();
    const outbox = page.getByRole('region', { name: 'Outbox' });
    const mail = outbox.getByRole('row').filter({ hasText: 'ben@urbanthreads.example' }).first();
    // The list follows the mailer, which looks for due mail every 5 s.
    await expect(mail).toContainText('failed', { timeout: 20_000 });
    await expect(mail).toContainText('Reset your password');
    await expect(mail).toContainText('554 mailbox unavailable');
    await expect(mail.getByRole('cell').nth(4)).toHaveText('1');
    expect(refusing.received).toHaveLength(0);

    // The admin fixes the server and sends the mail again.
    await setSmtp(working.port);
    await mail.getByRole('button', { name: 'Send the mail to ben@urbanthreads.example again' }).click();
    await expect(page.getByText('Mail queued again')).toBeVisible();
    await expect(mail).toContainText('sent', { timeout: 20_000 });
    await expect(mail.getByRole('button', { name: /again$/ })).toHaveCount(0);
    expect(working.received.map((received) => received.to[0])).toEqual([expect.stringContaining('ben@urbanthreads.example')]);
    expect(working.received[0].data).toMatch(/Subject: Reset your password/);
  } finally {
    await forgetSmtp(page);
    await refusing.close();
    await working.close();
  }
});

test("admin's product specifications screen names the product with its SKU", async ({ page }) => {
  await signInAdmin(page);
  const res = await page.request.post('/graphql', {
    headers: sameOrigin(page),
    data: { query: '{ specifications(first: 1) { nodes { title product { id name sku } } } }' },
  });
  const [spec] = (await res.json()).data.specifications.nodes;
  await page.goto(`/admin/products/specs/${spec.product.id}`);
  const card = page.getByRole('region', { name: 'Product Specifications' });
  await expect(card.getByText(`· SKU ${spec.product.sku}`)).toBeVisible();
  await expect(card.getByRole('list', { name: 'Specifications' }).getByRole('link', { name: spec.title })).toBeVisible();
  await card.getByRole('link', { name: spec.product.name }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/products/view/${spec.product.id}$`));
});
