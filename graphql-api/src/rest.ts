import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './modules/auth/auth.routes';

/** The REST paths of SPEC.md section 7 (and the file paths uploads need), one plugin per module. */
export const restRoutes: FastifyPluginAsync = async (app) => {
  await app.register(authRoutes);
};
