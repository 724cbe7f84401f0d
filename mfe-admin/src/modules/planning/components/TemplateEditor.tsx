import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Button, Card, CardHeader, CardTitle, Checkbox, FormField, Input, type MilestoneOwner, refusalText, Select, showServerErrors, StatusBadge, useToast } from 'mfe-shared';
import { AdminSaveMilestoneTemplateDocument } from 'mfe-shared/operations';
import { z } from 'zod';

export type TemplateStep = { name: string; owner: MilestoneOwner; offsetDays: number };
export type TemplateDraft = { id: number | null; name: string; isDefault: boolean; steps: TemplateStep[] };

export type TemplateEditorProps = {
  template: TemplateDraft;
  onSaved: () => void;
  onCancel?: () => void;
};

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => theme.space.xs};
    text-align: left;
  }
  th {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.muted};
  }
`;

const StyledError = styled.p`
  margin: ${({ theme }) => theme.space.xxs} 0 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.danger};
`;

/**
 * Only what the form must hold before it is sent (names filled in, whole days); the rules about
 * the steps (how many, their owners) are the server's, shown under the steps.
 */
const templateSchema = z.object({
  name: z.string().trim().min(1, 'Please enter a template name'),
  isDefault: z.boolean(),
  steps: z.array(
    z.object({
      name: z.string().trim().min(1, 'Enter the step name'),
      owner: z.enum(['buyer', 'vendor']),
      offsetDays: z.number('Days must be a whole number').int('Days must be a whole number'),
    }),
  ),
});

type TemplateValues = z.infer<typeof templateSchema>;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** One time-and-action template: its name, whether new orders get it, and its steps. */
export function TemplateEditor({ template, onSaved, onCancel }: TemplateEditorProps) {
  const { toast } = useToast();
  const form = useForm<TemplateValues>({
    defaultValues: { name: template.name, isDefault: template.isDefault, steps: template.steps },
    resolver: zodResolver(templateSchema),
  });
  const { control, formState, register, watch } = form;
  const { errors } = formState;
  const steps = useFieldArray({ control, name: 'steps' });
  const [save, { loading }] = useMutation(AdminSaveMilestoneTemplateDocument);
  const label = template.id ? `Template ${template.name}` : 'New template';
  const stepsErrorId = `template-${template.id ?? 'new'}-steps-error`;
  const name = watch('name');

  async function handleValid(values: TemplateValues) {
    try {
      await save({ variables: { input: { id: template.id, ...values } } });
      toast({ title: 'Template saved', description: values.name });
      onSaved();
    } catch (error) {
      const failure = showServerErrors(form, error);
      toast({
        title: 'Failed to save the template',
        description: refusalText(failure, 'Please try again.'),
        variant: 'destructive',
      });
    }
  }

  /** A step cell's error: read with its control. */
  function stepError(index: number, field: 'name' | 'offsetDays') {
    const message = errors.steps?.[index]?.[field]?.message;
    const id = `template-${template.id ?? 'new'}-step-${index}-${field}-error`;
    return {
      control: message ? { 'aria-invalid': true, 'aria-describedby': id } : {},
      text: message ? <StyledError id={id}>{message}</StyledError> : null,
    };
  }

  return (
    <Card aria-label={label}>
      <CardHeader>
        <CardTitle>{template.id ? template.name : 'New template'}</CardTitle>
        {template.isDefault && <StatusBadge status="Approved" label="Default" />}
      </CardHeader>
      <StyledForm onSubmit={form.handleSubmit(handleValid)} noValidate>
        <FormField label="Template name" required error={errors.name?.message}>
          <Input {...register('name')} />
        </FormField>
        {!template.isDefault && <Checkbox label="New orders get this template" {...register('isDefault')} />}
        <StyledTable
          aria-label={`Steps of ${name || 'the new template'}`}
          aria-describedby={errors.steps?.message ? stepsErrorId : undefined}
        >
          <thead>
            <tr>
              <th scope="col">Step</th>
              <th scope="col">Owner</th>
              <th scope="col">Days before due</th>
              <th scope="col" aria-label="Actions" />
            </tr>
          </thead>
          <tbody>
            {steps.fields.map((step, index) => {
              const nameError = stepError(index, 'name');
              const daysError = stepError(index, 'offsetDays');
              return (
                <tr key={step.id}>
                  <td>
                    <Input aria-label={`Step ${index + 1} name`} {...nameError.control} {...register(`steps.${index}.name`)} />
                    {nameError.text}
                  </td>
                  <td>
                    <Select aria-label={`Step ${index + 1} owner`} {...register(`steps.${index}.owner`)}>
                      <option value="buyer">Buyer</option>
                      <option value="vendor">Vendor</option>
                    </Select>
                  </td>
                  <td>
                    <Input
                      aria-label={`Step ${index + 1} days before due`}
                      type="number"
                      min={0}
                      {...daysError.control}
                      {...register(`steps.${index}.offsetDays`, { valueAsNumber: true })}
                    />
                    {daysError.text}
                  </td>
                  <td>
                    <Button $variant="ghost" onClick={() => steps.remove(index)} aria-label={`Remove step ${index + 1}`}>
                      Remove
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </StyledTable>
        {errors.steps?.message && <StyledError id={stepsErrorId}>{errors.steps.message}</StyledError>}
        <StyledActions>
          <Button $variant="secondary" onClick={() => steps.append({ name: '', owner: 'vendor', offsetDays: 0 })}>
            Add step
          </Button>
          <Button type="submit" disabled={loading}>
            {loading ? 'Saving...' : 'Save template'}
          </Button>
          {onCancel && (
            <Button $variant="ghost" onClick={onCancel}>
              Cancel
            </Button>
          )}
        </StyledActions>
      </StyledForm>
    </Card>
  );
}
