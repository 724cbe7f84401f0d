import { expect, test } from '@playwright/test';
import { openDashboard, signedInApi, teeOrderInQualityCheck } from '../fixtures/api';

// A buyer's inspector of its own company (issue 23): Bella (Northwind Apparel) invites Quinn, a
// buyer account of her company, to inspect an order; Quinn follows the notification to the order's
// Quality tab (which follows the order live), starts the final inspection, records a defect and
// completes it, then reads the product's specification she measures against (read only: no edit,
// no delete).

test("the buyer invites a colleague who inspects the order, and sees the result", async ({ page, browser, playwright, baseURL }) => {
  test.setTimeout(90_000);
  const code = await teeOrderInQualityCheck(playwright, baseURL, 500, 'E2E invited inspector');

  // Bella invites Quinn from the order's Quality tab: only her company's buyer accounts are offered.
  await openDashboard(page, 'buyer', 'buyer123');
  await page.goto(`/orders/${code}#quality`);
  await page.getByRole('button', { name: 'Invite inspector' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite an inspector' });
  const who = dialog.getByRole('combobox', { name: /Inspector/ });
  await expect(who.getByRole('option')).toHaveText(['Select a user of your company', 'Quinn Ortiz']);
  await dialog.getByRole('button', { name: 'Invite' }).click();
  await expect(dialog.getByText('Please choose a user of your company to invite')).toBeVisible();
  await who.selectOption('Quinn Ortiz');
  await dialog.getByRole('button', { name: 'Invite' }).click();
  await expect(dialog).toBeHidden();
  const invited = page.getByRole('region', { name: 'Invited inspectors' });
  await expect(invited).toContainText('Inspector of the buyer: Quinn Ortiz (invited by Bella Hart');

  // Quinn signs in, follows the notification to the order's Quality tab and inspects it.
  const quinnContext = await browser.newContext();
  const quinn = await quinnContext.newPage();
  await openDashboard(quinn, 'quinn.ortiz', 'buyer123');
  await quinn.getByRole('button', { name: /^Notifications/ }).click();
  await quinn.getByRole('dialog', { name: 'Notifications' }).getByRole('button', { name: /Invitation to inspect an order/ }).click();
  await expect(quinn).toHaveURL(new RegExp(`/orders/${code}#quality$`));
  const tabs = quinn.getByRole('tablist', { name: 'Order details' });
  await expect(tabs.getByRole('tab', { name: 'Quality' })).toBeVisible();
  // The product's specifications are hers to read (issue 23); messages and documents stay the parties'.
  await expect(tabs.getByRole('tab', { name: 'Specifications' })).toBeVisible();
  await expect(tabs.getByRole('tab', { name: 'Messages' })).toHaveCount(0);
  await expect(tabs.getByRole('tab', { name: 'Documents' })).toHaveCount(0);
  // Her open page follows the order live: the vendor's QC starts an inline inspection, and it shows without a reload.
  const vendorApi = await signedInApi(playwright, baseURL, 'vendor', 'vendor123');
  expect((await vendorApi.post(`/api/orders/${code}/inspections`, { data: { kind: 'Inline' } })).status()).toBe(201);
  await vendorApi.dispose();
  await expect(quinn.getByRole('article', { name: 'Inline inspection', exact: true })).toContainText("By the vendor's QC");
  // Quinn inspects; inviting and waiving stay Bella's.
  await expect(quinn.getByRole('button', { name: 'Invite inspector' })).toHaveCount(0);
  await quinn.getByRole('button', { name: 'Start final inspection' }).click();
  const start = quinn.getByRole('dialog', { name: 'Start final inspection' });
  await start.getByRole('button', { name: 'Start' }).click();
  await expect(start).toBeHidden();
  const card = quinn.getByRole('article', { name: 'Final inspection', exact: true });
  await expect(card).toContainText("By the buyer's inspector (Quinn Ortiz)");
  const defectForm = card.getByRole('form', { name: 'Record defects' });
  await defectForm.getByLabel('Class').selectOption('Major');
  await defectForm.getByLabel('Defect type').selectOption('Broken stitch');
  await defectForm.getByLabel('Quantity').fill('2');
  await defectForm.getByRole('button', { name: 'Record defect' }).click();
  await expect(card.getByRole('list', { name: /^Defects of/ })).toContainText('2 × Broken stitch (major)');
  await card.getByRole('button', { name: 'Complete inspection' }).click();
  await expect(card.getByLabel('Final inspection: Passed')).toBeVisible();

  // Quinn opens the specification she measures against: its points of measure, read only.
  await card.getByRole('link', { name: 'Crew Neck Tee Tech Pack' }).click();
  await expect(quinn).toHaveURL(/\/specifications\/\d+$/);
  await expect(quinn.getByRole('heading', { name: 'Crew Neck Tee Tech Pack' })).toBeVisible();
  await expect(quinn.getByRole('table', { name: 'Measurement chart' })).toBeVisible();
  for (const name of ['Edit', 'Delete', 'Edit chart', 'Upload Attachment']) {
    await expect(quinn.getByRole('button', { name, exact: true })).toHaveCount(0);
  }
  await expect(quinn.getByRole('link', { name: 'Download care-label.txt' })).toBeVisible();
  await quinnContext.close();

  // Bella sees Quinn's result; the inspection is Quinn's, so she records nothing in it.
  await page.reload();
  const result = page.getByRole('article', { name: 'Final inspection', exact: true });
  await expect(result.getByLabel('Final inspection: Passed')).toBeVisible();
  await expect(result).toContainText("By the buyer's inspector (Quinn Ortiz)");
  await expect(result.getByRole('button', { name: 'Complete inspection' })).toHaveCount(0);
});
