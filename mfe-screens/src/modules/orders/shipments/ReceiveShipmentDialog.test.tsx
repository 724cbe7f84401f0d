import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { OrdersReceiveShipmentDocument } from 'mfe-shared/operations';
import { renderPortal } from 'mfe-shared/test';
import { ReceiveShipmentDialog, type ReceiveShipmentDialogProps } from './ReceiveShipmentDialog';

const shipment: ReceiveShipmentDialogProps['shipment'] = {
  id: 31,
  number: 2,
  lines: [
    { id: 1, colour: 'Navy', size: 'M', shipped: 30, received: 30, note: null },
    { id: 2, colour: 'Navy', size: 'L', shipped: 40, received: null, note: null },
    { id: 3, colour: 'Black', size: 'L', shipped: 20, received: null, note: null },
  ],
};

// Only Black / L is counted now: the server numbers it as the first line it was sent.
const receiveMock = (result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: {
    query: OrdersReceiveShipmentDocument,
    variables: { shipmentId: 31, input: { lines: [{ colour: 'Black', size: 'L', received: 18, note: 'Two soiled' }] } },
  },
  result,
});

function renderDialog(mocks: MockLink.MockedResponse[] = []) {
  const onClose = jest.fn();
  const rendered = renderPortal(<ReceiveShipmentDialog shipment={shipment} orderCode="ORD-2026-0006" onClose={onClose} />, { mocks });
  return { ...rendered, onClose };
}

async function countBlackOnly(user: ReturnType<typeof renderDialog>['user'], note: string) {
  await user.click(await screen.findByRole('checkbox', { name: 'Receive Navy / L now (40 shipped)' }));
  await user.clear(screen.getByRole('spinbutton', { name: 'Black / L received' }));
  await user.type(screen.getByRole('spinbutton', { name: 'Black / L received' }), '18');
  await user.type(screen.getByRole('textbox', { name: 'Black / L note' }), note);
  await user.click(screen.getByRole('button', { name: 'Receive' }));
}

describe('ReceiveShipmentDialog', () => {
  it('asks for a whole count of each colour and size counted now, and for at least one', async () => {
    const { user, onClose } = renderDialog();
    const received = await screen.findByRole('spinbutton', { name: 'Navy / L received' });
    expect(screen.queryByRole('spinbutton', { name: 'Navy / M received' })).not.toBeInTheDocument();
    await user.clear(received);
    await user.click(screen.getByRole('button', { name: 'Receive' }));
    expect(received).toHaveAccessibleDescription('Enter the count received (a whole number)');
    expect(received).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('checkbox', { name: 'Receive Navy / L now (40 shipped)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Receive Black / L now (20 shipped)' }));
    await user.click(screen.getByRole('button', { name: 'Receive' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose at least one colour and size to receive now.');
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows the server's refusal under the field of the line it names", async () => {
    const refusal = new GraphQLError('Black / L: note the discrepancy (18 units received of 20 units shipped)', {
      extensions: { code: 'BAD_USER_INPUT', status: 400, field: 'lines[0].note' },
    });
    const { user, onClose } = renderDialog([receiveMock({ errors: [refusal] })]);
    await countBlackOnly(user, 'Two soiled');
    const note = screen.getByRole('textbox', { name: 'Black / L note' });
    expect(await screen.findByText('Black / L: note the discrepancy (18 units received of 20 units shipped)')).toBeInTheDocument();
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(note).toHaveFocus();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('receives the lines counted now with their counts and notes', async () => {
    const { user, onClose } = renderDialog([receiveMock({ data: { receiveShipment: { id: 31, status: 'Received' } } })]);
    await countBlackOnly(user, ' Two soiled ');
    expect(await screen.findByText('Shipment 2 received')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });
});
