import { type APIRequestContext, type Browser, expect, type Locator, type Page, type PlaywrightWorkerArgs, test } from '@playwright/test';
import { apiContext, gql } from '../fixtures/api';

type Playwright = PlaywrightWorkerArgs['playwright'];

// Issue 22, visual regression: the main screens of every role at 375, 768 and 1280 px against the
// committed baselines in visual.spec.ts-snapshots/ (update: README, "Visual regression").
//
// Deterministic by construction: the screens show a fixture of their own (a buyer and a vendor
// no other journey touches, made through the API with fixed names, quantities and due dates),
// the browser's clock is fixed, and the moments the server stamps on the fixture (created, sent)
// and the random order codes are replaced in the API's answers by fixed ones. What only the
// admin sees (every user's data) is masked.

const WIDTHS = [
  { name: 'phone', width: 375, height: 740 },
  { name: 'tablet', width: 768, height: 900 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

const NOW = new Date('2026-11-20T10:00:00.000Z');
/** Every moment the server stamped during the run reads as this one. */
const STAMP = '2026-11-20T09:00:00.000Z';
const PASSWORD = 'visual123';
const VENDOR = 'visual.vendor';
const BUYER = 'visual.buyer';

type Fixture = { orderCodes: string[]; startedAt: number };

async function signIn(api: APIRequestContext, username: string, password: string) {
  return (await api.post('/api/auth/login', { data: { username, password } })).status() === 200;
}

async function register(api: APIRequestContext, input: Record<string, string>) {
  const { register: user } = await gql(api, 'mutation($input: RegisterInput!) { register(input: $input) { id } }', {
    input: { ...input, password: PASSWORD },
  });
  return Number(user.id);
}

/** The fixture's buyer, vendor, connection, products, orders, messages, specification and stock. */
async function makeFixture(newApi: () => Promise<APIRequestContext>): Promise<Fixture> {
  const startedAt = Date.now() - 60_000;
  const vendor = await newApi();
  const buyer = await newApi();
  const admin = await newApi();
  try {
    expect(await signIn(admin, 'admin', 'admin123')).toBe(true);
    if (await signIn(buyer, BUYER, PASSWORD)) {
      // Made by an earlier run on this server: read the codes back.
      type Node = { orderCode: string; quantity: number; createdAt: string };
      const { orders } = await gql(buyer, '{ orders(first: 10) { nodes { orderCode quantity createdAt } } }');
      const nodes: Node[] = [...orders.nodes].sort((a: Node, b: Node) => a.quantity - b.quantity);
      const first = Math.min(...nodes.map((node) => Date.parse(node.createdAt)));
      return { orderCodes: nodes.map((node) => node.orderCode), startedAt: first - 5 * 60_000 };
    }
    const vendorId = await register(vendor, {
      role: 'vendor', username: VENDOR, name: 'Vera Visual', email: 'vera.visual@example.com', company: 'Visual Knitwear Ltd.',
    });
    const buyerId = await register(buyer, { role: 'buyer', username: BUYER, name: 'Victor Visual', email: 'victor.visual@example.com' });
    await gql(admin, 'mutation($input: CreateConnectionInput!) { createConnection(input: $input) { id } }', {
      input: { buyerId, vendorId, status: 'approved' },
    });
    const products = [
      { sku: 'VIS-TEE-01', name: 'Visual Crew Neck Tee', category: 't-shirts', price: 6.5, stockQuantity: 1200 },
      { sku: 'VIS-HOOD-02', name: 'Visual Heavyweight Hoodie', category: 'hoodies', price: 18.25, stockQuantity: 80 },
      { sku: 'VIS-JEAN-03', name: 'Visual Slim Selvedge Jeans', category: 'jeans', price: 22, stockQuantity: 0, inStock: false },
    ];
    const productIds: number[] = [];
    for (const product of products) {
      const { createProduct } = await gql(vendor, 'mutation($input: ProductInput!) { createProduct(input: $input) { id } }', {
        input: { description: `${product.name}, made for the screenshots.`, inStock: true, ...product },
      });
      productIds.push(Number(createProduct.id));
    }
    const orderCodes: string[] = [];
    for (const [index, quantity] of [500, 1200, 2400].entries()) {
      const { createOrder } = await gql(buyer, 'mutation($input: CreateOrderInput!) { createOrder(input: $input) { orderCode } }', {
        input: { productId: productIds[index], vendorId, quantity, dueDate: `2030-0${index + 3}-15`, notes: `Visual order ${index + 1}` },
      });
      orderCodes.push(createOrder.orderCode);
    }
    await gql(buyer, 'mutation($input: SendMessageInput!) { sendMessage(input: $input) { id } }', {
      input: { receiverId: vendorId, content: 'Could you confirm the fabric weight for the crew neck tees?', relatedOrderId: orderCodes[0] },
    });
    await gql(vendor, 'mutation($input: SendMessageInput!) { sendMessage(input: $input) { id } }', {
      input: { receiverId: buyerId, content: '180 gsm combed cotton, as on the specification.', relatedOrderId: orderCodes[0] },
    });
    await gql(buyer, 'mutation($input: CreateSpecificationInput!) { createSpecification(input: $input) { id } }', {
      input: {
        productId: productIds[0], title: 'Visual tee construction', category: 't-shirts',
        description: 'Body, neck and hems', details: '180 gsm combed cotton, rib collar, twin-needle hems.',
      },
    });
    for (const [index, onHand] of [[0, 40], [1, 300]] as const) {
      await gql(buyer, 'mutation($productId: Int!, $onHand: Int!) { trackProduct(productId: $productId, onHand: $onHand) { id } }', {
        productId: productIds[index], onHand,
      });
    }
    return { orderCodes, startedAt };
  } finally {
    await Promise.all([vendor.dispose(), buyer.dispose(), admin.dispose()]);
  }
}

/**
 * Answers of the API with the run's volatile values made fixed: moments stamped since the fixture
 * was made read as STAMP, the fixture's order codes as ORD-2030-000n.
 */
async function fixAnswers(page: Page, fixture: Fixture) {
  const stamp = /"(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2}))"/g;
  const fixed = (text: string) => {
    let body = text.replace(stamp, (whole, moment: string) => (Date.parse(moment) >= fixture.startedAt ? `"${STAMP}"` : whole));
    fixture.orderCodes.forEach((code, index) => {
      body = body.replaceAll(code, `ORD-2030-000${index + 1}`);
    });
    return body;
  };
  await page.route(/\/(graphql|api\/)/, async (route) => {
    if (route.request().resourceType() === 'websocket') return route.continue();
    const response = await route.fetch();
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('json')) return route.fulfill({ response });
    await route.fulfill({ response, body: fixed(await response.text()) });
  });
  // A page the server drew carries its first answers (and its picture) in the HTML: fixed as well.
  await page.route((url) => !/\.[a-z0-9]+$/i.test(url.pathname) && !/^\/(graphql|api|mfe|releases)\//.test(url.pathname), async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers['content-encoding'];
    delete headers['content-length'];
    await route.fulfill({ response, headers, body: fixed(await response.text()) });
  });
  await page.clock.setFixedTime(NOW);
}

