import styled from 'styled-components';
import { StatusBadge } from 'mfe-shared';
import { orderStatusLabel } from '../utils/orderStatus';
import { iconOfStep, OrderIcon } from './OrderIcon';

export type OrderStatusBadgeProps = { status: string };

const StyledStatus = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.muted};
`;

/** An order status with its icon and its coloured badge (SPEC.md 2.9, 4). */
export function OrderStatusBadge({ status }: OrderStatusBadgeProps) {
  const label = orderStatusLabel(status);
  return (
    <StyledStatus>
      <OrderIcon name={iconOfStep(label)} />
      <StatusBadge status={label} />
    </StyledStatus>
  );
}
