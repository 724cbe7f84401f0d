import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import {
  AdminSaveMilestoneTemplateDocument,
  Button,
  Card,
  CardHeader,
  CardTitle,
  Checkbox,
  FormField,
  Input,
  type MilestoneOwner,
  Select,
  StatusBadge,
  useToast,
} from 'mfe-shared';

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

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** One time-and-action template: its name, whether new orders get it, and its steps. */
export function TemplateEditor({ template, onSaved, onCancel }: TemplateEditorProps) {
  const { toast } = useToast();
  const [draft, setDraft] = useState<TemplateDraft>(template);
  const [save, { loading }] = useMutation(AdminSaveMilestoneTemplateDocument);
  const label = draft.id ? `Template ${template.name}` : 'New template';

  function setStep(index: number, change: Partial<TemplateStep>) {
    setDraft((current) => ({
      ...current,
      steps: current.steps.map((step, i) => (i === index ? { ...step, ...change } : step)),
    }));
  }

  function handleAddStep() {
    setDraft((current) => ({ ...current, steps: [...current.steps, { name: '', owner: 'vendor', offsetDays: 0 }] }));
  }

  function handleRemoveStep(index: number) {
    setDraft((current) => ({ ...current, steps: current.steps.filter((_, i) => i !== index) }));
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    try {
      await save({
        variables: {
          input: { id: draft.id, name: draft.name, isDefault: draft.isDefault, steps: draft.steps },
        },
      });
      toast({ title: 'Template saved', description: draft.name });
      onSaved();
    } catch (error) {
      toast({
        title: 'Failed to save the template',
        description: error instanceof Error ? error.message : 'Please try again.',
        variant: 'destructive',
      });
    }
  }

  return (
    <Card aria-label={label}>
      <CardHeader>
        <CardTitle>{draft.id ? template.name : 'New template'}</CardTitle>
        {template.isDefault && <StatusBadge status="Approved" label="Default" />}
      </CardHeader>
      <StyledForm onSubmit={handleSubmit}>
        <FormField label="Template name" required>
          <Input value={draft.name} onChange={(event) => setDraft({ ...draft, name: event.target.value })} />
        </FormField>
        {!template.isDefault && (
          <Checkbox
            label="New orders get this template"
            checked={draft.isDefault}
            onChange={(event) => setDraft({ ...draft, isDefault: event.target.checked })}
          />
        )}
        <StyledTable aria-label={`Steps of ${draft.name || 'the new template'}`}>
          <thead>
            <tr>
              <th scope="col">Step</th>
              <th scope="col">Owner</th>
              <th scope="col">Days before due</th>
              <th scope="col" aria-label="Actions" />
            </tr>
          </thead>
          <tbody>
            {draft.steps.map((step, index) => (
              <tr key={index}>
                <td>
                  <Input aria-label={`Step ${index + 1} name`} value={step.name} onChange={(event) => setStep(index, { name: event.target.value })} />
                </td>
                <td>
                  <Select
                    aria-label={`Step ${index + 1} owner`}
                    value={step.owner}
                    onChange={(event) => setStep(index, { owner: event.target.value as MilestoneOwner })}
                  >
                    <option value="buyer">Buyer</option>
                    <option value="vendor">Vendor</option>
                  </Select>
                </td>
                <td>
                  <Input
                    aria-label={`Step ${index + 1} days before due`}
                    type="number"
                    min={0}
                    value={step.offsetDays}
                    onChange={(event) => setStep(index, { offsetDays: Number(event.target.value) })}
                  />
                </td>
                <td>
                  <Button $variant="ghost" onClick={() => handleRemoveStep(index)} aria-label={`Remove step ${index + 1}`}>
                    Remove
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </StyledTable>
        <StyledActions>
          <Button $variant="secondary" onClick={handleAddStep}>
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
