export type ProductFormValues = {
  name: string;
  sku: string;
  description: string;
  category: string;
  price: string;
  inStock: boolean;
  stockQuantity: string;
  /** Only with a vendor select (admins create products for a vendor). */
  vendorId: string;
};

export type ProductFormErrors = Partial<Record<keyof ProductFormValues, string>>;

export type ProductFormVendor = { id: number; name: string; company?: string | null };

/** SPEC.md 5: inStock defaults to true, stockQuantity to 0. */
export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: '',
  sku: '',
  description: '',
  category: '',
  price: '',
  inStock: true,
  stockQuantity: '0',
  vendorId: '',
};

/** The product form's rules (SPEC.md 5); the server checks them again. */
export function validateProductForm(values: ProductFormValues, needsVendor: boolean): ProductFormErrors {
  const errors: ProductFormErrors = {};
  if (needsVendor && !values.vendorId) errors.vendorId = 'Vendor is required';
  if (!values.name.trim()) errors.name = 'Product name is required';
  if (!values.sku.trim()) errors.sku = 'SKU is required';
  if (values.price.trim() !== '') {
    const price = Number(values.price);
    if (Number.isFinite(price) && price < 0) errors.price = 'Price cannot be negative';
    else if (!/^\d+(\.\d{1,2})?$/.test(values.price.trim())) {
      errors.price = 'Price must be a number with at most 2 decimals';
    }
  }
  const quantity = values.stockQuantity.trim() === '' ? 0 : Number(values.stockQuantity);
  if (!Number.isFinite(quantity) || !Number.isInteger(quantity)) errors.stockQuantity = 'Quantity must be a whole number';
  else if (quantity < 0) errors.stockQuantity = 'Quantity cannot be negative';
  return errors;
}
