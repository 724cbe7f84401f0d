import { expect, test } from '@playwright/test';
import { gql, signedInApi } from '../fixtures/api';

// Issue 22: a signed-in dashboard comes drawn by the server, with its data (shell/src/firstFrames.server.tsx,
// graphql-api/src/web-frames.ts): a phone shows the page when its HTML has come, before any script.
// The page also carries the answers it was drawn with, so the app draws the same page from them,
// without a session round trip and without sending the dashboard's queries again, and swaps it in
// where the server's stood.

test('a signed-in dashboard is on screen with its data before any script runs, and the app takes it over in place', async ({ page }) => {
  const res = await page.request.post('/api/auth/login', { data: { username: 'buyer', password: 'buyer123' } });
  expect(res.ok()).toBe(true);
  const { dashboardStats } = await gql(page.request, '{ dashboardStats { activeOrders { value } } }');
  const { orders } = await gql(page.request, '{ orders(first: 1) { nodes { orderCode } } }');
  const newest = orders.nodes[0].orderCode as string;

  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/auth/session') asked.push(pathname);
    if (pathname === '/graphql' && request.method() === 'POST') asked.push(request.postDataJSON()?.operationName ?? 'unnamed');
  });
  let release!: () => void;
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/buyer/dashboard', { waitUntil: 'commit' });

  // As the server drew it: the layout, the widgets with the buyer's figures and orders, nothing pressable yet.
  await expect(page.getByRole('heading', { name: 'Quick Actions' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).first()).toContainText('Orders');
  const overview = page.getByRole('region', { name: 'Overview' });
  await expect(overview).toContainText(`Active Orders${dashboardStats.activeOrders.value}`);
  await expect(page.getByRole('region', { name: 'Recent Orders' }).getByRole('link', { name: newest })).toBeVisible();
  await expect(page.locator('#first-frame [aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('#first-frame button').first()).toBeDisabled();
  const drawn = await page.getByRole('link', { name: 'View Specifications' }).boundingBox();

  release();
  await expect(page.locator('#first-frame')).toHaveCount(0);
  // The app's page stands where the drawn one stood, with the same data, and works.
  await expect(page.getByRole('region', { name: 'Recent Orders' }).getByRole('link', { name: newest })).toBeVisible();
  expect(await page.getByRole('link', { name: 'View Specifications' }).boundingBox()).toEqual(drawn);
  await expect(page.getByRole('button', { name: 'New Order' })).toBeEnabled();
  // The widgets were drawn from the answers in the page: none of their queries went out again.
  await page.waitForLoadState('networkidle');
  expect(asked.filter((name) => ['DashboardStats', 'BuyerRecentOrders', 'DashboardTimeline', 'DashboardProducts', 'DashboardRecentMessages'].includes(name) || name === '/api/auth/session')).toEqual([]);
  await page.getByRole('link', { name: 'View Specifications' }).click();
  await expect(page).toHaveURL(/\/specifications$/);
});

// The answers the page carries were read when the server drew it: a change made before the page's
// live connection opened is not lost, the screens ask again once it has.
test('a change made after the server drew the dashboard shows once the page is live', async ({ page, playwright, baseURL }) => {
  const res = await page.request.post('/api/auth/login', { data: { username: 'buyer', password: 'buyer123' } });
  expect(res.ok()).toBe(true);
  const { id: buyerId } = await res.json();
  // The GraphQL client (and with it the live connection) waits until the change is made.
  let release!: () => void;
  const clientHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/graphql\.[0-9a-f]{8}\.js$/, async (route) => {
    await clientHeld;
    await route.continue();
  });
  await page.goto('/buyer/dashboard');
  const messages = page.getByRole('region', { name: 'Recent Messages' });
  await expect(messages).toBeVisible();

  const text = `Catch-up check ${Date.now()}`;
  const vendor = await signedInApi(playwright, baseURL, 'vendor', 'vendor123');
  await gql(vendor, 'mutation($input: SendMessageInput!) { sendMessage(input: $input) { id } }', { input: { receiverId: buyerId, content: text } });
  await vendor.dispose();
  await expect(messages).not.toContainText(text);

  release();
  await expect(page.locator('#first-frame')).toHaveCount(0);
  await expect(messages).toContainText(text);
});

// The sign-in page is drawn by the server into the HTML (shell/src/firstFrames.server.tsx): a phone
// shows it before the scripts have come, and the shell swaps its own page in, in the same place.
test('the sign-in page is on screen before its scripts run, and the app takes it over in place', async ({ page }) => {
  const settings = await (await page.request.get('/api/settings/public')).json();
  let release!: () => void;
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'commit' });

  // As the server drew it, with the portal's settings: nothing can be typed or pressed yet.
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('link', { name: settings.companyName })).toBeVisible();
  await expect(page.getByLabel('Username')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  if (settings.demoMode) await expect(page.getByRole('button', { name: 'Buyer Demo' })).toBeDisabled();
  const drawn = await page.getByRole('button', { name: 'Sign in' }).boundingBox();

  release();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  await expect(page.locator('#first-frame')).toHaveCount(0);
  // The app's own page stands where the drawn one stood.
  expect(await page.getByRole('button', { name: 'Sign in' }).boundingBox()).toEqual(drawn);

  await page.getByLabel('Username').fill('buyer');
  await page.getByLabel('Password').fill('buyer123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/buyer\/dashboard$/);
});
