import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, SectionHeader, Skeleton } from 'mfe-shared';

// The stat cards' frame, without Apollo: it also draws them while their code and figures load,
// at their final size, so nothing below moves when they arrive (issue 22: layout shifts).

type Trend = { value?: number | null; change?: number | null };

type StatCardProps = { label: string; trend: Trend; unit?: '%' };

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

export const StyledGrid = styled.div`
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
  /* Room for the trend's text on two lines: it wraps in a narrow card, and a card that grew when
     its figures arrived moved the page under it (issue 22: layout shift). */
  min-height: 2lh;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme, $direction }) =>
    $direction === 'up'
      ? theme.color.green.fg
      : $direction === 'down'
        ? theme.color.red.fg
        : theme.color.muted};
`;

export const StyledError = styled(Card)`
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

export function StatCard({ label, trend, unit }: StatCardProps) {
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

const STAT_LABELS = ['Active Orders', 'Pending Approvals', 'New Messages', 'On-Time Delivery'] as const;

/** The cards with their labels and a placeholder for each figure. */
export function StatCardsLoading() {
  return (
    <StyledGrid aria-busy="true" aria-label="Loading statistics">
      {STAT_LABELS.map((label) => (
        <StyledStatCard key={label}>
          <h3>{label}</h3>
          {/* One line each, as tall as the figure's and the trend's line (no shift when they arrive). */}
          <StyledValue as="div">
            <Skeleton $width="3ch" $height="1lh" />
          </StyledValue>
          <StyledTrend as="div" $direction="flat">
            <Skeleton $width="16ch" $height="1lh" />
          </StyledTrend>
        </StyledStatCard>
      ))}
    </StyledGrid>
  );
}

export type StatCardsProps = {
  /** The role's analytics page, linked beside the cards. */
  analyticsPath: string;
};

/** The section around the cards: its title and the way to the analytics page. */
export function StatCardsFrame({ analyticsPath, children }: StatCardsProps & { children: ReactNode }) {
  return (
    <StyledSection aria-labelledby="dashboard-stats-title">
      <SectionHeader>
        <h2 id="dashboard-stats-title">Overview</h2>
        <Link to={analyticsPath}>View Analytics</Link>
      </SectionHeader>
      {children}
    </StyledSection>
  );
}

/** The section as it shows while the cards' code loads. */
export function StatCardsPlaceholder({ analyticsPath }: StatCardsProps) {
  return (
    <StatCardsFrame analyticsPath={analyticsPath}>
      <StatCardsLoading />
    </StatCardsFrame>
  );
}
