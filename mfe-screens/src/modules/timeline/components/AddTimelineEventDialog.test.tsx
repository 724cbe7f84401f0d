import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { TimelineAddEventDocument } from 'mfe-shared/operations';
import { renderPortal } from 'mfe-shared/test';
import { AddTimelineEventDialog } from './AddTimelineEventDialog';

const addMock = (result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: {
    query: TimelineAddEventDocument,
    variables: { input: { orderId: 'ORD-2026-0001', step: 'Packing', notes: 'Cartons sealed', attachmentUrl: 'ftp://files' } },
  },
  result,
});

function renderDialog(mocks: MockLink.MockedResponse[] = []) {
  const onAdded = jest.fn();
  const onClose = jest.fn();
  const rendered = renderPortal(<AddTimelineEventDialog open orderCode="ORD-2026-0001" onAdded={onAdded} onClose={onClose} />, { mocks });
  return { ...rendered, onAdded, onClose };
}

async function fillIn(user: ReturnType<typeof renderDialog>['user']) {
  await user.selectOptions(await screen.findByRole('combobox', { name: /Production Step/ }), 'Packing');
  await user.type(screen.getByRole('textbox', { name: 'Notes' }), ' Cartons sealed ');
  await user.type(screen.getByRole('textbox', { name: 'Attachment URL (optional)' }), 'ftp://files');
}

describe('AddTimelineEventDialog', () => {
  it('asks for a production step before sending anything', async () => {
    const { user, onAdded } = renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Add Event' }));
    const step = screen.getByRole('combobox', { name: /Production Step/ });
    expect(step).toHaveAccessibleDescription('Please select a step');
    expect(step).toHaveAttribute('aria-invalid', 'true');
    expect(step).toHaveFocus();
    expect(onAdded).not.toHaveBeenCalled();
  });

  it("shows the server's refusal under the field it names", async () => {
    const refusal = new GraphQLError('Attachment URL must start with http:// or https://', {
      extensions: { code: 'BAD_USER_INPUT', status: 400, field: 'attachmentUrl' },
    });
    const { user, onClose } = renderDialog([addMock({ errors: [refusal] })]);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Add Event' }));
    expect(await screen.findByText('Attachment URL must start with http:// or https://')).toBeInTheDocument();
    const url = screen.getByRole('textbox', { name: 'Attachment URL (optional)' });
    expect(url).toHaveAccessibleDescription('Attachment URL must start with http:// or https://');
    expect(url).toHaveFocus();
    expect(screen.getByText('Please correct the marked fields.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('adds the event to the order with the trimmed notes and closes', async () => {
    const added = { addTimelineEvent: { id: 90, step: 'Packing', status: 'Shipping' } };
    const { user, onAdded, onClose } = renderDialog([addMock({ data: added })]);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Add Event' }));
    expect(await screen.findByText('Timeline event added successfully')).toBeInTheDocument();
    expect(onAdded).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });
});
