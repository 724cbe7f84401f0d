import { FormField, Input } from 'mfe-shared';
import { useSettingsSection } from '../hooks/useSettingsSection';
import type { NotificationSettings } from '../utils/sections';
import { FieldGrid, FieldGroup } from './FieldGrid';
import { SettingsSectionCard } from './SettingsSectionCard';
import { SwitchField } from './SwitchField';

type SwitchKey = {
  [K in keyof NotificationSettings]: NotificationSettings[K] extends boolean ? K : never;
}[keyof NotificationSettings];

const EMAIL_SWITCHES: { key: SwitchKey; label: string; description: string }[] = [
  { key: 'emailNewOrders', label: 'New Orders', description: 'Email when a new order is placed.' },
  { key: 'emailNewUsers', label: 'New User Registrations', description: 'Email when someone registers.' },
  { key: 'emailNewMessages', label: 'New Messages', description: 'Email when a message arrives.' },
  { key: 'emailSystemAlerts', label: 'System Alerts', description: 'Email about problems with the portal.' },
];

const SMS_SWITCHES: { key: SwitchKey; label: string; description: string }[] = [
  { key: 'smsCriticalOrders', label: 'Critical Orders', description: 'SMS for delayed or cancelled orders.' },
  { key: 'smsSystemDowntime', label: 'System Downtime', description: 'SMS when the portal goes down.' },
];

/** Which events send email or SMS, and where they go. */
export function NotificationsTab() {
  const { values, set, save, card } = useSettingsSection<NotificationSettings>('notifications');
  return (
    <SettingsSectionCard
      {...card}
      title="Notifications"
      description="Which events send an email or a text message to the administrators."
      onSave={() => void save()}
    >
      {values && (
        <>
          <FieldGroup>
            <legend>Email Notifications</legend>
            {EMAIL_SWITCHES.map((item) => (
              <SwitchField
                key={item.key}
                label={item.label}
                description={item.description}
                checked={values[item.key]}
                onCheckedChange={(checked) => set(item.key, checked)}
              />
            ))}
          </FieldGroup>
          <FieldGroup>
            <legend>SMS Notifications</legend>
            {SMS_SWITCHES.map((item) => (
              <SwitchField
                key={item.key}
                label={item.label}
                description={item.description}
                checked={values[item.key]}
                onCheckedChange={(checked) => set(item.key, checked)}
              />
            ))}
          </FieldGroup>
          <FieldGrid>
            <FormField label="Notification Email">
              <Input
                type="email"
                value={values.notificationEmail}
                onChange={(event) => set('notificationEmail', event.target.value)}
              />
            </FormField>
            <FormField label="SMS Number">
              <Input type="tel" value={values.smsNumber} onChange={(event) => set('smsNumber', event.target.value)} />
            </FormField>
          </FieldGrid>
        </>
      )}
    </SettingsSectionCard>
  );
}
