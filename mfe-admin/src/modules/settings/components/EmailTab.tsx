import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { Button, FormField, Input, useToast } from 'mfe-shared';
import { AdminSettingsTestEmailDocument } from 'mfe-shared/operations';
import { z } from 'zod';
import { useSettingsForm } from '../hooks/useSettingsForm';
import { serverMessage } from '../../users/utils/serverMessage';
import { SECRET_MASK, wholeNumber } from '../utils/sections';
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

/** The section's values; the port's range and the addresses are the server's to check. */
const emailSchema = z.object({
  smtpHost: z.string().trim(),
  smtpPort: wholeNumber,
  smtpUsername: z.string().trim(),
  smtpPassword: z.string(),
  fromEmail: z.string().trim(),
  fromName: z.string().trim(),
  useTls: z.boolean(),
});

/** The SMTP server mail goes through; the password is write-only. */
export function EmailTab() {
  const { toast } = useToast();
  // The password field is never filled from the server: left empty, the stored password is kept.
  const { form, server, card } = useSettingsForm('email', emailSchema, { secrets: ['smtpPassword'] });
  const { errors } = form.formState;
  const [testTo, setTestTo] = useState('');
  const [testEmail, test] = useMutation(AdminSettingsTestEmailDocument);
  const passwordStored = server?.smtpPassword === SECRET_MASK;

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
    >
      {server && (
        <>
          <FieldGrid>
            <FormField label="SMTP Host" error={errors.smtpHost?.message}>
              <Input placeholder="smtp.example.com" {...form.register('smtpHost')} />
            </FormField>
            <FormField label="SMTP Port" error={errors.smtpPort?.message}>
              <Input type="number" inputMode="numeric" {...form.register('smtpPort')} />
            </FormField>
            <FormField label="SMTP Username" error={errors.smtpUsername?.message}>
              <Input autoComplete="off" {...form.register('smtpUsername')} />
            </FormField>
            <FormField
              label="SMTP Password"
              hint={passwordStored ? 'A password is stored; leave empty to keep it.' : 'No password stored.'}
              error={errors.smtpPassword?.message}
            >
              <Input type="password" placeholder={passwordStored ? SECRET_MASK : ''} autoComplete="new-password" {...form.register('smtpPassword')} />
            </FormField>
            <FormField label="From Email" error={errors.fromEmail?.message}>
              <Input type="email" {...form.register('fromEmail')} />
            </FormField>
            <FormField label="From Name" error={errors.fromName?.message}>
              <Input {...form.register('fromName')} />
            </FormField>
          </FieldGrid>
          <SwitchField control={form.control} name="useTls" label="Use SSL/TLS" description="Encrypt the connection to the SMTP server." />
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
