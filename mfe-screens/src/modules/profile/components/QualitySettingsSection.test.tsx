import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { ProfileQualitySettingsDocument, ProfileUpdateQualitySettingsDocument } from 'mfe-shared/operations';
import { renderPortal } from 'mfe-shared/test';
import { QualitySettingsSection } from './QualitySettingsSection';

const saved = { level: 'II', aqlCritical: 0, aqlMajor: 2.5, aqlMinor: 4 } as const;

const settings = (values: typeof saved | { level: 'II'; aqlCritical: 0; aqlMajor: 1.5; aqlMinor: 4 }): MockLink.MockedResponse => ({
  request: { query: ProfileQualitySettingsDocument },
  result: { data: { myQualitySettings: values } },
});

const update = (result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: ProfileUpdateQualitySettingsDocument, variables: { input: { ...saved, aqlMajor: 1.5 } } },
  result,
});

async function renderSection(mocks: MockLink.MockedResponse[]) {
  const rendered = renderPortal(<QualitySettingsSection />, { mocks: [settings(saved), ...mocks] });
  const form = await screen.findByRole('form', { name: 'Inspection defaults' });
  return { ...rendered, form };
}

describe('QualitySettingsSection', () => {
  it("starts from the server's values", async () => {
    const { form } = await renderSection([]);
    expect(within(form).getByRole('combobox', { name: 'Inspection level' })).toHaveValue('II');
    expect(within(form).getByRole('combobox', { name: 'Major AQL' })).toHaveValue('2.5');
  });

  it('saves a choice at once with every value of the form', async () => {
    const { user, form } = await renderSection([
      update({ data: { updateQualitySettings: { ...saved, aqlMajor: 1.5 } } }),
      settings({ ...saved, aqlMajor: 1.5 }),
    ]);
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Major AQL' }), '1.5');
    expect(await screen.findByText('Inspection defaults saved')).toBeInTheDocument();
    expect(within(form).getByRole('combobox', { name: 'Major AQL' })).toHaveValue('1.5');
  });

  it("shows the server's refusal under the field it names", async () => {
    const refusal = new GraphQLError('Major AQL must be one of the ISO 2859-1 values', {
      extensions: { code: 'BAD_USER_INPUT', status: 400, field: 'aqlMajor' },
    });
    const { user, form } = await renderSection([update({ errors: [refusal] })]);
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Major AQL' }), '1.5');
    const major = within(form).getByRole('combobox', { name: 'Major AQL' });
    expect(await within(form).findByText('Major AQL must be one of the ISO 2859-1 values')).toBeInTheDocument();
    expect(major).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please correct the marked fields.')).toBeInTheDocument();
  });
});
