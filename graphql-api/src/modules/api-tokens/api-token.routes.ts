import type { FastifyPluginAsync } from 'fastify';
import { ID, inputSchema, list, ok, params, query, shape } from '../../common/schemas';
import { CreateApiTokenInput } from './api-token.inputs';
import type { ApiToken } from './api-token.entity';
import { createApiToken, listApiTokens, revokeApiToken } from './api-token.service';

const TOKEN = shape({
  id: 'integer',
  name: 'string',
  prefix: 'string',
  userId: 'integer',
  username: 'string',
  expiresAt: 'date-time',
  lastUsedAt: 'date-time?',
  revokedAt: 'date-time?',
  createdAt: 'date-time',
}) as { type: 'object'; properties: Record<string, unknown> };

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
  app.get<{ Querystring: { all?: boolean } }>(
    '/tokens',
    {
      schema: {
        summary: "The caller's API tokens (admins: all=true for everyone's)",
        querystring: query({ all: 'boolean' }),
        response: ok(200, list(TOKEN)),
      },
    },
    async (req) => (await listApiTokens(req.ctx, req.query.all ?? false)).map(tokenRow),
  );

  app.post(
    '/tokens',
    {
      schema: {
        summary: 'Create an API token (its secret is shown once)',
        body: inputSchema(CreateApiTokenInput),
        response: ok(201, {
          ...TOKEN,
          properties: { token: { type: 'string' }, ...TOKEN.properties },
        }),
      },
    },
    async (req, reply) => {
      const { token, apiToken } = await createApiToken(req.ctx, req.body);
      return reply.status(201).send({ token, ...tokenRow(apiToken) });
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/tokens/:id',
    {
      schema: {
        summary: 'Revoke an API token',
        params: params({ id: ID }),
        response: ok(200, TOKEN),
      },
    },
    async (req) => tokenRow(await revokeApiToken(req.ctx, req.params.id)),
  );
};
