import fs from 'node:fs';
import { expect, request, test, type Page } from '@playwright/test';
import { apiContext, signInThroughApi } from '../fixtures/api';
import { expectOnlyRowsWith } from '../fixtures/lists';

// The catalog journeys: a vendor keeps a product (SKU duplicate refused), a buyer filters the
// catalog and orders, a buyer tracks a product in inventory, adjusts it and exports the CSV.
test.describe.configure({ mode: 'serial' });

const runId = Date.now().toString(36).toUpperCase();

/** The screen's own search box (the layout header has a search of its own). */
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search', exact: true });
const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title });
const errorToast = (page: Page, title: string) => page.getByRole('alert').filter({ hasText: title });

/** Types into the screen's search and waits for the list to show only what matches. */
async function searchFor(page: Page, text: string) {
  await searchBox(page).fill(text);
  await expectOnlyRowsWith(page, text);
}

test('a vendor adds a product, is refused a duplicate SKU, edits it and deletes it', async ({ page }) => {
  const sku = `E2E-${runId}`;
  const name = `E2E Tee ${runId}`;
  await signInThroughApi(page, 'vendor', 'vendor123');
  await page.goto('/vendor/products');
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page).toHaveURL(/\/vendor\/products\/new$/);

  // The required fields (SPEC.md 5) before anything is sent.
  await page.getByLabel('Stock quantity').fill('-1');
  await page.getByRole('button', { name: 'Create Product' }).click();
  await expect(page.getByText('Product name is required')).toBeVisible();
  await expect(page.getByText('SKU is required')).toBeVisible();
  await expect(page.getByText('A unique identifier')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'In stock' })).toHaveAttribute('aria-checked', 'true');

  // The server's rule, under the field its answer names.
  await page.getByLabel('Product name').fill(name);
  await page.getByLabel('SKU').fill(sku);
  await page.getByRole('button', { name: 'Create Product' }).click();
  await expect(errorToast(page, 'Failed to create product')).toBeVisible();
  await expect(page.getByLabel('Stock quantity')).toHaveAccessibleDescription('Quantity cannot be negative');

  await page.getByLabel('Description').fill('A tee made by the browser tests.');
  await page.getByLabel('Category').selectOption('t-shirts');
  await page.getByLabel('Price (USD)').fill('7.5');
  await page.getByLabel('Stock quantity').fill('120');
  await page.getByRole('button', { name: 'Create Product' }).click();
  await expect(toast(page, 'Product created')).toBeVisible();
  await expect(page).toHaveURL(/\/vendor\/products$/);

  await searchFor(page, sku);
  const row = page.getByRole('row').filter({ hasText: sku });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(name);
  await expect(row).toContainText('$7.50');
  await expect(row).toContainText('In Stock');

  // The same SKU again (case-insensitively): the server's 409 under the SKU field.
  await page.getByRole('button', { name: 'Add Product' }).click();
  await page.getByLabel('Product name').fill(`${name} copy`);
  await page.getByLabel('SKU').fill(sku.toLowerCase());
  await page.getByRole('button', { name: 'Create Product' }).click();
  await expect(errorToast(page, 'Failed to create product')).toBeVisible();
  await expect(page.getByLabel('SKU')).toHaveAccessibleDescription(/^A unique identifier A product with this SKU already exists/);
  await expect(page).toHaveURL(/\/vendor\/products\/new$/);

  // Edit.
  await page.goto('/vendor/products');
  await searchFor(page, sku);
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(page).toHaveURL(/\/vendor\/products\/edit\/\d+$/);
  await expect(page.getByLabel('Product name')).toHaveValue(name);
  await page.getByLabel('Product name').fill(`${name} v2`);
  await page.getByLabel('Stock quantity').fill('30');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Product updated')).toBeVisible();
  await expect(page).toHaveURL(/\/vendor\/products$/);
  await searchFor(page, sku);
  await expect(page.getByRole('row').filter({ hasText: sku })).toContainText(`${name} v2`);
  await expect(page.getByRole('row').filter({ hasText: sku })).toContainText('Low Stock');

  // Delete: nothing refers to it, so it is erased.
  await page.getByRole('button', { name: `Delete ${name} v2` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Delete product?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Product deleted')).toBeVisible();
  await expect(page.getByText('No products found.')).toBeVisible();
});

