import { expect, test, type Locator } from '@playwright/test';
import { gql, openDashboard, signedInApi } from '../fixtures/api';

// Issue 22: a toast never covers the control the user needs next. After a message is sent from an
// order's Messages tab, the "Message sent" toast leaves the message box and the Send Message button
// free where the user is (the page is not scrolled), on a desktop and on a phone.

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'the control is on the page').not.toBeNull();
  return box!;
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  test(`at ${viewport.width} px the toast after sending an order's message covers neither the message box nor Send`, async ({
    page,
    playwright,
    baseURL,
  }) => {
    await page.setViewportSize(viewport);
    const api = await signedInApi(playwright, baseURL, 'buyer', 'buyer123');
    const { orders } = await gql(api, '{ orders(first: 1) { nodes { orderCode } } }');
    await api.dispose();
    const code: string = orders.nodes[0].orderCode;

    await openDashboard(page, 'buyer', 'buyer123');
    await page.goto(`/orders/${code}#messages`);
    const form = page.getByRole('form', { name: 'Send a message about this order' });
    const message = form.getByRole('textbox');
    const send = form.getByRole('button', { name: 'Send Message' });
    const text = `Toast placement check at ${viewport.width} px, ${Date.now()}`;
    await message.fill(text);
    await send.click();

    const toast = page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('status');
    await expect(toast).toContainText('Message sent');
    // Where the user is as the toast shows (the test does not scroll): the toast is fixed to the
    // viewport, the form where sending left it.
    const toastBox = await boxOf(toast);
    expect(overlaps(toastBox, await boxOf(send)), 'the toast covers Send Message').toBe(false);
    expect(overlaps(toastBox, await boxOf(message)), 'the toast covers the message box').toBe(false);
    // And once the thread shows the message (the form moved down by it), neither is covered.
    await expect(page.getByText(text, { exact: true })).toBeVisible();
    expect(overlaps(toastBox, await boxOf(send)), 'the toast covers Send Message').toBe(false);
    expect(overlaps(toastBox, await boxOf(message)), 'the toast covers the message box').toBe(false);
  });
}
