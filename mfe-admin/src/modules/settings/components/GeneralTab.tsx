import { FormField, Input, TextArea } from 'mfe-shared';
import { z } from 'zod';
import { useSettingsForm } from '../hooks/useSettingsForm';
import { FieldGrid } from './FieldGrid';
import { SettingsSectionCard } from './SettingsSectionCard';
import { SwitchField } from './SwitchField';

/** The section's values; which addresses and numbers are valid is the server's to say. */
const generalSchema = z.object({
  companyName: z.string().trim().min(1, 'Company name is required'),
  websiteUrl: z.string().trim(),
  contactEmail: z.string().trim(),
  phone: z.string().trim(),
  businessAddress: z.string().trim(),
  maintenanceMode: z.boolean(),
  demoMode: z.boolean(),
});

/** Company details, maintenance mode and demo mode (both take effect at once). */
export function GeneralTab() {
  const { form, server, card } = useSettingsForm('general', generalSchema);
  const { errors } = form.formState;
  return (
    <SettingsSectionCard {...card} title="General" description="Company details shown across the portal, and portal-wide modes.">
      {server && (
        <>
          <FieldGrid>
            <FormField label="Company Name" error={errors.companyName?.message} required>
              <Input {...form.register('companyName')} />
            </FormField>
            <FormField label="Website URL" error={errors.websiteUrl?.message}>
              <Input type="url" {...form.register('websiteUrl')} />
            </FormField>
            <FormField label="Contact Email" error={errors.contactEmail?.message}>
              <Input type="email" {...form.register('contactEmail')} />
            </FormField>
            <FormField label="Phone" error={errors.phone?.message}>
              <Input type="tel" {...form.register('phone')} />
            </FormField>
          </FieldGrid>
          <FormField label="Business Address" error={errors.businessAddress?.message}>
            <TextArea {...form.register('businessAddress')} />
          </FormField>
          <SwitchField
            control={form.control}
            name="maintenanceMode"
            label="Maintenance Mode"
            description="While on, only admins can use the portal; everyone else sees a maintenance screen."
          />
          <SwitchField
            control={form.control}
            name="demoMode"
            label="Demo Mode"
            description="While on, the login page shows the Buyer Demo and Vendor Demo buttons."
          />
        </>
      )}
    </SettingsSectionCard>
  );
}
