import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ANY_OBJECT, file, inputSchema, list, ok } from '../../common/schemas';
import { InventoryListArgs } from './inventory.inputs';
import { exportInventoryCsv, inventoryRow, listInventory } from './inventory.service';

/** The Inventory screen's filters from the query string (the GraphQL arguments' names). */
const filters = (req: FastifyRequest) => req.query as Record<string, unknown>;

/** REST paths of the inventory module (DECISIONS.md 1); thin, every rule is in the service. */
export const inventoryRoutes: FastifyPluginAsync = async (app) => {
  app.get('/inventory', { schema: { summary: "The buyer's inventory (filters as the GraphQL arguments)", querystring: inputSchema(InventoryListArgs), response: ok(200, list(ANY_OBJECT)) } }, async (req) =>
    (await listInventory(req.ctx, filters(req))).items.map(inventoryRow),
  );

  app.get('/inventory/export.csv', { schema: { summary: 'The inventory as CSV (same filters)', querystring: inputSchema(InventoryListArgs), response: { 200: file('text/csv', 'A CSV file') } } }, async (req, reply) => {
    const csv = await exportInventoryCsv(req.ctx, filters(req));
    const today = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="inventory-${today}.csv"`)
      .send(csv);
  });
};
