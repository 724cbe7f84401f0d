import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

export type BadgeProps = Omit<ComponentPropsWithRef<'span'>, 'children'> & {
  count: number;
  /** Counts above max read 'max+' (default 99). */
  max?: number;
  /** Accessible text, e.g. '3 unread messages'; without it the number is read as is. */
  label?: string;
};

const StyledBadge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${({ theme }) => theme.size.badge};
  height: ${({ theme }) => theme.size.badge};
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.destructive.bg};
  color: ${({ theme }) => theme.color.destructive.fg};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1;
`;

/** A count pill (unread messages, notifications); renders nothing at 0. */
export function Badge({ count, max = 99, label, ...props }: BadgeProps) {
  if (!(count > 0)) return null;
  return (
    <StyledBadge aria-label={label} {...props}>
      {count > max ? `${max}+` : count}
    </StyledBadge>
  );
}
