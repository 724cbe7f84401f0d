import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { OrdersNewOrderBuyersDocument, OrdersNewOrderVendorsDocument } from 'mfe-shared/operations';
import { renderPortal, sessionUser } from 'mfe-shared/test';
import { NewOrderPage } from './NewOrderPage';

const ownVendors: MockLink.MockedResponse = {
  request: { query: OrdersNewOrderVendorsDocument, variables: { buyerId: null } },
  result: { data: { orderableVendors: [{ id: 5, name: 'Victor Rahman', company: 'Dhaka Knitwear Ltd.' }] } },
};

const buyers: MockLink.MockedResponse = {
  request: { query: OrdersNewOrderBuyersDocument },
  result: { data: { buyers: [{ id: 2, name: 'Bella Hart', company: 'Urban Threads' }] } },
};

describe('NewOrderPage: who orders, and for whom, is the session capabilities', () => {
  it('orders for the user themselves when the server grants createOrder without chooseOrderBuyer', async () => {
    renderPortal(<NewOrderPage />, {
      mocks: [ownVendors],
      session: sessionUser({ role: 'admin', capabilities: { createOrder: true } }),
    });
    expect(await screen.findByRole('option', { name: 'Dhaka Knitwear Ltd. (Victor Rahman)' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Buyer/ })).not.toBeInTheDocument();
  });

  it('asks for the buyer first when the server grants chooseOrderBuyer', async () => {
    renderPortal(<NewOrderPage />, {
      mocks: [buyers],
      session: sessionUser({ role: 'buyer', capabilities: { createOrder: true, chooseOrderBuyer: true } }),
    });
    expect(await screen.findByRole('option', { name: 'Bella Hart (Urban Threads)' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Buyer/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Vendor/ })).toBeDisabled();
    expect(screen.getByText('Choose a buyer first.')).toBeInTheDocument();
  });

  it('shows no form when the server does not grant createOrder', async () => {
    renderPortal(<NewOrderPage />, { session: sessionUser({ role: 'buyer', capabilities: {} }) });
    expect(await screen.findByText('Your account cannot create orders')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'New order' })).not.toBeInTheDocument();
  });
});
