import { describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { InventoryCatalogPickerDocument, InventoryTrackProductDocument } from 'mfe-shared/operations';
import { renderPortal } from 'mfe-shared/test';
import { AddInventoryDialog } from './AddInventoryDialog';

const catalog: MockLink.MockedResponse = {
  request: { query: InventoryCatalogPickerDocument, variables: {} },
  result: {
    data: {
      products: {
        nodes: [{ id: 11, name: 'Classic Crew Neck Tee', sku: 'DK-TS-001', vendor: { id: 5, name: 'Victor Rahman', company: 'Dhaka Knitwear Ltd.' } }],
      },
    },
  },
  maxUsageCount: 5,
};

const track = (variables: { productId: number; onHand: number; reorderPoint: number }, result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: InventoryTrackProductDocument, variables },
  result,
});

async function renderDialog(mocks: MockLink.MockedResponse[], onClose = () => undefined) {
  const rendered = renderPortal(<AddInventoryDialog open onClose={onClose} trackedProductIds={[]} />, { mocks: [catalog, ...mocks] });
  const form = await screen.findByRole('form', { name: 'Add Product' });
  await within(form).findByRole('option', { name: /Classic Crew Neck Tee/ });
  return { ...rendered, form };
}

const product = (form: HTMLElement) => within(form).getByRole('combobox', { name: /^Product/ });

describe('AddInventoryDialog', () => {
  it('asks for a product and whole numbers before sending anything', async () => {
    const { user, form } = await renderDialog([]);
    await user.clear(within(form).getByRole('spinbutton', { name: /Opening quantity/ }));
    await user.click(within(form).getByRole('button', { name: 'Add to Inventory' }));
    expect(product(form)).toHaveAccessibleDescription('Select a product');
    expect(product(form)).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByRole('spinbutton', { name: /Opening quantity/ })).toHaveAccessibleDescription(
      'Opening quantity must be a whole number',
    );
  });

  it("shows the server's refusal under the field it names", async () => {
    const refusal = new GraphQLError('Quantity cannot be negative', {
      extensions: { code: 'BAD_USER_INPUT', status: 400, field: 'onHand' },
    });
    const { user, form } = await renderDialog([track({ productId: 11, onHand: -5, reorderPoint: 100 }, { errors: [refusal] })]);
    await user.selectOptions(product(form), '11');
    await user.clear(within(form).getByRole('spinbutton', { name: /Opening quantity/ }));
    await user.type(within(form).getByRole('spinbutton', { name: /Opening quantity/ }), '-5');
    await user.click(within(form).getByRole('button', { name: 'Add to Inventory' }));
    const onHand = within(form).getByRole('spinbutton', { name: /Opening quantity/ });
    expect(await within(form).findByText('Quantity cannot be negative')).toBeInTheDocument();
    expect(onHand).toHaveAttribute('aria-invalid', 'true');
    expect(onHand).toHaveFocus();
  });

  it('tracks the product with the numbers typed and closes', async () => {
    const onClose = jest.fn(() => undefined);
    const tracked = { trackProduct: { id: 3, onHand: 200, reorderPoint: 50, status: 'IN_STOCK' } };
    const { user, form } = await renderDialog([track({ productId: 11, onHand: 200, reorderPoint: 50 }, { data: tracked })], onClose);
    await user.selectOptions(product(form), '11');
    await user.clear(within(form).getByRole('spinbutton', { name: /Opening quantity/ }));
    await user.type(within(form).getByRole('spinbutton', { name: /Opening quantity/ }), '200');
    await user.clear(within(form).getByRole('spinbutton', { name: /Reorder point/ }));
    await user.type(within(form).getByRole('spinbutton', { name: /Reorder point/ }), '50');
    await user.click(within(form).getByRole('button', { name: 'Add to Inventory' }));
    expect(await screen.findByText('Product added')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
