import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { statusTone, type StatusTone } from './statusTone';

export type StatusBadgeProps = Omit<ComponentPropsWithRef<'span'>, 'children'> & {
  status: string;
  /** Text to show instead of the status (the colour still follows the status). */
  label?: string;
};

const StyledBadge = styled.span<{ $tone: StatusTone }>`
  display: inline-flex;
  align-items: center;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 1.6;
  white-space: nowrap;
  background: ${({ theme, $tone }) => theme.color[$tone].bg};
  color: ${({ theme, $tone }) => theme.color[$tone].fg};
`;

/** A status pill coloured by SPEC.md 4 (green, yellow, red, blue, destructive, else neutral). */
export function StatusBadge({ status, label, ...props }: StatusBadgeProps) {
  const tone = statusTone(status);
  return (
    <StyledBadge $tone={tone} data-tone={tone} {...props}>
      {label ?? status}
    </StyledBadge>
  );
}
