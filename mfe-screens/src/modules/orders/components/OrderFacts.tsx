import styled from 'styled-components';
import { formatSpecDate, formatUnits, type OrderStatus } from 'mfe-shared';
import { OrderStatusBadge } from './OrderStatusBadge';

type Party = { name: string; company?: string | null };

/** What an order's facts need; the order page's query has every field, the vendor's list the first ones. */
export type OrderFactsOrder = {
  product: { name: string; sku: string };
  quantity: number;
  buyer: Party;
  dueDate: string;
  createdAt: string;
  status?: OrderStatus;
  vendor?: Party;
  originalDueDate?: string;
  policy?: { requireAcknowledgement: boolean; requirePpSample: boolean; requireFinalInspection: boolean };
  tightPlanDays?: number | null;
};

export type OrderFactsProps = {
  order: OrderFactsOrder;
  /** Show the status badge among the facts (where no heading shows it already). */
  showStatus?: boolean;
};

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

/** The gates of the ordering policy the order was placed under, in words (DECISIONS.md 3). */
function policyText(policy: NonNullable<OrderFactsOrder['policy']>): string {
  const gates = [
    policy.requireAcknowledgement ? "vendor's acceptance" : null,
    policy.requirePpSample ? 'PP sample before production' : null,
    policy.requireFinalInspection ? 'final inspection before shipping' : null,
  ].filter(Boolean);
  return gates.length > 0 ? `Placed with: ${gates.join(', ')}` : 'Placed without gates';
}

function party(user: Party): string {
  return user.company ? `${user.company} (${user.name})` : user.name;
}

/**
 * An order's facts as one list, for the order page's summary and the vendor's order dialog:
 * product, SKU, quantity, buyer, and (when the order carries them) vendor, due and original due
 * dates, created, status, the ordering policy and a tight plan.
 */
export function OrderFacts({ order, showStatus = false }: OrderFactsProps) {
  return (
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
      {order.vendor && (
        <div>
          <dt>Vendor</dt>
          <dd>{party(order.vendor)}</dd>
        </div>
      )}
      <div>
        <dt>Due Date</dt>
        <dd>{formatSpecDate(order.dueDate)}</dd>
      </div>
      {order.originalDueDate && (
        <div>
          <dt>Original Due Date</dt>
          <dd>
            {formatSpecDate(order.originalDueDate)}
            {order.originalDueDate !== order.dueDate ? ' (moved by an accepted proposal)' : ''}
          </dd>
        </div>
      )}
      <div>
        <dt>Created</dt>
        <dd>{formatSpecDate(order.createdAt)}</dd>
      </div>
      {showStatus && order.status && (
        <div>
          <dt>Status</dt>
          <dd>
            <OrderStatusBadge status={order.status} />
          </dd>
        </div>
      )}
      {order.policy && (
        <div>
          <dt>Ordering policy</dt>
          <dd>{policyText(order.policy)}</dd>
        </div>
      )}
      {order.tightPlanDays ? (
        <div>
          <dt>Plan</dt>
          <dd>Tight plan: {order.tightPlanDays === 1 ? '1 day' : `${order.tightPlanDays} days`} short of its milestone template</dd>
        </div>
      ) : null}
    </StyledGrid>
  );
}
