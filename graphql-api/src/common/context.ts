import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager, PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { Config } from '../config';
import type { DomainEventBus } from './domain-events';
import type { Loaders } from './loaders';
import type { PubSub } from './pubsub';
import { forbidden, unauthenticated } from './errors';

/**
 * What every service call knows about the request: who acts, and with which EntityManager.
 *
 * Who acts is named by the modules that own it, each from its own folder, so that common imports
 * no module (README, "Modules and their dependencies"): users adds `user`, auth `session` and
 * api-tokens `apiToken`, as in
 *
 *   declare module '../../common/context' {
 *     interface Ctx { user: User | null }
 *   }
 */
export interface Ctx {
  em: EntityManager;
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
}

/** The ORM, as the background workers (mailer, webhook sender, backups) receive it from the server. */
export type Orm = MikroORM<PostgreSqlDriver>;

type User = NonNullable<Ctx['user']>;

export function requireUser(ctx: Ctx): User {
  if (!ctx.user) throw unauthenticated();
  return ctx.user;
}

export function requireRole(ctx: Ctx, ...roles: User['role'][]): User {
  const user = requireUser(ctx);
  if (!roles.includes(user.role)) throw forbidden();
  return user;
}
