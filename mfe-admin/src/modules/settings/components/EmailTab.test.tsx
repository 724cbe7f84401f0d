import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { expectClean, expectRefusalOnField, expectWholeNumberAsked, fieldRefusal, renderSettingsTab, updateMock } from '../testing/settingsTesting';
import { EmailTab } from './EmailTab';

const saved = {
  smtpHost: 'smtp.acme.example',
  smtpPort: 587,
  smtpUsername: 'mailer',
  smtpPassword: '********',
  fromEmail: 'noreply@acme.example',
  fromName: 'Acme',
  useTls: true,
};

const setup = { section: 'email', saved, formName: 'Email settings', loaded: 'smtp.acme.example' } as const;

describe('EmailTab', () => {
  it("shows the server's values, never the stored password", async () => {
    const { form } = await renderSettingsTab(<EmailTab />, setup);
    expect(within(form).getByRole('spinbutton', { name: 'SMTP Port' })).toHaveValue(587);
    const password = within(form).getByLabelText('SMTP Password');
    expect(password).toHaveValue('');
    expect(password).toHaveAccessibleDescription('A password is stored; leave empty to keep it.');
    expect(within(form).getByRole('switch', { name: /^Use SSL\/TLS/ })).toBeChecked();
  });

  it('marks a port that is not a whole number and sends nothing', async () => {
    await expectWholeNumberAsked(await renderSettingsTab(<EmailTab />, setup), 'SMTP Port');
  });

  it("shows the server's refusal under the field it names (the port's range is the server's rule)", async () => {
    const message = 'SMTP port must be between 1 and 65535';
    const refused = updateMock('email', { ...saved, smtpPort: 70000 }, { refusal: fieldRefusal('smtpPort', message) });
    const rendered = await renderSettingsTab(<EmailTab />, setup, [refused]);
    await expectRefusalOnField(rendered, within(rendered.form).getByRole('spinbutton', { name: 'SMTP Port' }), '70000', message);
  });

  it('keeps the stored password when left empty, sends a new one once, and is clean afterwards', async () => {
    const kept = { ...saved, fromName: 'Acme Portal' };
    const renewed = { ...kept, smtpPassword: 'n3w-secret' };
    const { user, form, save } = await renderSettingsTab(<EmailTab />, setup, [
      updateMock('email', kept, { answer: kept }),
      updateMock('email', renewed, { answer: kept }),
    ]);
    const fromName = within(form).getByRole('textbox', { name: 'From Name' });
    await user.clear(fromName);
    await user.type(fromName, 'Acme Portal');
    await user.click(save);
    expect(await screen.findByText('Your email settings have been updated successfully.')).toBeInTheDocument();
    await expectClean(save);

    const password = within(form).getByLabelText('SMTP Password');
    await user.type(password, 'n3w-secret');
    await user.click(save);
    // Saved (a send the server did not expect would fail, keep the edit and toast the failure).
    await waitFor(() => expect(password).toHaveValue(''));
    await expectClean(save);
    expect(screen.queryByText('Failed to save settings')).not.toBeInTheDocument();
  });
});
