import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, FormField, Input, Select, TextArea } from 'mfe-shared';

export const SPEC_CATEGORIES = ['Tech Pack', 'Materials', 'Quality', 'Branding', 'Packaging', 'Other'];

export type SpecificationFormValues = {
  title: string;
  category: string;
  description: string;
  details: string;
  sections: { title: string; content: string }[];
};

export type SpecificationFormProps = {
  initial: SpecificationFormValues;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onSubmit: (values: SpecificationFormValues) => void;
  onCancel: () => void;
  cancelLabel?: string;
  /** Shown above the fields (e.g. the product select of a new specification). */
  children?: React.ReactNode;
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
  const [values, setValues] = useState(props.initial);
  const [errors, setErrors] = useState<{ title?: string; details?: string }>({});
  const set = (patch: Partial<SpecificationFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const setSection = (index: number, patch: Partial<{ title: string; content: string }>) =>
    set({ sections: values.sections.map((s, i) => (i === index ? { ...s, ...patch } : s)) });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      title: values.title.trim() ? undefined : 'Title is required',
      details: values.details.trim() ? undefined : 'Details are required',
    };
    setErrors(next);
    if (next.title || next.details) return;
    props.onSubmit({ ...values, sections: values.sections.filter((s) => s.title.trim() || s.content.trim()) });
  };

  return (
    <StyledForm onSubmit={handleSubmit} noValidate aria-label="Specification">
      {props.children}
      <FormField label="Title" error={errors.title} required>
        <Input value={values.title} onChange={(e) => set({ title: e.target.value })} />
      </FormField>
      <FormField label="Category">
        <Select value={values.category} onChange={(e) => set({ category: e.target.value })}>
          <option value="">No category</option>
          {[...new Set([...SPEC_CATEGORIES, values.category].filter(Boolean))].map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label="Description">
        <Input value={values.description} onChange={(e) => set({ description: e.target.value })} />
      </FormField>
      <FormField label="Details" error={errors.details} required>
        <TextArea rows={5} value={values.details} onChange={(e) => set({ details: e.target.value })} />
      </FormField>
      {values.sections.map((section, index) => (
        <StyledSection key={index}>
          <legend>Section {index + 1}</legend>
          <FormField label="Section title">
            <Input value={section.title} onChange={(e) => setSection(index, { title: e.target.value })} />
          </FormField>
          <FormField label="Section content" hint="Markdown-like: **bold**, lines starting with - are a list.">
            <TextArea rows={4} value={section.content} onChange={(e) => setSection(index, { content: e.target.value })} />
          </FormField>
          <div>
            <Button $variant="ghost" onClick={() => set({ sections: values.sections.filter((_, i) => i !== index) })}>
              Remove section
            </Button>
          </div>
        </StyledSection>
      ))}
      <StyledActions>
        <Button $variant="secondary" onClick={() => set({ sections: [...values.sections, { title: '', content: '' }] })}>
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
