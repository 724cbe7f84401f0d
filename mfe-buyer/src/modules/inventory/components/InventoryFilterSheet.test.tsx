import { describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { ProductsVendorsDocument } from 'mfe-shared/operations';
import { renderPortal } from 'mfe-shared/test';
import { NO_INVENTORY_FILTERS, type InventoryFilters } from '../utils/inventoryFilters';
import { InventoryFilterSheet } from './InventoryFilterSheet';

async function renderSheet(onApply: (filters: InventoryFilters) => void) {
  const rendered = renderPortal(
    <InventoryFilterSheet open filters={NO_INVENTORY_FILTERS} onApply={onApply} onClose={() => undefined} />,
    { mocks: [{ request: { query: ProductsVendorsDocument }, result: { data: { vendors: [] } } }] },
  );
  return { ...rendered, form: await screen.findByRole('form', { name: 'Filter inventory' }) };
}

describe('InventoryFilterSheet', () => {
  it('marks a range that ends before it starts and applies nothing', async () => {
    const onApply = jest.fn((_filters: InventoryFilters) => undefined);
    const { user, form } = await renderSheet(onApply);
    await user.type(within(form).getByRole('spinbutton', { name: 'Min price' }), '20');
    await user.type(within(form).getByRole('spinbutton', { name: 'Max price' }), '5');
    await user.click(within(form).getByRole('button', { name: 'Apply filters' }));
    const max = within(form).getByRole('spinbutton', { name: 'Max price' });
    expect(max).toHaveAccessibleDescription('The minimum price must not be above the maximum price');
    expect(max).toHaveAttribute('aria-invalid', 'true');
    expect(onApply).not.toHaveBeenCalled();
  });

  it('applies the filters as typed', async () => {
    const onApply = jest.fn((_filters: InventoryFilters) => undefined);
    const { user, form } = await renderSheet(onApply);
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Category' }), 't-shirts');
    await user.type(within(form).getByRole('spinbutton', { name: 'Min price' }), '5');
    await user.type(within(form).getByRole('spinbutton', { name: 'Max price' }), '20');
    await user.click(within(form).getByRole('button', { name: 'Apply filters' }));
    expect(onApply).toHaveBeenCalledWith({ ...NO_INVENTORY_FILTERS, category: 't-shirts', minPrice: '5', maxPrice: '20' });
  });

  it('clears every filter at once', async () => {
    const onApply = jest.fn((_filters: InventoryFilters) => undefined);
    const { user, form } = await renderSheet(onApply);
    await user.click(within(form).getByRole('button', { name: 'Clear filters' }));
    expect(onApply).toHaveBeenCalledWith(NO_INVENTORY_FILTERS);
  });
});
