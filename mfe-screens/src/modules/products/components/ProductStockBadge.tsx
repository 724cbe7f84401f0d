import { StatusBadge } from 'mfe-shared';
import { productStockLabel } from '../productLabels';

export type ProductStockBadgeProps = { inStock: boolean; stockQuantity: number };

/** In Stock (green), Low Stock under 50 (yellow) or Out of Stock (red): SPEC.md 4. */
export function ProductStockBadge({ inStock, stockQuantity }: ProductStockBadgeProps) {
  return <StatusBadge status={productStockLabel(inStock, stockQuantity)} />;
}
