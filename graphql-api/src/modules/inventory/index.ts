// The public face of inventory: other modules import only what is exported here.
export { InventoryItem, InventoryMove } from './inventory.entity';
export { addCompletedOrderToInventory, addReceivedToInventory } from './inventory.hooks';
export { InventoryResolver } from './inventory.resolver';
export { inventoryRoutes } from './inventory.routes';
