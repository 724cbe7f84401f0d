import type { FastifyPluginAsync } from 'fastify';
import { REST_PATHS } from './rest-paths';

/** The REST path list that the API documentation page (/api-docs) renders; public. */
export const docsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/docs/rest', async () => REST_PATHS);
};
