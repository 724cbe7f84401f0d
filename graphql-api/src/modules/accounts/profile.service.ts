import { audit } from '../../common/audit';
import { type Ctx, requireUser } from '../../common/context';
import { badInput, forbidden } from '../../common/errors';
import { validateInput } from '../../common/validation';
import {
  assertPasswordAllowed,
  assertUserUnique,
  hashPassword,
  Session,
  userSessionsChanged,
  verifyPassword,
} from '../auth';
import { User } from '../users';
import { ChangePasswordInput, UpdateProfileInput } from './profile.inputs';
import { userRow } from './user.service';

const SOURCE = 'profile';

const trimmedText = (raw: unknown) =>
  raw && typeof raw === 'object' && !Array.isArray(raw)
    ? Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]))
    : raw;

/** The signed-in user changes their own name or e-mail (unique among users: 409). */
export async function updateProfile(ctx: Ctx, raw: unknown): Promise<User> {
  const me = requireUser(ctx);
  const input = await validateInput(UpdateProfileInput, trimmedText(raw));
  if (input.email) await assertUserUnique(ctx.em, me.username, input.email, me.id);
  const updated = await ctx.em.transactional(async (em) => {
    const user = await em.findOneOrFail(User, { id: me.id });
    const before = userRow(user);
    if (input.name) user.name = input.name;
    if (input.email) user.email = input.email;
    audit(
      { ...ctx, em },
      { action: 'user.profile_update', entity: 'user', entityId: user.id, source: SOURCE, message: `${user.username} updated their profile`, before, after: userRow(user) },
    );
    return user;
  });
  // The header and menus read the new name on the next request, on every instance.
  await userSessionsChanged(ctx, me.id);
  return updated;
}

/**
 * The signed-in user sets a new password: the current one is required (400 on currentPassword when
 * wrong), the new one follows the Security settings (400 on newPassword), and every other session
 * of the user ends; this one stays. Not with an API token (403): a leaked token cannot take the
 * account over.
 */
export async function changePassword(ctx: Ctx, raw: unknown): Promise<{ endedSessions: number }> {
  const me = requireUser(ctx);
  if (ctx.apiToken) throw forbidden('Passwords cannot be changed with an API token; sign in to the portal');
  const input = await validateInput(ChangePasswordInput, raw);
  const user = await ctx.em.findOneOrFail(User, { id: me.id }, { populate: ['passwordHash'] });
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    audit(ctx, { action: 'user.password_change_refused', entity: 'user', entityId: user.id, source: SOURCE, level: 'warning', message: `${user.username} gave a wrong current password` });
    await ctx.em.flush();
    throw badInput('Current password is incorrect', 'currentPassword');
  }
  if (input.newPassword === input.currentPassword) {
    throw badInput('The new password must differ from the current one', 'newPassword');
  }
  await assertPasswordAllowed(ctx.em, input.newPassword, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  const endedSessions = await ctx.em.transactional(async (em) => {
    const target = await em.findOneOrFail(User, { id: me.id });
    target.passwordHash = passwordHash;
    target.failedLogins = 0;
    target.lockedUntil = null;
    const others = ctx.session ? { user: target.id, id: { $ne: ctx.session.id } } : { user: target.id };
    const ended = await em.nativeDelete(Session, others);
    audit(
      { ...ctx, em },
      { action: 'user.password_change', entity: 'user', entityId: target.id, source: SOURCE, message: `${target.username} changed their password; ${ended} other session${ended === 1 ? '' : 's'} ended` },
    );
    return ended;
  });
  await userSessionsChanged(ctx, me.id);
  return { endedSessions };
}