/** A page signed in as the user (one sign-in per role), its answers fixed. */
async function rolePage(playwright: Playwright, browser: Browser, baseURL: string | undefined, username: string, password: string) {
  const api = await apiContext(playwright.request, baseURL);
  expect(await signIn(api, username, password)).toBe(true);
  const storageState = await api.storageState();
  await api.dispose();
  const context = await browser.newContext({ baseURL, storageState, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await fixAnswers(page, fixture);
  return page;
}

/** Loads a screen and waits for its data: the ready locator, no request in flight, no skeleton. */
async function show(page: Page, path: string, ready: (page: Page) => Locator) {
  await page.goto(path);
  // A shared machine under load can take a while to draw a screen: wait for it, not for a time.
  await expect(ready(page)).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // The app's own page, not the picture the server drew of it (drawn with the server's clock).
  await expect(page.locator('#first-frame')).toHaveCount(0);
}

async function snap(page: Page, name: string, mask: Locator[] = []) {
  await expect(page).toHaveScreenshot(`${name}.png`, { fullPage: true, mask });
}

let fixture: Fixture;

test.beforeAll(async ({ playwright, baseURL }) => {
  test.setTimeout(60_000);
  fixture = await makeFixture(() => apiContext(playwright.request, baseURL));
});

for (const size of WIDTHS) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('login', async ({ page }) => {
      await page.clock.setFixedTime(NOW);
      await show(page, '/login', (p) => p.getByRole('button', { name: 'Sign in' }));
      await snap(page, `login-${size.name}`);
    });

    test('buyer screens', async ({ playwright, browser, baseURL }) => {
      test.setTimeout(180_000);
      const page = await rolePage(playwright, browser, baseURL, BUYER, PASSWORD);
      await page.setViewportSize(size);
      await show(page, '/buyer/dashboard', (p) => p.getByText('ORD-2030-0003').first());
      // The catalog widget lists every connected vendor's products, some made by other journeys.
      const catalog = page.locator('section', { has: page.getByRole('heading', { name: 'Product Catalog' }) });
      await snap(page, `buyer-dashboard-${size.name}`, [catalog]);
      await show(page, '/orders', (p) => p.getByText('ORD-2030-0003').first());
      await snap(page, `buyer-orders-${size.name}`);
      await show(page, `/orders/${fixture.orderCodes[0]}`, (p) => p.getByRole('heading', { name: /ORD-2030-0001/ }).first());
      await snap(page, `buyer-order-${size.name}`);
      await show(page, '/buyer/messages', (p) => p.getByText('180 gsm combed cotton').first());
      await snap(page, `buyer-messages-${size.name}`);
      await show(page, '/buyer/inventory', (p) => p.getByText('Visual Heavyweight Hoodie').first());
      await snap(page, `buyer-inventory-${size.name}`);
      await page.context().close();
    });

    test('vendor screens', async ({ playwright, browser, baseURL }) => {
      test.setTimeout(120_000);
      const page = await rolePage(playwright, browser, baseURL, VENDOR, PASSWORD);
      await page.setViewportSize(size);
      await show(page, '/vendor/dashboard', (p) => p.getByText('ORD-2030-0003').first());
      await snap(page, `vendor-dashboard-${size.name}`);
      await show(page, '/vendor/products', (p) => p.getByText('Visual Slim Selvedge Jeans').first());
      await snap(page, `vendor-products-${size.name}`);
      await page.context().close();
    });

    test('admin screens', async ({ playwright, browser, baseURL }) => {
      test.setTimeout(120_000);
      const page = await rolePage(playwright, browser, baseURL, 'admin', 'admin123');
      await page.setViewportSize(size);
      // Every user's data, in cards whose heights follow it: the frame is compared, the main area masked.
      await show(page, '/admin/dashboard', (p) => p.getByRole('heading', { level: 1 }).first());
      const badges = [page.getByRole('button', { name: /^Notifications/ }), page.getByRole('link', { name: /^Messages/ })];
      await expect(page).toHaveScreenshot(`admin-dashboard-${size.name}.png`, { mask: [page.locator('main'), ...badges] });
      await show(page, '/admin/users', (p) => p.getByRole('searchbox').first());
      await page.getByRole('searchbox', { name: 'Search users by name, email or username' }).fill('visual');
      await expect(page.getByRole('table').getByText('Victor Visual')).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('table').getByRole('row')).toHaveCount(3);
      await page.waitForLoadState('networkidle');
      await snap(page, `admin-users-${size.name}`, [page.getByRole('list', { name: 'User counts' }).getByRole('listitem'), ...badges]);
      await page.context().close();
    });
  });
}
