import type { FastifyPluginAsync } from 'fastify';
import type { ApiToken } from './api-token.entity';
import { createApiToken, listApiTokens, revokeApiToken } from './api-token.service';

const tokenRow = (token: ApiToken) => ({
  id: token.id,
  name: token.name,
  prefix: token.prefix,
  userId: token.user.id,
  username: token.user.username,
  expiresAt: token.expiresAt.toISOString(),
  lastUsedAt: token.lastUsedAt?.toISOString() ?? null,
  revokedAt: token.revokedAt?.toISOString() ?? null,
  createdAt: token.createdAt.toISOString(),
});

/** REST for personal API tokens; thin, every rule is in the service. */
export const apiTokenRoutes: FastifyPluginAsync = async (app) => {
  app.get('/tokens', async (req) => {
    const { all } = req.query as { all?: string };
    return (await listApiTokens(req.ctx, all === 'true' || all === '1')).map(tokenRow);
  });

  app.post('/tokens', async (req, reply) => {
    const { token, apiToken } = await createApiToken(req.ctx, req.body);
    return reply.status(201).send({ token, ...tokenRow(apiToken) });
  });

  app.delete('/tokens/:id', async (req) => tokenRow(await revokeApiToken(req.ctx, (req.params as { id: string }).id)));
};
