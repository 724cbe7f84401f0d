import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { Button, EmptyState, relativeTimeDashboard, SkeletonText } from 'mfe-shared';
import { InventoryMovesDocument } from 'mfe-shared/operations';
import { productErrorMessage } from 'mfe_screens/products';

export type InventoryLedgerProps = { itemId: number };

const StyledList = styled.ol`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledEntry = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  font-size: ${({ theme }) => theme.font.size.sm};
  &:last-child {
    border-bottom: none;
  }
`;

const StyledDelta = styled.span<{ $negative: boolean }>`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme, $negative }) => ($negative ? theme.color.red.fg : theme.color.green.fg)};
  text-align: right;
`;

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.color.muted};
`;

/** The item's ledger (inventoryMoves): each change with its reason and the balance after it. */
export function InventoryLedger({ itemId }: InventoryLedgerProps) {
  const { data, loading, error, refetch } = useQuery(InventoryMovesDocument, {
    variables: { itemId },
  });
  if (loading && !data) {
    return (
      <div aria-busy="true" aria-label="Loading stock history">
        <SkeletonText lines={3} />
      </div>
    );
  }
  if (error && !data) {
    return (
      <div role="alert">
        <p>Could not load the stock history: {productErrorMessage(error)}</p>
        <Button $variant="secondary" onClick={() => void refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  const moves = data?.inventoryMoves ?? [];
  if (moves.length === 0) return <EmptyState title="No stock changes yet" />;
  return (
    <StyledList aria-label="Stock history">
      {moves.map((move) => (
        <StyledEntry key={move.id}>
          <span>
            {move.reason}
            {move.orderCode ? ` (${move.orderCode})` : ''}
          </span>
          <StyledDelta $negative={move.delta < 0}>
            {move.delta > 0 ? `+${move.delta}` : move.delta}
          </StyledDelta>
          <StyledMuted>
            {relativeTimeDashboard(move.createdAt)}
            {move.createdByName ? ` · ${move.createdByName}` : ''}
          </StyledMuted>
          <StyledMuted>Balance {move.balanceAfter}</StyledMuted>
        </StyledEntry>
      ))}
    </StyledList>
  );
}
