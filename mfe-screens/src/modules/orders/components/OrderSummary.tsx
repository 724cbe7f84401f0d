import styled from 'styled-components';
import { Card, formatSpecDate, formatUnits, type OrdersOrderDetailQuery } from 'mfe-shared';
import { ProgressBar } from './ProgressBar';
import { SizeGridTable } from './SizeGridTable';

type Order = OrdersOrderDetailQuery['order'];

export type OrderSummaryProps = { order: Order };

const StyledGrid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  dt {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.muted};
  }
  dd {
    margin: ${({ theme }) => theme.space.xxs} 0 0;
    font-weight: ${({ theme }) => theme.font.weight.medium};
    overflow-wrap: anywhere;
  }
`;

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

/** The gates of the ordering policy the order was placed under, in words (DECISIONS.md 3). */
function policyText(policy: Order['policy']): string {
  const gates = [
    policy.requireAcknowledgement ? "vendor's acceptance" : null,
    policy.requirePpSample ? 'PP sample before production' : null,
    policy.requireFinalInspection ? 'final inspection before shipping' : null,
  ].filter(Boolean);
  return gates.length > 0 ? `Placed with: ${gates.join(', ')}` : 'Placed without gates';
}

function party(user: { name: string; company: string | null; email: string }): string {
  return user.company ? `${user.company} (${user.name})` : user.name;
}

/**
 * Product, SKU, quantity, buyer, vendor, due and created dates, the ordering policy it was placed
 * under, a tight plan when there is one, and the progress bar.
 */
export function OrderSummary({ order }: OrderSummaryProps) {
  return (
    <Card aria-label="Order summary">
      <StyledGrid>
        <div>
          <dt>Product</dt>
          <dd>{order.product.name}</dd>
        </div>
        <div>
          <dt>SKU</dt>
          <dd>{order.product.sku}</dd>
        </div>
        <div>
          <dt>Quantity</dt>
          <dd>{formatUnits(order.quantity)}</dd>
        </div>
        <div>
          <dt>Buyer</dt>
          <dd>{party(order.buyer)}</dd>
        </div>
        <div>
          <dt>Vendor</dt>
          <dd>{party(order.vendor)}</dd>
        </div>
        <div>
          <dt>Due Date</dt>
          <dd>{formatSpecDate(order.dueDate)}</dd>
        </div>
        <div>
          <dt>Original Due Date</dt>
          <dd>
            {formatSpecDate(order.originalDueDate)}
            {order.originalDueDate !== order.dueDate ? ' (moved by an accepted proposal)' : ''}
          </dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>{formatSpecDate(order.createdAt)}</dd>
        </div>
        <div>
          <dt>Ordering policy</dt>
          <dd>{policyText(order.policy)}</dd>
        </div>
        {order.tightPlanDays ? (
          <div>
            <dt>Plan</dt>
            <dd>Tight plan: {order.tightPlanDays === 1 ? '1 day' : `${order.tightPlanDays} days`} short of its milestone template</dd>
          </div>
        ) : null}
      </StyledGrid>
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
