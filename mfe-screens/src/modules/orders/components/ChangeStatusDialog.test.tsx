import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { OrdersUpdateOrderStatusDocument } from 'mfe-shared/operations';
import { renderPortal } from 'mfe-shared/test';
import type { OrderActionItem } from '../utils/orderActions';
import { ChangeStatusDialog, type StatusDialogOrder } from './ChangeStatusDialog';

const delay: OrderActionItem = {
  kind: 'MarkDelayed',
  label: 'Delayed',
  targetStatus: 'Delayed',
  resultStatus: 'Delayed',
  needsReason: true,
  goesToApproval: false,
  primary: false,
  disabledReason: null,
};

const order: StatusDialogOrder = { id: 7, orderCode: 'ORD-2026-0007', status: 'InProduction', version: 3, availableActions: [delay] };

const markDelayed = (notes: string, result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: OrdersUpdateOrderStatusDocument, variables: { id: '7', version: 3, status: 'Delayed', notes } },
  result,
});

describe('ChangeStatusDialog', () => {
  it('asks for a status, then for the reason the chosen action needs, before sending anything', async () => {
    const onClose = jest.fn();
    const { user } = renderPortal(<ChangeStatusDialog order={order} onClose={onClose} />);
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    const status = screen.getByRole('combobox', { name: /New Status/ });
    expect(status).toHaveAccessibleDescription('Please select a status');
    expect(status).toHaveAttribute('aria-invalid', 'true');
    await user.selectOptions(status, 'MarkDelayed:Delayed');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const reason = screen.getByRole('textbox', { name: /Reason/ });
    expect(reason).toHaveAccessibleDescription('Please give a reason');
    expect(reason).toHaveFocus();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows the server's refusal under the field it names and keeps the dialog open", async () => {
    const refusal = new GraphQLError('A delay needs its reason', {
      extensions: { code: 'BAD_USER_INPUT', status: 400, field: 'notes' },
    });
    const onClose = jest.fn();
    const { user } = renderPortal(<ChangeStatusDialog order={order} initial={delay} onClose={onClose} />, {
      mocks: [markDelayed('x', { errors: [refusal] })],
    });
    await user.type(await screen.findByRole('textbox', { name: /Reason/ }), ' x ');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const reason = await screen.findByRole('textbox', { name: /Reason/, description: 'A delay needs its reason' });
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please correct the marked fields.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends the chosen action with the order version and the trimmed reason, then closes', async () => {
    const onClose = jest.fn();
    const saved = {
      updateOrderStatus: { id: 7, status: 'Delayed', requestedStatus: null, previousStatus: 'InProduction', progress: 50, version: 4, updatedAt: '2026-11-25T08:00:00.000Z' },
    };
    const { user } = renderPortal(<ChangeStatusDialog order={order} onClose={onClose} />, {
      mocks: [markDelayed('Fabric late', { data: saved })],
    });
    await user.selectOptions(await screen.findByRole('combobox', { name: /New Status/ }), 'MarkDelayed:Delayed');
    await user.type(screen.getByRole('textbox', { name: /Reason/ }), '  Fabric late ');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Order status changed to Delayed')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });
});
