import styled, { css } from 'styled-components';
import { EmptyState, formatSpecDate, formatUnits, type TimelineOrdersQuery } from 'mfe-shared';
import { OrderStatusBadge } from '../../orders/components/OrderStatusBadge';
import { ProgressBar } from '../../orders/components/ProgressBar';
import { ScheduleBadge } from '../../orders/components/ScheduleBadge';

type TimelineOrder = TimelineOrdersQuery['orders']['nodes'][number];

export type TimelineOrderListProps = {
  orders: TimelineOrder[];
  selectedCode: string | null;
  onSelect: (code: string) => void;
  emptyText: string;
};

/** SPEC.md 2.9: the order list scrolls at a maximum height of 600 px. */
const LIST_MAX_HEIGHT = '600px';

const StyledList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  max-height: ${LIST_MAX_HEIGHT};
  overflow-y: auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledOrder = styled.button<{ $selected: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  width: 100%;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.hover};
  }
  ${({ $selected, theme }) =>
    $selected &&
    css`
      border-color: ${theme.color.primary};
      background: ${theme.color.blue.bg};
    `}
`;

const StyledRow = styled.span`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledMuted = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.muted};
`;

/** The orders of the timeline screen, each with its progress bar, due date and units. */
export function TimelineOrderList({ orders, selectedCode, onSelect, emptyText }: TimelineOrderListProps) {
  if (orders.length === 0) return <EmptyState title="No orders found" text={emptyText} />;
  return (
    <StyledList aria-label="Orders">
      {orders.map((order) => {
        const selected = order.orderCode === selectedCode;
        return (
          <li key={order.id}>
            <StyledOrder type="button" $selected={selected} aria-current={selected ? 'true' : undefined} onClick={() => onSelect(order.orderCode)}>
              <StyledRow>
                <strong>{order.product.name}</strong>
                <OrderStatusBadge status={order.status} />
              </StyledRow>
              <StyledRow>
                <StyledMuted>{order.orderCode}</StyledMuted>
                <ScheduleBadge schedule={order.schedule} />
              </StyledRow>
              <ProgressBar value={order.progress} label={`Progress of ${order.orderCode}`} />
              <StyledRow>
                <StyledMuted>Due {formatSpecDate(order.dueDate)}</StyledMuted>
                <StyledMuted>{formatUnits(order.quantity)}</StyledMuted>
              </StyledRow>
            </StyledOrder>
          </li>
        );
      })}
    </StyledList>
  );
}
