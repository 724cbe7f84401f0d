/** Where to order a product: the new-order screen with it preselected. */
export function newOrderPathFor(product: { id: number; vendor: { id: number } }): string {
  return `/orders/new?productId=${product.id}&vendorId=${product.vendor.id}`;
}
