import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { OrdersListOrdersDocument } from 'mfe-shared/operations';
import { renderPortal, sessionUser } from 'mfe-shared/test';
import { OrdersPage } from './OrdersPage';

const noOrders: MockLink.MockedResponse = {
  request: {
    query: OrdersListOrdersDocument,
    variables: { search: null, status: null, schedule: null, first: 20, after: null },
  },
  result: { data: { orders: { totalCount: 0, pageInfo: { endCursor: null, hasNextPage: false }, nodes: [] } } },
};

// The role is the opposite of what the capabilities would suggest: the screen reads only the latter.
function renderOrders(session: Parameters<typeof sessionUser>[0]) {
  return renderPortal(<OrdersPage />, { mocks: [noOrders], session: sessionUser(session) });
}

describe('OrdersPage: what the user may do is the session capabilities', () => {
  it('offers Create Order and Import CSV when the server grants createOrder and importOrders', async () => {
    renderOrders({ role: 'vendor', capabilities: { createOrder: true, importOrders: true } });
    expect(await screen.findByText('No orders found')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Create Order/ })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Import CSV' })).toBeInTheDocument();
  });

  it('offers Create Order without Import CSV when only createOrder is granted', async () => {
    renderOrders({ role: 'vendor', capabilities: { createOrder: true } });
    expect(await screen.findByText('No orders found')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Create Order/ }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Import CSV' })).not.toBeInTheDocument();
  });

  it('offers neither when the server grants neither, whatever the role', async () => {
    renderOrders({ role: 'buyer', capabilities: {} });
    expect(await screen.findByText('No orders found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Create Order/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import CSV' })).not.toBeInTheDocument();
  });
});
