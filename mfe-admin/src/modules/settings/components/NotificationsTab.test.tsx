import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { expectClean, expectRefusalOnField, fieldRefusal, renderSettingsTab, updateMock } from '../testing/settingsTesting';
import { NotificationsTab } from './NotificationsTab';

const saved = {
  emailNewOrders: true,
  emailNewUsers: true,
  emailNewMessages: false,
  emailSystemAlerts: true,
  smsCriticalOrders: false,
  smsSystemDowntime: true,
  notificationEmail: 'ops@acme.example',
  smsNumber: '+1 555 0100',
};

const setup = { section: 'notifications', saved, formName: 'Notifications settings', loaded: 'ops@acme.example' } as const;

describe('NotificationsTab', () => {
  it("shows the server's values", async () => {
    const { form, save } = await renderSettingsTab(<NotificationsTab />, setup);
    expect(within(form).getByRole('switch', { name: /^New Messages/ })).not.toBeChecked();
    expect(within(form).getByRole('switch', { name: /^System Downtime/ })).toBeChecked();
    expect(within(form).getByRole('textbox', { name: 'SMS Number' })).toHaveValue('+1 555 0100');
    expect(save).toBeDisabled();
  });

  // Every value of this tab may be sent as typed: the address and number formats are the server's rules.
  it("shows the server's refusal under the field it names", async () => {
    const message = 'SMS number must be a phone number: digits, spaces and + ( ) - .';
    const refused = updateMock('notifications', { ...saved, smsNumber: '555-CALL' }, { refusal: fieldRefusal('smsNumber', message) });
    const rendered = await renderSettingsTab(<NotificationsTab />, setup, [refused]);
    await expectRefusalOnField(rendered, within(rendered.form).getByRole('textbox', { name: 'SMS Number' }), '555-CALL', message);
  });

  it('saves the switches and addresses on Save and is clean afterwards', async () => {
    const sent = { ...saved, emailNewMessages: true, notificationEmail: 'alerts@acme.example' };
    const { user, form, save } = await renderSettingsTab(<NotificationsTab />, setup, [updateMock('notifications', sent, { answer: sent })]);
    await user.click(within(form).getByRole('switch', { name: /^New Messages/ }));
    const email = within(form).getByRole('textbox', { name: 'Notification Email' });
    await user.clear(email);
    await user.type(email, 'alerts@acme.example');
    expect(save).toBeEnabled();
    await user.click(save);
    expect(await screen.findByText('Your notification settings have been updated successfully.')).toBeInTheDocument();
    expect(within(form).getByRole('switch', { name: /^New Messages/ })).toBeChecked();
    await expectClean(save);
  });
});
