import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { DashboardStatsDocument } from '../../generated/operations';
import { Button, Card, SectionHeader, Skeleton } from '../../kit';

type Trend = { value?: number | null; change?: number | null };

type StatCardProps = { label: string; trend: Trend; unit?: '%' };

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: ${({ theme }) => theme.space.lg};

  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    grid-template-columns: repeat(2, 1fr);
  }
`;

const StyledStatCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: 600;
    color: ${({ theme }) => theme.color.muted};
  }
`;

const StyledValue = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: 700;
`;

const StyledTrend = styled.p<{ $direction: 'up' | 'down' | 'flat' }>`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme, $direction }) =>
    $direction === 'up'
      ? theme.color.green.fg
      : $direction === 'down'
        ? theme.color.red.fg
        : theme.color.muted};
`;

const StyledError = styled(Card)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.red.fg};
`;

function formatFigure(value: number | null | undefined, unit?: '%'): string {
  if (value === null || value === undefined) return '—';
  return unit ? `${value}${unit}` : String(value);
}

function trendText(change: number | null | undefined, unit?: '%'): string {
  if (change === null || change === undefined) return 'No figure 30 days ago';
  if (change === 0) return 'No change from 30 days ago';
  const sign = change > 0 ? '+' : '−';
  return `${sign}${Math.abs(change)}${unit ? ' pts' : ''} from 30 days ago`;
}

function StatCard({ label, trend, unit }: StatCardProps) {
  const change = trend.change ?? 0;
  const direction = change > 0 ? 'up' : change < 0 ? 'down' : 'flat';
  return (
    <StyledStatCard aria-label={label}>
      <h3>{label}</h3>
      <StyledValue>{formatFigure(trend.value, unit)}</StyledValue>
      <StyledTrend $direction={direction}>{trendText(trend.change, unit)}</StyledTrend>
    </StyledStatCard>
  );
}

export type StatCardsProps = {
  /** The role's analytics page, linked beside the cards. */
  analyticsPath: string;
};

/**
 * The four computed stat cards (DECISIONS.md 1) of the user's own orders (all for admins), each
 * with its trend against 30 days ago, and the way to the analytics page.
 */
export function StatCards({ analyticsPath }: StatCardsProps) {
  return (
    <StyledSection aria-labelledby="dashboard-stats-title">
      <SectionHeader>
        <h2 id="dashboard-stats-title">Overview</h2>
        <Link to={analyticsPath}>View Analytics</Link>
      </SectionHeader>
      <StatGrid />
    </StyledSection>
  );
}

function StatGrid() {
  const { data, loading, error, refetch } = useQuery(DashboardStatsDocument);
  const handleRetry = () => void refetch();

  // Skeletons only before the first answer: a live refetch keeps the figures on screen.
  if (!data && loading) {
    return (
      <StyledGrid aria-busy="true" aria-label="Loading statistics">
        {Array.from({ length: 4 }, (_, index) => (
          <StyledStatCard key={index}>
            <Skeleton />
            <Skeleton />
          </StyledStatCard>
        ))}
      </StyledGrid>
    );
  }
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
