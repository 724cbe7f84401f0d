import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { AdminSettingsBackupsDocument, AdminSettingsDatabaseInfoDocument } from 'mfe-shared/operations';
import { expectClean, expectRefusalOnField, expectWholeNumberAsked, fieldRefusal, renderSettingsTab, updateMock } from '../testing/settingsTesting';
import { DatabaseTab } from './DatabaseTab';

const saved = { backupSchedule: 'weekly', backupRetentionDays: 14 };

const setup = {
  section: 'database',
  saved,
  formName: 'Database settings',
  loaded: '14',
  // What the tab reads besides its settings: the connection and the backups.
  around: [
    {
      request: { query: AdminSettingsDatabaseInfoDocument },
      result: { data: { databaseInfo: { driver: 'PostgreSQL', serverVersion: '17.2', databaseSize: '12 MB', tables: [] } } },
    },
    { request: { query: AdminSettingsBackupsDocument }, result: { data: { backups: [] } } },
  ],
} as const;

describe('DatabaseTab', () => {
  it("shows the server's backup plan", async () => {
    const { form, save } = await renderSettingsTab(<DatabaseTab />, setup);
    expect(within(form).getByRole('combobox', { name: 'Backup Schedule' })).toHaveValue('weekly');
    expect(within(form).getByRole('spinbutton', { name: 'Backup Retention (days)' })).toHaveValue(14);
    expect(save).toBeDisabled();
  });

  it('marks a retention that is not a whole number and sends nothing', async () => {
    await expectWholeNumberAsked(await renderSettingsTab(<DatabaseTab />, setup), 'Backup Retention (days)');
  });

  it("shows the server's refusal under the field it names", async () => {
    const message = 'Backup retention must be at least 1 day';
    const refused = updateMock('database', { ...saved, backupRetentionDays: 0 }, { refusal: fieldRefusal('backupRetentionDays', message) });
    const rendered = await renderSettingsTab(<DatabaseTab />, setup, [refused]);
    await expectRefusalOnField(rendered, within(rendered.form).getByRole('spinbutton', { name: 'Backup Retention (days)' }), '0', message);
  });

  it('saves the plan on Save and is clean afterwards', async () => {
    const sent = { backupSchedule: 'daily', backupRetentionDays: 7 };
    const { user, form, save } = await renderSettingsTab(<DatabaseTab />, setup, [updateMock('database', sent, { answer: sent })]);
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Backup Schedule' }), 'Daily');
    const days = within(form).getByRole('spinbutton', { name: 'Backup Retention (days)' });
    await user.clear(days);
    await user.type(days, '7');
    await user.click(save);
    expect(await screen.findByText('Your database settings have been updated successfully.')).toBeInTheDocument();
    await expectClean(save);
  });
});
