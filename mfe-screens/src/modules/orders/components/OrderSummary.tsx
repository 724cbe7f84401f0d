import styled from 'styled-components';
import { Card, type OrdersOrderDetailQuery } from 'mfe-shared';
import { OrderFacts } from './OrderFacts';
import { ProgressBar } from './ProgressBar';
import { SizeGridTable } from './SizeGridTable';

export type OrderSummaryProps = { order: OrdersOrderDetailQuery['order'] };

const StyledNotes = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  white-space: pre-wrap;
  color: ${({ theme }) => theme.color.muted};
`;

const StyledLabel = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

/**
 * Product, SKU, quantity, buyer, vendor, due and created dates, the ordering policy it was placed
 * under, a tight plan when there is one, and the progress bar.
 */
export function OrderSummary({ order }: OrderSummaryProps) {
  return (
    <Card aria-label="Order summary">
      <OrderFacts order={order} />
      {order.sizeBreakdown && (
        <>
          <StyledLabel>Size × colour breakdown</StyledLabel>
          <SizeGridTable grid={order.sizeBreakdown} />
        </>
      )}
      {order.notes && <StyledNotes>{order.notes}</StyledNotes>}
      <StyledLabel id={`progress-${order.id}`}>Progress</StyledLabel>
      <ProgressBar value={order.progress} label="Order progress" />
    </Card>
  );
}
