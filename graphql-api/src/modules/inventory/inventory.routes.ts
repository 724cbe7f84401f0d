import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { queryArgs } from '../products/query-string';
import { exportInventoryCsv, inventoryRow, listInventory } from './inventory.service';

/** The Inventory screen's filters from the query string (the GraphQL arguments' names). */
const filters = (req: FastifyRequest) =>
  queryArgs(req.query, { numbers: ['vendorId', 'minPrice', 'maxPrice'] });

/** REST paths of the inventory module (DECISIONS.md 1); thin, every rule is in the service. */
export const inventoryRoutes: FastifyPluginAsync = async (app) => {
  app.get('/inventory', async (req) =>
    (await listInventory(req.ctx, filters(req))).items.map(inventoryRow),
  );

  app.get('/inventory/export.csv', async (req, reply) => {
    const csv = await exportInventoryCsv(req.ctx, filters(req));
    const today = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="inventory-${today}.csv"`)
      .send(csv);
  });
};
