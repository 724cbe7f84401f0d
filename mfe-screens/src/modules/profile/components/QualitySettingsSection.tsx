import { useMutation, useQuery } from '@apollo/client/react';
import {
  FormField,
  type InspectionLevel,
  ProfileQualitySettingsDocument,
  ProfileUpdateQualitySettingsDocument,
  type QualitySettingsInput,
  SectionCard,
  Select,
  useToast,
} from 'mfe-shared';
import { aqlText } from '../../orders/inspections/inspectionText';
import { errorText, StyledFormRow, StyledIntro } from './profileStyles';

/** The AQL columns of ISO 2859-1 Table II-A that apparel inspections use (the server takes any of the table's). */
const AQLS = [0, 0.065, 0.1, 0.15, 0.25, 0.4, 0.65, 1, 1.5, 2.5, 4, 6.5, 10];
const CLASSES: { field: 'aqlCritical' | 'aqlMajor' | 'aqlMinor'; label: string }[] = [
  { field: 'aqlCritical', label: 'Critical AQL' },
  { field: 'aqlMajor', label: 'Major AQL' },
  { field: 'aqlMinor', label: 'Minor AQL' },
];

/**
 * The buyer's AQL defaults (issue 23): the inspection level and the AQL of each defect class that
 * new inspections of its orders start with.
 */
export function QualitySettingsSection() {
  const { toast } = useToast();
  const { data, loading, error, refetch } = useQuery(ProfileQualitySettingsDocument);
  const [update, updating] = useMutation(ProfileUpdateQualitySettingsDocument, { refetchQueries: [ProfileQualitySettingsDocument] });
  const settings = data?.myQualitySettings;

  async function save(input: QualitySettingsInput) {
    try {
      await update({ variables: { input } });
      toast({ title: 'Inspection defaults saved', description: 'New inspections of your orders start with them.' });
    } catch (saveError) {
      toast({ title: 'Could not save the inspection defaults', description: errorText(saveError), variant: 'destructive' });
    }
  }

  return (
    <SectionCard id="inspection-defaults" title="Inspection defaults" loading={!data && loading} error={!data ? error : null} onRetry={() => void refetch()}>
      <StyledIntro>
        AQL sampling (ISO 2859-1, normal inspection): the level and the acceptable quality limit of each defect class that new
        inspections of your orders use.
      </StyledIntro>
      {settings && (
        <StyledFormRow aria-label="Inspection defaults" onSubmit={(event) => event.preventDefault()}>
          <FormField label="Inspection level">
            <Select
              value={settings.level}
              disabled={updating.loading}
              onChange={(event) => void save({ level: event.target.value as InspectionLevel })}
            >
              <option value="I">I</option>
              <option value="II">II</option>
              <option value="III">III</option>
            </Select>
          </FormField>
          {CLASSES.map(({ field, label }) => (
            <FormField key={field} label={label}>
              <Select value={String(settings[field])} disabled={updating.loading} onChange={(event) => void save({ [field]: Number(event.target.value) })}>
                {AQLS.map((aql) => (
                  <option key={aql} value={String(aql)}>
                    {aqlText(aql)}
                  </option>
                ))}
              </Select>
            </FormField>
          ))}
        </StyledFormRow>
      )}
    </SectionCard>
  );
}
