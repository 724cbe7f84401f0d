import { useState } from 'react';
import styled from 'styled-components';
import { Button } from 'mfe-shared';
import type { OrderActionItem } from '../utils/orderActions';
import { orderStatusLabel } from '../utils/orderStatus';
import { ChangeStatusDialog, type StatusDialogOrder } from './ChangeStatusDialog';
import { OrderIcon } from './OrderIcon';

export type ApprovalAlertProps = {
  order: StatusDialogOrder & { requestedStatus: string | null };
  vendorName: string;
};

const StyledAlert = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.yellow.fg};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.yellow.bg};
  color: ${({ theme }) => theme.color.yellow.fg};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    color: ${({ theme }) => theme.color.text};
  }
`;

const StyledText = styled.div`
  flex: 1 1 16rem;
`;

const StyledButtons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * The buyer's 'Approval Required' alert (SPEC.md 2.9, 4) with the answers the server offers
 * (Approve and Reject, or for a cancellation request Approve cancellation and Keep the order);
 * each answer confirms in the Update Order Status dialog, showing from → to.
 */
export function ApprovalAlert({ order, vendorName }: ApprovalAlertProps) {
  const [chosen, setChosen] = useState<OrderActionItem | null>(null);
  const answers = order.availableActions.filter((action) => action.kind === 'Reject' || action.kind === 'Approve');
  if (answers.length === 0) return null;
  const requested = order.requestedStatus;
  return (
    <StyledAlert role="region" aria-labelledby="order-approval-title">
      <OrderIcon name="alert" />
      <StyledText>
        <h3 id="order-approval-title">Approval Required</h3>
        <p>
          {requested === 'Cancelled'
            ? `${vendorName} asks to cancel this order.`
            : requested
              ? `${vendorName} asks to move this order to ${orderStatusLabel(requested)}.`
              : `${vendorName} is waiting for your approval on samples or documents.`}
        </p>
      </StyledText>
      <StyledButtons>
        {answers.map((action) => (
          <Button
            key={action.kind}
            $variant={action.kind === 'Approve' ? 'primary' : 'secondary'}
            onClick={() => setChosen(action)}
            disabled={!!action.disabledReason}
            title={action.disabledReason ?? undefined}
          >
            {action.label}
          </Button>
        ))}
      </StyledButtons>
      {chosen && <ChangeStatusDialog order={order} initial={chosen} onClose={() => setChosen(null)} />}
    </StyledAlert>
  );
}
