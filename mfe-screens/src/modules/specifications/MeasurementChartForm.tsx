import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm, type Path } from 'react-hook-form';
import styled from 'styled-components';
import { z } from 'zod';
import { Button, FormField, Input, refusalText, Select, showServerErrors, useToast } from 'mfe-shared';
import type { ChartData } from './MeasurementChartTable';

const UNITS = ['cm', 'inch'] as const;

/** A number typed in a field (the API's Float); the server says what numbers it accepts. */
const numberText = (what: string) =>
  z
    .string()
    .trim()
    .refine((text) => text !== '' && Number.isFinite(Number(text)), `${what} must be a number`);

/** What the form must hold before it is sent: the API's types. The chart's rules are the server's. */
const chartSchema = z.object({
  sizes: z.array(z.object({ name: z.string() })),
  points: z.array(
    z.object({
      code: z.string(),
      description: z.string(),
      unit: z.enum(UNITS),
      toleranceMinus: numberText('Tolerance −'),
      tolerancePlus: numberText('Tolerance +'),
      targets: z.array(numberText('The target')),
    }),
  ),
});

export type ChartFormValues = z.infer<typeof chartSchema>;

const valuesOf = (chart: ChartData): ChartFormValues => ({
  sizes: chart.sizes.map((name) => ({ name })),
  points: chart.points.map((p) => ({
    code: p.code,
    description: p.description,
    unit: p.unit,
    toleranceMinus: String(p.toleranceMinus),
    tolerancePlus: String(p.tolerancePlus),
    targets: chart.sizes.map((size) => String(p.targets.find((t) => t.size === size)?.value ?? '')),
  })),
});

const chartOf = (values: ChartFormValues): ChartData => {
  const sizes = values.sizes.map((s) => s.name.trim());
  return {
    sizes,
    points: values.points.map((p) => ({
      code: p.code,
      description: p.description,
      unit: p.unit,
      toleranceMinus: Number(p.toleranceMinus),
      tolerancePlus: Number(p.tolerancePlus),
      targets: sizes.map((size, j) => ({ size, value: Number(p.targets[j]) })),
    })),
  };
};

/**
 * The server names a chart's fields `measurementChart.points.2.targets.M`; the form's are
 * `points.2.targets.1` (by the size's column).
 */
function serverFieldNames(values: ChartFormValues): Record<string, Path<ChartFormValues>> {
  const names: Record<string, Path<ChartFormValues>> = {};
  const sizes = values.sizes.map((s) => s.name.trim());
  sizes.forEach((_, j) => (names[`measurementChart.sizes.${j}`] = `sizes.${j}.name`));
  names['measurementChart.sizes'] = 'sizes.root' as Path<ChartFormValues>;
  values.points.forEach((_, i) => {
    for (const key of ['code', 'description', 'unit', 'toleranceMinus', 'tolerancePlus'] as const)
      names[`measurementChart.points.${i}.${key}`] = `points.${i}.${key}`;
    sizes.forEach((size, j) => (names[`measurementChart.points.${i}.targets.${size}`] = `points.${i}.targets.${j}`));
  });
  return names;
}

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledGroup = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: ${({ theme }) => theme.space.md};
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  > div {
    flex: 1 1 6rem;
    min-width: 5rem;
  }
  > div.wide {
    flex: 4 1 14rem;
  }
`;

const StyledActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  flex-wrap: wrap;
`;

export type MeasurementChartFormProps = {
  initial: ChartData;
  pending: boolean;
  /** Saves the chart; a refusal is shown under the fields its answer names. */
  onSubmit: (chart: ChartData) => Promise<void>;
  onCancel: () => void;
};

