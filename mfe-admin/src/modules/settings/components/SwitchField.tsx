import { useId } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import styled from 'styled-components';
import { Label, Switch } from 'mfe-shared';

export type SwitchFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: string;
  description?: string;
  disabled?: boolean;
};

const StyledRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};

  p {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.muted};
  }
`;

const StyledError = styled.p`
  && {
    color: ${({ theme }) => theme.color.red.fg};
  }
`;

/**
 * A form's on/off setting: label and help text on the left, the switch on the right (labelled by
 * both), and the server's error about it below.
 */
export function SwitchField<T extends FieldValues>({ control, name, label, description, disabled }: SwitchFieldProps<T>) {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  const describedBy = [description && `${id}-description`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <StyledRow>
      <StyledText>
        <Label htmlFor={id}>{label}</Label>
        {description && <p id={`${id}-description`}>{description}</p>}
        {error && <StyledError id={`${id}-error`}>{error}</StyledError>}
      </StyledText>
      <Switch
        id={id}
        ref={field.ref}
        checked={Boolean(field.value)}
        onCheckedChange={field.onChange}
        onBlur={field.onBlur}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
    </StyledRow>
  );
}