test('a buyer filters the catalog by category and search and orders from it', async ({ page }) => {
  await signInThroughApi(page, 'buyer', 'buyer123');
  await page.goto('/buyer/products');
  await expect(page.getByRole('link', { name: 'Classic Crew Neck Tee', exact: true })).toBeVisible();

  await page.getByLabel('Category').selectOption('jeans');
  await expect(page.getByRole('link', { name: 'Slim Fit Selvedge Jeans', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Classic Crew Neck Tee', exact: true })).toHaveCount(0);

  await searchBox(page).fill('GZ-JN-002');
  const card = page.getByRole('listitem', { name: 'Relaxed Straight Jeans' });
  await expect(card).toBeVisible();
  await expect(page.getByRole('link', { name: 'Slim Fit Selvedge Jeans', exact: true })).toHaveCount(0);
  await expect(card).toContainText('$16.00');
  await expect(card).toContainText('Low Stock');
  await expect(card).toContainText('Guangzhou Denim Works');

  await searchBox(page).fill('no such product anywhere');
  await expect(page.getByText('No products found.')).toBeVisible();
  await searchBox(page).fill('GZ-JN-002');

  const href = await card.getByRole('link', { name: 'Relaxed Straight Jeans', exact: true }).getAttribute('href');
  const productId = href?.split('/').pop();
  await card.getByRole('button', { name: 'Order Relaxed Straight Jeans' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Relaxed Straight Jeans');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/new\\?productId=${productId}&vendorId=\\d+$`));
});

test('a buyer tracks a product, adjusts it with a reason, finds it under Low Stock and exports CSV', async ({
  page,
  baseURL,
}) => {
  // A fresh product of the vendor, so this journey depends on no other test's data.
  const sku = `INV-${runId}`;
  const name = `E2E Hoodie ${runId}`;
  const vendorApi = await apiContext(request, baseURL);
  await vendorApi.post('/api/auth/login', { data: { username: 'vendor', password: 'vendor123' } });
  const created = await vendorApi.post('/graphql', {
    data: {
      query: 'mutation($input: ProductInput!) { createProduct(input: $input) { id } }',
      variables: { input: { name, sku, category: 'hoodies', price: 12.5, stockQuantity: 500 } },
    },
  });
  const productId = String(((await created.json()) as { data: { createProduct: { id: number } } }).data.createProduct.id);
  await vendorApi.dispose();

  await signInThroughApi(page, 'buyer', 'buyer123');
  await page.goto('/buyer/inventory');
  await page.getByRole('button', { name: 'Add Product' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add Product' });
  await addDialog.getByLabel('Find a product').fill(sku);
  const picker = addDialog.getByRole('combobox', { name: 'Product', exact: true });
  const option = picker.locator('option', { hasText: sku });
  await expect(option).toHaveCount(1);
  expect(await option.getAttribute('value')).toBe(productId);
  await picker.selectOption(productId);
  await addDialog.getByLabel('Opening quantity').fill('200');
  await addDialog.getByLabel('Reorder point').fill('100');
  await addDialog.getByRole('button', { name: 'Add to Inventory' }).click();
  await expect(toast(page, 'Product added')).toBeVisible();

  await searchFor(page, sku);
  const row = page.getByRole('row').filter({ hasText: sku });
  await expect(row).toContainText('In Stock');
  await expect(row).toContainText('200');

  await row.getByRole('button', { name: `Adjust ${name}` }).click();
  const sheet = page.getByRole('dialog', { name: `Adjust ${name}` });
  await expect(sheet.getByText('Opening stock count')).toBeVisible();
  // Below zero is refused with the server's message, under the field it names.
  await sheet.getByLabel('Change').fill('-500');
  await sheet.getByLabel('Reason').fill('Miscount');
  await sheet.getByRole('button', { name: 'Save Adjustment' }).click();
  await expect(sheet.getByLabel('Change')).toHaveAccessibleDescription(/Quantity on hand cannot go below zero/);
  await expect(sheet.getByTestId('inventory-on-hand')).toHaveText('200');

  await sheet.getByLabel('Change').fill('-150');
  await sheet.getByLabel('Reason').fill('Shipped to flagship store');
  await sheet.getByRole('button', { name: 'Save Adjustment' }).click();
  await expect(toast(page, 'Inventory adjusted')).toBeVisible();
  await expect(sheet.getByTestId('inventory-on-hand')).toHaveText('50');
  await expect(sheet.getByRole('list', { name: 'Stock history' })).toContainText('Shipped to flagship store');
  await expect(sheet).toContainText('Low Stock');
  await sheet.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('tab', { name: /^Low Stock/ }).click();
  await expect(page.getByRole('row').filter({ hasText: sku })).toContainText('Low Stock');
  await page.getByRole('tab', { name: /^In Stock/ }).click();
  await expect(page.getByRole('row').filter({ hasText: sku })).toHaveCount(0);
  await page.getByRole('tab', { name: /^Low Stock/ }).click();

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export', exact: true }).click();
  const download = await downloading;
  const csv = fs.readFileSync(await download.path(), 'utf8');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines[0]).toBe('Product,SKU,Category,Vendor,On hand,Reorder point,Status,Price,Added');
  // The current view only: the search and the Low Stock tab.
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(sku);
  expect(lines[1]).toContain('Low Stock');
});
