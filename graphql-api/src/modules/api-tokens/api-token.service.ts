import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { registerEnumType } from 'type-graphql';
import { audit } from '../../common/audit';
import { type Ctx, requireUser } from '../../common/context';
import { badInput, forbidden, notFound, unauthenticated } from '../../common/errors';
import { validateInput } from '../../common/validation';
import { hashToken, ipAllowed } from '../auth';
import { getSettings } from '../settings';
import { assertMay, Role, User } from '../users';
import { ApiToken } from './api-token.entity';
import { CreateApiTokenInput } from './api-token.inputs';

/** Tokens start with this, so they are easy to spot (and to scan for in leaked code). */
export const TOKEN_PREFIX = 'pat_';
const PREFIX_SHOWN = TOKEN_PREFIX.length + 8;
const TOUCH_EVERY_MS = 60_000;
const DAY_MS = 86_400_000;

/** The token of an `Authorization: Bearer <token>` header, or null when there is none. */
export function bearerTokenOf(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1] : null;
}

/**
 * The valid token behind a bearer secret, with its user; throws 401 with the reason otherwise.
 * lastUsedAt is written at most once a minute per token, so busy clients do not write per request.
 */
export async function resolveApiToken(em: EntityManager, secret: string, ip?: string, now = new Date()): Promise<ApiToken> {
  const token = secret.length <= 200 ? await em.findOne(ApiToken, { tokenHash: hashToken(secret) }, { populate: ['user'] }) : null;
  if (!token) throw unauthenticated('Invalid API token');
  if (token.revokedAt) throw unauthenticated('This API token has been revoked');
  if (token.expiresAt <= now) throw unauthenticated('This API token has expired');
  if (!token.user.active) throw unauthenticated('The account of this API token has been deactivated');
  // The Security settings' IP allow-list governs sign-in; a token is a standing sign-in, so it is
  // held to the same list on every request.
  if (ip !== undefined) {
    const security = await getSettings(em, 'security');
    if (security.ipWhitelisting && !ipAllowed(ip, security.allowedIps)) {
      throw forbidden('API requests are not allowed from this network address');
    }
  }
  if (!token.lastUsedAt || now.getTime() - token.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
    await em.nativeUpdate(ApiToken, { id: token.id }, { lastUsedAt: now });
    token.lastUsedAt = now;
  }
  return token;
}

/** Managing tokens needs a signed-in browser: a leaked token cannot mint or keep itself alive. */
function requireBrowserSession(ctx: Ctx) {
  const user = requireUser(ctx);
  if (ctx.apiToken) throw forbidden('API tokens cannot be created or revoked with an API token; sign in to the portal');
  return user;
}

export type CreatedApiToken = { token: string; apiToken: ApiToken };

/** Creates a token for the signed-in user; the secret is in the answer and nowhere else. */
export async function createApiToken(ctx: Ctx, raw: unknown): Promise<CreatedApiToken> {
  const user = requireBrowserSession(ctx);
  const input = await validateInput(CreateApiTokenInput, raw);
  const name = input.name.trim();
  if (!name) throw badInput('Name is required', 'name');
  const secret = TOKEN_PREFIX + randomBytes(32).toString('base64url');
  const apiToken = await ctx.em.transactional(async (em) => {
    const created = em.create(ApiToken, {
      name,
      tokenHash: hashToken(secret),
      prefix: secret.slice(0, PREFIX_SHOWN),
      user: em.getReference(User, user.id),
      expiresAt: new Date(Date.now() + input.expiresInDays * DAY_MS),
      createdAt: new Date(),
    });
    em.persist(created);
    await em.flush();
    audit({ ...ctx, em }, { action: 'api_token.create', entity: 'api_token', entityId: created.id, source: 'api-tokens', message: `${user.username} created the API token "${name}" (${created.prefix}…)`, after: { name, prefix: created.prefix, expiresAt: created.expiresAt.toISOString() } });
    return created;
  });
  return { token: secret, apiToken: await ctx.em.findOneOrFail(ApiToken, { id: apiToken.id }, { populate: ['user'] }) };
}

/** The user's own tokens; an admin asking for all gets every user's. Newest first. */
export function listApiTokens(ctx: Ctx, all = false): Promise<ApiToken[]> {
  const user = requireUser(ctx);
  if (all) assertMay(user, 'seeAllApiTokens');
  return ctx.em.find(ApiToken, all ? {} : { user: user.id }, { populate: ['user'], orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
}

/** What a user may do to an API token they can see. */
export enum ApiTokenActionKind {
  /** Stop it working: the owner or an admin, from a signed-in browser, while it is not revoked. */
  Revoke = 'Revoke',
}
registerEnumType(ApiTokenActionKind, { name: 'ApiTokenActionKind', description: 'Something the signed-in user may do to an API token now.' });

/** Whether the user can see the token at all: its owner, or an admin. */
const mayReach = (user: User, token: ApiToken) => token.user.id === user.id || user.role === Role.admin;

/** What the signed-in user may do to `token` now (`availableActions`; revokeApiToken enforces the same). */
export function apiTokenActions(ctx: Ctx, token: ApiToken): ApiTokenActionKind[] {
  const user = requireUser(ctx);
  return !ctx.apiToken && mayReach(user, token) && !token.revokedAt ? [ApiTokenActionKind.Revoke] : [];
}

/** The owner revokes their token; an admin revokes anyone's. Revoking twice keeps the first time. */
export async function revokeApiToken(ctx: Ctx, rawId: unknown): Promise<ApiToken> {
  const user = requireBrowserSession(ctx);
  const id = Number(rawId);
  if (!Number.isInteger(id) || id <= 0) throw notFound('API token');
  return ctx.em.transactional(async (em) => {
    const token = await em.findOne(ApiToken, { id }, { populate: ['user'] });
    if (!token || !mayReach(user, token)) throw notFound('API token');
    if (!token.revokedAt) {
      token.revokedAt = new Date();
      audit({ ...ctx, em }, { action: 'api_token.revoke', entity: 'api_token', entityId: token.id, source: 'api-tokens', level: token.user.id === user.id ? 'info' : 'warning', message: `${user.username} revoked the API token "${token.name}" (${token.prefix}…) of ${token.user.username}` });
    }
    return token;
  });
}
