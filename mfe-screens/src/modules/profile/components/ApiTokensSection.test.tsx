import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { ProfileApiTokensDocument, ProfileCreateApiTokenDocument } from 'mfe-shared/operations';
import { renderPortal } from 'mfe-shared/test';
import { ApiTokensSection } from './ApiTokensSection';

const tokens: MockLink.MockedResponse = {
  request: { query: ProfileApiTokensDocument, variables: { all: false } },
  result: { data: { apiTokens: [] } },
  maxUsageCount: 5,
};

const create = (input: { name: string; expiresInDays: number }, result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: ProfileCreateApiTokenDocument, variables: { input } },
  result,
});

async function renderSection(mocks: MockLink.MockedResponse[]) {
  const rendered = renderPortal(<ApiTokensSection mayListAll={false} />, { mocks: [tokens, ...mocks] });
  const form = await screen.findByRole('form', { name: 'Create API token' });
  return { ...rendered, form };
}

describe('ApiTokensSection: the create-token form', () => {
  it('asks for a name before sending anything', async () => {
    const { user, form } = await renderSection([]);
    await user.click(within(form).getByRole('button', { name: 'Create token' }));
    const name = within(form).getByRole('textbox', { name: 'Token name' });
    expect(name).toHaveAccessibleDescription('Name is required');
    expect(name).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the server's refusal under the field it names", async () => {
    const refusal = new GraphQLError('Name must be at most 100 characters', {
      extensions: { code: 'BAD_USER_INPUT', status: 400, field: 'name' },
    });
    const { user, form } = await renderSection([create({ name: 'ERP sync', expiresInDays: 30 }, { errors: [refusal] })]);
    await user.type(within(form).getByRole('textbox', { name: 'Token name' }), 'ERP sync');
    await user.click(within(form).getByRole('button', { name: 'Create token' }));
    const name = within(form).getByRole('textbox', { name: 'Token name' });
    expect(await within(form).findByText('Name must be at most 100 characters')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please correct the marked fields.')).toBeInTheDocument();
  });

  it('creates the token with the trimmed name and the expiry chosen, and shows the secret once', async () => {
    const created = { createApiToken: { token: 'pat_secret_value', apiToken: { id: 4, name: 'ERP sync', prefix: 'pat_sec' } } };
    const { user, form } = await renderSection([create({ name: 'ERP sync', expiresInDays: 90 }, { data: created })]);
    await user.type(within(form).getByRole('textbox', { name: 'Token name' }), '  ERP sync ');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Expires after' }), '90 days');
    await user.click(within(form).getByRole('button', { name: 'Create token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your new API token' });
    expect(dialog).toHaveTextContent('pat_secret_value');
    expect(within(form).getByRole('textbox', { name: 'Token name' })).toHaveValue('');
  });
});
