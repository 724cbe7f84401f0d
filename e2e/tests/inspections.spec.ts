import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { gql, newAcceptedOrder, signedInApi, waivePpSample, signInThroughApi } from '../fixtures/api';
import { swatchPng } from '../../graphql-api/src/common/swatch';

// Quality inspections and shipments (issue 23): under the final-inspection gate a final inspection
// fails, its corrective action is done, the re-inspection passes, and the vendor then requests
// Shipping with a two-shipment split that the buyer receives with one discrepancy.

function isoInDays(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return date.toISOString().slice(0, 10);
}

/** A signed-in page in its own browser context, on the order's Quality tab. */
async function openQuality(browser: Browser, username: string, password: string, code: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInThroughApi(page, username, password);
  await page.goto(`/orders/${code}#quality`);
  await expect(page.getByRole('tab', { name: 'Quality' })).toHaveAttribute('aria-selected', 'true');
  return page;
}

/** The inspector records defects of one class and type, with a photo. */
async function recordDefect(page: Page, card: ReturnType<Page['getByRole']>, defectClass: string, type: string, quantity: number, colour: string) {
  const form = card.getByRole('form', { name: 'Record defects' });
  await form.getByLabel('Class').selectOption(defectClass);
  await form.getByLabel('Defect type').selectOption(type);
  await form.getByLabel('Quantity').fill(String(quantity));
  await form.getByLabel('Photo (optional)').setInputFiles({ name: `${type}.png`, mimeType: 'image/png', buffer: swatchPng(colour) });
  await form.getByRole('button', { name: 'Record defect' }).click();
  await expect(card.getByRole('list', { name: /^Defects of/ })).toContainText(`${quantity} × ${type} (${defectClass.toLowerCase()})`);
  await expect(card.getByRole('img', { name: new RegExp(`^${type}:`) })).toBeVisible();
}

/** The advance shipping notice of a shipment form: mode, carrier, tracking number, ETD and ETA. */
async function fillAsn(form: Locator, carrier: string, tracking: string, mode = 'Sea') {
  await form.getByLabel('Mode').selectOption(mode);
  await form.getByLabel('Carrier').fill(carrier);
  await form.getByLabel('Tracking or B/L number').fill(tracking);
  await form.getByLabel('ETD').fill(isoInDays(2));
  await form.getByLabel('ETA').fill(isoInDays(20));
}

async function startInspection(page: Page, label: string) {
  await page.getByRole('button', { name: label }).click();
  const dialog = page.getByRole('dialog', { name: label });
  await dialog.getByRole('button', { name: 'Start' }).click();
  await expect(dialog).toBeHidden();
}

