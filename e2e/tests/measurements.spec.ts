import { expect, test } from '@playwright/test';
import { openDashboard, teeOrderInQualityCheck } from '../fixtures/api';

// Measurements in a QC inspection (issue 23): the vendor's QC measures sample pieces of crew neck
// tees against the points of measure of the seeded tech pack (chest A: target L 54 cm, ±1); one
// piece is out of tolerance, which the server counts as a major defect in the inspection's result.

test('an inspector records measurements, one out of tolerance, and sees it counted in the result and the report', async ({ page, playwright, baseURL }) => {
  test.setTimeout(90_000);
  const code = await teeOrderInQualityCheck(playwright, baseURL, 120, 'E2E measurements');

  await openDashboard(page, 'vendor', 'vendor123');
  await page.goto(`/orders/${code}#quality`);
  await page.getByRole('button', { name: 'Start final inspection' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start final inspection' });
  await dialog.getByRole('button', { name: 'Start' }).click();
  await expect(dialog).toBeHidden();

  const card = page.getByRole('article', { name: 'Final inspection', exact: true });
  const measurements = card.getByRole('region', { name: 'Measurements' });
  await expect(measurements).toContainText('Against Crew Neck Tee Tech Pack');
  await expect(measurements).toContainText('No pieces measured yet.');
  const form = measurements.getByRole('form', { name: 'Record measurements' });

  // The form asks for the size; the server's rules show under the field they name.
  await form.getByRole('button', { name: 'Record piece' }).click();
  await expect(form.getByText('Please choose the size of the piece')).toBeVisible();
  await form.getByLabel('Size').selectOption('M');
  const chest = form.getByLabel('A Chest width 1 cm below armhole (cm)');
  await chest.fill('0');
  await form.getByRole('button', { name: 'Record piece' }).click();
  await expect(form.getByText('A must be more than 0 and at most 10000')).toBeVisible();

  // Piece 1 is within tolerance; piece 2's chest is 1.5 cm over the target of 54 (tolerance ±1).
  await chest.fill('51.5');
  await form.getByLabel('B Body length from high point shoulder (cm)').fill('72.5');
  await form.getByRole('button', { name: 'Record piece' }).click();
  const table = measurements.getByRole('table', { name: 'Measurements of Final inspection' });
  await expect(table.getByRole('row', { name: /^Piece 1 · M/ })).toContainText('Within tolerance');
  await expect(table.getByRole('row', { name: /^Piece 1 · M/ })).toContainText('51.5 (+0.5)');

  await form.getByLabel('Size').selectOption('L');
  await chest.fill('55.5');
  await form.getByLabel('C Sleeve length from shoulder point (cm)').fill('21');
  await form.getByRole('button', { name: 'Record piece' }).click();
  const second = table.getByRole('row', { name: /^Piece 2 · L/ });
  await expect(second).toContainText('✗ 55.5 (+1.5) out of tolerance');
  await expect(second).toContainText('Out of tolerance: 1 major defect');
  await expect(measurements).toContainText('2 pieces measured, 1 out of tolerance');

  // The server counts the piece in the result: lot 120 is F, 20 pieces; major 2.5 accepts 1.
  const plan = card.getByRole('table', { name: /^Sampling plan and result/ });
  await expect(plan.getByRole('row', { name: /^Major/ })).toContainText('1 (1 from measurements)');
  await card.getByRole('button', { name: 'Complete inspection' }).click();
  await expect(card.getByLabel('Final inspection: Passed')).toBeVisible();
  await expect(form).toHaveCount(0);

  // The printable report shows the measurements with the cell out of tolerance marked in words.
  await card.getByRole('link', { name: 'Report' }).click();
  const report = page.getByRole('article', { name: 'Final inspection report' });
  const reported = report.getByRole('region', { name: 'Measurements' });
  await expect(reported).toContainText('2 sample pieces measured');
  await expect(reported.getByRole('row', { name: /^Piece 2 · L/ })).toContainText('✗ 55.5 (+1.5) out of tolerance');
  await expect(reported.getByRole('definition').first()).toHaveText('Chest width 1 cm below armhole (cm, tolerance −1 / +1)');
  await expect(report.getByRole('table', { name: /^Sampling plan and result/ }).getByRole('row', { name: /^Major/ })).toContainText('Pass');
});
