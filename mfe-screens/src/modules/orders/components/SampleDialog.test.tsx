import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { OrdersRequestSampleDocument, OrdersWaivePreProductionSampleDocument } from 'mfe-shared/operations';
import { renderPortal, type RenderPortalOptions } from 'mfe-shared/test';
import { type SampleAction, SampleDialog } from './SampleDialog';

function renderDialog(action: SampleAction, onClose: () => void, options?: RenderPortalOptions) {
  return renderPortal(<SampleDialog orderId={5} orderCode="ORD-2026-0005" action={action} onClose={onClose} />, options);
}

describe('SampleDialog', () => {
  it('asks for the sample type of a request, and for the comment of a rejection, before sending', async () => {
    const onClose = jest.fn();
    const { user, unmount } = renderDialog({ kind: 'request' }, onClose);
    await user.click(await screen.findByRole('button', { name: 'Request a sample' }));
    const type = screen.getByRole('combobox', { name: /Sample type/ });
    expect(type).toHaveAccessibleDescription('Please choose a sample type');
    expect(type).toHaveAttribute('aria-invalid', 'true');
    unmount();

    renderDialog({ kind: 'reject', sampleId: 3, type: 'Fit' }, onClose);
    await user.click(await screen.findByRole('button', { name: 'Reject Fit sample' }));
    expect(screen.getByRole('textbox', { name: /Comment/ })).toHaveAccessibleDescription('Please say why the sample is rejected');
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a waiver under the Reason field", async () => {
    const refusal = new GraphQLError('The reason must be at most 2000 characters', {
      extensions: { code: 'BAD_USER_INPUT', status: 400, field: 'reason' },
    });
    const onClose = jest.fn();
    const { user } = renderDialog({ kind: 'waive' }, onClose, {
      mocks: [
        {
          request: { query: OrdersWaivePreProductionSampleDocument, variables: { orderId: '5', reason: 'Repeat style' } },
          result: { errors: [refusal] },
        },
      ],
    });
    await user.type(await screen.findByRole('textbox', { name: /Reason/ }), 'Repeat style');
    await user.click(screen.getByRole('button', { name: 'Waive the PP sample' }));
    expect(await screen.findByText('The reason must be at most 2000 characters')).toBeInTheDocument();
    const reason = screen.getByRole('textbox', { name: /Reason/ });
    expect(reason).toHaveAccessibleDescription('The reason must be at most 2000 characters');
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please correct the marked fields.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('requests the chosen sample type with the due date and the trimmed note', async () => {
    const onClose = jest.fn();
    const { user } = renderDialog({ kind: 'request' }, onClose, {
      mocks: [
        {
          request: {
            query: OrdersRequestSampleDocument,
            variables: { orderId: '5', input: { type: 'Fit', dueDate: '2099-01-15', note: 'Size M in Navy' } },
          },
          result: { data: { requestSample: { id: 11, status: 'Requested' } } },
        },
      ],
    });
    await user.selectOptions(await screen.findByRole('combobox', { name: /Sample type/ }), 'Fit');
    await user.type(screen.getByLabelText('Due date (optional)'), '2099-01-15');
    await user.type(screen.getByRole('textbox', { name: /Note/ }), ' Size M in Navy ');
    await user.click(screen.getByRole('button', { name: 'Request a sample' }));
    expect(await screen.findByText('Sample requested')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });
});
