// The public face of auth: other modules import only what is exported here.
export { PasswordReset } from './password-reset.entity';
export { RateLimitCounter } from './rate-limit.entity';
export { Session } from './session.entity';
export {
  assertNotInMaintenance,
  assertPasswordAllowed,
  assertUserUnique,
  hashPassword,
  hashToken,
  ipAllowed,
  resolveSession,
  SESSION_COOKIE,
  sessionUser,
  verifyPassword,
} from './auth.service';
export { AuthResolver } from './auth.resolver';
export { authRoutes, SESSION_USER } from './auth.routes';
export { purgeExpiredRateLimits } from './rate-limits';
export { SessionCache, userSessionsChanged } from './session-cache';
