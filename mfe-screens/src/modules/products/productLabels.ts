import { formatPrice } from 'mfe-shared';

/** The catalog's categories (SPEC.md 2.6) as the server stores them, with their labels. */
export const PRODUCT_CATEGORIES = [
  { value: 't-shirts', label: 'T-Shirts' },
  { value: 'jeans', label: 'Jeans' },
  { value: 'hoodies', label: 'Hoodies' },
  { value: 'polos', label: 'Polos' },
] as const;

/** The availability filter (SPEC.md 2.6, 2.8): the server's `availability` argument. */
export const PRODUCT_AVAILABILITIES = [
  { value: 'all', label: 'All availability' },
  { value: 'in-stock', label: 'In stock' },
  { value: 'out-of-stock', label: 'Out of stock' },
] as const;

/** 't-shirts' -> 'T-Shirts'; unknown or empty values read as is (or '-'). */
export function productCategoryLabel(category: string | null | undefined): string {
  if (!category) return '-';
  return PRODUCT_CATEGORIES.find((c) => c.value === category)?.label ?? category;
}

/** Below this stock quantity a product shows as Low Stock (SPEC.md 4 and 9). */
export const PRODUCT_LOW_STOCK_BELOW = 50;

/** The stock badge of SPEC.md 4: Out of Stock if not in stock, Low Stock under 50, else In Stock. */
export function productStockLabel(inStock: boolean, quantity: number): 'Out of Stock' | 'Low Stock' | 'In Stock' {
  if (!inStock) return 'Out of Stock';
  return quantity < PRODUCT_LOW_STOCK_BELOW ? 'Low Stock' : 'In Stock';
}

/** A vendor as people know it: the company, else the name. */
export function productVendorLabel(vendor: { name: string; company?: string | null }): string {
  return vendor.company || vendor.name;
}

/** '$4.80', or '-' when the product has no price. */
export function productPriceLabel(price: number | null | undefined): string {
  return price === null || price === undefined ? '-' : formatPrice(price);
}
