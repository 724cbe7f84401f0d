import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderPortal } from 'mfe-shared/test';
import { OrderFacts, type OrderFactsOrder } from './OrderFacts';

const listed: OrderFactsOrder = {
  product: { name: 'Classic Tee', sku: 'TS-001' },
  quantity: 1200,
  buyer: { name: 'Bella Hart', company: 'Hart & Co' },
  dueDate: '2026-12-01',
  createdAt: '2026-11-02T09:00:00.000Z',
  status: 'InProduction',
};

/** The facts as a term → description map, in the order shown. */
function facts(): [string, string][] {
  return screen.getAllByRole('term').map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
}

describe('OrderFacts', () => {
  it("shows a listed order's facts with its status in the vendor's dialog", () => {
    renderPortal(<OrderFacts order={listed} showStatus />);
    expect(facts()).toEqual([
      ['Product', 'Classic Tee'],
      ['SKU', 'TS-001'],
      ['Quantity', '1,200 units'],
      ['Buyer', 'Hart & Co (Bella Hart)'],
      ['Due Date', expect.stringContaining('2026')],
      ['Created', expect.stringContaining('2026')],
      ['Status', 'In Production'],
    ]);
  });

  it("adds the order page's vendor, original due date, policy and tight plan, and leaves the status to the heading", () => {
    renderPortal(
      <OrderFacts
        order={{
          ...listed,
          buyer: { name: 'Bella Hart', company: null },
          vendor: { name: 'Victor Mills', company: 'Mills Ltd' },
          originalDueDate: '2026-11-20',
          policy: { requireAcknowledgement: true, requirePpSample: false, requireFinalInspection: true },
          tightPlanDays: 1,
        }}
      />,
    );
    expect(facts()).toEqual([
      ['Product', 'Classic Tee'],
      ['SKU', 'TS-001'],
      ['Quantity', '1,200 units'],
      ['Buyer', 'Bella Hart'],
      ['Vendor', 'Mills Ltd (Victor Mills)'],
      ['Due Date', expect.stringContaining('2026')],
      ['Original Due Date', expect.stringContaining('(moved by an accepted proposal)')],
      ['Created', expect.stringContaining('2026')],
      ['Ordering policy', "Placed with: vendor's acceptance, final inspection before shipping"],
      ['Plan', 'Tight plan: 1 day short of its milestone template'],
    ]);
    expect(screen.queryByText('In Production')).toBeNull();
  });
});
