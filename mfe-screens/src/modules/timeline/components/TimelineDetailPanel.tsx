import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { Button, Card, CardDescription, CardHeader, CardTitle, EmptyState, ErrorPanel, formatSpecDate, formatUnits, SkeletonText } from 'mfe-shared';
import { TimelineOrderEventsDocument } from 'mfe-shared/operations';
import { OrderIcon } from '../../orders/components/OrderIcon';
import { OrderStatusBadge } from '../../orders/components/OrderStatusBadge';
import { MilestonePlan } from '../../orders/components/MilestonePlan';
import { OrderStatusControls } from '../../orders/components/OrderStatusControls';
import { ProgressBar } from '../../orders/components/ProgressBar';
import { ScheduleBadge } from '../../orders/components/ScheduleBadge';
import { TimelineEventList } from '../../orders/components/TimelineEventList';

export type TimelineDetailPanelProps = {
  orderCode: string | null;
  /** Opens the Add Timeline Event dialog (a note; status changes have their own buttons). */
  onAddEvent: () => void;
};

const StyledDates = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.lg} 0;
  dt {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.muted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const StyledBadges = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledSection = styled.h3`
  margin: ${({ theme }) => theme.space.xl} 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.md};
`;

/**
 * The selected order: progress, start and due dates, milestones and its events with an icon per
 * step. 'Add Timeline Event' writes a note on the history; the status buttons are the order's
 * status actions (the same confirmation as everywhere).
 */
export function TimelineDetailPanel({ orderCode, onAddEvent }: TimelineDetailPanelProps) {
  const { data, loading, error, refetch } = useQuery(TimelineOrderEventsDocument, {
    variables: { idOrCode: orderCode ?? '' },
    skip: !orderCode,
  });

  if (!orderCode) {
    return (
      <Card>
        <EmptyState
          icon={<OrderIcon name="clock" />}
          title="No Order Selected"
          text="Select an order from the list to see its production timeline."
        />
      </Card>
    );
  }
  const order = data?.order;
  if (error && !order) {
    return (
      <Card>
        <ErrorPanel title="Failed to load the timeline" message={error.message} onRetry={() => void refetch()} />
      </Card>
    );
  }
  if (!order || (loading && order.orderCode !== orderCode)) {
    return (
      <Card aria-busy="true" aria-label="Loading timeline">
        <SkeletonText lines={8} />
      </Card>
    );
  }
  return (
    <Card aria-label={`Timeline of ${order.orderCode}`}>
      <CardHeader>
        <div>
          <CardTitle>{order.product.name}</CardTitle>
          <CardDescription>
            {order.orderCode} · {order.product.sku} · {formatUnits(order.quantity)}
          </CardDescription>
        </div>
        <StyledButtons>
          <OrderStatusControls order={order} />
          <Button $variant="secondary" onClick={onAddEvent}>
            Add Timeline Event
          </Button>
        </StyledButtons>
      </CardHeader>
      <StyledBadges>
        <OrderStatusBadge status={order.status} />
        <ScheduleBadge schedule={order.schedule} showOnTrack />
      </StyledBadges>
      <StyledDates>
        <div>
          <dt>Start Date</dt>
          <dd>{formatSpecDate(order.createdAt)}</dd>
        </div>
        <div>
          <dt>Due Date</dt>
          <dd>{formatSpecDate(order.dueDate)}</dd>
        </div>
        <div>
          <dt>Progress</dt>
          <dd>{order.progress}%</dd>
        </div>
      </StyledDates>
      <ProgressBar value={order.progress} label={`Progress of ${order.orderCode}`} />
      <StyledSection>Milestones</StyledSection>
      <MilestonePlan milestones={order.milestones} />
      <StyledSection>Production Events</StyledSection>
      <TimelineEventList events={order.timeline} />
    </Card>
  );
}
