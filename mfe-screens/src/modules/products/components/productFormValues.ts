import { z } from 'zod';

/**
 * The product form (SPEC.md 5). The schema holds only what must be filled in before anything is
 * sent (a vendor when the form asks for one, the name and the SKU); price and quantity rules and
 * the SKU's uniqueness are the server's, shown under the field its answer names.
 */
export function productFormSchema(needsVendor: boolean) {
  return z.object({
    vendorId: needsVendor ? z.string().min(1, 'Vendor is required') : z.string(),
    name: z.string().trim().min(1, 'Product name is required'),
    sku: z.string().trim().min(1, 'SKU is required'),
    description: z.string().trim(),
    category: z.string(),
    // The API's types (Float, Int): what may be sent at all. Their ranges are the server's.
    price: z.string().trim().regex(/^(-?\d+(\.\d*)?)?$/, 'Price must be a number'),
    inStock: z.boolean(),
    stockQuantity: z.string().trim().regex(/^(-?\d+)?$/, 'Quantity must be a whole number'),
  });
}

export type ProductFormValues = z.infer<ReturnType<typeof productFormSchema>>;

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
