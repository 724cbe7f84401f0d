import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { expectClean, expectWholeNumberAsked, fieldRefusal, renderSettingsTab, updateMock } from '../testing/settingsTesting';
import { SecurityTab } from './SecurityTab';

const saved = {
  twoFactor: false,
  enforceSecurePasswords: true,
  sessionTimeoutEnabled: true,
  sessionTimeoutMinutes: 60,
  maxLoginAttempts: 5,
  ipWhitelisting: false,
  allowedIps: '',
};

const setup = { section: 'security', saved, formName: 'Security settings', loaded: '60' } as const;

describe('SecurityTab', () => {
  it("shows the server's values; the allow-list is off while IP whitelisting is", async () => {
    const { form } = await renderSettingsTab(<SecurityTab />, setup);
    expect(within(form).getByRole('spinbutton', { name: 'Max Login Attempts' })).toHaveValue(5);
    expect(within(form).getByRole('switch', { name: /^Enforce Secure Passwords/ })).toBeChecked();
    expect(within(form).getByRole('textbox', { name: 'Allowed IP Addresses' })).toBeDisabled();
  });

  it('marks a count that is not a whole number and sends nothing', async () => {
    await expectWholeNumberAsked(await renderSettingsTab(<SecurityTab />, setup), 'Max Login Attempts');
  });

  it("shows the server's refusal under the field it names", async () => {
    const message = 'Add at least one allowed IP address before turning IP whitelisting on';
    const refused = updateMock('security', { ...saved, ipWhitelisting: true }, { refusal: fieldRefusal('allowedIps', message) });
    const { user, form, save } = await renderSettingsTab(<SecurityTab />, setup, [refused]);
    await user.click(within(form).getByRole('switch', { name: /^IP Whitelisting/ }));
    await user.click(save);
    expect(await within(form).findByText(message)).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Allowed IP Addresses' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the counts as numbers on Save and is clean afterwards', async () => {
    const sent = { ...saved, sessionTimeoutMinutes: 30, maxLoginAttempts: 3 };
    const { user, form, save } = await renderSettingsTab(<SecurityTab />, setup, [updateMock('security', sent, { answer: sent })]);
    const minutes = within(form).getByRole('spinbutton', { name: 'Session Timeout (minutes)' });
    await user.clear(minutes);
    await user.type(minutes, '30');
    const attempts = within(form).getByRole('spinbutton', { name: 'Max Login Attempts' });
    await user.clear(attempts);
    await user.type(attempts, '3');
    await user.click(save);
    expect(await screen.findByText('Your security settings have been updated successfully.')).toBeInTheDocument();
    expect(minutes).toHaveValue(30);
    await expectClean(save);
  });
});
