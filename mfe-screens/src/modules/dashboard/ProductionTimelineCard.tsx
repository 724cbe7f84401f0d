import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, formatSpecDate, relativeTimeDashboard, SectionCard, StatusBadge } from 'mfe-shared';
import { DashboardTimelineDocument } from 'mfe-shared/operations';
import { orderStatusLabel } from '../orders/utils/orderStatus';

export type ProductionTimelineCardProps = { id: string; emptyText: string };

const StyledSummary = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledItem = styled.li<{ $action: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid
    ${({ theme, $action }) => ($action ? theme.color.yellow.fg : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const StyledMeta = styled.span`
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * The dashboards' Production Timeline (SPEC.md 4): the user's orders still in progress, those in
 * Quality Check or Approval Needed first with 'Review Now', each with its last change.
 */
export function ProductionTimelineCard({ id, emptyText }: ProductionTimelineCardProps) {
  const { data, loading, error, refetch } = useQuery(DashboardTimelineDocument);
  const timeline = data?.dashboardTimeline;
  const items = timeline?.items ?? [];
  const handleRetry = () => void refetch();
  return (
    <SectionCard
      id={id}
      title="Production Timeline"
      action={<Link to="/timeline">View Timeline</Link>}
      loading={!data && loading}
      error={error}
      onRetry={handleRetry}
      empty={items.length === 0}
      emptyTitle="No orders in production"
      emptyText={emptyText}
      skeletonRows={4}
    >
      {timeline && (
        <StyledSummary>
          {timeline.totalCount} in progress · {timeline.needsActionCount} need
          {timeline.needsActionCount === 1 ? 's' : ''} action
        </StyledSummary>
      )}
      <StyledList>
        {items.map((item) => (
          <StyledItem key={item.orderId} $action={item.requiresAction}>
            <StyledBody>
              <span>
                <Link to={`/timeline?order=${item.orderCode}`}>{item.orderCode}</Link> ·{' '}
                {item.productName}
              </span>
              <StyledMeta>
                Due {formatSpecDate(item.dueDate)} · updated{' '}
                <time dateTime={item.updatedAt}>
                  {relativeTimeDashboard(item.updatedAt).toLowerCase()}
                </time>
              </StyledMeta>
            </StyledBody>
            <StyledActions>
              <StatusBadge status={orderStatusLabel(item.status)} />
              {item.requiresAction && (
                <Button
                  as={Link}
                  to={`/orders/${item.orderCode}`}
                  $variant="primary"
                  aria-label={`Review Now: ${item.orderCode}`}
                >
                  Review Now
                </Button>
              )}
            </StyledActions>
          </StyledItem>
        ))}
      </StyledList>
    </SectionCard>
  );
}
