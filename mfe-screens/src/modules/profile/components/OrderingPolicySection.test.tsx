import { describe, expect, it } from '@jest/globals';
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { ProfileOrderingPolicyDocument, ProfileSetVendorOrderingPolicyDocument, ProfileUpdateOrderingPolicyDocument } from 'mfe-shared/operations';
import { renderPortal } from 'mfe-shared/test';
import { OrderingPolicySection } from './OrderingPolicySection';

type Gates = { requireAcknowledgement: boolean; requirePpSample: boolean; requireFinalInspection: boolean };
type Override = { [K in keyof Gates]: boolean | null };

const allOn: Gates = { requireAcknowledgement: true, requirePpSample: true, requireFinalInspection: true };
const followDefaults: Override = { requireAcknowledgement: null, requirePpSample: null, requireFinalInspection: null };

const policy = (defaults: Gates, override: Override): MockLink.MockedResponse => ({
  request: { query: ProfileOrderingPolicyDocument },
  result: {
    data: {
      myOrderingPolicy: {
        defaults,
        vendors: [
          {
            vendor: { id: 5, name: 'Victor Rahman', company: 'Dhaka Knitwear Ltd.' },
            override,
            effective: { ...defaults, ...Object.fromEntries(Object.entries(override).filter(([, value]) => value !== null)) },
          },
        ],
      },
    },
  },
});

const setVendor = (input: Override, result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: ProfileSetVendorOrderingPolicyDocument, variables: { vendorId: 5, input } },
  result,
});

/** Once the save has finished (the button reads its label again), Save is off: the form holds no edits. */
async function expectClean(save: HTMLElement) {
  await waitFor(() => expect(save).toHaveTextContent('Save ordering policy'));
  expect(save).toBeDisabled();
}

async function renderSection(mocks: MockLink.MockedResponse[] = []) {
  const rendered = renderPortal(<OrderingPolicySection />, { mocks: [policy(allOn, followDefaults), ...mocks] });
  const form = await screen.findByRole('form', { name: 'Ordering policy' });
  return { ...rendered, form, save: within(form).getByRole('button', { name: 'Save ordering policy' }) };
}

describe('OrderingPolicySection', () => {
  it("shows the server's defaults and overrides, with Save off until something changes", async () => {
    const { form, save } = await renderSection();
    expect(within(form).getByRole('switch', { name: 'Production waits for an approved (or waived) PP sample' })).toBeChecked();
    expect(within(form).getByRole('combobox', { name: 'PP sample for Dhaka Knitwear Ltd.' })).toHaveValue('default');
    expect(save).toBeDisabled();
  });

  it('sends nothing until Save, then only what changed, and is clean again with what the server kept', async () => {
    const saved = { ...followDefaults, requirePpSample: false };
    const { user, form, save } = await renderSection([
      setVendor(saved, { data: { setVendorOrderingPolicy: { defaults: { requireAcknowledgement: true } } } }),
      policy(allOn, saved),
    ]);
    const override = within(form).getByRole('combobox', { name: 'PP sample for Dhaka Knitwear Ltd.' });
    await user.selectOptions(override, 'Off');
    expect(screen.queryByText('Ordering policy saved')).not.toBeInTheDocument();
    await user.click(save);
    expect(await screen.findByText('Ordering policy saved')).toBeInTheDocument();
    expect(override).toHaveValue('Off');
    await expectClean(save);
  });

  it('saves a changed default with every gate of the defaults', async () => {
    const defaults = { ...allOn, requireFinalInspection: false };
    const { user, form, save } = await renderSection([
      {
        request: { query: ProfileUpdateOrderingPolicyDocument, variables: { input: defaults } },
        result: { data: { updateOrderingPolicy: { defaults } } },
      },
      policy(defaults, followDefaults),
    ]);
    const gate = within(form).getByRole('switch', { name: 'Shipping waits for a passed (or waived) final inspection' });
    await user.click(gate);
    // The overrides that follow the default say what it now is.
    expect(within(form).getByRole('option', { name: 'Default (Off)' })).toBeInTheDocument();
    await user.click(save);
    expect(await screen.findByText('Ordering policy saved')).toBeInTheDocument();
    expect(gate).not.toBeChecked();
    await expectClean(save);
  });

  it("shows the server's refusal under the vendor's gate it names", async () => {
    const refusal = new GraphQLError('requirePpSample must be true or false, or null to follow your default', {
      extensions: { code: 'BAD_USER_INPUT', status: 400, field: 'requirePpSample' },
    });
    const { user, form, save } = await renderSection([setVendor({ ...followDefaults, requirePpSample: true }, { errors: [refusal] })]);
    const override = within(form).getByRole('combobox', { name: 'PP sample for Dhaka Knitwear Ltd.' });
    await user.selectOptions(override, 'On');
    await user.click(save);
    expect(await within(form).findByText('requirePpSample must be true or false, or null to follow your default')).toBeInTheDocument();
    expect(override).toHaveAttribute('aria-invalid', 'true');
    expect(override).toHaveAccessibleDescription('requirePpSample must be true or false, or null to follow your default');
    expect(screen.getByText('Please correct the marked fields.')).toBeInTheDocument();
    expect(override).toHaveValue('On');
  });
});
