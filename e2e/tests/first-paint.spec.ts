import { expect, test } from '@playwright/test';

// Issue 22: what a signed-in dashboard draws first needs neither a session round trip nor the
// GraphQL client. The page the server sends carries the session user; the layout, the heading and
// the static Quick Actions card are drawn while the client's code (Apollo, rxjs and graphql-ws:
// the shell's `graphql` chunk) is held back, and the widgets wait for it at their size.

test('a signed-in dashboard is drawn from the page\'s session user, before the GraphQL client loads', async ({ page }) => {
  const res = await page.request.post('/api/auth/login', { data: { username: 'buyer', password: 'buyer123' } });
  expect(res.ok()).toBe(true);

  const html = await (await page.request.get('/buyer/dashboard')).text();
  const embedded = /<script id="session-user" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
  expect(JSON.parse(embedded ?? 'null')).toMatchObject({ username: 'buyer', role: 'buyer' });

  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/auth/session' || pathname === '/graphql') asked.push(pathname);
  });
  // The client's chunk never arrives.
  await page.route(/\/graphql\.[0-9a-f]{8}\.js$/, () => undefined);
  await page.goto('/buyer/dashboard');

  await expect(page.getByRole('heading', { name: 'Quick Actions' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Specifications' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).first()).toContainText('Orders');
  await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
  // The widgets hold their place, loading.
  await expect(page.getByRole('region', { name: 'Recent Orders' }).locator('[aria-busy="true"]')).toBeVisible();
  expect(asked).toEqual([]);
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
