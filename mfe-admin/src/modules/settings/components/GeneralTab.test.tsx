import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { expectClean, expectRefusalOnField, fieldRefusal, renderSettingsTab, updateMock } from '../testing/settingsTesting';
import { GeneralTab } from './GeneralTab';

const saved = {
  companyName: 'Acme Garments',
  websiteUrl: 'https://acme.example',
  contactEmail: 'sales@acme.example',
  businessAddress: '1 Mill Road',
  phone: '+1 555 0100',
  maintenanceMode: false,
  demoMode: true,
};

const setup = { section: 'general', saved, formName: 'General settings', loaded: 'Acme Garments' } as const;

describe('GeneralTab', () => {
  it("shows the server's values, with Save off until something changes", async () => {
    const { form, save } = await renderSettingsTab(<GeneralTab />, setup);
    expect(within(form).getByRole('textbox', { name: 'Website URL' })).toHaveValue('https://acme.example');
    expect(within(form).getByRole('textbox', { name: 'Business Address' })).toHaveValue('1 Mill Road');
    expect(within(form).getByRole('switch', { name: /^Demo Mode/ })).toBeChecked();
    expect(within(form).getByRole('switch', { name: /^Maintenance Mode/ })).not.toBeChecked();
    expect(save).toBeDisabled();
  });

  it('marks an empty company name and sends nothing', async () => {
    const { user, form, save } = await renderSettingsTab(<GeneralTab />, setup);
    const name = within(form).getByRole('textbox', { name: 'Company Name' });
    await user.clear(name);
    await user.click(save);
    expect(await within(form).findByText('Company name is required')).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription('Company name is required');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    // No update is mocked: a sent one would fail and toast.
    expect(screen.queryByText('Failed to save settings')).not.toBeInTheDocument();
  });

  it("shows the server's refusal under the field it names (the address format is the server's rule)", async () => {
    const message = 'Website URL must be a web address starting with http:// or https://';
    const refused = updateMock('general', { ...saved, websiteUrl: 'acme.example' }, { refusal: fieldRefusal('websiteUrl', message) });
    const rendered = await renderSettingsTab(<GeneralTab />, setup, [refused]);
    await expectRefusalOnField(rendered, within(rendered.form).getByRole('textbox', { name: 'Website URL' }), 'acme.example', message);
  });

  it('saves the whole section on Save and is clean again with what the server kept', async () => {
    const sent = { ...saved, companyName: 'Acme Apparel', demoMode: false };
    const { user, form, save } = await renderSettingsTab(<GeneralTab />, setup, [updateMock('general', sent, { answer: sent })]);
    const name = within(form).getByRole('textbox', { name: 'Company Name' });
    await user.clear(name);
    await user.type(name, 'Acme Apparel ');
    await user.click(within(form).getByRole('switch', { name: /^Demo Mode/ }));
    await user.click(save);
    expect(await screen.findByText('Your general settings have been updated successfully.')).toBeInTheDocument();
    expect(name).toHaveValue('Acme Apparel');
    expect(within(form).getByRole('switch', { name: /^Demo Mode/ })).not.toBeChecked();
    await expectClean(save);
  });
});
