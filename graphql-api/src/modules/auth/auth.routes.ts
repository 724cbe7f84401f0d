import type { FastifyPluginAsync } from 'fastify';
import { originOf } from '../../app';
import { requireUser } from '../../common/context';
import { login, logout, register, requestPasswordReset, resetPassword, sessionUser } from './auth.service';
import { clearSessionCookie, setSessionCookie } from './session-cookie';

/** SPEC.md section 7: /api/auth/* */
export const authRoutes: FastifyPluginAsync = async (app) => {
  app.post('/auth/login', async (req, reply) => {
    const { user, token, session } = await login(req.ctx, req.body, req.headers['user-agent']);
    setSessionCookie(reply, token, session.remember);
    return sessionUser(user);
  });

  app.post('/auth/register', async (req, reply) => {
    const { user, token } = await register(req.ctx, req.body, req.headers['user-agent']);
    setSessionCookie(reply, token, false);
    return reply.status(201).send(sessionUser(user));
  });

  app.post('/auth/logout', async (req, reply) => {
    await logout(req.ctx);
    clearSessionCookie(reply);
    return { ok: true };
  });

  app.get('/auth/session', async (req) => sessionUser(requireUser(req.ctx)));

  app.post('/auth/password-reset/request', async (req, reply) => {
    await requestPasswordReset(req.ctx, req.body, originOf(req));
    return reply.status(202).send({ ok: true });
  });

  app.post('/auth/password-reset', async (req) => {
    await resetPassword(req.ctx, req.body);
    return { ok: true };
  });
};
