import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager, PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { Config } from '../config';
import type { DomainEventBus } from './domain-events';
import type { Loaders } from './loaders';
import type { PubSub } from './pubsub';
import type { RecentLiveEvents } from './live';
import type { SharedReads } from './shared-reads';
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
  /** The portal's kept answers of aggregate order queries (common/shared-reads.ts). */
  sharedReads: SharedReads;
  /** The live events of the last minute, for a subscription that asks what it missed (common/live.ts). */
  recentLiveEvents: RecentLiveEvents;
}

/** The ORM, as the background workers (mailer, webhook sender, backups) receive it from the server. */
export type Orm = MikroORM<PostgreSqlDriver>;

type User = NonNullable<Ctx['user']>;

/** Who acts, as most rules need it: the id and the role, without the managed user entity. */
export type Actor = Pick<User, 'id' | 'role'>;

export function requireUser(ctx: Ctx): User {
  if (!ctx.user) throw unauthenticated();
  return ctx.user;
}

/**
 * Who acts, for the services whose rules need only the id and the role (the reads): a signed-in
 * request's `actor` (its session's columns), without mapping the user into the request's
 * EntityManager; a Ctx without one (background jobs, API tokens) answers its user.
 */
export function requireActor(ctx: Ctx): Actor {
  const actor = actorOf(ctx);
  if (!actor) throw unauthenticated();
  return actor;
}

/** Who acts (see requireActor), null for a visitor not signed in. */
export const actorOf = (ctx: Ctx): Actor | null => (ctx.actor === undefined ? ctx.user : ctx.actor);

/**
 * `target` with a `user` property made by `user()` when first read, then kept: mapping the user
 * into a request's EntityManager was 4% of a read's server CPU, and a read needs the actor only.
 * Spreading the object reads it; copy it with `Object.getOwnPropertyDescriptors` to keep it lazy.
 */
export function withLazyUser<T extends object>(target: T, user: () => User | null): T & { user: User | null } {
  let made: { value: User | null } | undefined;
  return Object.defineProperty(target, 'user', {
    enumerable: true,
    get: () => (made ??= { value: user() }).value,
    set: (value: User | null) => (made = { value }),
  }) as T & { user: User | null };
}

export function requireRole(ctx: Ctx, ...roles: User['role'][]): User {
  const user = requireUser(ctx);
  if (!roles.includes(user.role)) throw forbidden();
  return user;
}
