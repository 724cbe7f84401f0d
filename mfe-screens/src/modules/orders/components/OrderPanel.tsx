import type { ReactNode } from 'react';
import styled from 'styled-components';
import { EmptyState, ErrorPanel, SkeletonText } from 'mfe-shared';
import { OrderIcon } from './OrderIcon';
import { ButtonRow } from './dialogParts';

export type OrderPanelPendingProps = {
  /** What the panel shows, for the words: 'shipments'. */
  noun: string;
  loading: boolean;
  error?: { message: string } | null;
  onRetry: () => void;
};

export type OrderPanelProps = {
  /** The status line: the gate or the totals in words. */
  status: ReactNode;
  /** The buttons of the actions the server offers (nothing when it offers none). */
  actions?: ReactNode;
  /** Between the status line and the list, e.g. a table of totals. */
  summary?: ReactNode;
  /** How many items the list has; the empty state shows instead of it at 0. */
  count: number;
  empty: { title: string; text: string };
  list: ReactNode;
  /** After the list: the panel's dialogs. */
  children?: ReactNode;
};

const StyledWrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  p {
    margin: 0;
  }
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

/** A panel whose query has not answered: the skeleton while it loads, the error with a retry. */
export function OrderPanelPending({ noun, loading, error, onRetry }: OrderPanelPendingProps) {
  if (error) return <ErrorPanel title={`Failed to load ${noun}`} message={error.message} onRetry={onRetry} />;
  return (
    <div aria-busy={loading} aria-label={`Loading ${noun}`}>
      <SkeletonText lines={4} />
    </div>
  );
}

/**
 * A tab of the order page (samples, quality, shipments): the status line with the server's
 * buttons, an optional summary, then the list or its empty state, then the panel's dialogs.
 */
export function OrderPanel({ status, actions, summary, count, empty, list, children }: OrderPanelProps) {
  return (
    <StyledWrap>
      <StyledRow>
        <p role="status">{status}</p>
        {(Array.isArray(actions) ? actions.length > 0 : actions) && <ButtonRow>{actions}</ButtonRow>}
      </StyledRow>
      {summary}
      {count === 0 ? <EmptyState icon={<OrderIcon name="file" />} title={empty.title} text={empty.text} /> : list}
      {children}
    </StyledWrap>
  );
}
