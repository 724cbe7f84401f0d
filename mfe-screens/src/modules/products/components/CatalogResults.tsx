import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from 'mfe-shared';
import type { useProductsCatalog } from '../useProductsCatalog';

const StyledResults = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledAlert = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.red.bg};
  color: ${({ theme }) => theme.color.red.fg};
`;

const StyledFooter = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export type CatalogResultsProps = {
  catalog: ReturnType<typeof useProductsCatalog>;
  /** What shows during the first load (the list's own skeleton). */
  placeholder: ReactNode;
  /** The products as the list draws them (a table, a grid of cards). */
  children: ReactNode;
};

/**
 * Every product list's states around its rows: the placeholder on the first load, the error with
 * Retry when nothing could be read, then the rows, how many are shown of how many, and Load more.
 */
export function CatalogResults({ catalog, placeholder, children }: CatalogResultsProps) {
  if (catalog.loading) return <>{placeholder}</>;
  if (catalog.error && catalog.products.length === 0) {
    return (
      <StyledAlert role="alert">
        <span>Could not load products: {catalog.error.message}</span>
        <Button $variant="secondary" onClick={catalog.refetch}>
          Retry
        </Button>
      </StyledAlert>
    );
  }
  return (
    <StyledResults>
      {children}
      <StyledFooter>
        <span aria-live="polite">
          {catalog.refreshing ? 'Updating...' : `Showing ${catalog.products.length} of ${catalog.totalCount} products`}
        </span>
        {catalog.hasNextPage && (
          <Button $variant="secondary" onClick={catalog.loadMore} disabled={catalog.loadingMore}>
            {catalog.loadingMore ? 'Loading...' : 'Load more'}
          </Button>
        )}
      </StyledFooter>
    </StyledResults>
  );
}
