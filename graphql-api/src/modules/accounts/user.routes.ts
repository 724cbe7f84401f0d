import type { FastifyPluginAsync } from 'fastify';
import { ID, inputSchema, list, ok, params, PARTY, query, shape } from '../../common/schemas';
import { CreateUserInput } from './user.inputs';
import {
  createUser,
  deleteUser,
  listBuyers,
  listUsers,
  listVendors,
  userRow,
  type UserFilter,
} from './user.service';

const USER_ROW = shape({
  id: 'integer',
  name: 'string',
  email: 'string',
  username: 'string',
  role: 'string',
  company: 'string?',
  avatarInitials: 'string',
  active: 'boolean',
  createdAt: 'date-time',
});

/** REST paths of the users module (SPEC.md section 7); thin, every rule is in the service. */
export const userRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: UserFilter }>(
    '/users',
    {
      schema: {
        summary: 'Admins: every user (search by name, e-mail or username; role filter)',
        querystring: query({ search: 'string', role: 'string' }),
        response: ok(200, list(USER_ROW)),
      },
    },
    async (req) => {
      const { users } = await listUsers(req.ctx, req.query);
      return users.map(userRow);
    },
  );

  app.get(
    '/users/vendors',
    {
      schema: {
        summary: "Vendors, with the caller's connection status to each",
        response: ok(
          200,
          list(
            shape({
              id: 'integer',
              name: 'string',
              company: 'string?',
              email: 'string',
              avatarInitials: 'string',
              connectionStatus: 'string?',
              mayRequestConnection: 'boolean',
              connectionRefusal: 'string?',
              mayMessage: 'boolean',
            }),
          ),
        ),
      },
    },
    async (req) => listVendors(req.ctx),
  );

  app.get(
    '/users/buyers',
    {
      schema: {
        summary: 'Buyers (for a vendor: its connected buyers)',
        response: ok(200, list(PARTY)),
      },
    },
    async (req) => listBuyers(req.ctx),
  );

  app.post(
    '/users',
    {
      schema: {
        summary: 'Admins: create a user',
        body: inputSchema(CreateUserInput),
        response: ok(201, USER_ROW),
      },
    },
    async (req, reply) => {
      const user = await createUser(req.ctx, req.body);
      return reply.status(201).send(userRow(user));
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/users/:id',
    {
      schema: {
        summary: 'Admins: delete (deactivate) a user',
        params: params({ id: ID }),
        response: ok(200, shape({ id: 'integer', deleted: 'boolean', deactivated: 'boolean' })),
      },
    },
    async (req) => deleteUser(req.ctx, req.params.id),
  );
};
