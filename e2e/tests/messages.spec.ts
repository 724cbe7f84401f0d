import { expect, test, type Browser, type Page } from '@playwright/test';
import { openDashboard } from '../fixtures/api';

// Messages and the Vendor Directory (SPEC.md 2.6-2.8, DECISIONS.md 1 and 3): real messages that
// arrive live, a live unread badge, Contact that sends, and connection requests.

const unique = (label: string) => `${label} ${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`;

/** A signed-in page in its own browser context (its own cookies and socket). */
async function signedIn(browser: Browser, username: string, password: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openDashboard(page, username, password);
  return page;
}

/** Opens a side-menu screen in the app (no page load that could race the sign-in's own navigation). */
async function openMenu(page: Page, item: 'Messages' | 'Vendors') {
  await page.getByRole('complementary', { name: 'Side menu' }).getByRole('link', { name: new RegExp(`^${item}`) }).click();
}

/** The side menu's Messages link: its accessible name (its visible text) carries the unread count. */
function messagesLink(page: Page) {
  return page.getByRole('complementary', { name: 'Side menu' }).getByRole('link', { name: /^Messages/ });
}

async function unreadCount(page: Page): Promise<number> {
  const text = (await messagesLink(page).textContent()) ?? '';
  return Number(/(\d+) unread/.exec(text)?.[1] ?? 0);
}

async function expectUnread(page: Page, count: number) {
  if (count > 0) await expect(messagesLink(page)).toHaveAccessibleName(`Messages ${count} unread`);
  else await expect(messagesLink(page)).toHaveAccessibleName('Messages');
}

test('an Urgent message and its reply arrive live in both inboxes, and the badge follows', async ({ browser }) => {
  const buyer = await signedIn(browser, 'buyer', 'buyer123');
  const vendor = await signedIn(browser, 'vendor', 'vendor123');
  try {
    await openMenu(vendor, 'Messages');
    await vendor.waitForURL(/\/vendor\/messages$/);
    await expect(vendor.getByRole('tab', { name: 'Inbox' })).toHaveAttribute('aria-selected', 'true');
    await expect(vendor.getByTestId('message-item').first()).toBeVisible();
    const before = await unreadCount(vendor);

    // The buyer writes from Compose; Send waits for a recipient and content.
    await openMenu(buyer, 'Messages');
    await buyer.getByRole('button', { name: 'Compose' }).click();
    const compose = buyer.getByRole('dialog', { name: 'New Message' });
    const send = compose.getByRole('button', { name: 'Send', exact: true });
    await expect(send).toBeDisabled();
    await compose.getByLabel('Recipient').selectOption({ label: 'Victor Rahman (Dhaka Knitwear Ltd.)' });
    await compose.getByLabel('Message type').selectOption({ label: 'Urgent' });
    await compose.getByRole('textbox', { name: /^Message/ }).fill('   ');
    await expect(send).toBeDisabled();
    const text = unique('Fabric shortage on the spring line');
    await compose.getByRole('textbox', { name: /^Message/ }).fill(text);
    await send.click();
    await expect(buyer.getByText('Message sent', { exact: true })).toBeVisible();
    await expect(compose).toBeHidden();

    // Without a reload, the vendor's open inbox shows it, unread and Urgent, and the badge rises.
    const item = vendor.getByTestId('message-item').filter({ hasText: text });
    await expect(item).toBeVisible();
    await expect(item).toContainText('Bella Hart, unread');
    await expect(item.getByText('Urgent', { exact: true })).toHaveAttribute('data-tone', 'destructive');
    await expect(vendor.getByTestId('message-item').first()).toContainText(text);
    await expectUnread(vendor, before + 1);

    // Opening it shows the detail, marks it read and the badge drops.
    await item.click();
    const detail = vendor.getByTestId('message-detail');
    await expect(detail).toContainText(text);
    await expect(detail).toContainText('From Bella Hart');
    await expectUnread(vendor, before);
    await expect(item).not.toContainText('unread');

    // The reply keeps the recipient and the type.
    await detail.getByRole('button', { name: 'Reply' }).click();
    const reply = vendor.getByRole('dialog', { name: 'Reply to Bella Hart' });
    await expect(reply.getByLabel('Recipient')).toHaveValue(/\d+/);
    await expect(reply.getByLabel('Recipient').locator('option:checked')).toHaveText(/Bella Hart/);
    await expect(reply.getByLabel('Message type').locator('option:checked')).toHaveText('Urgent');
    const answer = unique('We can switch to the backup mill');
    await reply.getByRole('textbox', { name: /^Message/ }).fill(answer);
    await reply.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(vendor.getByText('Message sent', { exact: true })).toBeVisible();

    // The buyer, still on the inbox, sees the reply arrive.
    const replyItem = buyer.getByTestId('message-item').filter({ hasText: answer });
    await expect(replyItem).toBeVisible();
    await expect(replyItem).toContainText('Victor Rahman');

    // The vendor finds the reply in Sent.
    await vendor.getByRole('tab', { name: 'Sent' }).click();
    await expect(vendor.getByTestId('message-item').filter({ hasText: answer })).toContainText('To: Bella Hart');
  } finally {
    await buyer.context().close();
    await vendor.context().close();
  }
});

