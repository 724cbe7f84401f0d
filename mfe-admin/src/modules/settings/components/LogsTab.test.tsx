import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { AdminSettingsApplyLogRetentionDocument, AdminSettingsAuditLogsDocument, AdminSettingsAuditSourcesDocument } from 'mfe-shared/operations';
import { expectRefusalOnField, expectWholeNumberAsked, fieldRefusal, renderSettingsTab, updateMock } from '../testing/settingsTesting';
import { LogsTab } from './LogsTab';

const saved = { logLevel: 'warning', logRetentionDays: 30 };

const setup = {
  section: 'logs',
  saved,
  formName: 'System Logs settings',
  loaded: '30',
  saveName: 'Apply',
  // The log list at any filter, and the sources.
  around: [
    {
      request: { query: AdminSettingsAuditLogsDocument, variables: () => true },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: { data: { auditLogs: { nodes: [], pageInfo: { endCursor: null, hasNextPage: false }, totalCount: 0 } } },
    },
    { request: { query: AdminSettingsAuditSourcesDocument }, result: { data: { auditSources: ['auth'] } } },
  ],
} as const;

describe('LogsTab', () => {
  it("shows the server's level and retention", async () => {
    const { form } = await renderSettingsTab(<LogsTab />, setup);
    expect(within(form).getByRole('combobox', { name: 'Log level' })).toHaveValue('warning');
    expect(within(form).getByRole('spinbutton', { name: 'Log Retention (days)' })).toHaveValue(30);
  });

  it('marks a retention that is not a whole number and sends nothing', async () => {
    await expectWholeNumberAsked(await renderSettingsTab(<LogsTab />, setup), 'Log Retention (days)');
  });

  it("shows the server's refusal under the field it names", async () => {
    const message = 'Log retention must be at least 1 day';
    const refused = updateMock('logs', { ...saved, logRetentionDays: 0 }, { refusal: fieldRefusal('logRetentionDays', message) });
    const rendered = await renderSettingsTab(<LogsTab />, setup, [refused]);
    await expectRefusalOnField(rendered, within(rendered.form).getByRole('spinbutton', { name: 'Log Retention (days)' }), '0', message);
  });

  it('Apply saves the level and retention, then prunes what is older', async () => {
    const sent = { logLevel: 'error', logRetentionDays: 7 };
    const { user, form, save } = await renderSettingsTab(<LogsTab />, setup, [
      updateMock('logs', sent, { answer: sent }),
      { request: { query: AdminSettingsApplyLogRetentionDocument }, result: { data: { applyLogRetention: 3 } } },
    ]);
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Log level' }), 'Error');
    const days = within(form).getByRole('spinbutton', { name: 'Log Retention (days)' });
    await user.clear(days);
    await user.type(days, '7');
    await user.click(save);
    expect(await screen.findByText('Your system logs settings have been updated successfully.')).toBeInTheDocument();
    expect(await within(form).findByText('3 old entries were removed.')).toBeInTheDocument();
    await waitFor(() => expect(days).toHaveValue(7));
    expect(within(form).getByRole('combobox', { name: 'Log level' })).toHaveValue('error');
  });
});
