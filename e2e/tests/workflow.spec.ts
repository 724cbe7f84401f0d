import { expect, type Locator, test } from '@playwright/test';
import { gql, newAcceptedOrder, signedInApi, waivePpSample, signInThroughApi } from '../fixtures/api';

// The order workflow as people see it (issue 17): every stage reported on purpose with a
// confirmation, the other side's screens following live, and maintenance mode coming and going
// without a reload.

function isoInDays(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** The figure of a dashboard stat card, as a number. */
async function figure(card: Locator): Promise<number> {
  return Number((await card.locator('p').first().innerText()).replace(/[^\d]/g, ''));
}

test('a vendor steps an order through Sourcing Materials and Quality Check with confirmations; the buyer sees it live', async ({
  browser,
  playwright,
  baseURL,
}) => {
  // Three signed-in pages and four status changes: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const code = await newAcceptedOrder(playwright, baseURL, 'E2E live workflow', isoInDays(80));
  await waivePpSample(playwright, baseURL, code);

  // The buyer has the order open on its Messages tab, and the dashboard in another tab.
  const buyerContext = await browser.newContext();
  const orderPage = await buyerContext.newPage();
  await signInThroughApi(orderPage, 'buyer', 'buyer123');
  await orderPage.goto(`/orders/${code}#messages`);
  const buyerStatus = orderPage.locator('h2', { hasText: code }).locator('..');
  await expect(buyerStatus).toContainText('Planning');
  const dashboard = await buyerContext.newPage();
  await dashboard.goto('/buyer/dashboard');
  const recent = dashboard.getByRole('row', { name: new RegExp(code) });
  await expect(recent).toContainText('Planning');
  const active = dashboard.getByRole('region', { name: 'Active Orders', exact: true });
  await expect(active).toBeVisible();

  const vendor = await (await browser.newContext()).newPage();
  await signInThroughApi(vendor, 'vendor', 'vendor123');
  await vendor.goto(`/orders/${code}`);
  const dialog = vendor.getByRole('dialog', { name: 'Update Order Status' });
  const change = dialog.getByRole('group', { name: 'Status change' });

  // The next stage is Sourcing Materials (not a jump to In Production), confirmed from → to.
  await vendor.getByRole('button', { name: 'Update Status to Next Stage' }).click();
  await expect(change).toHaveText(/Planning.*→.*Sourcing Materials/);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(vendor.locator('h2', { hasText: code }).locator('..')).toContainText('Planning');
  await vendor.getByRole('button', { name: 'Update Status to Next Stage' }).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(vendor.getByText('Order status changed to Sourcing Materials')).toBeVisible();
  await expect(buyerStatus).toContainText('Sourcing Materials');
  await expect(recent).toContainText('Sourcing Materials');

  // Quality Check from the full list of the vendor's moves.
  await vendor.getByRole('button', { name: 'Change Status' }).click();
  await dialog.getByLabel('New Status').selectOption({ label: 'Move to Quality Check' });
  await expect(change).toHaveText(/Sourcing Materials.*→.*Quality Check/);
  await dialog.getByLabel('Notes (optional)').fill('Inline inspection passed');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(vendor.getByText('Order status changed to Quality Check')).toBeVisible();
  await expect(buyerStatus).toContainText('Quality Check');
  await expect(recent).toContainText('Quality Check');
  // Both sides read the same story: the status change with its note.
  await orderPage.getByRole('tab', { name: 'Timeline' }).click();
  const events = orderPage.getByRole('list', { name: 'Timeline events' });
  await expect(events).toContainText('Status Sourcing Materials → Quality Check');
  await expect(events).toContainText('Inline inspection passed');

  // A reply to the order reaches the buyer's open Messages tab, and a new order the stat card.
  await orderPage.getByRole('tab', { name: 'Messages' }).click();
  const vendorApi = await signedInApi(playwright, baseURL, 'vendor', 'vendor123');
  const { order } = await gql(vendorApi, 'query($id: ID!) { order(idOrCode: $id) { id buyer { id } } }', { id: code });
  const reply = `Fabric is cut for ${code}`;
  const sent = await vendorApi.post('/api/messages', {
    data: { receiverId: order.buyer.id, content: reply, messageType: 'Order Update', relatedOrderId: order.id },
  });
  expect(sent.status()).toBe(201);
  await vendorApi.dispose();
  await expect(orderPage.getByText(reply)).toBeVisible();

  const before = await figure(active);
  await newAcceptedOrder(playwright, baseURL, 'E2E live stat card', isoInDays(90));
  await expect.poll(() => figure(active)).toBe(before + 1);

  await buyerContext.close();
  await vendor.context().close();
});

test('maintenance: a buyer on the orders page sees the maintenance screen, and the page comes back by itself', async ({
  page,
  playwright,
  baseURL,
}) => {
  await signInThroughApi(page, 'buyer', 'buyer123');
  await page.goto('/orders');
  const search = page.getByLabel('Search orders', { exact: true });
  await expect(search).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  // Marks this document: after maintenance it must be the same one (no reload).
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  const admin = await signedInApi(playwright, baseURL, 'admin', 'admin123');
  const probe = await signedInApi(playwright, baseURL, 'buyer', 'buyer123');
  try {
    expect((await admin.put('/api/settings/general', { data: { maintenanceMode: true } })).status()).toBe(200);
    await expect.poll(async () => (await probe.get('/api/orders')).status()).toBe(503);

    // The next request of the page meets maintenance: the maintenance screen, not widget errors.
    await search.fill('ORD');
    await expect(page.getByRole('heading', { name: "We'll be back soon" })).toBeVisible();
    await expect(page).toHaveURL(/\/orders$/);
    await expect(page.getByText(/Could not load|Response not successful/)).toHaveCount(0);
  } finally {
    expect((await admin.put('/api/settings/general', { data: { maintenanceMode: false } })).status()).toBe(200);
  }

  // The portal comes back by itself within seconds, on the same page and document, without errors.
  await expect(search).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: "We'll be back soon" })).toHaveCount(0);
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await expect(page.getByText(/Could not load|Failed to load|Response not successful/)).toHaveCount(0);
  await admin.dispose();
  await probe.dispose();
});

