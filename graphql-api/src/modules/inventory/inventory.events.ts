import type { InventoryItem } from './inventory.entity';

declare module '../../common/domain-events' {
  interface DomainEvents {
    /** A buyer's stock of a product crossed into low (above 0, under its reorder point). */
    StockLow: { item: InventoryItem };
  }
}
