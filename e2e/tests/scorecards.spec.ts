import fs from 'node:fs';
import {
  type APIRequestContext,
  type APIResponse,
  expect,
  type Locator,
  type Page,
  type PlaywrightWorkerArgs,
  test,
} from '@playwright/test';
import { swatchPng } from '../../graphql-api/src/common/swatch';
import { apiContext, gql, signedInApi, signInThroughApi } from '../fixtures/api';

// Vendor scorecards (issue 23). A new vendor, Scorecard Knits, gets two orders from Carla Chen
// (whose policy asks for the vendor's acceptance and a PP sample), set up through the API today:
// - O1 (due in 60 days): accepted as placed; its fit sample is rejected at the first submission;
//   its first final inspection fails (5 major defects in a sample of 20 from 120 pieces, accept 1);
//   it ships all 120 pieces and is delivered when Carla receives them.
// - O2 (placed due in 50 days): the vendor proposes 65 days and Carla accepts; its fit sample is
//   approved at the first submission; its final inspection passes; it ships 114 of the 120 pieces
//   (within Carla's 5% under tolerance) and is delivered when Carla receives them.
// Worked out by hand, for this month over Carla's orders with Scorecard Knits: both delivered
// before their original and agreed due dates (100%, 2 orders), each acknowledged within seconds
// (median 0 h), first-time sample approval 1 of 2 (50%), QC first pass 1 of 2 (50%), shipped-
// quantity accuracy 1 − (0 + 6) / (120 + 120) = 97.5%, lead time 0 days; nothing in the month
// before (—).

const DAY_MS = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const now = new Date();
const monthLabel = `${MONTHS[now.getUTCMonth()]} ${now.getUTCFullYear()}`;
const quarterLabel = `Q${Math.floor(now.getUTCMonth() / 3) + 1} ${now.getUTCFullYear()}`;

async function ok(response: Promise<APIResponse>, status = 200) {
  const res = await response;
  expect(res.status(), await res.text()).toBe(status);
  return res.json();
}

/** A sample round of the order: Carla asks for a fit sample, the vendor submits it, Carla answers. */
async function fitSample(carla: APIRequestContext, vendor: APIRequestContext, order: string, approve: boolean) {
  await ok(carla.post(`/api/orders/${order}/samples`, { data: { type: 'Fit' } }), 201);
  const photo = await ok(
    vendor.post(`/api/orders/${order}/samples/photos`, {
      multipart: { file: { name: 'fit.png', mimeType: 'image/png', buffer: swatchPng('2b4a6f') } },
    }),
    201,
  );
  const sample = await ok(
    vendor.post(`/api/orders/${order}/samples/submit`, { data: { type: 'Fit', photoIds: [photo.id] } }),
  );
  await ok(
    carla.post(`/api/orders/${order}/samples/${sample.id}/review`, {
      data: { decision: approve ? 'approve' : 'reject', comment: approve ? 'Good fit' : 'Sleeves too long' },
    }),
  );
}

/**
 * Production, the first final inspection (with `majorDefects`), one shipment of `shipped` units
 * (its Shipping request approved by Carla) and Carla's receipt of it, which delivers the order.
 */
async function deliver(carla: APIRequestContext, vendor: APIRequestContext, order: string, majorDefects: number, shipped: number) {
  await ok(carla.post(`/api/orders/${order}/samples/pp-waiver`, { data: { reason: 'Repeat style' } }));
  await ok(vendor.put(`/api/orders/${order}/status`, { data: { status: 'In Production' } }));
  const inspection = await ok(vendor.post(`/api/orders/${order}/inspections`, { data: { kind: 'Final' } }), 201);
  if (majorDefects)
    await ok(
      vendor.post(`/api/inspections/${inspection.id}/defects`, {
        data: { defectClass: 'Major', defectType: 'Broken stitch', quantity: majorDefects },
      }),
      201,
    );
  await ok(vendor.post(`/api/inspections/${inspection.id}/complete`));
  const shipment = await ok(
    vendor.post(`/api/orders/${order}/shipments`, {
      data: {
        mode: 'Courier',
        carrier: 'DHL Express',
        trackingNumber: `SCK-${order}`,
        etd: inDays(0),
        eta: inDays(3),
        cartons: [{ cartonCount: 1, grossWeightKg: 12, netWeightKg: 11, lengthCm: 60, widthCm: 40, heightCm: 30, items: [{ quantity: shipped }] }],
      },
    }),
    201,
  );
  await gql(carla, 'mutation ($id: ID!) { approveOrder(id: $id) { status } }', { id: order });
  await ok(carla.post(`/api/shipments/${shipment.id}/receipt`, { data: {} }));
}

