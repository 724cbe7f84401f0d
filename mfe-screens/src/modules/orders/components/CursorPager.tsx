import styled from 'styled-components';
import { Button } from 'mfe-shared';

export type CursorPagerProps = {
  page: number;
  pageSize: number;
  totalCount: number;
  hasNextPage: boolean;
  onPrevious: () => void;
  onNext: () => void;
  disabled?: boolean;
};

const StyledPager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.muted};
`;

const StyledButtons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Previous / Next over a cursor-paged list, with 'Showing 21-40 of 57'. */
export function CursorPager({ page, pageSize, totalCount, hasNextPage, onPrevious, onNext, disabled }: CursorPagerProps) {
  if (totalCount === 0) return null;
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(totalCount, page * pageSize);
  const pages = Math.max(1, Math.ceil(totalCount / pageSize));
  return (
    <StyledPager aria-label="Pagination">
      <span aria-live="polite">
        Showing {from}-{to} of {totalCount} · Page {page} of {pages}
      </span>
      <StyledButtons>
        <Button $variant="secondary" onClick={onPrevious} disabled={disabled || page <= 1}>
          Previous
        </Button>
        <Button $variant="secondary" onClick={onNext} disabled={disabled || !hasNextPage}>
          Next
        </Button>
      </StyledButtons>
    </StyledPager>
  );
}
