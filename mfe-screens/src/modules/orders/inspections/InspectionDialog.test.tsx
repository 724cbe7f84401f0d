import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { OrdersStartInspectionDocument } from 'mfe-shared/operations';
import { renderPortal } from 'mfe-shared/test';
import { InspectionDialog, type InspectionDialogAction } from './InspectionDialog';

const order = { id: 4, orderCode: 'ORD-2026-0004', quantity: 500 };
const startFinal: InspectionDialogAction = { kind: 'start', inspection: 'Final', label: 'Start final inspection' };

const startMock = (result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: {
    query: OrdersStartInspectionDocument,
    variables: { orderId: '4', input: { kind: 'Final', level: 'III', lotSize: 300 } },
  },
  result,
});

function renderDialog(action: InspectionDialogAction, mocks: MockLink.MockedResponse[] = []) {
  const onClose = jest.fn();
  return { ...renderPortal(<InspectionDialog order={order} action={action} onClose={onClose} />, { mocks }), onClose };
}

describe('InspectionDialog', () => {
  it("asks for the waiver's reason, and for a whole lot size, before sending", async () => {
    const { user, unmount, onClose } = renderDialog({ kind: 'waive' });
    await user.click(await screen.findByRole('button', { name: 'Waive' }));
    const reason = screen.getByRole('textbox', { name: /Reason/ });
    expect(reason).toHaveAccessibleDescription('Please give a reason for the waiver');
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    unmount();

    renderDialog(startFinal);
    await user.type(await screen.findByRole('spinbutton', { name: 'Lot size' }), '2.5');
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.getByRole('spinbutton', { name: 'Lot size' })).toHaveAccessibleDescription(
      'Default: the order quantity (500). The lot size must be a whole number',
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows the server's refusal under the field it names", async () => {
    const refusal = new GraphQLError('The lot size must be at most the order quantity', {
      extensions: { code: 'BAD_USER_INPUT', status: 400, field: 'lotSize' },
    });
    const { user, onClose } = renderDialog(startFinal, [startMock({ errors: [refusal] })]);
    await user.type(await screen.findByRole('spinbutton', { name: 'Lot size' }), '300');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Inspection level' }), 'III');
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('The lot size must be at most the order quantity')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Lot size' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please correct the marked fields.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('starts the inspection with the lot size and level and closes', async () => {
    const { user, onClose } = renderDialog(startFinal, [startMock({ data: { startInspection: { id: 12, status: 'InProgress' } } })]);
    await user.type(await screen.findByRole('spinbutton', { name: 'Lot size' }), '300');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Inspection level' }), 'III');
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('Inspection started')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });
});
