import type { FastifyPluginAsync } from 'fastify';
import {
  type ConnectionFilter,
  connectionRow,
  createConnection,
  listConnections,
  myConnections,
  requestConnection,
  setConnectionStatus,
} from './connection.service';

/** REST paths of the connections module (SPEC.md section 7); thin, every rule is in the service. */
export const connectionRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: ConnectionFilter }>('/associations', async (req) => {
    const { connections } = await listConnections(req.ctx, req.query);
    return connections.map(connectionRow);
  });

  app.get('/associations/mine', async (req) => (await myConnections(req.ctx)).map(connectionRow));

  app.post('/associations', async (req, reply) => {
    const connection = await createConnection(req.ctx, req.body);
    return reply.status(201).send(connectionRow(connection));
  });

  app.post('/associations/request', async (req, reply) => {
    const connection = await requestConnection(req.ctx, req.body);
    return reply.status(201).send(connectionRow(connection));
  });

  app.patch<{ Params: { id: string } }>('/associations/:id', async (req) =>
    connectionRow(await setConnectionStatus(req.ctx, req.params.id, req.body)),
  );
};
