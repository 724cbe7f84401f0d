import { expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { SortableTable } from 'mfe-shared';
import { BuyerRecentOrdersDocument } from 'mfe-shared/operations';
import { renderPortal } from 'mfe-shared/test';
import { OrdersCard } from './OrdersCard';

const order = {
  id: 7,
  orderCode: 'ORD-2026-0007',
  quantity: 500,
  status: 'Planning',
  schedule: null,
  dueDate: '2027-01-15',
  product: { id: 3, name: 'Classic Crew Neck Tee', sku: 'TEE-001' },
  vendor: { id: 4, name: 'Dhaka Knitwear', company: 'Dhaka Knitwear Ltd.' },
};

// Issue 22, layout shift: while its orders load, the card draws the table itself (its columns and
// five rows of placeholders, each a real row's height) so it keeps its size when they arrive; the
// placeholder is hidden from assistive technology, which hears that the card is loading.
it('draws five placeholder rows in the table while the orders load, then the orders', async () => {
  await SortableTable.preload();
  const { container } = renderPortal(
    <OrdersCard id="recent" title="Recent Orders" query={BuyerRecentOrdersDocument} viewAllPath="/buyer/orders" emptyText="None yet." parties={['vendor']} />,
    { mocks: [{ request: { query: BuyerRecentOrdersDocument }, result: { data: { orders: { totalCount: 1, nodes: [order] } } } }] },
  );
  expect(screen.getByLabelText('Loading Recent Orders')).toHaveAttribute('aria-busy', 'true');
  const placeholder = container.querySelector('[aria-hidden="true"] table');
  expect(placeholder).not.toBeNull();
  expect(within(placeholder as HTMLElement).getAllByRole('row', { hidden: true })).toHaveLength(1 + 5);
  expect(screen.queryByRole('table')).toBeNull();

  const table = await screen.findByRole('table', { name: 'Recent Orders' });
  expect(within(table).getByRole('link', { name: 'ORD-2026-0007' })).toBeInTheDocument();
  expect(screen.queryByLabelText('Loading Recent Orders')).toBeNull();
});
