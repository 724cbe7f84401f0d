import type { FastifyPluginAsync } from 'fastify';

/** REST paths of the search module (SPEC.md section 7); thin, every rule is in the service. */
export const searchRoutes: FastifyPluginAsync = async () => {};
