import { expect, test, type Browser, type Page } from '@playwright/test';
import { newAcceptedOrder, signInThroughApi } from '../fixtures/api';
import { swatchPng } from '../../graphql-api/src/common/swatch';

// Sample rounds (issue 9): a fit sample rejected, resubmitted and approved, with both sides
// watching live; and the pre-production gate that holds production until the PP sample is cleared.
test.describe.configure({ mode: 'serial' });

function isoInDays(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** A signed-in page in its own browser context (its own cookies), on the order's Samples tab. */
async function openSamples(
  browser: Browser,
  username: string,
  password: string,
  code: string,
): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInThroughApi(page, username, password);
  await page.goto(`/orders/${code}#samples`);
  await expect(page.getByRole('tab', { name: 'Samples' })).toHaveAttribute('aria-selected', 'true');
  return page;
}

const photo = (name: string, colour: string) => ({
  name,
  mimeType: 'image/png',
  buffer: swatchPng(colour),
});

async function submitFit(
  vendor: Page,
  verb: 'Submit' | 'Resubmit',
  file: ReturnType<typeof photo>,
  comment: string,
) {
  const round = vendor.getByRole('article', { name: 'Fit sample' });
  await round.getByRole('button', { name: `${verb} Fit sample` }).click();
  const dialog = vendor.getByRole('dialog', { name: `${verb} Fit sample` });
  await dialog.getByLabel('Photos').setInputFiles(file);
  await dialog.getByLabel('Comment (optional)').fill(comment);
  await dialog.getByRole('button', { name: `${verb} Fit sample` }).click();
  await expect(vendor.getByText('Sample submitted', { exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

test('a fit sample is rejected with a comment, resubmitted and approved; both sides see each step live', async ({
  browser,
  playwright,
  baseURL,
}) => {
  // Two signed-in pages and six sample steps, each followed live: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const code = await newAcceptedOrder(playwright, baseURL, 'E2E fit sample', isoInDays(70));
  const buyer = await openSamples(browser, 'buyer', 'buyer123', code);
  const vendor = await openSamples(browser, 'vendor', 'vendor123', code);
  await expect(vendor.getByText('No sample rounds yet')).toBeVisible();

  // The buyer asks for a fit sample.
  await buyer.getByRole('button', { name: 'Request sample' }).click();
  const request = buyer.getByRole('dialog', { name: 'Request a sample' });
  await request.getByLabel('Sample type').selectOption({ label: 'Fit sample' });
  await request.getByLabel('Note (optional)').fill('Size M in Navy; check the sleeve length');
  await request.getByRole('button', { name: 'Request a sample' }).click();
  await expect(buyer.getByText('Sample requested', { exact: true })).toBeVisible();
  const buyerRound = buyer.getByRole('article', { name: 'Fit sample' });
  await expect(buyerRound.getByLabel('Sample status: Requested')).toBeVisible();

  // The vendor sees the request without reloading and submits the sample with a photo.
  const vendorRound = vendor.getByRole('article', { name: 'Fit sample' });
  await expect(vendorRound).toContainText('Size M in Navy; check the sleeve length');
  await submitFit(
    vendor,
    'Submit',
    photo('fit-front.png', '1f3a5f'),
    'Sleeves as in the tech pack',
  );
  await expect(
    vendorRound.getByRole('img', { name: 'Fit sample, attempt 1: fit-front.png' }),
  ).toBeVisible();

  // The buyer rejects it; a rejection needs a comment.
  await expect(buyerRound.getByLabel('Sample status: Submitted')).toBeVisible();
  await buyerRound.getByRole('button', { name: 'Reject Fit sample' }).click();
  const reject = buyer.getByRole('dialog', { name: 'Reject Fit sample' });
  await reject.getByRole('button', { name: 'Reject Fit sample' }).click();
  await expect(buyer.getByText('Please say why the sample is rejected')).toBeVisible();
  await reject.getByLabel('Comment').fill('Collar rib too loose');
  await reject.getByRole('button', { name: 'Reject Fit sample' }).click();
  await expect(buyer.getByText('Sample rejected', { exact: true })).toBeVisible();
  await expect(buyerRound.getByLabel('Sample status: Rejected')).toBeVisible();

  // The vendor sees the rejection and its comment, and resubmits: a second attempt.
  await expect(vendorRound.getByLabel('Sample status: Rejected')).toBeVisible();
  await expect(vendorRound).toContainText('Collar rib too loose');
  await submitFit(vendor, 'Resubmit', photo('fit-front-2.png', '2b4a6f'), 'Collar rib tightened');

  // The buyer approves the second attempt; the first stays as history.
  await expect(buyerRound.getByLabel('Sample status: Submitted')).toBeVisible();
  await expect(buyerRound).toContainText('Attempt 2');
  await buyerRound.getByRole('button', { name: 'Approve Fit sample' }).click();
  const approve = buyer.getByRole('dialog', { name: 'Approve Fit sample' });
  await approve.getByLabel('Comment (optional)').fill('Good to go');
  await approve.getByRole('button', { name: 'Approve Fit sample' }).click();
  await expect(buyer.getByText('Sample approved', { exact: true })).toBeVisible();

  for (const round of [buyerRound, vendorRound]) {
    await expect(round.getByLabel('Sample status: Approved')).toBeVisible();
    await expect(round).toContainText('2 attempts');
    await expect(round).toContainText('Collar rib too loose');
    await expect(round).toContainText('Good to go');
    await expect(round.getByRole('img')).toHaveCount(2);
  }
  // A thumbnail opens the full photo.
  const popup = buyer.waitForEvent('popup');
  await buyerRound.getByRole('link', { name: 'Fit sample, attempt 2: fit-front-2.png' }).click();
  const full = await popup;
  await expect(full).toHaveURL(/\/api\/attachments\/\d+\/view$/);
  await full.close();
  // The approval marked the plan's milestone done.
  await buyer.getByRole('tab', { name: 'Milestones' }).click();
  await expect(buyer.getByRole('row', { name: /^Fit sample approved/ })).toContainText('Done');
  await buyer.context().close();
  await vendor.context().close();
});

test('production waits for the PP sample: the vendor is stopped until the buyer waives it', async ({
  browser,
  playwright,
  baseURL,
}) => {
  const code = await newAcceptedOrder(playwright, baseURL, 'E2E PP gate', isoInDays(70));
  const vendor = await openSamples(browser, 'vendor', 'vendor123', code);
  const status = vendor.locator('h2', { hasText: code }).locator('..');
  await expect(
    vendor.getByRole('status').filter({ hasText: 'Production cannot start' }),
  ).toBeVisible();

  // The vendor's status dialog offers no move into production, and says why.
  await vendor.getByRole('button', { name: 'Change Status' }).click();
  const dialog = vendor.getByRole('dialog', { name: 'Update Order Status' });
  await expect(dialog.getByRole('list', { name: 'Not possible yet' })).toContainText(
    'Move to In Production: Production cannot start before the buyer approves the pre-production (PP) sample or waives it',
  );
  await expect(dialog.getByLabel('New Status').locator('option', { hasText: 'Move to In Production' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(status).toContainText('Planning');

  const buyer = await openSamples(browser, 'buyer', 'buyer123', code);
  await buyer.getByRole('button', { name: 'Waive PP sample' }).click();
  const waive = buyer.getByRole('dialog', { name: 'Waive the PP sample' });
  await waive.getByLabel('Reason').fill('Repeat style, approved last season');
  await waive.getByRole('button', { name: 'Waive the PP sample' }).click();
  await expect(buyer.getByText('PP sample waived', { exact: true })).toBeVisible();
  const round = buyer.getByRole('article', { name: 'PP sample' });
  await expect(round.getByLabel('Sample status: Waived')).toBeVisible();
  await expect(round).toContainText('Repeat style, approved last season');
  await expect(buyer.getByRole('button', { name: 'Waive PP sample' })).toHaveCount(0);

  // The vendor's screen follows live; production may start now.
  await expect(vendor.getByRole('article', { name: 'PP sample' })).toContainText(
    'Waived by Bella Hart',
  );
  await vendor.getByRole('button', { name: 'Change Status' }).click();
  await dialog.getByLabel('New Status').selectOption({ label: 'Move to In Production' });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(vendor.getByText('Order status changed to In Production')).toBeVisible();
  await expect(status).toContainText('In Production');
  await buyer.context().close();
  await vendor.context().close();
});