test('Contact in the Vendor Directory sends a real message that shows in Sent', async ({ page }) => {
  await openDashboard(page, 'buyer', 'buyer123');
  await openMenu(page, 'Vendors');
  await page.getByLabel('Search vendors by name or company').fill('Guangzhou');
  const cards = page.getByTestId('vendor-card');
  await expect(cards).toHaveCount(1);
  const card = cards.filter({ hasText: 'Mei Lin' });
  await expect(card.getByText('Connected')).toBeVisible();

  await card.getByRole('button', { name: 'Contact Mei Lin' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact Mei Lin' });
  const send = dialog.getByRole('button', { name: 'Send Message' });
  await expect(send).toBeDisabled();
  const text = unique('Can you quote 2,000 relaxed jeans');
  await dialog.getByLabel('Message').fill(text);
  await send.click();
  await expect(page.getByText('Message sent', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Search vendors by name or company').fill('no such vendor anywhere');
  await expect(page.getByText('No vendors found')).toBeVisible();

  await openMenu(page, 'Messages');
  await page.getByRole('tab', { name: 'Sent' }).click();
  await expect(page.getByTestId('message-item').filter({ hasText: text })).toContainText('To: Mei Lin');
  await page.getByLabel('Search messages').fill(text);
  await expect(page.getByTestId('message-item')).toHaveCount(1);
  await page.getByLabel('Search messages').fill(unique('nothing matches'));
  await expect(page.getByText('No messages found.')).toBeVisible();
});

test('a new buyer requests a connection with a vendor and sees it pending', async ({ page }) => {
  const suffix = Date.now().toString(36);
  await page.goto('/register');
  await page.getByLabel('Full name').fill('Nora Newbuyer');
  await page.getByLabel('Email address').fill(`nora.${suffix}@example.com`);
  await page.getByLabel('Username').fill(`nora${suffix}`);
  await page.getByLabel('Password', { exact: true }).fill('buying123');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(/\/buyer\/dashboard$/);

  await openMenu(page, 'Vendors');
  const card = page.getByTestId('vendor-card').filter({ hasText: 'Tiruppur Cotton Mills' });
  await expect(card.getByText('Not connected')).toBeVisible();
  await expect(card.getByRole('button', { name: /^Contact/ })).toHaveCount(0);
  await card.getByRole('button', { name: 'Request connection with Rahul Patel' }).click();
  await expect(page.getByText('Connection requested', { exact: true })).toBeVisible();
  await expect(card.getByText('Pending', { exact: true })).toBeVisible();
  await expect(card.getByText('A connection request with this vendor is already pending')).toBeVisible();
  await expect(card.getByRole('button', { name: /Request connection/ })).toHaveCount(0);

  // Still pending after a reload: it is stored.
  await page.reload();
  await expect(page.getByTestId('vendor-card').filter({ hasText: 'Tiruppur Cotton Mills' }).getByText('Pending', { exact: true })).toBeVisible();
});

test('the admin directory is read-only and links to a compose addressed to the vendor', async ({ page }) => {
  await openDashboard(page, 'admin', 'admin123');
  await openMenu(page, 'Vendors');
  const card = page.getByTestId('vendor-card').filter({ hasText: 'Porto Textiles' });
  await expect(card).toBeVisible();
  await expect(page.getByRole('button', { name: /^Contact|Request connection/ })).toHaveCount(0);
  await card.getByRole('link', { name: 'Message vendor Ana Souza' }).click();
  await page.waitForURL(/\/admin\/messages$/);
  const compose = page.getByRole('dialog', { name: 'New Message' });
  await expect(compose.getByLabel('Recipient').locator('option:checked')).toHaveText('Ana Souza (Porto Textiles)');
});
