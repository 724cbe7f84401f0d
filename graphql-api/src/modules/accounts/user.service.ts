import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { audit } from '../../common/audit';
import { type Ctx, requireRole } from '../../common/context';
import { badInput, forbidden, notFound } from '../../common/errors';
import { validateInput } from '../../common/validation';
import { assertPasswordAllowed, assertUserUnique, hashPassword, Session, userSessionsChanged } from '../auth';
import { connectedIds, Connection, connectionRequestRefusal, type ConnectionStatus } from '../connections';
import { deriveInitials, parseId, Role, User } from '../users';
import { CreateUserInput, UpdateUserInput } from './user.inputs';
import { containsPattern } from '../../common/sql';

const SOURCE = 'users';

/** A user as the admin users list and SPEC.md 7's /api/users answer it. */
export function userRow(user: User) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    username: user.username,
    role: user.role,
    company: user.company ?? null,
    avatarInitials: user.avatarInitials ?? null,
    active: user.active,
    createdAt: user.createdAt.toISOString(),
  };
}

/** String fields trimmed (passwords kept as typed), so that '  ' counts as empty. */
function trimmed(raw: unknown): unknown {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw;
  return Object.fromEntries(
    Object.entries(raw).map(([key, value]) => [
      key,
      typeof value === 'string' && key !== 'password' ? value.trim() : value,
    ]),
  );
}

const initialsFor = (name: string, given?: string | null) =>
  given?.toUpperCase() || deriveInitials(name) || null;

export type UserFilter = { search?: string | null; role?: string | null };

/** Admin users list: search by name, email or username; role filter; counts per role. */
export async function listUsers(ctx: Ctx, filter: UserFilter = {}) {
  requireRole(ctx, Role.admin);
  const role = filter.role && filter.role !== 'all' ? filter.role : null;
  if (role && !(Object.values(Role) as string[]).includes(role)) {
    throw badInput('Please select a role', 'role');
  }
  const where: FilterQuery<User> = {};
  if (filter.search?.trim()) {
    const pattern = containsPattern(filter.search);
    where.$or = [
      { name: { $ilike: pattern } },
      { email: { $ilike: pattern } },
      { username: { $ilike: pattern } },
    ];
  }
  const all = await ctx.em.find(User, where, { orderBy: { id: 'asc' } });
  const count = (r: Role) => all.filter((user) => user.role === r).length;
  return {
    users: role ? all.filter((user) => user.role === role) : all,
    counts: {
      total: all.length,
      admins: count(Role.admin),
      buyers: count(Role.buyer),
      vendors: count(Role.vendor),
    },
  };
}

export async function getUser(ctx: Ctx, rawId: unknown): Promise<User> {
  requireRole(ctx, Role.admin);
  const user = await ctx.em.findOne(User, { id: parseId(rawId, 'User') });
  if (!user) throw notFound('User');
  return user;
}

/** The vendor directory: active vendors, with the signed-in buyer's connection status. */
export async function listVendors(ctx: Ctx) {
  const user = requireRole(ctx, Role.buyer, Role.admin);
  const vendors = await ctx.em.find(
    User,
    { role: Role.vendor, active: true },
    { orderBy: { name: 'asc', id: 'asc' } },
  );
  const statuses = new Map<number, ConnectionStatus>();
  const buyer = user.role === Role.buyer;
  if (buyer) {
    const connections = await ctx.em.find(Connection, { buyer: user.id });
    for (const connection of connections) statuses.set(connection.vendor.id, connection.status);
  }
  // What the viewer may do with each vendor, by the rules that enforce it: a connection request
  // (requestConnection's refusal), a message (a buyer writes to connected vendors; an admin to anyone).
  const connected = buyer ? new Set(await connectedIds(ctx.em, 'buyer', user.id)) : null;
  return vendors.map((vendor) => {
    const status = statuses.get(vendor.id) ?? null;
    const refusal = buyer ? connectionRequestRefusal(status) : null;
    return {
      id: vendor.id,
      name: vendor.name,
      company: vendor.company ?? null,
      email: vendor.email,
      avatarInitials: vendor.avatarInitials ?? null,
      connectionStatus: status,
      mayRequestConnection: buyer && !refusal,
      connectionRefusal: refusal?.message ?? null,
      mayMessage: connected ? connected.has(vendor.id) : true,
    };
  });
}

/** Buyers for pickers: admins see every active buyer, vendors their connected buyers. */
export async function listBuyers(ctx: Ctx) {
  const user = requireRole(ctx, Role.vendor, Role.admin);
  const where: FilterQuery<User> = { role: Role.buyer, active: true };
  if (user.role === Role.vendor) where.id = { $in: await connectedIds(ctx.em, 'vendor', user.id) };
  const buyers = await ctx.em.find(User, where, { orderBy: { name: 'asc', id: 'asc' } });
  return buyers.map((buyer) => ({
    id: buyer.id,
    name: buyer.name,
    company: buyer.company ?? null,
  }));
}

