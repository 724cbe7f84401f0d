import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { type OrdersOrderDetailQuery } from 'mfe-shared';
import { OrdersProposeOrderChangeDocument } from 'mfe-shared/operations';
import { renderPortal } from 'mfe-shared/test';
import type { OrderActionItem } from '../utils/orderActions';
import { AcknowledgementPanel } from './AcknowledgementPanel';

const propose: OrderActionItem = {
  kind: 'ProposeChange',
  label: 'Propose changes',
  targetStatus: null,
  resultStatus: null,
  needsReason: false,
  goesToApproval: false,
  primary: false,
  disabledReason: null,
};

// Only what the panel reads of the order detail.
const order = {
  id: 9,
  ackStatus: 'Pending',
  dueDate: '2099-03-01',
  quantity: 500,
  sizeBreakdown: null,
  availableActions: [propose],
  revisions: [],
} as unknown as OrdersOrderDetailQuery['order'];

const proposeMock = (result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: {
    query: OrdersProposeOrderChangeDocument,
    variables: { id: '9', input: { dueDate: '2099-03-01', quantity: 450, breakdown: null, reason: 'Fabric short' } },
  },
  result,
});

async function openProposal(mocks: MockLink.MockedResponse[] = []) {
  const rendered = renderPortal(<AcknowledgementPanel order={order} />, { mocks });
  await rendered.user.click(screen.getByRole('button', { name: 'Propose changes' }));
  return rendered;
}

describe('AcknowledgementPanel: the proposal form', () => {
  it('asks for a reason and a whole quantity before sending', async () => {
    const { user } = await openProposal();
    const quantity = screen.getByRole('spinbutton', { name: /Proposed quantity/ });
    await user.clear(quantity);
    await user.click(screen.getByRole('button', { name: 'Send proposal' }));
    expect(quantity).toHaveAccessibleDescription('Quantity must be a whole number');
    const reason = screen.getByRole('textbox', { name: /Reason/ });
    expect(reason).toHaveAccessibleDescription('Please give a reason for the proposal');
    expect(reason).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the server's refusal under the field it names", async () => {
    const refusal = new GraphQLError('Quantity must be at most 10,000,000', {
      extensions: { code: 'BAD_USER_INPUT', status: 400, field: 'quantity' },
    });
    const { user } = await openProposal([proposeMock({ errors: [refusal] })]);
    const quantity = screen.getByRole('spinbutton', { name: /Proposed quantity/ });
    await user.clear(quantity);
    await user.type(quantity, '450');
    await user.type(screen.getByRole('textbox', { name: /Reason/ }), 'Fabric short');
    await user.click(screen.getByRole('button', { name: 'Send proposal' }));
    expect(await screen.findByText('Quantity must be at most 10,000,000')).toBeInTheDocument();
    expect(quantity).toHaveAccessibleDescription('Quantity must be at most 10,000,000');
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please correct the marked fields.')).toBeInTheDocument();
  });

  it('sends the proposed date, quantity and reason and closes the form', async () => {
    const { user } = await openProposal([proposeMock({ data: { proposeOrderChange: { id: 9, status: 'Planning' } } })]);
    const quantity = screen.getByRole('spinbutton', { name: /Proposed quantity/ });
    await user.clear(quantity);
    await user.type(quantity, '450');
    await user.type(screen.getByRole('textbox', { name: /Reason/ }), ' Fabric short ');
    await user.click(screen.getByRole('button', { name: 'Send proposal' }));
    expect(await screen.findByText('Proposal sent')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Propose changes' })).not.toBeInTheDocument();
  });
});
