import { expect, test } from '@playwright/test';
import { signInThroughApi } from '../fixtures/api';

test('a vendor creates a specification, uploads a file, edits it with history, and deletes it', async ({ page }) => {
  const title = `Polo Tech Pack ${Date.now().toString(36)}`;
  await signInThroughApi(page, 'vendor', 'vendor123');
  await page.goto('/specifications');
  await expect(page.getByRole('link', { name: 'Crew Neck Tee Tech Pack' })).toBeVisible();
  // Issue 22: one actions menu per row.
  await page.getByRole('button', { name: 'Actions for Crew Neck Tee Tech Pack' }).click();
  const menu = page.getByRole('menu', { name: 'Actions for Crew Neck Tee Tech Pack' });
  await expect(menu.getByRole('menuitem')).toHaveText(['View Details', 'Download All Files', 'Share', 'Edit', 'Delete']);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);

  await page.getByRole('link', { name: 'Create Specification' }).click();
  await expect(page).toHaveURL(/\/specifications\/new$/);
  await page.getByRole('button', { name: 'Create Specification' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await page.getByRole('combobox', { name: 'Product', exact: true }).selectOption({ label: 'Pique Polo Shirt (DK-PL-001)' });
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Details', exact: true }).fill('Two-button placket, **knitted** collar.');
  await page.getByRole('button', { name: 'Add section' }).click();
  await page.getByLabel('Section title').fill('Fabric');
  await page.getByLabel('Section content').fill('- 220 gsm pique\n- Combed cotton');
  await page.getByRole('button', { name: 'Create Specification' }).click();
  await expect(page.getByText('Specification created')).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: '220 gsm pique' })).toBeVisible();

  // Upload a real file and download it back.
  await page.getByRole('button', { name: 'Upload Attachment' }).click();
  await page.getByLabel('File').setInputFiles({ name: 'size-chart.csv', mimeType: 'text/csv', buffer: Buffer.from('Size,Chest\nM,102\n') });
  await page.getByLabel('Description (optional)').fill('Size chart');
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('File uploaded')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'size-chart.csv' });
  await expect(row).toContainText('Size chart');
  const download = page.waitForEvent('download');
  await row.getByRole('link', { name: 'Download size-chart.csv' }).click();
  expect((await download).suggestedFilename()).toBe('size-chart.csv');

  // Edit: the earlier state goes into the version history.
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`${title} v2`);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Changes saved')).toBeVisible();
  await expect(page.getByRole('heading', { name: `${title} v2` })).toBeVisible();
  await expect(page.getByText(`Version 1: “${title}”`)).toBeVisible();

  // Issue 22: a version opens read-only beside the current one; what changed is highlighted.
  await page.getByRole('button', { name: 'Open version 1' }).click();
  const version = page.getByRole('dialog', { name: `Version 1: “${title}”` });
  await expect(version).toContainText('1 part changed, highlighted.');
  await expect(version.getByRole('region', { name: 'Title, changed' })).toContainText(`${title} v2`);
  await expect(version.getByRole('region', { name: 'Section: Fabric' })).toContainText('220 gsm pique');
  await expect(version.getByRole('textbox')).toHaveCount(0);
  await version.getByRole('button', { name: 'Close' }).first().click();
  await expect(version).toHaveCount(0);

  // Issue 23: points of measure, a target per size; saving the chart is an edit with its version.
  const chartCard = page.getByRole('region', { name: 'Points of measure' });
  await chartCard.getByRole('button', { name: 'Add points of measure' }).click();
  const chartForm = chartCard.getByRole('form', { name: 'Measurement chart' });
  await chartForm.getByRole('button', { name: 'Add size' }).click();
  await chartForm.getByLabel('Size 1', { exact: true }).fill('M');
  await chartForm.getByRole('button', { name: 'Add size' }).click();
  await chartForm.getByLabel('Size 2', { exact: true }).fill('L');
  await chartForm.getByRole('button', { name: 'Add point of measure' }).click();
  const pom = chartForm.getByRole('group', { name: 'Point of measure 1' });
  await pom.getByLabel('Code', { exact: true }).fill('A');
  await pom.getByLabel('Description', { exact: true }).fill('Chest width 1 cm below armhole');
  await pom.getByLabel('Tolerance −', { exact: true }).fill('1');
  await pom.getByLabel('Tolerance +', { exact: true }).fill('0');
  await pom.getByLabel('Target M', { exact: true }).fill('51');
  await pom.getByLabel('Target L', { exact: true }).fill('54');
  await chartForm.getByRole('button', { name: 'Save chart' }).click();
  // The server's rule, under the field it names.
  await expect(pom.getByText('The plus tolerance of A must be more than 0')).toBeVisible();
  await pom.getByLabel('Tolerance +', { exact: true }).fill('1.5');
  await chartForm.getByRole('button', { name: 'Save chart' }).click();
  await expect(page.getByText('Measurement chart saved')).toBeVisible();
  const chart = chartCard.getByRole('table', { name: 'Measurement chart' });
  await expect(chart.getByRole('columnheader')).toHaveText(['Point of measure', 'Tolerance', 'M', 'L']);
  await expect(chart.getByRole('row', { name: /^A · Chest width/ })).toContainText('−1 / +1.5 cm');
  await expect(chart.getByRole('row', { name: /^A · Chest width/ })).toContainText('5154');
  await page.getByRole('button', { name: 'Open version 2' }).click();
  const before = page.getByRole('dialog', { name: `Version 2: “${title} v2”` });
  await expect(before.getByRole('region', { name: 'Points of measure, changed' })).toContainText('Chest width 1 cm below armhole (cm, −1 / +1.5): M 51, L 54');
  await before.getByRole('button', { name: 'Close' }).first().click();
  await expect(before).toHaveCount(0);

  await page.getByRole('button', { name: 'Delete', exact: true }).first().click();
  await page.getByRole('button', { name: 'Delete Permanently' }).click();
  await expect(page).toHaveURL(/\/specifications$/);
  await expect(page.getByRole('link', { name: `${title} v2` })).toHaveCount(0);
});

test('a buyer cannot open a specification of an unconnected vendor', async ({ page }) => {
  await signInThroughApi(page, 'carla.chen', 'buyer123');
  await page.goto('/specifications/1');
  await expect(page.getByText('Specification Not Found')).toBeVisible();
});
