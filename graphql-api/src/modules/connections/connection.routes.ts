import type { FastifyPluginAsync } from 'fastify';

/** REST paths of the connections module (SPEC.md section 7); thin, every rule is in the service. */
export const connectionRoutes: FastifyPluginAsync = async () => {};
