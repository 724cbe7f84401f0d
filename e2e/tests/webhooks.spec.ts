import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { sameOrigin, openDashboard } from '../fixtures/api';

// Issue 10: a buyer registers a webhook on the Profile & API page, receives a signed delivery
// when a vendor writes to them, sees it in the deliveries list, then disables and deletes it.

type Received = { headers: http.IncomingHttpHeaders; body: string };

test('a webhook added in the UI receives a signed message.received and lists the delivery', async ({ page, request }) => {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(200).end('received by the test');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/portal-events`;
  try {
    await openDashboard(page, 'buyer', 'buyer123');
    await page.getByRole('complementary', { name: 'Side menu' }).getByRole('link', { name: 'Profile & API' }).click();
    await page.waitForURL(/\/profile$/);

    const form = page.getByRole('form', { name: 'Add webhook' });
    await form.getByLabel('Endpoint URL').fill(url);
    await page.getByRole('checkbox', { name: 'message.received' }).check();
    await form.getByRole('button', { name: 'Add webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your webhook signing secret' });
    const secret = (await dialog.getByTestId('one-time-secret').textContent()) ?? '';
    expect(secret).toMatch(/^whsec_/);
    await dialog.getByRole('button', { name: 'Done' }).click();
    const endpoints = page.getByRole('list', { name: 'Webhook endpoints' });
    await expect(endpoints.getByText(url)).toBeVisible();

    // The vendor writes to the buyer from another client.
    const buyerId = ((await (await page.request.get('/api/auth/session')).json()) as { id: number }).id;
    expect((await request.post('/api/auth/login', { data: { username: 'vendor', password: 'vendor123' } })).status()).toBe(200);
    const content = `Trims shipped ${Date.now().toString(36)}`;
    expect((await request.post('/api/messages', { data: { receiverId: buyerId, content }, headers: sameOrigin(page) })).status()).toBe(201);

    // The background loop delivers it, signed with the secret shown once.
    await expect.poll(() => received.length, { timeout: 20_000 }).toBe(1);
    const [delivery] = received;
    const timestamp = delivery.headers['x-portal-timestamp'] as string;
    const signature = createHmac('sha256', secret).update(`${timestamp}.${delivery.body}`).digest('hex');
    expect(delivery.headers['x-portal-signature']).toBe(`sha256=${signature}`);
    expect(JSON.parse(delivery.body)).toMatchObject({ type: 'message.received', data: { message: { content } } });

    await endpoints.getByRole('button', { name: 'Deliveries' }).click();
    const row = page.getByRole('row', { name: /message\.received/ });
    await expect(row.getByText('Delivered')).toBeVisible();
    await expect(row.getByText('HTTP 200 · received by the test')).toBeVisible();

    await endpoints.getByRole('switch', { name: `Enabled: ${url}` }).click();
    await expect(page.getByText('Webhook disabled')).toBeVisible();
    await expect(endpoints.getByRole('switch', { name: `Enabled: ${url}` })).toHaveAttribute('aria-checked', 'false');

    await endpoints.getByRole('button', { name: `Delete webhook ${url}` }).click();
    await page.getByRole('alertdialog', { name: 'Delete this webhook?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('No webhooks yet.')).toBeVisible();
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});
