import type { EntityManager } from '@mikro-orm/postgresql';
import type { ApiToken } from '../modules/api-tokens';
import type { Session } from '../modules/auth';
import type { Role, User } from '../modules/users';
import type { Config } from '../config';
import type { DomainEventBus } from './domain-events';
import type { Loaders } from './loaders';
import type { PubSub } from './pubsub';
import { forbidden, unauthenticated } from './errors';

/**
 * The signed-in session of a request: the columns a request needs, not a managed entity (mapping
 * one on every request cost about 5% of the reads' server CPU).
 */
export type RequestSession = Pick<Session, 'id' | 'tokenHash' | 'remember' | 'expiresAt' | 'lastSeenAt' | 'user'>;

/** What every service call knows about the request: who acts, and with which EntityManager. */
export type Ctx = {
  em: EntityManager;
  user: User | null;
  session: RequestSession | null;
  /** Set when the request authenticated with `Authorization: Bearer <API token>` (no cookie, no session). */
  apiToken?: ApiToken | null;
  requestId: string;
  ip: string;
  /** Publish events after the transaction that caused them has committed. */
  pubsub: PubSub;
  /** Tells other modules what happened, inside the transaction (common/domain-events.ts). */
  events: DomainEventBus;
  /** This request's DataLoaders (common/loaders.ts). */
  loaders: Loaders;
  /** The server's configuration (SMTP_URL and the like). */
  config: Config;
};

export function requireUser(ctx: Ctx): User {
  if (!ctx.user) throw unauthenticated();
  return ctx.user;
}

export function requireRole(ctx: Ctx, ...roles: Role[]): User {
  const user = requireUser(ctx);
  if (!roles.includes(user.role)) throw forbidden();
  return user;
}
