import { FormField, Input } from 'mfe-shared';
import { z } from 'zod';
import { useSettingsForm } from '../hooks/useSettingsForm';
import { FieldGrid, FieldGroup } from './FieldGrid';
import { SettingsSectionCard } from './SettingsSectionCard';
import { SwitchField } from './SwitchField';

/** The section's values; which address and number are valid is the server's to say. */
const notificationsSchema = z.object({
  emailNewOrders: z.boolean(),
  emailNewUsers: z.boolean(),
  emailNewMessages: z.boolean(),
  emailSystemAlerts: z.boolean(),
  smsCriticalOrders: z.boolean(),
  smsSystemDowntime: z.boolean(),
  notificationEmail: z.string().trim(),
  smsNumber: z.string().trim(),
});

type NotificationValues = z.infer<typeof notificationsSchema>;

type SwitchKey = { [K in keyof NotificationValues]: NotificationValues[K] extends boolean ? K : never }[keyof NotificationValues];

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
  const { form, server, card } = useSettingsForm('notifications', notificationsSchema);
  const { errors } = form.formState;
  return (
    <SettingsSectionCard
      {...card}
      title="Notifications"
      description="Which events send an email or a text message to the administrators."
    >
      {server && (
        <>
          <FieldGroup>
            <legend>Email Notifications</legend>
            {EMAIL_SWITCHES.map((item) => (
              <SwitchField key={item.key} control={form.control} name={item.key} label={item.label} description={item.description} />
            ))}
          </FieldGroup>
          <FieldGroup>
            <legend>SMS Notifications</legend>
            {SMS_SWITCHES.map((item) => (
              <SwitchField key={item.key} control={form.control} name={item.key} label={item.label} description={item.description} />
            ))}
          </FieldGroup>
          <FieldGrid>
            <FormField label="Notification Email" error={errors.notificationEmail?.message}>
              <Input type="email" {...form.register('notificationEmail')} />
            </FormField>
            <FormField label="SMS Number" error={errors.smsNumber?.message}>
              <Input type="tel" {...form.register('smsNumber')} />
            </FormField>
          </FieldGrid>
        </>
      )}
    </SettingsSectionCard>
  );
}
