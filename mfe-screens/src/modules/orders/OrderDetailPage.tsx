import { useQuery } from '@apollo/client/react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, EmptyState, ErrorPanel, PageHeading, PageStack, Skeleton, SkeletonText, Tabs } from 'mfe-shared';
import { OrdersOrderDetailDocument } from 'mfe-shared/operations';
import { AcknowledgementPanel } from './components/AcknowledgementPanel';
import { ApprovalAlert } from './components/ApprovalAlert';
import { OrderDocumentsTab } from './components/OrderDocumentsTab';
import { OrderIcon } from './components/OrderIcon';
import { OrderMessagesTab } from './components/OrderMessagesTab';
import { OrderSpecificationsTab } from './components/OrderSpecificationsTab';
import { OrderStatusBadge } from './components/OrderStatusBadge';
import { OrderStatusControls } from './components/OrderStatusControls';
import { MilestonePlan } from './components/MilestonePlan';
import { OrderSummary } from './components/OrderSummary';
import { SampleRounds } from './components/SampleRounds';
import { InspectionsPanel } from './inspections/InspectionsPanel';
import { ShipmentsPanel } from './shipments/ShipmentsPanel';
import { ScheduleBadge } from './components/ScheduleBadge';
import { TimelineEventList } from './components/TimelineEventList';
import { serverFailure } from './utils/errors';
import { orderStatusLabel } from './utils/orderStatus';

const TABS = ['timeline', 'milestones', 'samples', 'quality', 'shipments', 'specifications', 'messages', 'documents'] as const;
type TabValue = (typeof TABS)[number];
/**
 * The parties' own tabs: an inspector the buyer invited (order.invitedInspector) does not get them
 * (the product's specifications it reads: the server lets it, issue 23).
 */
const PARTIES_ONLY: readonly TabValue[] = ['messages', 'documents'];

const StyledBack = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

function isTab(value: string): value is TabValue {
  return (TABS as readonly string[]).includes(value);
}

/**
 * /orders/{code or id} (SPEC.md 2.9, DECISIONS.md 1): the order from the server with its
 * Timeline, Milestones, Samples, Specifications, Messages and Documents. Its buttons are the
 * actions the server offers the user (availableActions); the layout's live updates keep it fresh.
 */
export function OrderDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { data, loading, error, refetch } = useQuery(OrdersOrderDetailDocument, {
    variables: { idOrCode: id },
  });
  const order = data?.order;

  const hash = location.hash.replace('#', '');
  const tab: TabValue = isTab(hash) && !(order?.invitedInspector && PARTIES_ONLY.includes(hash)) ? hash : 'timeline';

  function handleTabChange(value: string) {
    navigate({ hash: value === 'timeline' ? '' : value }, { replace: true });
  }

  if (error && !order) {
    const failure = serverFailure(error);
    if (failure.status === 404 || failure.status === 403 || failure.status === 400) {
      return (
        <Card>
          <EmptyState
            icon={<OrderIcon name="alert" />}
            title="Order Not Found"
            text="The order you're looking for doesn't exist or you don't have permission to view it."
            action={<Button onClick={() => navigate('/orders')}>Return to Orders</Button>}
          />
        </Card>
      );
    }
    return <ErrorPanel title="Failed to load order details" message={error.message} onRetry={() => void refetch()} />;
  }

  if (!order) {
    return (
      <PageStack aria-busy={loading} aria-label="Loading order">
        <Skeleton $width="40%" />
        <Card>
          <SkeletonText lines={4} />
        </Card>
        <Card>
          <SkeletonText lines={6} />
        </Card>
      </PageStack>
    );
  }

  const canAnswer = order.availableActions.some((action) => action.kind === 'Approve' || action.kind === 'Reject');

  return (
    <PageStack>
      <PageHeading
        title={order.orderCode}
        back={
          <StyledBack to="/orders">
            <OrderIcon name="arrow-left" />
            Back to Orders
          </StyledBack>
        }
        badges={
          <>
            <OrderStatusBadge status={order.status} />
            <ScheduleBadge schedule={order.schedule} showOnTrack />
          </>
        }
        actions={<OrderStatusControls order={order} />}
      />
      <ApprovalAlert order={order} vendorName={order.vendor.company ?? order.vendor.name} />
      {order.status === 'ApprovalNeeded' && !canAnswer && (
        <Card role="status">
          Waiting for the buyer's approval
          {order.requestedStatus === 'Cancelled'
            ? ' to cancel the order'
            : order.requestedStatus
              ? ` to move to ${orderStatusLabel(order.requestedStatus)}`
              : ''}
          .
        </Card>
      )}
      <AcknowledgementPanel key={`${order.id}-${order.version}-${order.ackStatus}`} order={order} />
      {order.status === 'Delayed' && order.delayReason && (
        <Card role="status">Delayed: {order.delayReason}</Card>
      )}
      <OrderSummary order={order} />
      <Card>
        <Tabs
          label="Order details"
          value={tab}
          onValueChange={handleTabChange}
          items={[
            { value: 'timeline', label: 'Timeline', content: <TimelineEventList events={order.timeline} /> },
            {
              value: 'milestones',
              label: 'Milestones',
              content: (
                <MilestonePlan milestones={order.milestones} />
              ),
            },
            { value: 'samples', label: 'Samples', content: <SampleRounds order={order} /> },
            { value: 'quality', label: 'Quality', content: <InspectionsPanel orderCode={order.orderCode} /> },
            { value: 'shipments', label: 'Shipments', content: <ShipmentsPanel orderCode={order.orderCode} /> },
            {
              value: 'specifications',
              label: 'Specifications',
              content: <OrderSpecificationsTab productId={order.product.id} productName={order.product.name} />,
            },
            {
              value: 'messages',
              label: 'Messages',
              content: <OrderMessagesTab orderCode={order.orderCode} buyer={order.buyer} vendor={order.vendor} />,
            },
            { value: 'documents', label: 'Documents', content: <OrderDocumentsTab orderCode={order.orderCode} /> },
          ].filter((item) => !(order.invitedInspector && PARTIES_ONLY.includes(item.value as TabValue)))}
        />
      </Card>
    </PageStack>
  );
}