/** The admin add-user form (SPEC.md 5): validated, unique, password hashed, audited. */
export async function createUser(ctx: Ctx, raw: unknown): Promise<User> {
  requireRole(ctx, Role.admin);
  const input = await validateInput(CreateUserInput, trimmed(raw));
  await assertPasswordAllowed(ctx.em, input.password);
  await assertUserUnique(ctx.em, input.username, input.email);
  const passwordHash = await hashPassword(input.password);
  return ctx.em.transactional(async (em) => {
    const user = em.create(User, {
      name: input.name,
      username: input.username,
      email: input.email,
      role: input.role as Role,
      company: input.company || null,
      avatarInitials: initialsFor(input.name, input.avatarInitials),
      passwordHash,
    });
    em.persist(user);
    await em.flush();
    audit(
      { ...ctx, em },
      {
        action: 'user.create',
        entity: 'user',
        entityId: user.id,
        source: SOURCE,
        message: `Created ${user.role} ${user.username}`,
        after: userRow(user),
      },
    );
    return user;
  });
}

/** The admin edit form. An admin cannot deactivate or demote themselves. */
export async function updateUser(ctx: Ctx, rawId: unknown, raw: unknown): Promise<User> {
  const admin = requireRole(ctx, Role.admin);
  const id = parseId(rawId, 'User');
  const fields = trimmed(raw) as Record<string, unknown> | null;
  if (fields && fields.password === '') delete fields.password;
  const input = await validateInput(UpdateUserInput, fields);
  const user = await ctx.em.findOne(User, { id });
  if (!user) throw notFound('User');
  if (user.id === admin.id && input.active === false) {
    throw forbidden('You cannot deactivate your own account');
  }
  if (user.id === admin.id && input.role && input.role !== Role.admin) {
    throw forbidden('You cannot change your own role');
  }
  if (input.email) await assertUserUnique(ctx.em, user.username, input.email, user.id);
  if (input.password && ctx.apiToken) {
    throw forbidden('Passwords cannot be changed with an API token; sign in to the portal');
  }
  if (input.password) await assertPasswordAllowed(ctx.em, input.password);
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const updated = await ctx.em.transactional(async (em) => {
    const target = await em.findOneOrFail(User, { id });
    const before = userRow(target);
    if (input.name) target.name = input.name;
    if (input.email) target.email = input.email;
    if (input.role) target.role = input.role as Role;
    if (input.company !== undefined) target.company = input.company || null;
    if (input.avatarInitials !== undefined) {
      target.avatarInitials = initialsFor(target.name, input.avatarInitials);
    }
    if (input.active != null) target.active = input.active;
    if (passwordHash) {
      target.passwordHash = passwordHash;
      target.failedLogins = 0;
      target.lockedUntil = null;
    }
    // A deactivated account, or one whose password an admin replaced, is signed out everywhere.
    if (!target.active || (passwordHash && target.id !== admin.id)) {
      await em.nativeDelete(Session, { user: target.id });
    }
    audit(
      { ...ctx, em },
      {
        action: 'user.update',
        entity: 'user',
        entityId: target.id,
        source: SOURCE,
        message: `Updated ${target.username}${passwordHash ? ' (new password)' : ''}`,
        before,
        after: userRow(target),
      },
    );
    return target;
  });
  // A new role, name or state takes effect on the user's very next request, on every instance.
  await userSessionsChanged(ctx, id);
  return updated;
}

/** True when business records refer to the user: it is then deactivated instead of erased. */
async function hasRecords(em: EntityManager, id: number): Promise<boolean> {
  const [row] = await em.execute<{ referenced: boolean }[]>(
    `select exists (select 1 from orders where buyer_id = ? or vendor_id = ?)
         or exists (select 1 from messages where sender_id = ? or receiver_id = ?)
         or exists (select 1 from specifications where created_by_id = ?)
         or exists (select 1 from products where vendor_id = ?)
         or exists (select 1 from attachments where uploaded_by_id = ?)
         or exists (select 1 from connections where buyer_id = ? or vendor_id = ?)
         or exists (select 1 from inventory_items where buyer_id = ?) as referenced`,
    Array(10).fill(id),
  );
  return row.referenced;
}

/** Deletes a user, or deactivates one that records refer to (DECISIONS.md 3 and 4). */
export async function deleteUser(ctx: Ctx, rawId: unknown) {
  const admin = requireRole(ctx, Role.admin);
  const id = parseId(rawId, 'User');
  if (id === admin.id) throw forbidden('You cannot delete your own account');
  const result = await ctx.em.transactional(async (em) => {
    const user = await em.findOne(User, { id });
    if (!user) throw notFound('User');
    const before = userRow(user);
    const deactivate = await hasRecords(em, id);
    if (deactivate) {
      user.active = false;
      await em.nativeDelete(Session, { user: id });
    } else {
      em.remove(user);
    }
    audit(
      { ...ctx, em },
      {
        action: deactivate ? 'user.deactivate' : 'user.delete',
        entity: 'user',
        entityId: id,
        source: SOURCE,
        message: deactivate
          ? `Deactivated ${user.username} (records refer to the account)`
          : `Deleted ${user.username}`,
        before,
        after: deactivate ? userRow(user) : null,
      },
    );
    return { id, deleted: !deactivate, deactivated: deactivate };
  });
  await userSessionsChanged(ctx, id);
  return result;
}
