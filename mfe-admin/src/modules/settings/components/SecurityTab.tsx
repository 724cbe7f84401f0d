import { FormField, Input, TextArea } from 'mfe-shared';
import { useSettingsSection } from '../hooks/useSettingsSection';
import type { SecuritySettings } from '../utils/sections';
import { FieldGrid } from './FieldGrid';
import { SettingsSectionCard } from './SettingsSectionCard';
import { SwitchField } from './SwitchField';

const toInt = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** Sign-in rules: secure passwords, idle timeout, lockout, IP allow-list. */
export function SecurityTab() {
  const { values, set, save, card } = useSettingsSection<SecuritySettings>('security');
  return (
    <SettingsSectionCard
      {...card}
      title="Security"
      description="Sign-in rules for every account."
      onSave={() => void save()}
    >
      {values && (
        <>
          <SwitchField
            label="Two-Factor Authentication"
            description="Ask for a second factor at sign-in."
            checked={values.twoFactor}
            onCheckedChange={(checked) => set('twoFactor', checked)}
          />
          <SwitchField
            label="Enforce Secure Passwords"
            description="New passwords need at least one letter and one number."
            checked={values.enforceSecurePasswords}
            onCheckedChange={(checked) => set('enforceSecurePasswords', checked)}
          />
          <SwitchField
            label="Session Timeout"
            description="Sign out sessions that stay idle too long."
            checked={values.sessionTimeoutEnabled}
            onCheckedChange={(checked) => set('sessionTimeoutEnabled', checked)}
          />
          <FieldGrid>
            <FormField label="Session Timeout (minutes)">
              <Input
                type="number"
                min={1}
                value={Number.isNaN(values.sessionTimeoutMinutes) ? '' : values.sessionTimeoutMinutes}
                disabled={!values.sessionTimeoutEnabled}
                onChange={(event) => set('sessionTimeoutMinutes', toInt(event.target.value))}
              />
            </FormField>
            <FormField label="Max Login Attempts" hint="The account is locked for a while after this many failures.">
              <Input
                type="number"
                min={1}
                value={Number.isNaN(values.maxLoginAttempts) ? '' : values.maxLoginAttempts}
                onChange={(event) => set('maxLoginAttempts', toInt(event.target.value))}
              />
            </FormField>
          </FieldGrid>
          <SwitchField
            label="IP Whitelisting"
            description="Only let sign-ins through from the addresses below."
            checked={values.ipWhitelisting}
            onCheckedChange={(checked) => set('ipWhitelisting', checked)}
          />
          <FormField label="Allowed IP Addresses" hint="One address or CIDR range per line.">
            <TextArea
              value={values.allowedIps}
              disabled={!values.ipWhitelisting}
              onChange={(event) => set('allowedIps', event.target.value)}
            />
          </FormField>
        </>
      )}
    </SettingsSectionCard>
  );
}
