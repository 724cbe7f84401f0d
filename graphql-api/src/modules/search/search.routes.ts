import type { FastifyPluginAsync } from 'fastify';
import { list, ok, query, shape } from '../../common/schemas';
import { search, searchResultsShape } from './search.service';

const SEARCH_RESULTS = shape({
  orders: list(
    shape({ id: 'integer', orderId: 'string', productName: 'string', status: 'string' }),
  ),
  products: list(shape({ id: 'integer', name: 'string', sku: 'string', vendorId: 'integer' })),
  specifications: list(
    shape({ id: 'integer', title: 'string', productId: 'integer', productName: 'string' }),
  ),
});

/** REST for the header search; thin, every rule is in the service. */
export const searchRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/search',
    {
      schema: {
        summary: 'Search orders, products and specifications',
        querystring: query({
          q: { type: 'string', maxLength: 200 },
          limit: { type: 'integer', minimum: 1, maximum: 50 },
        }),
        response: ok(200, SEARCH_RESULTS),
      },
    },
    async (req) => {
      const { q, limit } = req.query as { q?: string; limit?: number };
      return searchResultsShape(await search(req.ctx, q, limit));
    },
  );
};
