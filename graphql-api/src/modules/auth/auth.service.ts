import { hash as digest, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { EntityManager } from '@mikro-orm/postgresql';
import { audit } from '../../common/audit';
import { type Actor, type Ctx, withLazyUser } from '../../common/context';
import type { RequestSession } from './session.context';
import { AppError, badInput, conflict, forbidden, unauthenticated } from '../../common/errors';
import { validateInput } from '../../common/validation';
import { queueEmail } from '../email';
import { allowListEntries, getSettings } from '../settings';
import { capabilitiesOf, deriveInitials, Role, securePasswordProblem, User, userJson } from '../users';
import { type SessionCache, userSessionsChanged } from './session-cache';
import {
  LoginInput,
  PasswordResetInput,
  PasswordResetRequestInput,
  RegisterInput,
} from './auth.inputs';
import { PasswordReset } from './password-reset.entity';
import { limitResetRequestsByAccount, limitResetRequestsByAddress, limitSignIn } from './rate-limits';
import { Session } from './session.entity';
import { escapeLike } from '../../common/sql';

export const SESSION_COOKIE = 'portal_session';
export const REMEMBER_DAYS = 30;
/** A session without remember-me still ends after this long, idle or not. */
const BROWSER_SESSION_DAYS = 7;
export const LOCK_MINUTES = 15;
const RESET_TOKEN_MINUTES = 60;
const TOUCH_EVERY_MS = 60_000;
const DAY_MS = 86_400_000;

export const hashToken = (token: string) => digest('sha256', token);
const newToken = () => randomBytes(32).toString('base64url');

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: 2 /* Argon2id */ });
}

/**
 * A password someone chooses (registration, reset, an admin's new or changed user): with the
 * Security settings' "enforce secure passwords" on (the default), letters and digits and not a
 * common password (400 on password). Off, only the length rules of the inputs apply.
 */
export async function assertPasswordAllowed(em: EntityManager, password: string, field = 'password'): Promise<void> {
  const security = await getSettings(em, 'security');
  const problem = security.enforceSecurePasswords ? securePasswordProblem(password) : null;
  if (problem) throw badInput(problem, field);
}

let dummyHash: Promise<string> | undefined;
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  // Unknown users still cost one verification, so timing does not reveal which names exist.
  const stored = passwordHash ?? (await (dummyHash ??= hashPassword('not-a-real-password')));
  try {
    return (await verify(stored, password)) && passwordHash !== null;
  } catch {
    return false;
  }
}

/** The account as the audit log records it. */
function accountOf(user: User) {
  return {
    id: user.id,
    name: user.name,
    username: user.username,
    email: user.email,
    role: user.role,
    company: user.company ?? null,
    avatarInitials: user.avatarInitials ?? null,
  };
}

/**
 * The viewer as SPEC.md section 7's auth calls answer it: the account and what it may do (the
 * same capabilities as GraphQL's `me { capabilities }`). Only these answers compute them.
 */
export function sessionUser(user: User) {
  return { ...accountOf(user), capabilities: capabilitiesOf(user) };
}

export type SignedIn = { user: User; token: string; session: Session };

async function startSession(ctx: Ctx, em: EntityManager, user: User, remember: boolean, userAgent?: string) {
  const token = newToken();
  const days = remember ? REMEMBER_DAYS : BROWSER_SESSION_DAYS;
  const session = em.create(Session, {
    tokenHash: hashToken(token),
    user,
    remember,
    createdAt: new Date(),
    lastSeenAt: new Date(),
    expiresAt: new Date(Date.now() + days * DAY_MS),
    ip: ctx.ip,
    userAgent: userAgent?.slice(0, 500) ?? null,
  });
  em.persist(session);
  return { token, session };
}

export async function assertNotInMaintenance(em: EntityManager, user: Actor | null) {
  if (user?.role === Role.admin) return;
  const general = await getSettings(em, 'general');
  if (general.maintenanceMode) {
    throw new AppError('MAINTENANCE', 'The portal is under maintenance. Please try again later.');
  }
}

export function ipAllowed(ip: string, allowedIps: string): boolean {
  const entries = allowListEntries(allowedIps);
  const plain = ip.replace(/^::ffff:/, '');
  return entries.some((entry) => {
    if (!entry.includes('/')) return entry === plain || entry === ip;
    const [base, bitsText] = entry.split('/');
    const bits = Number(bitsText);
    const toInt = (address: string) => {
      const parts = address.split('.').map(Number);
      if (parts.length !== 4 || parts.some((p) => !Number.isInteger(p) || p < 0 || p > 255)) return null;
      return ((parts[0] << 24) | (parts[1] << 16) | (parts[2] << 8) | parts[3]) >>> 0;
    };
    const a = toInt(plain);
    const b = toInt(base);
    if (a === null || b === null || !(bits >= 0 && bits <= 32)) return false;
    const mask = bits === 0 ? 0 : (~0 << (32 - bits)) >>> 0;
    return (a & mask) === (b & mask);
  });
}

