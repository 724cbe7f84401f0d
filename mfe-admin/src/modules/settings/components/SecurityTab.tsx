import { FormField, Input, TextArea } from 'mfe-shared';
import { z } from 'zod';
import { useSettingsForm } from '../hooks/useSettingsForm';
import { wholeNumber } from '../utils/sections';
import { FieldGrid } from './FieldGrid';
import { SettingsSectionCard } from './SettingsSectionCard';
import { SwitchField } from './SwitchField';

/** The section's values; the limits and the address list's format are the server's to check. */
const securitySchema = z.object({
  twoFactor: z.boolean(),
  enforceSecurePasswords: z.boolean(),
  sessionTimeoutEnabled: z.boolean(),
  sessionTimeoutMinutes: wholeNumber,
  maxLoginAttempts: wholeNumber,
  ipWhitelisting: z.boolean(),
  allowedIps: z.string().trim(),
});

/** Sign-in rules: secure passwords, idle timeout, lockout, IP allow-list. */
export function SecurityTab() {
  const { form, server, card } = useSettingsForm('security', securitySchema);
  const { errors } = form.formState;
  const [sessionTimeoutEnabled, ipWhitelisting] = form.watch(['sessionTimeoutEnabled', 'ipWhitelisting']);
  return (
    <SettingsSectionCard {...card} title="Security" description="Sign-in rules for every account.">
      {server && (
        <>
          <SwitchField control={form.control} name="twoFactor" label="Two-Factor Authentication" description="Ask for a second factor at sign-in." />
          <SwitchField
            control={form.control}
            name="enforceSecurePasswords"
            label="Enforce Secure Passwords"
            description="New passwords need at least one letter and one number."
          />
          <SwitchField
            control={form.control}
            name="sessionTimeoutEnabled"
            label="Session Timeout"
            description="Sign out sessions that stay idle too long."
          />
          <FieldGrid>
            <FormField label="Session Timeout (minutes)" error={errors.sessionTimeoutMinutes?.message}>
              <Input type="number" inputMode="numeric" disabled={!sessionTimeoutEnabled} {...form.register('sessionTimeoutMinutes')} />
            </FormField>
            <FormField
              label="Max Login Attempts"
              hint="The account is locked for a while after this many failures."
              error={errors.maxLoginAttempts?.message}
            >
              <Input type="number" inputMode="numeric" {...form.register('maxLoginAttempts')} />
            </FormField>
          </FieldGrid>
          <SwitchField
            control={form.control}
            name="ipWhitelisting"
            label="IP Whitelisting"
            description="Only let sign-ins through from the addresses below."
          />
          <FormField label="Allowed IP Addresses" hint="One address or CIDR range per line." error={errors.allowedIps?.message}>
            <TextArea disabled={!ipWhitelisting} {...form.register('allowedIps')} />
          </FormField>
        </>
      )}
    </SettingsSectionCard>
  );
}
