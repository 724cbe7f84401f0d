import { useQuery } from '@apollo/client/react';
import { Button } from 'mfe-shared';
import { DashboardStatsDocument } from 'mfe-shared/operations';
import { StatCard, StatCardsFrame, StatCardsLoading, StyledError, StyledGrid, type StatCardsProps } from './StatCardsFrame';

/**
 * The four computed stat cards (DECISIONS.md 1) of the user's own orders (all for admins), each
 * with its trend against 30 days ago, and the way to the analytics page.
 */
export function StatCards({ analyticsPath }: StatCardsProps) {
  return (
    <StatCardsFrame analyticsPath={analyticsPath}>
      <StatGrid />
    </StatCardsFrame>
  );
}

function StatGrid() {
  const { data, loading, error, refetch } = useQuery(DashboardStatsDocument);
  const handleRetry = () => void refetch();

  // Skeletons only before the first answer: a live refetch keeps the figures on screen.
  if (!data && loading) return <StatCardsLoading />;
  if (!data) {
    return (
      <StyledError role="alert">
        <span>Could not load the statistics: {error?.message ?? 'no answer from the server'}</span>
        <Button $variant="secondary" onClick={handleRetry}>
          Retry
        </Button>
      </StyledError>
    );
  }
  const stats = data.dashboardStats;
  return (
    <StyledGrid>
      <StatCard label="Active Orders" trend={stats.activeOrders} />
      <StatCard label="Pending Approvals" trend={stats.pendingApprovals} />
      <StatCard label="New Messages" trend={stats.newMessages} />
      <StatCard label="On-Time Delivery" trend={stats.onTimeDelivery} unit="%" />
    </StyledGrid>
  );
}
