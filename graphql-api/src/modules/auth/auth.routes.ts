import type { FastifyPluginAsync } from 'fastify';
import { inputSchema, ok, orNull, query, shape } from '../../common/schemas';
import {
  LoginInput,
  PasswordResetInput,
  PasswordResetRequestInput,
  RegisterInput,
} from './auth.inputs';
import { originOf } from '../../common/origin';
import { requireUser } from '../../common/context';
import { CAPABILITIES } from '../users';
import {
  login,
  logout,
  register,
  requestPasswordReset,
  resetPassword,
  sessionUser,
} from './auth.service';
import { clearSessionCookie, setSessionCookie } from './session-cookie';

/** The signed-in user (SPEC.md 7) and what they may do (`capabilities`, one boolean each). */
export const SESSION_USER = shape({
  id: 'integer',
  name: 'string',
  username: 'string',
  email: 'string',
  role: 'string',
  company: 'string?',
  avatarInitials: 'string',
  capabilities: shape(Object.fromEntries(CAPABILITIES.map((capability) => [capability, 'boolean']))),
});
const DONE = shape({ ok: 'boolean' });

/** SPEC.md section 7: /api/auth/* */
export const authRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/auth/login',
    {
      schema: {
        summary: 'Sign in (sets the session cookie)',
        body: inputSchema(LoginInput),
        response: ok(200, SESSION_USER),
      },
    },
    async (req, reply) => {
      const { user, token, session } = await login(req.ctx, req.body, req.headers['user-agent']);
      setSessionCookie(reply, token, session.remember);
      return sessionUser(user);
    },
  );

  app.post(
    '/auth/register',
    {
      schema: {
        summary: 'Register as a buyer or vendor (signs in)',
        body: inputSchema(RegisterInput),
        response: ok(201, SESSION_USER),
      },
    },
    async (req, reply) => {
      const { user, token } = await register(req.ctx, req.body, req.headers['user-agent']);
      setSessionCookie(reply, token, false);
      return reply.status(201).send(sessionUser(user));
    },
  );

  app.post(
    '/auth/logout',
    { schema: { summary: 'Sign out (clears the session cookie)', response: ok(200, DONE) } },
    async (req, reply) => {
      await logout(req.ctx);
      clearSessionCookie(reply);
      return { ok: true };
    },
  );

  // 401 when nobody is signed in (SPEC.md 7); the portal's own shell asks with optional=true and
  // learns it from a 200 null, so a signed-out page logs no failed request (issue 22).
  app.get<{ Querystring: { optional?: boolean } }>(
    '/auth/session',
    {
      schema: {
        summary: 'The signed-in user (optional=true: null instead of 401 when nobody is signed in)',
        security: [{ sessionCookie: [] }, { bearerToken: [] }, {}],
        querystring: query({ optional: 'boolean' }),
        response: ok(200, orNull(SESSION_USER)),
      },
    },
    async (req) => (req.query.optional && !req.ctx.user ? null : sessionUser(requireUser(req.ctx))),
  );

  app.post(
    '/auth/password-reset/request',
    {
      schema: {
        summary:
          'Ask for a password-reset mail (always 202: it does not tell whether the account exists)',
        body: inputSchema(PasswordResetRequestInput),
        response: ok(202, DONE),
      },
    },
    async (req, reply) => {
      await requestPasswordReset(req.ctx, req.body, originOf(req));
      return reply.status(202).send({ ok: true });
    },
  );

  app.post(
    '/auth/password-reset',
    {
      schema: {
        summary: 'Set a new password with the token from the mail',
        body: inputSchema(PasswordResetInput),
        response: ok(200, DONE),
      },
    },
    async (req) => {
      await resetPassword(req.ctx, req.body);
      return { ok: true };
    },
  );
};
