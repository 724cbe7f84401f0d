import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { InventoryAdjustDocument, InventorySetReorderPointDocument } from 'mfe-shared/operations';
import { renderPortal } from 'mfe-shared/test';
import { AdjustInventorySheet } from './AdjustInventorySheet';
import type { InventoryRow } from './InventoryTable';

const item: InventoryRow = {
  id: 3,
  onHand: 200,
  reorderPoint: 100,
  status: 'IN_STOCK',
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-05T10:00:00.000Z',
  product: {
    id: 11,
    name: 'Classic Crew Neck Tee',
    sku: 'DK-TS-001',
    category: 't-shirts',
    price: 4.8,
    vendor: { id: 5, name: 'Victor Rahman', company: 'Dhaka Knitwear Ltd.' },
  },
};

const adjust = (variables: { delta: number; reason: string }, result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: InventoryAdjustDocument, variables: { itemId: 3, ...variables } },
  result,
});

async function renderSheet(mocks: MockLink.MockedResponse[]) {
  const rendered = renderPortal(<AdjustInventorySheet item={item} onClose={() => undefined} />, { mocks });
  return { ...rendered, sheet: await screen.findByRole('dialog', { name: 'Adjust Classic Crew Neck Tee' }) };
}

describe('AdjustInventorySheet', () => {
  it('asks for a whole change and a reason before sending anything', async () => {
    const { user, sheet } = await renderSheet([]);
    await user.click(within(sheet).getByRole('button', { name: 'Save Adjustment' }));
    expect(within(sheet).getByRole('spinbutton', { name: /Change/ })).toHaveAccessibleDescription(
      'Units to add; a negative number removes units Enter a whole number of units to add (or negative to remove)',
    );
    expect(within(sheet).getByRole('textbox', { name: /Reason/ })).toHaveAccessibleDescription('Reason is required');
  });

  it("shows the server's refusal of the change under Change", async () => {
    const refusal = new GraphQLError('Quantity on hand cannot go below zero', {
      extensions: { code: 'BAD_USER_INPUT', status: 400, field: 'delta' },
    });
    const { user, sheet } = await renderSheet([adjust({ delta: -500, reason: 'Miscount' }, { errors: [refusal] })]);
    await user.type(within(sheet).getByRole('spinbutton', { name: /Change/ }), '-500');
    await user.type(within(sheet).getByRole('textbox', { name: /Reason/ }), 'Miscount');
    await user.click(within(sheet).getByRole('button', { name: 'Save Adjustment' }));
    const change = within(sheet).getByRole('spinbutton', { name: /Change/ });
    expect(await within(sheet).findByText('Quantity on hand cannot go below zero')).toBeInTheDocument();
    expect(change).toHaveAttribute('aria-invalid', 'true');
    expect(within(sheet).getByTestId('inventory-on-hand')).toHaveTextContent('200');
  });

  it('adjusts with the trimmed reason and shows the new quantity', async () => {
    const saved = { adjustInventory: { id: 3, onHand: 50, reorderPoint: 100, status: 'LOW_STOCK', updatedAt: '2026-01-06T10:00:00.000Z' } };
    const { user, sheet } = await renderSheet([adjust({ delta: -150, reason: 'Shipped to store' }, { data: saved })]);
    await user.type(within(sheet).getByRole('spinbutton', { name: /Change/ }), '-150');
    await user.type(within(sheet).getByRole('textbox', { name: /Reason/ }), ' Shipped to store ');
    await user.click(within(sheet).getByRole('button', { name: 'Save Adjustment' }));
    expect(await screen.findByText('Inventory adjusted')).toBeInTheDocument();
    expect(within(sheet).getByTestId('inventory-on-hand')).toHaveTextContent('50');
    expect(within(sheet).getByRole('spinbutton', { name: /Change/ })).toHaveValue(null);
  });

  it('saves the reorder point as a number', async () => {
    const saved = { setReorderPoint: { id: 3, onHand: 200, reorderPoint: 250, status: 'LOW_STOCK', updatedAt: '2026-01-06T10:00:00.000Z' } };
    const { user, sheet } = await renderSheet([
      { request: { query: InventorySetReorderPointDocument, variables: { itemId: 3, reorderPoint: 250 } }, result: { data: saved } },
    ]);
    const point = within(sheet).getByRole('spinbutton', { name: 'Low stock below' });
    await user.clear(point);
    await user.type(point, '250');
    await user.click(within(sheet).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Reorder point updated')).toBeInTheDocument();
  });
});
