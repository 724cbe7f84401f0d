import { FormField, Input, TextArea } from 'mfe-shared';
import { useSettingsSection } from '../hooks/useSettingsSection';
import type { GeneralSettings } from '../utils/sections';
import { FieldGrid } from './FieldGrid';
import { SettingsSectionCard } from './SettingsSectionCard';
import { SwitchField } from './SwitchField';

/** Company details, maintenance mode and demo mode (both take effect at once). */
export function GeneralTab() {
  const { values, set, save, card } = useSettingsSection<GeneralSettings>('general');
  return (
    <SettingsSectionCard
      {...card}
      title="General"
      description="Company details shown across the portal, and portal-wide modes."
      onSave={() => void save()}
    >
      {values && (
        <>
          <FieldGrid>
            <FormField label="Company Name">
              <Input value={values.companyName} onChange={(event) => set('companyName', event.target.value)} />
            </FormField>
            <FormField label="Website URL">
              <Input type="url" value={values.websiteUrl} onChange={(event) => set('websiteUrl', event.target.value)} />
            </FormField>
            <FormField label="Contact Email">
              <Input type="email" value={values.contactEmail} onChange={(event) => set('contactEmail', event.target.value)} />
            </FormField>
            <FormField label="Phone">
              <Input type="tel" value={values.phone} onChange={(event) => set('phone', event.target.value)} />
            </FormField>
          </FieldGrid>
          <FormField label="Business Address">
            <TextArea value={values.businessAddress} onChange={(event) => set('businessAddress', event.target.value)} />
          </FormField>
          <SwitchField
            label="Maintenance Mode"
            description="While on, only admins can use the portal; everyone else sees a maintenance screen."
            checked={values.maintenanceMode}
            onCheckedChange={(checked) => set('maintenanceMode', checked)}
          />
          <SwitchField
            label="Demo Mode"
            description="While on, the login page shows the Buyer Demo and Vendor Demo buttons."
            checked={values.demoMode}
            onCheckedChange={(checked) => set('demoMode', checked)}
          />
        </>
      )}
    </SettingsSectionCard>
  );
}
