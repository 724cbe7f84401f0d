import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { AdminSettingsTestEmailDocument, Button, FormField, Input, useToast } from 'mfe-shared';
import { useSettingsSection } from '../hooks/useSettingsSection';
import { serverMessage } from '../../users/utils/serverMessage';
import { SECRET_MASK, type EmailSettings } from '../utils/sections';
import { FieldGrid, FieldGroup } from './FieldGrid';
import { SettingsSectionCard } from './SettingsSectionCard';
import { SwitchField } from './SwitchField';

const StyledTestRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  flex-wrap: wrap;

  > :first-child {
    flex: 1;
    min-width: 0;
  }
`;

const StyledResult = styled.p<{ $ok: boolean }>`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $ok }) => ($ok ? theme.color.green.bg : theme.color.red.bg)};
  color: ${({ theme, $ok }) => ($ok ? theme.color.green.fg : theme.color.red.fg)};
`;

const toInt = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The SMTP server mail goes through; the password is write-only. */
export function EmailTab() {
  const { toast } = useToast();
  const { values, set, save, card } = useSettingsSection<EmailSettings>('email');
  // Never filled from the server: empty means "keep the stored password".
  const [password, setPassword] = useState('');
  const [testTo, setTestTo] = useState('');
  const [testEmail, test] = useMutation(AdminSettingsTestEmailDocument);
  const passwordStored = values?.smtpPassword === SECRET_MASK;

  async function handleSave() {
    const saved = await save({ smtpPassword: password || (passwordStored ? SECRET_MASK : '') });
    if (saved) setPassword('');
  }

  async function handleTest() {
    try {
      const result = await testEmail({ variables: { to: testTo.trim() || null } });
      const answer = result.data?.testEmailSettings;
      if (answer) {
        toast(
          answer.ok
            ? { title: 'Test email sent', description: answer.message }
            : { title: 'Test email failed', description: answer.message, variant: 'destructive' },
        );
      }
    } catch (caught) {
      toast({ title: 'Test email failed', description: serverMessage(caught) ?? 'Could not send the test email.', variant: 'destructive' });
    }
  }

  const answer = test.data?.testEmailSettings;

  return (
    <SettingsSectionCard
      {...card}
      title="Email"
      description="The SMTP server notifications and password resets are sent through. Without one, mail waits in the outbox."
      onSave={() => void handleSave()}
    >
      {values && (
        <>
          <FieldGrid>
            <FormField label="SMTP Host">
              <Input value={values.smtpHost} onChange={(event) => set('smtpHost', event.target.value)} placeholder="smtp.example.com" />
            </FormField>
            <FormField label="SMTP Port">
              <Input
                type="number"
                min={1}
                max={65535}
                value={Number.isNaN(values.smtpPort) ? '' : values.smtpPort}
                onChange={(event) => set('smtpPort', toInt(event.target.value))}
              />
            </FormField>
            <FormField label="SMTP Username">
              <Input value={values.smtpUsername} onChange={(event) => set('smtpUsername', event.target.value)} autoComplete="off" />
            </FormField>
            <FormField
              label="SMTP Password"
              hint={passwordStored ? 'A password is stored; leave empty to keep it.' : 'No password stored.'}
            >
              <Input
                type="password"
                value={password}
                placeholder={passwordStored ? SECRET_MASK : ''}
                onChange={(event) => setPassword(event.target.value)}
                autoComplete="new-password"
              />
            </FormField>
            <FormField label="From Email">
              <Input type="email" value={values.fromEmail} onChange={(event) => set('fromEmail', event.target.value)} />
            </FormField>
            <FormField label="From Name">
              <Input value={values.fromName} onChange={(event) => set('fromName', event.target.value)} />
            </FormField>
          </FieldGrid>
          <SwitchField
            label="Use SSL/TLS"
            description="Encrypt the connection to the SMTP server."
            checked={values.useTls}
            onCheckedChange={(checked) => set('useTls', checked)}
          />
          <FieldGroup>
            <legend>Test</legend>
            <StyledTestRow>
              <FormField label="Send test to" hint="Leave empty to send it to your own address. Uses the saved settings.">
                <Input type="email" value={testTo} onChange={(event) => setTestTo(event.target.value)} />
              </FormField>
              <Button $variant="secondary" onClick={() => void handleTest()} disabled={test.loading}>
                {test.loading ? 'Sending...' : 'Test Email Settings'}
              </Button>
            </StyledTestRow>
            {answer && (
              <StyledResult role="status" $ok={answer.ok}>
                {answer.message}
              </StyledResult>
            )}
          </FieldGroup>
        </>
      )}
    </SettingsSectionCard>
  );
}
