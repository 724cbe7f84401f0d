import type { FastifyPluginAsync } from 'fastify';

/** REST paths of the files module (SPEC.md section 7); thin, every rule is in the service. */
export const fileRoutes: FastifyPluginAsync = async () => {};
