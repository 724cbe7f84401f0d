import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { catalogProduct, renderPortal } from 'mfe-shared/test';
import { CatalogProductCard } from './CatalogProductCard';

const product = (availableActions: 'Order'[]) => catalogProduct({ availableActions });

describe("CatalogProductCard: Order is the product's availableActions", () => {
  it('offers Order when the server does (a connected vendor) and asks to place it', async () => {
    const onOrder = jest.fn();
    const { user } = renderPortal(
      <ul>
        <CatalogProductCard product={product(['Order'])} onOrder={onOrder} />
      </ul>,
    );
    await user.click(screen.getByRole('button', { name: 'Order Classic Crew Neck Tee' }));
    expect(onOrder).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }));
  });

  it('offers no Order when the server does not (a vendor the buyer is not connected with)', () => {
    renderPortal(
      <ul>
        <CatalogProductCard product={product([])} onOrder={() => undefined} />
      </ul>,
    );
    expect(screen.getByRole('link', { name: 'View details of Classic Crew Neck Tee' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Order Classic Crew Neck Tee' })).not.toBeInTheDocument();
  });
});
