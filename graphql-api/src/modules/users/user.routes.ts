import type { FastifyPluginAsync } from 'fastify';
import {
  createUser,
  deleteUser,
  listBuyers,
  listUsers,
  listVendors,
  userRow,
  type UserFilter,
} from './user.service';

/** REST paths of the users module (SPEC.md section 7); thin, every rule is in the service. */
export const userRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: UserFilter }>('/users', async (req) => {
    const { users } = await listUsers(req.ctx, req.query);
    return users.map(userRow);
  });

  app.get('/users/vendors', async (req) => listVendors(req.ctx));

  app.get('/users/buyers', async (req) => listBuyers(req.ctx));

  app.post('/users', async (req, reply) => {
    const user = await createUser(req.ctx, req.body);
    return reply.status(201).send(userRow(user));
  });

  app.delete<{ Params: { id: string } }>('/users/:id', async (req) =>
    deleteUser(req.ctx, req.params.id),
  );
};
