import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormField, type InspectionLevel, refusalText, SectionCard, Select, showServerErrors, useToast } from 'mfe-shared';
import { ProfileQualitySettingsDocument, ProfileUpdateQualitySettingsDocument } from 'mfe-shared/operations';
import { z } from 'zod';
import { aqlText } from '../../orders/inspections/inspectionText';
import { StyledFormRow, StyledIntro } from './profileStyles';

/** The AQL columns of ISO 2859-1 Table II-A that apparel inspections use (the server takes any of the table's). */
const AQLS = [0, 0.065, 0.1, 0.15, 0.25, 0.4, 0.65, 1, 1.5, 2.5, 4, 6.5, 10];
const CLASSES: { field: 'aqlCritical' | 'aqlMajor' | 'aqlMinor'; label: string }[] = [
  { field: 'aqlCritical', label: 'Critical AQL' },
  { field: 'aqlMajor', label: 'Major AQL' },
  { field: 'aqlMinor', label: 'Minor AQL' },
];

/** The choices as the selects hold them; the server says which AQLs and levels it takes. */
const qualitySchema = z.object({
  level: z.string(),
  aqlCritical: z.string(),
  aqlMajor: z.string(),
  aqlMinor: z.string(),
});

type QualityValues = z.infer<typeof qualitySchema>;

/**
 * The buyer's AQL defaults (issue 23): the inspection level and the AQL of each defect class that
 * new inspections of its orders start with. Each choice is saved as soon as it is made.
 */
export function QualitySettingsSection() {
  const { toast } = useToast();
  const { data, loading, error, refetch } = useQuery(ProfileQualitySettingsDocument);
  const [update, updating] = useMutation(ProfileUpdateQualitySettingsDocument, { refetchQueries: [ProfileQualitySettingsDocument] });
  const settings = data?.myQualitySettings;
  const form = useForm<QualityValues>({
    // The server's values, again after every save.
    values: settings && {
      level: settings.level,
      aqlCritical: String(settings.aqlCritical),
      aqlMajor: String(settings.aqlMajor),
      aqlMinor: String(settings.aqlMinor),
    },
    resolver: zodResolver(qualitySchema),
  });
  const { errors } = form.formState;

  async function save(values: QualityValues) {
    try {
      await update({
        variables: {
          input: {
            level: values.level as InspectionLevel,
            aqlCritical: Number(values.aqlCritical),
            aqlMajor: Number(values.aqlMajor),
            aqlMinor: Number(values.aqlMinor),
          },
        },
      });
      toast({ title: 'Inspection defaults saved', description: 'New inspections of your orders start with them.' });
    } catch (saveError) {
      const failure = showServerErrors(form, saveError);
      toast({ title: 'Could not save the inspection defaults', description: refusalText(failure, 'Please try again.'), variant: 'destructive' });
    }
  }
  const saveOnChange = { onChange: () => void form.handleSubmit(save)() };

  return (
    <SectionCard id="inspection-defaults" title="Inspection defaults" loading={!data && loading} error={!data ? error : null} onRetry={() => void refetch()}>
      <StyledIntro>
        AQL sampling (ISO 2859-1, normal inspection): the level and the acceptable quality limit of each defect class that new
        inspections of your orders use.
      </StyledIntro>
      {settings && (
        <StyledFormRow aria-label="Inspection defaults" onSubmit={form.handleSubmit(save)} noValidate>
          <FormField label="Inspection level" error={errors.level?.message}>
            <Select disabled={updating.loading} {...form.register('level', saveOnChange)}>
              <option value="I">I</option>
              <option value="II">II</option>
              <option value="III">III</option>
            </Select>
          </FormField>
          {CLASSES.map(({ field, label }) => (
            <FormField key={field} label={label} error={errors[field]?.message}>
              <Select disabled={updating.loading} {...form.register(field, saveOnChange)}>
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
