import type { FastifyPluginAsync } from 'fastify';
import { ID, inputSchema, list, ok, params, PARTY, query, shape } from '../../common/schemas';
import {
  ConnectionRequestInput,
  ConnectionStatusInput,
  CreateConnectionInput,
} from './connection.inputs';
import {
  type ConnectionFilter,
  connectionRow,
  createConnection,
  listConnections,
  myConnections,
  requestConnection,
  setConnectionStatus,
} from './connection.service';

const CONNECTION = shape({
  id: 'integer',
  status: 'string',
  createdAt: 'date-time',
  updatedAt: 'date-time',
  buyerId: 'integer',
  vendorId: 'integer',
  buyer: PARTY,
  vendor: PARTY,
});

/** REST paths of the connections module (SPEC.md section 7); thin, every rule is in the service. */
export const connectionRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: ConnectionFilter }>(
    '/associations',
    {
      schema: {
        summary:
          'Admins: every connection (status tab: all, active, pending, rejected, blocked; search)',
        querystring: query({ status: 'string', search: 'string' }),
        response: ok(200, list(CONNECTION)),
      },
    },
    async (req) => {
      const { connections } = await listConnections(req.ctx, req.query);
      return connections.map(connectionRow);
    },
  );

  app.get(
    '/associations/mine',
    { schema: { summary: "The caller's connections", response: ok(200, list(CONNECTION)) } },
    async (req) => (await myConnections(req.ctx)).map(connectionRow),
  );

  app.post(
    '/associations',
    {
      schema: {
        summary: 'Admins: connect a buyer and a vendor',
        body: inputSchema(CreateConnectionInput),
        response: ok(201, CONNECTION),
      },
    },
    async (req, reply) => {
      const connection = await createConnection(req.ctx, req.body);
      return reply.status(201).send(connectionRow(connection));
    },
  );

  app.post(
    '/associations/request',
    {
      schema: {
        summary: 'Ask a vendor or buyer to connect (pending until answered)',
        body: inputSchema(ConnectionRequestInput),
        response: ok(201, CONNECTION),
      },
    },
    async (req, reply) => {
      const connection = await requestConnection(req.ctx, req.body);
      return reply.status(201).send(connectionRow(connection));
    },
  );

  app.patch<{ Params: { id: string } }>(
    '/associations/:id',
    {
      schema: {
        summary: 'Approve, reject or block a connection',
        params: params({ id: ID }),
        body: inputSchema(ConnectionStatusInput),
        response: ok(200, CONNECTION),
      },
    },
    async (req) => connectionRow(await setConnectionStatus(req.ctx, req.params.id, req.body)),
  );
};
