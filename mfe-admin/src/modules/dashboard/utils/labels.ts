/** Below this stock quantity a product shows as Low Stock (SPEC.md 4). */
const LOW_STOCK_BELOW = 50;

/** The stock badge of SPEC.md 4: Out of Stock, Low Stock (under 50) or In Stock. */
export function stockLabel(inStock: boolean, quantity: number): string {
  if (!inStock) return 'Out of Stock';
  return quantity < LOW_STOCK_BELOW ? 'Low Stock' : 'In Stock';
}