/** The measurement chart editor: sizes (the columns), then the points of measure with a target per size. */
export function MeasurementChartForm({ initial, pending, onSubmit, onCancel }: MeasurementChartFormProps) {
  const { toast } = useToast();
  const form = useForm<ChartFormValues>({ defaultValues: valuesOf(initial), resolver: zodResolver(chartSchema) });
  const { control, formState, getValues, handleSubmit, register, setValue, watch } = form;
  const sizes = useFieldArray({ control, name: 'sizes' });
  const points = useFieldArray({ control, name: 'points' });
  const sizeNames = watch('sizes').map((s, j) => s.name.trim() || `size ${j + 1}`);
  const { errors } = formState;

  function addSize() {
    sizes.append({ name: '' });
    getValues('points').forEach((p, i) => setValue(`points.${i}.targets`, [...p.targets, '']));
  }

  function removeSize(j: number) {
    sizes.remove(j);
    getValues('points').forEach((p, i) => setValue(`points.${i}.targets`, p.targets.filter((_, k) => k !== j)));
  }

  async function handleValid(values: ChartFormValues) {
    try {
      await onSubmit(chartOf(values));
    } catch (error) {
      const failure = showServerErrors(form, error, serverFieldNames(values));
      toast({ title: 'The chart was not saved', description: refusalText(failure, 'Please try again.'), variant: 'destructive' });
    }
  }

  return (
    <StyledForm onSubmit={handleSubmit(handleValid)} noValidate aria-label="Measurement chart">
      <StyledGroup>
        <legend>Sizes</legend>
        {sizes.fields.map((size, j) => (
          <div key={size.id}>
            <FormField label={`Size ${j + 1}`} error={errors.sizes?.[j]?.name?.message}>
              <Input {...register(`sizes.${j}.name`)} />
            </FormField>
            <Button $variant="ghost" onClick={() => removeSize(j)} aria-label={`Remove size ${sizeNames[j]}`}>
              Remove
            </Button>
          </div>
        ))}
        <Button $variant="secondary" onClick={addSize}>
          Add size
        </Button>
        {errors.sizes?.root?.message && <p role="alert">{errors.sizes.root.message}</p>}
      </StyledGroup>
      {points.fields.map((point, i) => {
        const rowErrors = errors.points?.[i];
        return (
          <StyledGroup key={point.id}>
            <legend>Point of measure {i + 1}</legend>
            <FormField label="Code" error={rowErrors?.code?.message}>
              <Input {...register(`points.${i}.code`)} />
            </FormField>
            <FormField label="Description" error={rowErrors?.description?.message} className="wide">
              <Input {...register(`points.${i}.description`)} />
            </FormField>
            <FormField label="Unit" error={rowErrors?.unit?.message}>
              <Select {...register(`points.${i}.unit`)}>
                {UNITS.map((unit) => (
                  <option key={unit}>{unit}</option>
                ))}
              </Select>
            </FormField>
            <FormField label="Tolerance −" error={rowErrors?.toleranceMinus?.message}>
              <Input inputMode="decimal" {...register(`points.${i}.toleranceMinus`)} />
            </FormField>
            <FormField label="Tolerance +" error={rowErrors?.tolerancePlus?.message}>
              <Input inputMode="decimal" {...register(`points.${i}.tolerancePlus`)} />
            </FormField>
            {sizes.fields.map((size, j) => (
              <FormField key={size.id} label={`Target ${sizeNames[j]}`} error={rowErrors?.targets?.[j]?.message}>
                <Input inputMode="decimal" {...register(`points.${i}.targets.${j}`)} />
              </FormField>
            ))}
            <Button $variant="ghost" onClick={() => points.remove(i)} aria-label={`Remove point of measure ${i + 1}`}>
              Remove
            </Button>
          </StyledGroup>
        );
      })}
      <StyledActions>
        <Button
          $variant="secondary"
          onClick={() =>
            points.append({
              code: '',
              description: '',
              unit: 'cm',
              toleranceMinus: '',
              tolerancePlus: '',
              targets: sizes.fields.map(() => ''),
            })
          }
        >
          Add point of measure
        </Button>
      </StyledActions>
      <StyledActions>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving...' : 'Save chart'}
        </Button>
        <Button $variant="secondary" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
      </StyledActions>
    </StyledForm>
  );
}
