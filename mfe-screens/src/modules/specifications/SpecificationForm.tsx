import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { z } from 'zod';
import { Button, FormField, Input, Select, TextArea } from 'mfe-shared';

export const SPEC_CATEGORIES = ['Tech Pack', 'Materials', 'Quality', 'Branding', 'Packaging', 'Other'];

/** What must be filled in before sending (SPEC.md 5); the server checks the rest. */
const specificationSchema = z.object({
  title: z.string().trim().min(1, 'Title is required'),
  category: z.string(),
  description: z.string(),
  details: z.string().refine((text) => text.trim() !== '', 'Details are required'),
  sections: z.array(z.object({ title: z.string(), content: z.string() })),
});

export type SpecificationFormValues = z.infer<typeof specificationSchema>;

export type SpecificationFormProps = {
  initial: SpecificationFormValues;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onSubmit: (values: SpecificationFormValues) => void;
  onCancel: () => void;
  cancelLabel?: string;
  /** Shown above the fields (e.g. the product select of a new specification). */
  children?: ReactNode;
};

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledSection = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: ${({ theme }) => theme.space.lg};
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  flex-wrap: wrap;
`;

/** Title, category, description, details and sections: one form for creating and editing (SPEC.md 5). */
export function SpecificationForm(props: SpecificationFormProps) {
  const { control, formState, handleSubmit, register, watch } = useForm<SpecificationFormValues>({
    defaultValues: props.initial,
    resolver: zodResolver(specificationSchema),
  });
  const sections = useFieldArray({ control, name: 'sections' });
  const { errors } = formState;
  const category = watch('category');

  function handleValid(values: SpecificationFormValues) {
    props.onSubmit({ ...values, sections: values.sections.filter((s) => s.title.trim() || s.content.trim()) });
  }

  return (
    <StyledForm onSubmit={handleSubmit(handleValid)} noValidate aria-label="Specification">
      {props.children}
      <FormField label="Title" error={errors.title?.message} required>
        <Input {...register('title')} />
      </FormField>
      <FormField label="Category">
        <Select {...register('category')}>
          <option value="">No category</option>
          {[...new Set([...SPEC_CATEGORIES, category].filter(Boolean))].map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label="Description">
        <Input {...register('description')} />
      </FormField>
      <FormField label="Details" error={errors.details?.message} required>
        <TextArea rows={5} {...register('details')} />
      </FormField>
      {sections.fields.map((section, index) => (
        <StyledSection key={section.id}>
          <legend>Section {index + 1}</legend>
          <FormField label="Section title">
            <Input {...register(`sections.${index}.title`)} />
          </FormField>
          <FormField label="Section content" hint="Markdown-like: **bold**, lines starting with - are a list.">
            <TextArea rows={4} {...register(`sections.${index}.content`)} />
          </FormField>
          <div>
            <Button $variant="ghost" onClick={() => sections.remove(index)}>
              Remove section
            </Button>
          </div>
        </StyledSection>
      ))}
      <StyledActions>
        <Button $variant="secondary" onClick={() => sections.append({ title: '', content: '' })}>
          Add section
        </Button>
      </StyledActions>
      <StyledActions>
        <Button type="submit" disabled={props.pending}>
          {props.pending ? props.pendingLabel : props.submitLabel}
        </Button>
        <Button $variant="secondary" onClick={props.onCancel} disabled={props.pending}>
          {props.cancelLabel ?? 'Cancel'}
        </Button>
      </StyledActions>
    </StyledForm>
  );
}
