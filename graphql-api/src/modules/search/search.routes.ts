import type { FastifyPluginAsync } from 'fastify';
import { search, searchResultsShape } from './search.service';

/** REST for the header search; thin, every rule is in the service. */
export const searchRoutes: FastifyPluginAsync = async (app) => {
  app.get('/search', async (req) => {
    const { q, limit } = req.query as { q?: string; limit?: string };
    return searchResultsShape(await search(req.ctx, q, limit));
  });
};
