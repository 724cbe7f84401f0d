import { expect, test } from '@playwright/test';
import { signInThroughApi } from '../fixtures/api';

// Issue 10: a vendor imports products and a buyer orders from CSV (a bad row first, then the
// fixed file), and the landing footer's API link opens the API documentation.
test.describe.configure({ mode: 'serial' });

const runId = Date.now().toString(36).toUpperCase();

const csvFile = (rows: string[]) => ({
  name: 'products.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(['name,sku,category,price,stockQuantity', ...rows].join('\n')),
});

test('a vendor imports a products CSV: sees the bad row, fixes the file, imports, sees the products', async ({
  page,
}) => {
  const good = `CSV Tee ${runId},CSV-${runId}-1,t-shirts,5.25,300`;
  await signInThroughApi(page, 'vendor', 'vendor123');
  await page.goto('/vendor/products');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import products from CSV' });
  await expect(dialog.getByRole('link', { name: 'Download template' })).toHaveAttribute(
    'href',
    '/api/products/import/template.csv',
  );

  // Row 3 reuses a SKU of the vendor's catalog: the preview names it, Import stays off.
  await dialog
    .getByLabel('CSV file')
    .setInputFiles(csvFile([good, `Clash Tee ${runId},DK-TS-001,t-shirts,4,10`]));
  await expect(dialog.getByRole('status')).toContainText('1 row of 2 has errors');
  const badRow = dialog.getByRole('row').filter({ hasText: 'DK-TS-001' });
  await expect(badRow).toContainText("A product with this SKU already exists (SKU 'DK-TS-001')");
  await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();

  // The fixed file: every row OK, Import writes both.
  await dialog
    .getByLabel('CSV file')
    .setInputFiles(csvFile([good, `CSV Hoodie ${runId},CSV-${runId}-2,hoodies,12.00,40`]));
  await expect(dialog.getByRole('status')).toContainText('2 rows checked: ready to import.');
  await dialog.getByRole('button', { name: 'Import 2 products' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Import complete' })).toContainText(
    '2 products imported.',
  );
  await expect(dialog).toBeHidden();

  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(`CSV-${runId}`);
  await expect(page.getByRole('row').filter({ hasText: `CSV-${runId}-1` })).toContainText(
    `CSV Tee ${runId}`,
  );
  await expect(page.getByRole('row').filter({ hasText: `CSV-${runId}-2` })).toContainText('$12.00');
});

test("a buyer imports orders from CSV: an unconnected vendor's row is refused, the fixed file creates the order", async ({
  page,
}) => {
  const due = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);
  const file = (rows: string[]) => ({
    name: 'orders.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(['vendor,sku,quantity,dueDate,notes', ...rows].join('\n')),
  });
  await signInThroughApi(page, 'buyer', 'buyer123');
  await page.goto('/orders');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import orders from CSV' });

  await dialog
    .getByLabel('CSV file')
    .setInputFiles(
      file([
        `Guangzhou Denim Works,GZ-JN-002,4321,${due},CSV ${runId}`,
        `rahul.patel,TC-TS-001,10,${due},`,
      ]),
    );
  await expect(dialog.getByRole('row').filter({ hasText: 'TC-TS-001' })).toContainText(
    "You are not connected with this vendor (Vendor 'rahul.patel')",
  );
  await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();

  await dialog
    .getByLabel('CSV file')
    .setInputFiles(file([`Guangzhou Denim Works,GZ-JN-002,4321,${due},CSV ${runId}`]));
  await dialog.getByRole('button', { name: 'Import 1 order' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Import complete' })).toContainText(
    '1 order imported.',
  );
  await expect(page.getByRole('row').filter({ hasText: '4,321' })).toContainText(
    'Relaxed Straight Jeans',
  );
});

test("the landing footer's API link opens the API documentation", async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Product' })
    .getByRole('link', { name: 'API' })
    .click();
  await expect(page).toHaveURL(/\/api-docs$/);
  await expect(page.getByRole('heading', { name: 'Authentication', level: 2 })).toBeVisible();
  await expect(page.getByText('Authorization: Bearer <token>', { exact: true })).toBeVisible();
  const createOrder = page.getByRole('region', { name: 'POST /api/orders', exact: true });
  await expect(createOrder.getByLabel('Example request')).toContainText(
    'Authorization: Bearer $PORTAL_TOKEN',
  );
  await expect(page.getByRole('region', { name: 'POST /api/products/import' })).toContainText(
    'dryRun',
  );
  // Rendered from the OpenAPI document (issue 20): real seeded answers, the acknowledgement paths,
  // and links to the document and the GraphQL schema.
  const listOrders = page.getByRole('region', { name: 'GET /api/orders', exact: true });
  await expect(listOrders.getByLabel('Example answer')).toContainText('"availableActions"');
  await expect(listOrders.getByLabel('Example answer')).toContainText(/"orderId": "ORD-\d{4}-\d+"/);
  await expect(page.getByRole('region', { name: 'POST /api/orders/{id}/accept' })).toBeVisible();
  await expect(page.getByRole('link', { name: '/api/openapi.json' })).toHaveAttribute(
    'href',
    '/api/openapi.json',
  );
  const schemaLink = page.getByRole('link', { name: '/graphql/schema.graphql' });
  // The portal runs in production here, where introspection is off: the SDL is for signed-in callers.
  const sdl = await page.request.get((await schemaLink.getAttribute('href'))!);
  expect(sdl.status()).toBe(401);
});
