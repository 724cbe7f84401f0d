import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { ProfileShippingSettingsDocument, ProfileUpdateShippingSettingsDocument } from 'mfe-shared/operations';
import { renderPortal } from 'mfe-shared/test';
import { ShippingSettingsSection } from './ShippingSettingsSection';

const settings = (tolerancePercent: number): MockLink.MockedResponse => ({
  request: { query: ProfileShippingSettingsDocument },
  result: { data: { myShippingSettings: { tolerancePercent } } },
});

const update = (result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: ProfileUpdateShippingSettingsDocument, variables: { input: { tolerancePercent: 3 } } },
  result,
});

async function renderSection(mocks: MockLink.MockedResponse[]) {
  const rendered = renderPortal(<ShippingSettingsSection />, { mocks: [settings(5), ...mocks] });
  const form = await screen.findByRole('form', { name: 'Shipping tolerance' });
  return { ...rendered, form };
}

describe('ShippingSettingsSection', () => {
  it('saves the tolerance chosen at once, as a number', async () => {
    const { user, form } = await renderSection([update({ data: { updateShippingSettings: { tolerancePercent: 3 } } }), settings(3)]);
    const select = within(form).getByRole('combobox', { name: 'Over/under tolerance' });
    expect(select).toHaveValue('5');
    await user.selectOptions(select, '±3%');
    expect(await screen.findByText('Shipping tolerance saved')).toBeInTheDocument();
    expect(select).toHaveValue('3');
  });

  it("shows the server's refusal under the field it names", async () => {
    const refusal = new GraphQLError('Tolerance must be between 0 and 50 percent', {
      extensions: { code: 'BAD_USER_INPUT', status: 400, field: 'tolerancePercent' },
    });
    const { user, form } = await renderSection([update({ errors: [refusal] })]);
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Over/under tolerance' }), '±3%');
    expect(await within(form).findByText('Tolerance must be between 0 and 50 percent')).toBeInTheDocument();
    expect(within(form).getByRole('combobox', { name: 'Over/under tolerance' })).toHaveAttribute('aria-invalid', 'true');
  });
});
