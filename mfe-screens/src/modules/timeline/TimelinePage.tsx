import { useApolloClient, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled, { useTheme } from 'styled-components';
import { Button, Card, ErrorPanel, Input, Select, Skeleton, Tabs, useDebouncedValue } from 'mfe-shared';
import { TimelineOrdersDocument } from 'mfe-shared/operations';
import { AddTimelineEventDialog } from './components/AddTimelineEventDialog';
import { inPeriod, TIMELINE_PERIODS, type TimelinePeriod } from './components/periods';
import { TimelineDetailPanel } from './components/TimelineDetailPanel';
import { TimelineOrderList } from './components/TimelineOrderList';

const PAGE_SIZE = 100;

const StyledLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    grid-template-columns: 1fr;
  }
`;

const StyledFilters = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const StyledSkeletons = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledMore = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space.md};
`;

/**
 * /timeline and /buyer/timeline (SPEC.md 2.9): the user's orders (Active or Completed, searched,
 * by period of creation), and the chosen order's production events; ?order={code} preselects.
 */
export function TimelinePage() {
  const theme = useTheme();
  const client = useApolloClient();
  const [params, setParams] = useSearchParams();
  const selectedCode = params.get('order');
  const [tab, setTab] = useState<'active' | 'completed'>('active');
  const [search, setSearch] = useState('');
  const [period, setPeriod] = useState<TimelinePeriod>('all');
  const [dialogOpen, setDialogOpen] = useState(false);
  const debouncedSearch = useDebouncedValue(search.trim());

  const { data, previousData, loading, error, refetch, fetchMore } = useQuery(TimelineOrdersDocument, {
    variables: { search: debouncedSearch || null, first: PAGE_SIZE },
  });

  const shown = data ?? previousData;
  const byTab = useMemo(() => {
    const nodes = (shown?.orders.nodes ?? []).filter((order) => inPeriod(order.createdAt, period));
    return {
      active: nodes.filter((order) => order.status !== 'Completed'),
      completed: nodes.filter((order) => order.status === 'Completed'),
    };
  }, [shown, period]);

  function handleSelect(code: string) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('order', code);
        return next;
      },
      { replace: true },
    );
  }

  function handleLoadMore() {
    const after = shown?.orders.pageInfo.endCursor;
    if (!after) return;
    void fetchMore({
      variables: { after },
      updateQuery: (previous, { fetchMoreResult }) => ({
        orders: { ...fetchMoreResult.orders, nodes: [...previous.orders.nodes, ...fetchMoreResult.orders.nodes] },
      }),
    });
  }

  function renderList(which: 'active' | 'completed') {
    if (error && !shown) {
      return <ErrorPanel title="Failed to load orders" message={error.message} onRetry={() => void refetch()} />;
    }
    if (!shown) {
      return (
        <StyledSkeletons aria-busy="true" aria-label="Loading orders">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} $height={`calc(${theme.size.control} * 2.5)`} />
          ))}
        </StyledSkeletons>
      );
    }
    return (
      <>
        <TimelineOrderList
          orders={byTab[which]}
          selectedCode={selectedCode}
          onSelect={handleSelect}
          emptyText={which === 'active' ? 'No active orders match.' : 'No completed orders match.'}
        />
        {shown.orders.pageInfo.hasNextPage && (
          <StyledMore>
            <Button $variant="secondary" onClick={handleLoadMore} disabled={loading}>
              Load more
            </Button>
          </StyledMore>
        )}
      </>
    );
  }

  return (
    <StyledLayout>
      <Card>
        <StyledFilters>
          <Input
            type="search"
            aria-label="Search orders"
            placeholder="Search orders..."
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <Select aria-label="Period" value={period} onChange={(event) => setPeriod(event.target.value as TimelinePeriod)}>
            {TIMELINE_PERIODS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </StyledFilters>
        <Tabs
          label="Order status"
          value={tab}
          onValueChange={(value) => setTab(value as 'active' | 'completed')}
          items={[
            { value: 'active', label: `Active Orders${shown ? ` (${byTab.active.length})` : ''}`, content: renderList('active') },
            { value: 'completed', label: `Completed${shown ? ` (${byTab.completed.length})` : ''}`, content: renderList('completed') },
          ]}
        />
      </Card>
      <TimelineDetailPanel orderCode={selectedCode} onAddEvent={() => setDialogOpen(true)} />
      <AddTimelineEventDialog
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        orderCode={selectedCode}
        onAdded={() => void client.refetchQueries({ include: 'active' })}
      />
    </StyledLayout>
  );
}
