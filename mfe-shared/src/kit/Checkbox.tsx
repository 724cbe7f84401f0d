import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';

export type CheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & {
  /** Text next to the box; the whole row is then the label. */
  label?: ReactNode;
};

const StyledRow = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  cursor: pointer;
  &:has(input:disabled) {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

const StyledBox = styled.input`
  width: ${({ theme }) => theme.size.checkbox};
  height: ${({ theme }) => theme.size.checkbox};
  margin: 0;
  accent-color: ${({ theme }) => theme.color.primary};
  cursor: inherit;
`;

/** A native checkbox (keyboard and forms for free); ref and props go to the <input>. */
export function Checkbox({ label, className, style, ...props }: CheckboxProps) {
  if (label === undefined) return <StyledBox type="checkbox" className={className} style={style} {...props} />;
  return (
    <StyledRow className={className} style={style}>
      <StyledBox type="checkbox" {...props} />
      <span>{label}</span>
    </StyledRow>
  );
}
