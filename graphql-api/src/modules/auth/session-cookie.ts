import type { FastifyReply } from 'fastify';
import { REMEMBER_DAYS, SESSION_COOKIE } from './auth.service';

/** HttpOnly, SameSite=Lax, Secure over HTTPS; with remember-me it lasts 30 days, else the browser session. */
export function setSessionCookie(reply: FastifyReply, token: string, remember: boolean) {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: reply.request.protocol === 'https',
    ...(remember ? { maxAge: REMEMBER_DAYS * 86_400 } : {}),
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
