import type { ReactNode } from 'react';
import styled from 'styled-components';

export type EmptyStateProps = {
  /** e.g. 'No orders found' (SPEC.md 8). */
  title: string;
  text?: ReactNode;
  /** A button or link, e.g. 'Create order'. */
  action?: ReactNode;
  icon?: ReactNode;
  className?: string;
};

const StyledEmpty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  text-align: center;
  color: ${({ theme }) => theme.color.muted};
`;

const StyledIcon = styled.div`
  display: flex;
  width: ${({ theme }) => theme.size.emptyStateIcon};
  height: ${({ theme }) => theme.size.emptyStateIcon};
  align-items: center;
  justify-content: center;
  svg {
    width: 100%;
    height: 100%;
  }
`;

const StyledTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.text};
`;

const StyledText = styled.p`
  margin: 0;
  max-width: 40ch;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledAction = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
`;

/** What a list shows when it has nothing (SPEC.md 8 empty states). */
export function EmptyState({ title, text, action, icon, className }: EmptyStateProps) {
  return (
    <StyledEmpty className={className}>
      {icon && <StyledIcon aria-hidden="true">{icon}</StyledIcon>}
      <StyledTitle>{title}</StyledTitle>
      {text && <StyledText>{text}</StyledText>}
      {action && <StyledAction>{action}</StyledAction>}
    </StyledEmpty>
  );
}
