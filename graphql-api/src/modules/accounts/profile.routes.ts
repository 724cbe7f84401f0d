import type { FastifyPluginAsync } from 'fastify';
import { inputSchema, ok, shape } from '../../common/schemas';
import { SESSION_USER, sessionUser } from '../auth';
import { ChangePasswordInput, UpdateProfileInput } from './profile.inputs';
import { changePassword, updateProfile } from './profile.service';

/** /api/profile: the signed-in user's own account; thin, every rule is in the service. */
export const profileRoutes: FastifyPluginAsync = async (app) => {
  app.put(
    '/profile',
    {
      schema: {
        summary: 'Change your name or e-mail',
        body: inputSchema(UpdateProfileInput),
        response: ok(200, SESSION_USER),
      },
    },
    async (req) => sessionUser(await updateProfile(req.ctx, req.body)),
  );

  app.post(
    '/profile/password',
    {
      schema: {
        summary: 'Change your password (the current one required); your other sessions end',
        body: inputSchema(ChangePasswordInput),
        response: ok(200, shape({ ok: 'boolean', endedSessions: 'integer' })),
      },
    },
    async (req) => ({ ok: true, ...(await changePassword(req.ctx, req.body)) }),
  );
};
