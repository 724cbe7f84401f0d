import type { FastifyPluginAsync } from 'fastify';

/** REST paths of the messages module (SPEC.md section 7); thin, every rule is in the service. */
export const messageRoutes: FastifyPluginAsync = async () => {};
