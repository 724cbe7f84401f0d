import type { FastifyPluginAsync } from 'fastify';
import { ANY_OBJECT, ok, query } from '../../common/schemas';
import { search, searchResultsShape } from './search.service';

/** REST for the header search; thin, every rule is in the service. */
export const searchRoutes: FastifyPluginAsync = async (app) => {
  app.get('/search', { schema: { summary: 'Search orders, products and specifications', querystring: query({ q: { type: 'string', maxLength: 200 }, limit: { type: 'integer', minimum: 1, maximum: 50 } }), response: ok(200, ANY_OBJECT) } }, async (req) => {
    const { q, limit } = req.query as { q?: string; limit?: number };
    return searchResultsShape(await search(req.ctx, q, limit));
  });
};
