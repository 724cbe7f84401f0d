import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { type OrdersUpdateOrderStatusMutation } from 'mfe-shared';
import { OrdersUpdateOrderStatusDocument } from 'mfe-shared/operations';
import { renderPortal } from 'mfe-shared/test';
import type { OrderActionItem } from '../utils/orderActions';
import type { StatusDialogOrder } from './ChangeStatusDialog';
import { OrderStatusControls } from './OrderStatusControls';

const action = (fields: Partial<OrderActionItem> & Pick<OrderActionItem, 'kind' | 'label'>): OrderActionItem => ({
  targetStatus: null,
  resultStatus: null,
  needsReason: false,
  goesToApproval: false,
  primary: false,
  disabledReason: null,
  ...fields,
});

const toQualityCheck = action({
  kind: 'SetStatus',
  label: 'Quality Check',
  targetStatus: 'QualityCheck',
  resultStatus: 'QualityCheck',
  primary: true,
});
const delay = action({ kind: 'MarkDelayed', label: 'Delayed', targetStatus: 'Delayed', resultStatus: 'Delayed', needsReason: true });
const toShipping = action({
  kind: 'RequestStatus',
  label: 'Shipping',
  targetStatus: 'Shipping',
  resultStatus: 'ApprovalNeeded',
  goesToApproval: true,
  disabledReason: 'The final inspection must pass first',
});

const order = (availableActions: OrderActionItem[]): StatusDialogOrder => ({
  id: 7,
  orderCode: 'ORD-2026-0007',
  status: 'InProduction',
  version: 3,
  availableActions,
});

const updateMock = (result: { data?: OrdersUpdateOrderStatusMutation; error?: GraphQLError }): MockLink.MockedResponse => ({
  request: {
    query: OrdersUpdateOrderStatusDocument,
    variables: { id: '7', version: 3, status: 'QualityCheck', notes: null },
  },
  result: result.error ? { errors: [result.error] } : { data: result.data },
});

describe('OrderStatusControls: the order page shows only what the server offers', () => {
  it('shows no status button when the server offers no status action', () => {
    renderPortal(<OrderStatusControls order={order([action({ kind: 'Approve', label: 'Approve' })])} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("offers the server's next stage and exactly its other moves, with the reason of a blocked one", async () => {
    const { user } = renderPortal(<OrderStatusControls order={order([toQualityCheck, delay, toShipping])} />);
    await user.click(screen.getByRole('button', { name: 'Update Status to Next Stage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Order Status' });
    const select = within(dialog).getByRole('combobox', { name: /New Status/ });
    expect(select).toHaveValue('SetStatus:QualityCheck');
    const options = within(select).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Select a status', 'Quality Check', 'Delayed']);
    expect(within(dialog).getByRole('list', { name: 'Not possible yet' })).toHaveTextContent(
      'Shipping: The final inspection must pass first',
    );
  });

  it("asks for a reason only when the server's action needs one", async () => {
    const { user } = renderPortal(<OrderStatusControls order={order([delay])} />);
    expect(screen.queryByRole('button', { name: 'Update Status to Next Stage' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change Status' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: /New Status/ }), 'MarkDelayed:Delayed');
    expect(screen.getByRole('textbox', { name: /Reason/ })).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('textbox', { name: /Reason/ })).toHaveAccessibleDescription('Please give a reason');
  });

  it('sends the chosen action with the order version and says so', async () => {
    const saved: OrdersUpdateOrderStatusMutation = {
      updateOrderStatus: { id: 7, status: 'QualityCheck', requestedStatus: null, previousStatus: null, progress: 60, version: 4, updatedAt: '2026-11-25T08:00:00.000Z' },
    };
    const { user } = renderPortal(<OrderStatusControls order={order([toQualityCheck])} />, { mocks: [updateMock({ data: saved })] });
    await user.click(screen.getByRole('button', { name: 'Update Status to Next Stage' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Status Updated')).toBeInTheDocument();
    expect(screen.getByText('Order status changed to Quality Check')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the server's refusal and keeps the dialog open", async () => {
    const stale = new GraphQLError('This order was changed by someone else. Reload to see the latest version.', {
      extensions: { code: 'CONFLICT', status: 409 },
    });
    const { user } = renderPortal(<OrderStatusControls order={order([toQualityCheck])} />, { mocks: [updateMock({ error: stale })] });
    await user.click(screen.getByRole('button', { name: 'Update Status to Next Stage' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Failed to update status')).toBeInTheDocument();
    expect(screen.getByText('This order was changed by someone else. Reload to see the latest version.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Update Order Status' })).toBeInTheDocument();
  });
});