test('a failed final inspection, its corrective action, a passing re-inspection, then Shipping in two shipments received with a discrepancy', async ({ browser, playwright, baseURL }) => {
  test.setTimeout(120_000);
  const buyerApi = await signedInApi(playwright, baseURL, 'buyer', 'buyer123');
  const { products } = await gql(buyerApi, '{ products(first: 100) { nodes { id vendor { id username } } } }');
  const vendorId = products.nodes.find((node: { vendor: { username: string } }) => node.vendor.username === 'vendor').vendor.id;
  // New orders with this vendor are placed under the final-inspection gate.
  expect((await buyerApi.put(`/api/ordering-policy/vendors/${vendorId}`, { data: { requireFinalInspection: true } })).status()).toBe(200);
  try {
    const code = await newAcceptedOrder(playwright, baseURL, 'E2E final inspection', isoInDays(80));
    await waivePpSample(playwright, baseURL, code);
    const vendorApi = await signedInApi(playwright, baseURL, 'vendor', 'vendor123');
    expect((await vendorApi.put(`/api/orders/${code}/status`, { data: { status: 'Quality Check' } })).status()).toBe(200);
    await vendorApi.dispose();

    const vendor = await openQuality(browser, 'vendor', 'vendor123', code);
    const buyer = await openQuality(browser, 'buyer', 'buyer123', code);
    await expect(vendor.getByText('Shipping waits for a passed final inspection')).toBeVisible();

    // Shipping is offered but held by the gate, with the server's reason.
    await vendor.getByRole('button', { name: 'Change Status' }).click();
    const statusDialog = vendor.getByRole('dialog', { name: 'Update Order Status' });
    await expect(statusDialog).toContainText('Request Shipping: Shipping needs a passed final inspection');
    await statusDialog.getByRole('button', { name: 'Cancel' }).click();

    // The vendor's QC inspects: lot 120 at level II is code F, 20 pieces; major 2.5 accepts 1.
    await startInspection(vendor, 'Start final inspection');
    const first = vendor.getByRole('article', { name: 'Final inspection', exact: true });
    const plan = first.getByRole('table', { name: /^Sampling plan and result/ });
    await expect(plan.getByRole('row', { name: /^Major/ })).toContainText('2.5F201 / 2');
    await recordDefect(vendor, first, 'Major', 'Broken stitch', 2, '8a2be2');
    await expect(plan.getByRole('row', { name: /^Major/ })).toContainText('Fail');
    await first.getByRole('button', { name: 'Complete inspection' }).click();
    await expect(first.getByLabel('Final inspection: Failed')).toBeVisible();
    // The buyer sees the failure without reloading.
    await expect(buyer.getByRole('article', { name: 'Final inspection', exact: true }).getByLabel('Final inspection: Failed')).toBeVisible();

    // The vendor works the corrective action; only then may it re-inspect.
    await expect(vendor.getByRole('button', { name: 'Re-inspect (final inspection)' })).toHaveCount(0);
    const action = first.getByRole('form', { name: 'Corrective action' });
    await action.getByLabel('Root cause').fill('Worn needle plate on line 3');
    await action.getByLabel('Action').fill('Needle plate replaced; line 3 pieces re-checked and re-sewn');
    await action.getByRole('button', { name: 'Mark corrective action done' }).click();
    await expect(first.getByRole('region', { name: 'Corrective action' })).toContainText('Done');
    await expect(buyer.getByText('Root cause: Worn needle plate on line 3')).toBeVisible();

    await startInspection(vendor, 'Re-inspect (final inspection)');
    const second = vendor.getByRole('article', { name: 'Final inspection (attempt 2)' });
    await recordDefect(vendor, second, 'Minor', 'Loose thread', 1, 'c0c0c0');
    await second.getByRole('button', { name: 'Complete inspection' }).click();
    await expect(second.getByLabel('Final inspection (attempt 2): Passed')).toBeVisible();
    await expect(vendor.getByText('Final inspection passed: the order may ship.')).toBeVisible();
    // Every attempt stays.
    await expect(first.getByLabel('Final inspection: Failed')).toBeVisible();

    // The printable report of the re-inspection.
    await second.getByRole('link', { name: 'Report' }).click();
    const report = vendor.getByRole('article', { name: 'Final inspection (attempt 2) report' });
    await expect(report).toContainText(`Final inspection (attempt 2) report: ${code}`);
    await expect(report).toContainText('1 × Loose thread (minor)');
    await expect(report.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();
    // The server's PDF of the same report downloads from the page.
    const pdf = vendor.waitForEvent('download');
    await report.getByRole('link', { name: 'Download PDF' }).click();
    expect((await pdf).suggestedFilename()).toBe(`${code}-final-inspection-2.pdf`);

    // Now the vendor may ask for Shipping: the first shipment of a two-shipment split carries the request.
    await vendor.goto(`/orders/${code}#shipments`);
    await vendor.getByRole('button', { name: 'Create shipment and request Shipping' }).click();
    const firstForm = vendor.getByRole('form', { name: 'Create shipment and request Shipping' });
    await fillAsn(firstForm, 'Maersk Line', 'MAEU-2026001');
    const firstRow = firstForm.getByRole('group', { name: 'Carton row 1' });
    await firstRow.getByLabel('Cartons', { exact: true }).fill('6');
    await firstRow.getByLabel('Gross kg per carton').fill('11.5');
    await firstRow.getByLabel('Net kg per carton').fill('10');
    await firstRow.getByLabel('All units per carton').fill('10');
    await firstForm.getByRole('button', { name: 'Ship' }).click();
    await expect(vendor.getByRole('article', { name: 'Shipment 1' }).getByLabel('Shipment 1: In transit')).toBeVisible();
    // The request is out: later shipments only add to it.
    await expect(vendor.getByRole('button', { name: 'Create shipment', exact: true })).toBeVisible();

    // The second shipment's packing list comes from a spreadsheet (CSV).
    await vendor.getByRole('button', { name: 'Create shipment', exact: true }).click();
    const secondForm = vendor.getByRole('form', { name: 'Create shipment', exact: true });
    const csv = 'Row,Cartons,Colour,Size,Units per carton,Gross kg,Net kg,Length cm,Width cm,Height cm\n1,6,,,10,11.5,10,60,40,30\n';
    await secondForm.getByLabel('Import packing list (CSV)').setInputFiles({ name: 'packing-list.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(secondForm.getByRole('group', { name: 'Carton row 1' }).getByLabel('Cartons', { exact: true })).toHaveValue('6');
    await fillAsn(secondForm, 'DHL Express', 'AWB 176-2026002', 'Air');
    await secondForm.getByRole('button', { name: 'Ship' }).click();
    await expect(vendor.getByRole('article', { name: 'Shipment 2' }).getByLabel('Shipment 2: In transit')).toBeVisible();

    // The buyer's approval stays (through the API here: the approval screens have their own journey).
    const approver = await signedInApi(playwright, baseURL, 'buyer', 'buyer123');
    expect((await approver.put(`/api/orders/${code}/status`, { data: { status: 'Shipping' } })).status()).toBe(200);
    await approver.dispose();

    // The buyer receives the first shipment as shipped and the second with one discrepancy.
    await buyer.goto(`/orders/${code}#shipments`);
    const shipment1 = buyer.getByRole('article', { name: 'Shipment 1' });
    await shipment1.getByRole('button', { name: 'Receive shipment' }).click();
    await buyer.getByRole('form', { name: 'Receive shipment 1' }).getByRole('button', { name: 'Receive' }).click();
    await expect(shipment1.getByLabel('Shipment 1: Received')).toBeVisible();
    const shipment2 = buyer.getByRole('article', { name: 'Shipment 2' });
    await shipment2.getByRole('button', { name: 'Receive shipment' }).click();
    const receipt = buyer.getByRole('form', { name: 'Receive shipment 2' });
    await receipt.getByLabel('All units received').fill('58');
    await receipt.getByRole('button', { name: 'Receive' }).click();
    // The server's refusal names the field: it shows under the note.
    await expect(receipt.getByLabel('All units note')).toHaveAccessibleDescription('All units: note the discrepancy (58 units received of 60 units shipped)');
    await receipt.getByLabel('All units note').fill('Two units soiled in a crushed carton');
    await receipt.getByRole('button', { name: 'Receive' }).click();
    await expect(shipment2.getByLabel('Shipment 2: Received')).toBeVisible();
    // Everything shipped is received: the order is Delivered, and the vendor sees the discrepancy live.
    await expect(buyer.getByText('120 units shipped and 118 units received of 120 units ordered', { exact: false })).toBeVisible();
    await expect(buyer.getByText('Delivered', { exact: true }).first()).toBeVisible();
    await expect(vendor.getByRole('article', { name: 'Shipment 2' }).getByRole('note')).toHaveText(
      'Discrepancies: All units 58 of 60 (Two units soiled in a crushed carton)',
    );

    // The carton labels print one per carton.
    await vendor.getByRole('article', { name: 'Shipment 1' }).getByRole('link', { name: 'Carton labels' }).click();
    await expect(vendor.getByRole('list', { name: 'Carton labels' }).getByRole('listitem')).toHaveCount(6);
    await expect(vendor.getByRole('listitem', { name: 'Carton 6 of 6' })).toContainText('Contents: All units × 10');
    await vendor.context().close();
    await buyer.context().close();
  } finally {
    // The other journeys' orders with this vendor keep the demo buyer's gates.
    expect((await buyerApi.put(`/api/ordering-policy/vendors/${vendorId}`, { data: { requireFinalInspection: null } })).status()).toBe(200);
    await buyerApi.dispose();
  }
});

test('the buyer sets its AQL defaults on the profile page and the server keeps them', async ({ browser, playwright, baseURL }) => {
  const buyerApi = await signedInApi(playwright, baseURL, 'buyer', 'buyer123');
  try {
    const page = await (await browser.newContext()).newPage();
    await signInThroughApi(page, 'buyer', 'buyer123');
    await page.goto('/profile');
    const section = page.getByRole('form', { name: 'Inspection defaults' });
    await expect(section.getByLabel('Major AQL')).toHaveValue('2.5');
    await expect(section.getByLabel('Critical AQL')).toHaveValue('0');
    await section.getByLabel('Major AQL').selectOption({ label: '1.5' });
    await expect(page.getByText('Inspection defaults saved')).toBeVisible();
    await expect(section.getByLabel('Major AQL')).toHaveValue('1.5');
    expect(await (await buyerApi.get('/api/quality-settings')).json()).toEqual({ level: 'II', aqlCritical: 0, aqlMajor: 1.5, aqlMinor: 4 });
    await page.context().close();
  } finally {
    expect((await buyerApi.put('/api/quality-settings', { data: { aqlMajor: 2.5 } })).status()).toBe(200);
    await buyerApi.dispose();
  }
});

test('the buyer sets its shipping tolerance on the profile page and the server keeps it', async ({ browser, playwright, baseURL }) => {
  const buyerApi = await signedInApi(playwright, baseURL, 'buyer', 'buyer123');
  try {
    const page = await (await browser.newContext()).newPage();
    await signInThroughApi(page, 'buyer', 'buyer123');
    await page.goto('/profile');
    const section = page.getByRole('form', { name: 'Shipping tolerance' });
    await expect(section.getByLabel('Over/under tolerance')).toHaveValue('5');
    await section.getByLabel('Over/under tolerance').selectOption({ label: '±3%' });
    await expect(page.getByText('Shipping tolerance saved')).toBeVisible();
    await expect(section.getByLabel('Over/under tolerance')).toHaveValue('3');
    expect(await (await buyerApi.get('/api/shipping-settings')).json()).toEqual({ tolerancePercent: 3 });
    await page.context().close();
  } finally {
    expect((await buyerApi.put('/api/shipping-settings', { data: { tolerancePercent: 5 } })).status()).toBe(200);
    await buyerApi.dispose();
  }
});
