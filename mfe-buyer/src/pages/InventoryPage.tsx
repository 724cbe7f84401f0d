import { InventoryView } from '../modules/inventory/components/InventoryView';

/** /buyer/inventory: Inventory Management (SPEC.md 2.6, DECISIONS.md 1). */
export function InventoryPage() {
  return <InventoryView />;
}