test("the buyer's ordering policy: a vendor override applies to new orders, the order shows it, admins see it", async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const buyerApi = await signedInApi(playwright, baseURL, 'buyer', 'buyer123');
  const { products } = await gql(buyerApi, '{ products(first: 100) { nodes { id vendor { id username } } } }');
  const product = products.nodes.find((node: { vendor: { username: string } }) => node.vendor.username === 'vendor');
  try {
    const buyer = await (await browser.newContext()).newPage();
    await signInThroughApi(buyer, 'buyer', 'buyer123');
    await buyer.goto('/profile');
    const section = buyer.getByRole('region', { name: 'Ordering policy' });
    await expect(section.getByRole('switch', { name: "New orders wait for the vendor's acceptance" })).toBeChecked();
    await expect(section.getByRole('switch', { name: 'Production waits for an approved (or waived) PP sample' })).toBeChecked();
    const override = section.getByLabel('PP sample for Dhaka Knitwear Ltd.');
    await expect(override).toHaveValue('default');
    await override.selectOption({ label: 'Off' });
    await section.getByRole('button', { name: 'Save ordering policy' }).click();
    await expect(buyer.getByText('Ordering policy saved')).toBeVisible();
    await expect(section.getByRole('button', { name: 'Save ordering policy' })).toBeDisabled();

    // A new order with this vendor is placed without the PP sample gate, and says so.
    const { createOrder } = await gql(
      buyerApi,
      'mutation($input: CreateOrderInput!) { createOrder(input: $input) { orderCode } }',
      { input: { productId: product.id, vendorId: product.vendor.id, quantity: 300, dueDate: isoInDays(100) } },
    );
    await buyer.goto(`/orders/${createOrder.orderCode}#samples`);
    await expect(buyer.getByLabel('Order summary')).toContainText("Placed with: vendor's acceptance");
    await expect(buyer.getByText('This order was placed without the PP sample gate')).toBeVisible();
    await expect(buyer.getByRole('button', { name: 'Waive PP sample' })).toHaveCount(0);
    await buyer.context().close();

    const admin = await (await browser.newContext()).newPage();
    await signInThroughApi(admin, 'admin', 'admin123');
    await admin.goto('/admin/associations');
    const policies = admin.getByRole('table', { name: "Buyers' ordering policies" });
    await expect(policies.getByRole('row', { name: /^Northwind Apparel \(Bella Hart/ })).toContainText('Dhaka Knitwear Ltd.: PP sample off');
    await admin.context().close();
  } finally {
    // The other journeys' orders with this vendor keep the demo buyer's gates.
    const reset = await buyerApi.put(`/api/ordering-policy/vendors/${product.vendor.id}`, { data: { requirePpSample: null } });
    expect(reset.status()).toBe(200);
    await buyerApi.dispose();
  }
});
