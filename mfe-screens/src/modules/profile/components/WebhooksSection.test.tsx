import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { ProfileCreateWebhookDocument, ProfileWebhooksDocument } from 'mfe-shared/operations';
import { renderPortal } from 'mfe-shared/test';
import { WebhooksSection } from './WebhooksSection';

const webhooks: MockLink.MockedResponse = {
  request: { query: ProfileWebhooksDocument },
  result: {
    data: {
      webhooks: [],
      webhookEventTypes: [
        { type: 'message.received', description: 'A message you received' },
        { type: 'order.status_changed', description: 'An order of yours changed status' },
      ],
    },
  },
  maxUsageCount: 5,
};

const create = (input: { url: string; events: string[] }, result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: ProfileCreateWebhookDocument, variables: { input } },
  result,
});

async function renderSection(mocks: MockLink.MockedResponse[]) {
  const rendered = renderPortal(<WebhooksSection />, { mocks: [webhooks, ...mocks] });
  const form = await screen.findByRole('form', { name: 'Add webhook' });
  return { ...rendered, form };
}

describe('WebhooksSection: the add-webhook form', () => {
  it('asks for a URL and at least one event before sending anything', async () => {
    const { user, form } = await renderSection([]);
    await user.click(within(form).getByRole('button', { name: 'Add webhook' }));
    const url = within(form).getByRole('textbox', { name: 'Endpoint URL' });
    expect(url).toHaveAccessibleDescription('URL is required');
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('group', { name: 'Events' })).toHaveAccessibleDescription('Choose at least one event');
  });

  it("shows the server's refusal of the URL under the URL", async () => {
    const refusal = new GraphQLError('The URL must start with https://', {
      extensions: { code: 'BAD_USER_INPUT', status: 400, field: 'url' },
    });
    const { user, form } = await renderSection([
      create({ url: 'ftp://erp.example.com', events: ['message.received'] }, { errors: [refusal] }),
    ]);
    await user.type(within(form).getByRole('textbox', { name: 'Endpoint URL' }), 'ftp://erp.example.com');
    await user.click(screen.getByRole('checkbox', { name: 'message.received' }));
    await user.click(within(form).getByRole('button', { name: 'Add webhook' }));
    const url = within(form).getByRole('textbox', { name: 'Endpoint URL' });
    expect(await within(form).findByText('The URL must start with https://')).toBeInTheDocument();
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(url).toHaveFocus();
  });

  it('adds the endpoint with the events chosen and shows its secret once', async () => {
    const created = { createWebhook: { secret: 'whsec_value', endpoint: { id: 3, url: 'https://erp.example.com/hook' } } };
    const { user, form } = await renderSection([
      create({ url: 'https://erp.example.com/hook', events: ['order.status_changed', 'message.received'] }, { data: created }),
      webhooks,
    ]);
    await user.type(within(form).getByRole('textbox', { name: 'Endpoint URL' }), ' https://erp.example.com/hook ');
    await user.click(screen.getByRole('checkbox', { name: 'order.status_changed' }));
    await user.click(screen.getByRole('checkbox', { name: 'message.received' }));
    await user.click(within(form).getByRole('button', { name: 'Add webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your webhook signing secret' });
    expect(dialog).toHaveTextContent('whsec_value');
    expect(screen.getByRole('checkbox', { name: 'message.received' })).not.toBeChecked();
  });
});
