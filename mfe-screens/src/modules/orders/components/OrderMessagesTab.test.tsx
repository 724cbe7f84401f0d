import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { SessionProvider } from 'mfe-shared';
import { OrdersOrderMessagesDocument, OrdersSendMessageDocument } from 'mfe-shared/operations';
import { renderPortal } from 'mfe-shared/test';
import { OrderMessagesTab } from './OrderMessagesTab';

const buyer = { id: 2, name: 'Jane Buyer', company: 'Fashion Co' };
const vendor = { id: 3, name: 'Mei Lin', company: 'Guangzhou Garments' };
const admin = { id: 1, name: 'Ada Admin', username: 'admin', email: 'admin@example.com', role: 'admin', company: null, avatarInitials: 'AA' };

const thread: MockLink.MockedResponse = {
  request: { query: OrdersOrderMessagesDocument, variables: { orderIdOrCode: 'ORD-2026-0001' } },
  result: { data: { orderMessages: [] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const sendMock = (result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: {
    query: OrdersSendMessageDocument,
    variables: { input: { content: 'Fabric is cut', receiverId: 3, relatedOrderId: 'ORD-2026-0001' } },
  },
  result,
});

const realFetch = globalThis.fetch;

beforeEach(() => {
  // The session the tab is read by: an admin, who chooses which party to write to.
  globalThis.fetch = jest.fn(async () => ({ status: 200, ok: true, json: async () => admin })) as unknown as typeof fetch;
});

afterEach(() => {
  globalThis.fetch = realFetch;
});

async function renderTab(send: MockLink.MockedResponse[] = []) {
  const rendered = renderPortal(
    <SessionProvider>
      <OrderMessagesTab orderCode="ORD-2026-0001" buyer={buyer} vendor={vendor} />
    </SessionProvider>,
    { mocks: [thread, ...send] },
  );
  await screen.findByText('No messages found.');
  return rendered;
}

describe('OrderMessagesTab: the reply form', () => {
  it('says a message is required and sends nothing without one', async () => {
    const { user } = await renderTab();
    const message = screen.getByRole('textbox', { name: 'Message to Jane Buyer' });
    await user.type(message, ' ');
    expect(await screen.findByText('Message is required')).toBeInTheDocument();
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeDisabled();
  });

  it("shows the server's refusal under the field it names", async () => {
    const refusal = new GraphQLError('The recipient is not part of this order', {
      extensions: { code: 'BAD_USER_INPUT', status: 400, field: 'receiverId' },
    });
    const { user } = await renderTab([sendMock({ errors: [refusal] })]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'To' }), String(vendor.id));
    await user.type(screen.getByRole('textbox', { name: 'Message to Mei Lin' }), 'Fabric is cut');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('The recipient is not part of this order')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'To' })).toHaveAccessibleDescription('The recipient is not part of this order');
    expect(screen.getByText('Please correct the marked fields.')).toBeInTheDocument();
  });

  it('sends the trimmed message to the chosen party about this order and empties the box', async () => {
    const sent = { sendMessage: { id: 40, content: 'Fabric is cut', createdAt: '2026-11-25T08:00:00.000Z' } };
    const { user } = await renderTab([sendMock({ data: sent })]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'To' }), String(vendor.id));
    const message = screen.getByRole('textbox', { name: 'Message to Mei Lin' });
    await user.type(message, '  Fabric is cut ');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Your message to Mei Lin has been sent.')).toBeInTheDocument();
    expect(message).toHaveValue('');
  });
});