export async function login(ctx: Ctx, raw: unknown, userAgent?: string): Promise<SignedIn> {
  const input = await validateInput(LoginInput, raw);
  const em = ctx.em;
  const security = await getSettings(em, 'security');
  if (security.ipWhitelisting && !ipAllowed(ctx.ip, security.allowedIps)) {
    audit(ctx, { action: 'auth.ip_refused', entity: 'user', source: 'auth', level: 'warning', message: `Sign-in refused for ${ctx.ip}: not on the allow-list` });
    await em.flush();
    throw forbidden('Sign-in is not allowed from this network address');
  }
  const limits = await limitSignIn(em, ctx.ip, input.username, security.maxLoginAttempts);
  const user = await em.findOne(
    User,
    { username: { $ilike: escapeLike(input.username.trim()) } },
    { populate: ['passwordHash'] },
  );
  if (user?.lockedUntil && user.lockedUntil > new Date()) {
    throw lockedError(user.lockedUntil);
  }
  const valid = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !valid) {
    if (user) {
      user.failedLogins += 1;
      let level: 'warning' | 'error' = 'warning';
      if (user.failedLogins >= security.maxLoginAttempts) {
        user.lockedUntil = new Date(Date.now() + LOCK_MINUTES * 60_000);
        user.failedLogins = 0;
        level = 'error';
      }
      audit(ctx, { action: 'auth.login_failed', entity: 'user', entityId: user.id, source: 'auth', level, message: user.lockedUntil ? `Account ${user.username} locked after too many failed sign-ins` : `Failed sign-in for ${user.username}` });
      await em.flush();
      if (user.lockedUntil && user.lockedUntil > new Date()) throw lockedError(user.lockedUntil);
    }
    throw unauthenticated('Invalid username or password');
  }
  if (!user.active) throw unauthenticated('This account has been deactivated');
  await assertNotInMaintenance(em, user);
  user.failedLogins = 0;
  user.lockedUntil = null;
  await limits.succeeded();
  const { token, session } = await startSession(ctx, em, user, Boolean(input.remember), userAgent);
  audit({ ...ctx, user }, { action: 'auth.login', entity: 'user', entityId: user.id, source: 'auth', message: `${user.username} signed in` });
  await em.flush();
  return { user, token, session };
}

