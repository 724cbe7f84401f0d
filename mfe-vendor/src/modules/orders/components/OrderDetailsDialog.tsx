import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Button, Dialog } from 'mfe-shared';
import { OrderFacts, OrderIcon, ProgressBar } from 'mfe_screens/orders';
import { progressSteps, type VendorOrder } from '../utils/tabs';

export type OrderDetailsDialogProps = {
  order: VendorOrder | null;
  onClose: () => void;
  onUpdate: (order: VendorOrder) => void;
};

const StyledSteps = styled.ol`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.lg} 0 0;
  padding: 0;
  list-style: none;
`;

const StyledStep = styled.li<{ $done: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  flex: 1;
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: center;
  ${({ $done, theme }) =>
    $done
      ? css`
          color: ${theme.color.green.fg};
        `
      : css`
          color: ${theme.color.muted};
        `}
`;

const StyledStepDot = styled.span<{ $done: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.avatar.sm};
  height: ${({ theme }) => theme.size.avatar.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ $done, theme }) => ($done ? theme.color.green.bg : theme.color.neutral.bg)};
`;

const StyledVisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

const StyledNotes = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  white-space: pre-wrap;
`;

const StyledFooter = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xl};
`;

/** Manage Orders' details dialog: the order, its progress and the three steps of SPEC.md 4. */
export function OrderDetailsDialog({ order, onClose, onUpdate }: OrderDetailsDialogProps) {
  return (
    <Dialog open={order !== null} onClose={onClose} title={order ? `Order ${order.orderCode}` : 'Order'}>
      {order && (
        <>
          <OrderFacts order={order} showStatus />
          {order.notes && <StyledNotes>{order.notes}</StyledNotes>}
          <ProgressBar value={order.progress} label={`Progress of ${order.orderCode}`} />
          <StyledSteps aria-label="Progress steps">
            {progressSteps(order.status).map((step) => (
              <StyledStep key={step.label} $done={step.done}>
                <StyledStepDot $done={step.done}>
                  <OrderIcon name={step.done ? 'check' : 'clock'} />
                </StyledStepDot>
                {step.label}
                <StyledVisuallyHidden>{step.done ? ' (done)' : ' (not yet)'}</StyledVisuallyHidden>
              </StyledStep>
            ))}
          </StyledSteps>
          <StyledFooter>
            <Link to={`/orders/${order.orderCode}`}>Open order page</Link>
            <Button onClick={() => onUpdate(order)}>Update Status</Button>
          </StyledFooter>
        </>
      )}
    </Dialog>
  );
}
