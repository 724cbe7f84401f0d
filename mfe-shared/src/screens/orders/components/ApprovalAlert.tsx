import styled from 'styled-components';
import { Button } from '../../../kit';
import { orderStatusLabel } from '../utils/orderStatus';
import { OrderIcon } from './OrderIcon';

export type ApprovalAlertProps = {
  requestedStatus: string | null;
  vendorName: string;
  pending: boolean;
  onApprove: () => void;
  onReject: () => void;
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

/** The buyer's 'Approval Required' alert with Approve and Reject (SPEC.md 2.9, 4). */
export function ApprovalAlert({ requestedStatus, vendorName, pending, onApprove, onReject }: ApprovalAlertProps) {
  return (
    <StyledAlert role="region" aria-labelledby="order-approval-title">
      <OrderIcon name="alert" />
      <StyledText>
        <h3 id="order-approval-title">Approval Required</h3>
        <p>
          {requestedStatus
            ? `${vendorName} asks to move this order to ${orderStatusLabel(requestedStatus)}.`
            : `${vendorName} is waiting for your approval on samples or documents.`}
        </p>
      </StyledText>
      <StyledButtons>
        <Button $variant="secondary" onClick={onReject} disabled={pending}>
          Reject
        </Button>
        <Button onClick={onApprove} disabled={pending}>
          Approve
        </Button>
      </StyledButtons>
    </StyledAlert>
  );
}