function lockedError(until: Date) {
  const minutes = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60_000));
  return new AppError('FORBIDDEN', `Too many failed sign-in attempts. The account is locked; try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
}

export async function register(ctx: Ctx, raw: unknown, userAgent?: string): Promise<SignedIn> {
  const input = await validateInput(RegisterInput, raw);
  const em = ctx.em;
  await assertNotInMaintenance(em, null);
  await assertPasswordAllowed(em, input.password);
  const name = input.name.trim();
  if (!name) throw badInput('Name is required', 'name');
  await assertUserUnique(em, input.username, input.email);
  return em.transactional(async (tx) => {
    const user = tx.create(User, {
      name,
      username: input.username.trim(),
      email: input.email.trim(),
      role: input.role as Role,
      company: input.role === 'vendor' ? input.company?.trim() || null : null,
      avatarInitials: input.avatarInitials?.trim().toUpperCase() || deriveInitials(name),
      passwordHash: await hashPassword(input.password),
      active: true,
      failedLogins: 0,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    tx.persist(user);
    await tx.flush();
    const { token, session } = await startSession(ctx, tx, user, false, userAgent);
    audit({ ...ctx, em: tx, user }, { action: 'user.register', entity: 'user', entityId: user.id, source: 'auth', message: `${user.username} registered as ${user.role}`, after: accountOf(user) });
    return { user, token, session };
  });
}

/** 409 with the field that clashes (SPEC.md 8's duplicate messages). */
export async function assertUserUnique(em: EntityManager, username: string, email: string, exceptId?: number) {
  const rows = await em.getConnection().execute<{ username: string; email: string }[]>(
    'select username, email from users where (lower(username) = lower(?) or lower(email) = lower(?)) and id <> ?',
    [username.trim(), email.trim(), exceptId ?? 0],
  );
  if (rows.some((r) => r.username.toLowerCase() === username.trim().toLowerCase())) {
    throw conflict('This username is already taken. Please choose a different username.', 'username');
  }
  if (rows.length > 0) throw conflict('This email address is already in use. Please use a different email.', 'email');
}

export async function logout(ctx: Ctx): Promise<void> {
  if (!ctx.session) return;
  ctx.sessions.forget(ctx.session.tokenHash);
  await ctx.em.nativeDelete(Session, { id: ctx.session.id });
  await userSessionsChanged(ctx, ctx.session.user.id);
}

type SessionRow = { account: Record<string, unknown> } & Record<string, unknown>;

/**
 * The session of a cookie token, or null: expired, idle too long, or the user deactivated. Runs
 * before the request's context exists: `sessions` is the portal's SessionCache.
 */
export async function resolveSession(sessions: SessionCache, em: EntityManager, token: string | undefined): Promise<RequestSession | null> {
  if (!token || token.length > 200) return null;
  const tokenHash = hashToken(token);
  // One raw query mapped onto the entities (findOne with populate costs about ten times as much
  // CPU as the query), and not even that when this process read the session a moment ago (issue
  // 11). The password hash is not loaded.
  const kept = await sessions.session(tokenHash, async () => {
    const [row] = await em
      .getConnection()
      .execute<SessionRow[]>(
        `select s.*, ${userJson('u')} as account from sessions s join users u on u.id = s.user_id where s.token_hash = ?`,
        [tokenHash],
      );
    if (!row) return undefined;
    const { account, ...session } = row;
    return { session, account };
  });
  if (!kept) return null;
  const { session: row, account } = kept;
  const session: RequestSession = withLazyUser(
    {
      id: Number(row.id),
      tokenHash,
      remember: Boolean(row.remember),
      expiresAt: new Date(row.expires_at as string | Date),
      lastSeenAt: new Date(row.last_seen_at as string | Date),
      actor: { id: kept.userId, role: account.role as Role },
    },
    () => em.map(User, { ...account }),
  ) as RequestSession;
  const now = Date.now();
  let valid = session.expiresAt.getTime() > now && Boolean(account.active);
  if (valid && !session.remember) {
    const security = await getSettings(em, 'security');
    if (security.sessionTimeoutEnabled && now - session.lastSeenAt.getTime() > security.sessionTimeoutMinutes * 60_000) {
      valid = false;
    }
  }
  if (!valid) {
    sessions.forget(tokenHash);
    await em.nativeDelete(Session, { id: session.id });
    return null;
  }
  if (now - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await em.nativeUpdate(Session, { id: session.id }, { lastSeenAt: new Date(now) });
    session.lastSeenAt = new Date(now);
    kept.session.last_seen_at = session.lastSeenAt.toISOString();
  }
  return session;
}

/** Always answers the same, whether the account exists or not. */
export async function requestPasswordReset(ctx: Ctx, raw: unknown, origin: string): Promise<void> {
  const input = await validateInput(PasswordResetRequestInput, raw);
  await limitResetRequestsByAddress(ctx.em, ctx.ip);
  const login = input.login.trim().toLowerCase();
  const user = await ctx.em.findOne(User, {
    $or: [{ username: { $ilike: escapeLike(login) } }, { email: { $ilike: escapeLike(login) } }],
  });
  await limitResetRequestsByAccount(ctx.em, user?.id ?? login);
  if (!user || !user.active) return;
  const token = newToken();
  await ctx.em.transactional(async (em) => {
    em.persist(em.create(PasswordReset, { user, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + RESET_TOKEN_MINUTES * 60_000), createdAt: new Date() }));
    await queueEmail(em, {
      to: user.email,
      subject: 'Reset your password',
      text: `Hello ${user.name},\n\nSomeone asked to reset the password of your account ${user.username}. To choose a new password, open this link within ${RESET_TOKEN_MINUTES} minutes:\n\n${origin}/reset-password?token=${token}\n\nIf it was not you, ignore this mail: your password stays as it is.`,
    });
    audit({ ...ctx, em }, { action: 'auth.reset_requested', entity: 'user', entityId: user.id, source: 'auth', message: `Password reset requested for ${user.username}` });
  });
}

export async function resetPassword(ctx: Ctx, raw: unknown): Promise<void> {
  const input = await validateInput(PasswordResetInput, raw);
  await assertPasswordAllowed(ctx.em, input.password);
  let userId = 0;
  await ctx.em.transactional(async (em) => {
    const reset = await em.findOne(PasswordReset, { tokenHash: hashToken(input.token) }, { populate: ['user'] });
    if (!reset || reset.usedAt || reset.expiresAt < new Date() || !reset.user.active) {
      throw badInput('The reset link is invalid or has expired', 'token');
    }
    reset.usedAt = new Date();
    reset.user.passwordHash = await hashPassword(input.password);
    reset.user.failedLogins = 0;
    reset.user.lockedUntil = null;
    await em.nativeDelete(Session, { user: reset.user });
    userId = reset.user.id;
    audit({ ...ctx, em }, { action: 'auth.password_reset', entity: 'user', entityId: reset.user.id, source: 'auth', message: `Password reset for ${reset.user.username}` });
  });
  await userSessionsChanged(ctx, userId);
}
