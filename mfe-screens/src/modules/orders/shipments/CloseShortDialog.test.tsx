import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { OrdersCloseOrderShortDocument } from 'mfe-shared/operations';
import { renderPortal } from 'mfe-shared/test';
import { CloseShortDialog } from './CloseShortDialog';

const closeMock = (result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: OrdersCloseOrderShortDocument, variables: { orderId: '6', input: { reason: 'Two cartons lost at sea' } } },
  result,
});

function renderDialog(mocks: MockLink.MockedResponse[] = []) {
  const onClose = jest.fn();
  const rendered = renderPortal(<CloseShortDialog order={{ id: 6, orderCode: 'ORD-2026-0006' }} open onClose={onClose} />, { mocks });
  return { ...rendered, onClose };
}

describe('CloseShortDialog', () => {
  it('asks for a reason before closing the order short', async () => {
    const { user, onClose } = renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Close short' }));
    const reason = screen.getByRole('textbox', { name: /Reason/ });
    expect(reason).toHaveAccessibleDescription('Please give a reason for closing the order short');
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows the server's refusal under the field it names", async () => {
    const refusal = new GraphQLError('The reason for closing the order short must be at most 2000 characters', {
      extensions: { code: 'BAD_USER_INPUT', status: 400, field: 'reason' },
    });
    const { user, onClose } = renderDialog([closeMock({ errors: [refusal] })]);
    await user.type(await screen.findByRole('textbox', { name: /Reason/ }), 'Two cartons lost at sea');
    await user.click(screen.getByRole('button', { name: 'Close short' }));
    expect(await screen.findByText('The reason for closing the order short must be at most 2000 characters')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Reason/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please correct the marked fields.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes the order short with the trimmed reason', async () => {
    const { user, onClose } = renderDialog([closeMock({ data: { closeOrderShort: { id: 6, status: 'Delivered' } } })]);
    await user.type(await screen.findByRole('textbox', { name: /Reason/ }), ' Two cartons lost at sea ');
    await user.click(screen.getByRole('button', { name: 'Close short' }));
    expect(await screen.findByText('Order closed short')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });
});