async function setUp(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string | undefined) {
  const vendor = await apiContext(playwright.request, baseURL);
  const registered = await ok(
    vendor.post('/api/auth/register', {
      data: {
        username: 'sara.card',
        email: 'sara.card@scorecard.example',
        password: 'hemline42',
        name: 'Sara Card',
        role: 'vendor',
        company: 'Scorecard Knits',
      },
    }),
    201,
  );
  const product = await ok(
    vendor.post('/api/products', { data: { name: 'Scorecard Tee', sku: 'SCK-TS-1', category: 't-shirts', price: 4.5 } }),
    201,
  );
  const admin = await signedInApi(playwright, baseURL, 'admin', 'admin123');
  const carla = await signedInApi(playwright, baseURL, 'carla.chen', 'buyer123');
  const session = await ok(carla.get('/api/auth/session'));
  await ok(
    admin.post('/api/associations', { data: { buyerId: session.id, vendorId: registered.id, status: 'approved' } }),
    201,
  );
  const place = (dueDate: string) =>
    ok(carla.post('/api/orders', { data: { vendorId: registered.id, productId: product.id, quantity: 120, dueDate } }), 201);
  const o1 = (await place(inDays(60))).orderId as string;
  const o2 = (await place(inDays(50))).orderId as string;
  await ok(vendor.post(`/api/orders/${o1}/accept`));
  await ok(vendor.post(`/api/orders/${o2}/proposals`, { data: { dueDate: inDays(65), reason: 'Dye house is booked' } }), 201);
  await ok(carla.post(`/api/orders/${o2}/proposal/accept`));
  await fitSample(carla, vendor, o1, false);
  await fitSample(carla, vendor, o2, true);
  await deliver(carla, vendor, o1, 5, 120);
  await deliver(carla, vendor, o2, 0, 114);
  for (const api of [vendor, admin, carla]) await api.dispose();
  return { vendorId: registered.id as number, o2 };
}

/** A scorecard figure in its table view: the row of a vendor. */
async function scoreRow(page: Page, title: string, vendor: string): Promise<Locator> {
  const card = page.getByRole('region', { name: title, exact: true });
  await card.getByRole('button', { name: 'Table' }).click();
  return card.locator('tbody tr').filter({ hasText: vendor });
}

test('the scorecard shows the figures worked out by hand, in analytics and on the vendor card', async ({
  page,
  playwright,
  baseURL,
}) => {
  // About forty API calls set the two orders up (a few seconds; more on a busy machine).
  test.setTimeout(60_000);
  const { vendorId, o2 } = await setUp(playwright, baseURL);
  await signInThroughApi(page, 'carla.chen', 'buyer123');

  await page.goto(`/buyer/analytics?vendor=${vendorId}`);
  await expect(page.getByLabel('Scorecard period', { exact: true })).toHaveValue(
    `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`,
  );
  const expected: [string, string, string][] = [
    ['On time (original due date)', '100%', '2'],
    ['On time (agreed due date)', '100%', '2'],
    ['Median time to acknowledge', '0 h', '2'],
    ['First-time sample approval', '50%', '2'],
    ['QC first pass', '50%', '2'],
    ['Shipped-quantity accuracy', '97.5%', '2'],
    ['Average lead time', '0 d', '2'],
  ];
  for (const [title, value, count] of expected) {
    const row = await scoreRow(page, title, 'Scorecard Knits');
    await expect(row.locator('td')).toHaveText(['Scorecard Knits', value, count, '—', '—', '—']);
  }
  const qc = page.getByRole('region', { name: 'QC first pass', exact: true });
  await expect(qc.locator('thead')).toContainText(monthLabel);
  const download = page.waitForEvent('download');
  await qc.getByRole('button', { name: 'Download CSV' }).click();
  const csv = await (await download).path();
  const text = fs.readFileSync(csv, 'utf8');
  expect(text.split('\r\n')[1]).toBe('Scorecard Knits,50%,2,—,,—');

  // The quarter holds the same events.
  await page.getByLabel('Scorecard period type').selectOption('quarter');
  await expect(page).toHaveURL(/period=\d{4}-Q[1-4]/);
  const quarterRow = await scoreRow(page, 'First-time sample approval', 'Scorecard Knits');
  await expect(quarterRow.locator('td')).toHaveText(['Scorecard Knits', '50%', '2', '—', '—', '—']);

  // The directory's card shows this quarter's scores over Carla's orders.
  await page.goto('/buyer/vendors');
  const card = page.getByRole('region', { name: 'Scorecard of Sara Card' });
  await expect(card).toContainText(`Scorecard ${quarterLabel}`);
  await expect(card).toContainText('QC first pass50%');
  await expect(card).toContainText('On time (original due date)100%');
  await expect(card).toContainText('Shipped-quantity accuracy97.5%');

  // The order keeps both due dates.
  await page.goto(`/orders/${o2}`);
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary).toContainText('Original Due Date');
  await expect(summary).toContainText('(moved by an accepted proposal)');
});
