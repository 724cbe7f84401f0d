import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { file, inputSchema, list, ok, shape } from '../../common/schemas';
import { InventoryListArgs } from './inventory.inputs';
import { exportInventoryCsv, inventoryRow, listInventory } from './inventory.service';

const INVENTORY_ROW = shape({
  id: 'integer',
  productId: 'integer',
  productName: 'string',
  sku: 'string',
  category: 'string?',
  vendorId: 'integer',
  vendorName: 'string',
  vendorCompany: 'string?',
  onHand: 'integer',
  reorderPoint: 'integer',
  status: 'string',
  price: 'number?',
  createdAt: 'date-time',
});

/** The Inventory screen's filters from the query string (the GraphQL arguments' names). */
const filters = (req: FastifyRequest) => req.query as Record<string, unknown>;

/** REST paths of the inventory module (DECISIONS.md 1); thin, every rule is in the service. */
export const inventoryRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/inventory',
    {
      schema: {
        summary: "The buyer's inventory (filters as the GraphQL arguments)",
        querystring: inputSchema(InventoryListArgs),
        response: ok(200, list(INVENTORY_ROW)),
      },
    },
    async (req) => (await listInventory(req.ctx, filters(req))).items.map(inventoryRow),
  );

  app.get(
    '/inventory/export.csv',
    {
      schema: {
        summary: 'The inventory as CSV (same filters)',
        querystring: inputSchema(InventoryListArgs),
        response: { 200: file('text/csv', 'A CSV file') },
      },
    },
    async (req, reply) => {
      const csv = await exportInventoryCsv(req.ctx, filters(req));
      const today = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="inventory-${today}.csv"`)
        .send(csv);
    },
  );
};
