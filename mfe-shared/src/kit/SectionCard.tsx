import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './Button';
import { Card } from './Card';
import { EmptyState } from './EmptyState';
import { Skeleton } from './Skeleton';

export type SectionCardProps = {
  id: string;
  title: string;
  /** A link or button beside the title (e.g. View All). */
  action?: ReactNode;
  /** True only while the request is in flight. */
  loading: boolean;
  error?: { message: string } | null;
  onRetry?: () => void;
  /** The server answered with nothing to show. */
  empty?: boolean;
  emptyTitle?: string;
  emptyText?: string;
  /** Rows of skeleton while loading. */
  skeletonRows?: number;
  /**
   * What shows while loading instead of the skeleton rows: the data's own layout drawn at its
   * final size, so nothing under the card moves when the data arrives (issue 22).
   */
  placeholder?: ReactNode;
  children?: ReactNode;
};

const StyledSection = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

/** A section's title row: the h2 on the left, an action (View All) on the right. */
export const SectionHeader = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const StyledError = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.red.bg};
  color: ${({ theme }) => theme.color.red.fg};

  p {
    margin: 0;
  }
`;

const StyledSkeletons = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * A dashboard widget: its title, then a skeleton while its request is in flight, the error
 * (with Retry) when it failed, the real empty state, or the data.
 */
export function SectionCard({
  id,
  title,
  action,
  loading,
  error,
  onRetry,
  empty,
  emptyTitle,
  emptyText,
  skeletonRows = 3,
  placeholder,
  children,
}: SectionCardProps) {
  const headingId = `${id}-title`;
  let body: ReactNode = children;
  if (loading) {
    body = (
      <StyledSkeletons aria-busy="true" aria-label={`Loading ${title}`}>
        {placeholder ?? Array.from({ length: skeletonRows }, (_, index) => <Skeleton key={index} />)}
      </StyledSkeletons>
    );
  } else if (error) {
    body = (
      <StyledError role="alert">
        <p>
          Could not load {title.toLowerCase()}: {error.message}
        </p>
        {onRetry && (
          <Button $variant="secondary" onClick={onRetry}>
            Retry
          </Button>
        )}
      </StyledError>
    );
  } else if (empty) {
    body = <EmptyState title={emptyTitle ?? 'Nothing here yet'} text={emptyText} />;
  }
  return (
    <StyledSection aria-labelledby={headingId}>
      <SectionHeader>
        <h2 id={headingId}>{title}</h2>
        {action}
      </SectionHeader>
      {body}
    </StyledSection>
  );
}
