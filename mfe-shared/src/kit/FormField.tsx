import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import styled from 'styled-components';
import { Label } from './Input';

type ControlProps = {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean | 'true' | 'false';
};

export type FormFieldProps = {
  label: ReactNode;
  /** The one control (Input, TextArea, Select, Switch...): it gets the id, aria-describedby and aria-invalid. */
  children: ReactElement<ControlProps>;
  /** Validation message (SPEC.md 5); shown in red, read with the control via aria-describedby. */
  error?: ReactNode;
  /** Help text under the control, e.g. the SKU hint. */
  hint?: ReactNode;
  required?: boolean;
  /** Overrides the generated id for the control. */
  id?: string;
  className?: string;
};

const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledHint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.muted};
`;

const StyledError = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.danger};
`;

const StyledRequired = styled.span`
  margin-left: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.danger};
`;

/** Label + control + hint + error, wired together for screen readers. */
export function FormField({ label, children, error, hint, required, id, className }: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? children.props.id ?? `field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [children.props['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined;

  const control = isValidElement(children)
    ? cloneElement(children, {
        id: controlId,
        'aria-describedby': describedBy,
        ...(error ? { 'aria-invalid': true } : {}),
        ...(required ? { 'aria-required': true } : {}),
      })
    : children;

  return (
    <StyledField className={className}>
      <Label htmlFor={controlId}>
        {label}
        {required && <StyledRequired aria-hidden="true">*</StyledRequired>}
      </Label>
      {control}
      {hint && <StyledHint id={hintId}>{hint}</StyledHint>}
      {error && (
        <StyledError id={errorId}>{error}</StyledError>
      )}
    </StyledField>
  );
}
