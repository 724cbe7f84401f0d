import { describe, expect, it, jest } from '@jest/globals';
import { CombinedGraphQLErrors } from '@apollo/client';
import { screen } from '@testing-library/react';
import { renderPortal } from 'mfe-shared/test';
import { ProductForm } from './ProductForm';
import type { ProductFormValues } from './productFormValues';

function renderForm(onSubmit: (values: ProductFormValues) => Promise<void>) {
  return renderPortal(
    <ProductForm
      submitLabel="Create Product"
      pendingLabel="Creating..."
      failureTitle="Failed to create product"
      onSubmit={onSubmit}
      onCancel={() => undefined}
    />,
  );
}

describe('ProductForm', () => {
  it('asks for the required fields before sending anything', async () => {
    const onSubmit = jest.fn(async () => undefined);
    const { user } = renderForm(onSubmit);
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    expect(await screen.findByText('Product name is required')).toBeInTheDocument();
    expect(screen.getByText('SKU is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Product name/ })).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends the trimmed values and shows the server's refusal under the field it names", async () => {
    const refusal = new CombinedGraphQLErrors({
      errors: [
        {
          message: 'A product with this SKU already exists',
          extensions: { code: 'CONFLICT', status: 409, field: 'sku' },
        },
      ],
    });
    const onSubmit = jest.fn(async (_values: ProductFormValues) => {
      throw refusal;
    });
    const { user } = renderForm(onSubmit);
    await user.type(screen.getByRole('textbox', { name: /Product name/ }), '  Basic Tee ');
    await user.type(screen.getByRole('textbox', { name: /SKU/ }), 'TS-001');
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Basic Tee', sku: 'TS-001', inStock: true, stockQuantity: '0' }));
    const sku = screen.getByRole('textbox', { name: /SKU/ });
    expect(await screen.findByText('A product with this SKU already exists')).toBeInTheDocument();
    expect(sku).toHaveAttribute('aria-invalid', 'true');
    expect(sku).toHaveAccessibleDescription('A unique identifier A product with this SKU already exists');
    expect(sku).toHaveFocus();
    expect(screen.getByText('Failed to create product')).toBeInTheDocument();
    expect(screen.getByText('Please correct the marked fields.')).toBeInTheDocument();
  });
});
