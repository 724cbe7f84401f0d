import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { ProductsCatalogDocument } from 'mfe-shared/operations';
import { catalogProduct, renderPortal } from 'mfe-shared/test';
import { PRODUCT_PAGE_SIZE } from 'mfe_screens/products';
import { AdminProductList } from './AdminProductList';

const product = (id: number, name: string, availableActions: ('Edit' | 'Delete')[], archivedAt: string | null) =>
  catalogProduct({ id, name, sku: `SKU-${id}`, availableActions, archivedAt });

// The archive date and the actions disagree on purpose: the buttons follow the server's actions.
const catalog: MockLink.MockedResponse = {
  request: { query: ProductsCatalogDocument, variables: { first: PRODUCT_PAGE_SIZE } },
  result: {
    data: {
      products: {
        totalCount: 2,
        pageInfo: { endCursor: null, hasNextPage: false },
        nodes: [
          product(1, 'Offered Tee', ['Edit', 'Delete'], '2026-01-01T00:00:00.000Z'),
          product(2, 'Refused Tee', [], null),
        ],
      },
    },
  },
};

describe("AdminProductList: Edit and Delete are the product's availableActions", () => {
  it('enables them when the server offers them and disables them when it does not', async () => {
    renderPortal(<AdminProductList />, { mocks: [catalog] });
    expect(await screen.findByRole('button', { name: 'Edit Offered Tee' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Delete Offered Tee' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Edit Refused Tee' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete Refused Tee' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Specs of Refused Tee' })).toBeEnabled();
  });
});
