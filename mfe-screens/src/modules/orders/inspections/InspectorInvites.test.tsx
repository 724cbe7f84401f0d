import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { OrdersInviteInspectorDocument, OrdersRemoveInspectorDocument } from 'mfe-shared/operations';
import { renderPortal } from 'mfe-shared/test';
import { InvitedInspectors, InviteInspectorDialog } from './InspectorInvites';

const order = {
  id: 4,
  orderCode: 'ORD-2026-0004',
  inspectorCandidates: [{ __typename: 'User' as const, id: 9, name: 'Quinn Ortiz' }],
  inspectors: [
    {
      __typename: 'OrderInspector' as const,
      user: { __typename: 'User' as const, id: 9, name: 'Quinn Ortiz' },
      invitedBy: { __typename: 'User' as const, name: 'Bella Hart' },
      createdAt: '2026-11-24T10:00:00.000Z',
    },
  ],
};

const inviteMock = (result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: OrdersInviteInspectorDocument, variables: { orderId: '4', input: { userId: 9 } } },
  result,
});

function renderDialog(mocks: MockLink.MockedResponse[] = [], candidates = order.inspectorCandidates) {
  const onClose = jest.fn();
  const rendered = renderPortal(<InviteInspectorDialog order={{ ...order, inspectorCandidates: candidates }} open onClose={onClose} />, { mocks });
  return { ...rendered, onClose };
}

describe('InviteInspectorDialog', () => {
  it('asks for a user before sending', async () => {
    const { user, onClose } = renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Invite' }));
    expect(screen.getByRole('combobox', { name: /Inspector/ })).toHaveAccessibleDescription('Please choose a user of your company to invite');
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows the server's refusal under the field it names", async () => {
    const refusal = new GraphQLError("Quinn Ortiz is not a user of your company (Northwind Apparel): only your company's buyer accounts can inspect your orders", {
      extensions: { code: 'BAD_USER_INPUT', status: 400, field: 'userId' },
    });
    const { user, onClose } = renderDialog([inviteMock({ errors: [refusal] })]);
    await user.selectOptions(await screen.findByRole('combobox', { name: /Inspector/ }), 'Quinn Ortiz');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText(/is not a user of your company/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Inspector/ })).toHaveAttribute('aria-invalid', 'true');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('invites the chosen colleague and closes', async () => {
    const { user, onClose } = renderDialog([
      inviteMock({ data: { inviteInspector: { __typename: 'OrderInspector', user: { __typename: 'User', id: 9, name: 'Quinn Ortiz' } } } }),
    ]);
    await user.selectOptions(await screen.findByRole('combobox', { name: /Inspector/ }), 'Quinn Ortiz');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Inspector invited')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('says so when the company has nobody left to invite', async () => {
    renderDialog([], []);
    expect(await screen.findByRole('combobox', { name: /Inspector/ })).toBeDisabled();
    expect(screen.getByText(/no other buyer account left to invite/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invite' })).toBeDisabled();
  });
});

describe('InvitedInspectors', () => {
  it('lists the invited inspectors; only the buyer may withdraw an invitation', async () => {
    const removeMock: MockLink.MockedResponse = {
      request: { query: OrdersRemoveInspectorDocument, variables: { orderId: '4', userId: 9 } },
      result: { data: { removeInspector: { __typename: 'OrderInspector', user: { __typename: 'User', id: 9 } } } },
    };
    const { user, unmount } = renderPortal(<InvitedInspectors order={order} canInvite />, { mocks: [removeMock] });
    expect(await screen.findByText('Quinn Ortiz')).toBeInTheDocument();
    expect(screen.getByText(/invited by Bella Hart/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Withdraw Quinn Ortiz's invitation" }));
    expect(await screen.findByText('Invitation withdrawn')).toBeInTheDocument();
    unmount();

    renderPortal(<InvitedInspectors order={order} canInvite={false} />);
    expect(await screen.findByText('Quinn Ortiz')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Withdraw/ })).toBeNull();
  });
});
