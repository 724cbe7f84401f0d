import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { audit } from '../../common/audit';
import { type Ctx, requireRole } from '../../common/context';
import { badInput, conflict, notFound } from '../../common/errors';
import { publishAll } from '../../common/publish';
import { validateInput } from '../../common/validation';
import { parseId, Role, User } from '../users';
import { Connection, ConnectionStatus } from './connection.entity';
import { connectionRequestRefusal } from './connection.rules';
import {
  ConnectionRequestInput,
  ConnectionStatusInput,
  CreateConnectionInput,
} from './connection.inputs';
import { containsPattern } from '../../common/sql';

const SOURCE = 'connections';
const POPULATE = ['buyer', 'vendor'] as const;

const party = (user: User) => ({ id: user.id, name: user.name, company: user.company ?? null });

/** An association as SPEC.md 3 and 7 describe it (buyer and vendor populated). */
export function connectionRow(connection: Connection) {
  return {
    id: connection.id,
    status: connection.status,
    createdAt: connection.createdAt.toISOString(),
    updatedAt: connection.updatedAt.toISOString(),
    buyerId: connection.buyer.id,
    vendorId: connection.vendor.id,
    buyer: party(connection.buyer),
    vendor: party(connection.vendor),
  };
}

export type ConnectionFilter = { status?: string | null; search?: string | null };

function statusFilter(status: string | null | undefined): ConnectionStatus | null {
  if (!status || status === 'all') return null;
  if (status === 'active') return ConnectionStatus.approved;
  if (!(Object.values(ConnectionStatus) as string[]).includes(status)) {
    throw badInput('Status must be approved, pending, rejected or blocked', 'status');
  }
  return status as ConnectionStatus;
}

/** Admin list: tabs by status (active = approved), search by buyer or vendor name or company. */
export async function listConnections(ctx: Ctx, filter: ConnectionFilter = {}) {
  requireRole(ctx, Role.admin);
  const status = statusFilter(filter.status);
  const where: FilterQuery<Connection> = status ? { status } : {};
  if (filter.search?.trim()) {
    const like = { $ilike: containsPattern(filter.search) };
    where.$or = [
      { buyer: { name: like } },
      { buyer: { company: like } },
      { vendor: { name: like } },
      { vendor: { company: like } },
    ];
  }
  const connections = await ctx.em.find(Connection, where, {
    populate: POPULATE,
    orderBy: { createdAt: 'desc', id: 'desc' },
  });
  const rows = await ctx.em.execute<{ status: ConnectionStatus; n: number }[]>(
    'select status, count(*)::int as n from connections group by status',
  );
  const count = (s: ConnectionStatus) => rows.find((row) => row.status === s)?.n ?? 0;
  const stats = {
    total: rows.reduce((sum, row) => sum + row.n, 0),
    active: count(ConnectionStatus.approved),
    pending: count(ConnectionStatus.pending),
    blocked: count(ConnectionStatus.blocked),
  };
  return { connections, stats };
}

/** A buyer's or a vendor's own connections, whatever their status. */
export async function myConnections(ctx: Ctx) {
  const user = requireRole(ctx, Role.buyer, Role.vendor);
  const side = user.role === Role.buyer ? 'buyer' : 'vendor';
  return ctx.em.find(Connection, { [side]: user.id } as FilterQuery<Connection>, {
    populate: POPULATE,
    orderBy: { createdAt: 'desc', id: 'desc' },
  });
}

async function activeUser(em: EntityManager, id: number, role: Role) {
  return em.findOne(User, { id, role, active: true });
}

/** Admin: connects a buyer and a vendor (approved by default, or pending). */
export async function createConnection(ctx: Ctx, raw: unknown): Promise<Connection> {
  const admin = requireRole(ctx, Role.admin);
  const input = await validateInput(CreateConnectionInput, raw);
  const { connection, events } = await ctx.em.transactional(async (em) => {
    const buyer = await activeUser(em, input.buyerId, Role.buyer);
    if (!buyer) throw badInput('The selected buyer is not an active buyer', 'buyerId');
    const vendor = await activeUser(em, input.vendorId, Role.vendor);
    if (!vendor) throw badInput('The selected vendor is not an active vendor', 'vendorId');
    if ((await em.count(Connection, { buyer, vendor })) > 0) {
      throw conflict('These two are already connected');
    }
    const connection = em.create(Connection, {
      buyer,
      vendor,
      status: (input.status as ConnectionStatus | undefined) ?? ConnectionStatus.approved,
      requestedBy: em.getReference(User, admin.id),
    });
    em.persist(connection);
    await em.flush();
    const events = await ctx.events.publish(em, 'ConnectionChanged', { connection });
    audit(
      { ...ctx, em },
      {
        action: 'connection.create',
        entity: 'connection',
        entityId: connection.id,
        source: SOURCE,
        message: `Connected ${buyer.username} with ${vendor.username} (${connection.status})`,
        after: connectionRow(connection),
      },
    );
    return { connection, events };
  });
  await publishAll(ctx, events);
  return connection;
}

/** Admin: approves, blocks, rejects or resets a connection to pending. */
export async function setConnectionStatus(
  ctx: Ctx,
  rawId: unknown,
  raw: unknown,
): Promise<Connection> {
  requireRole(ctx, Role.admin);
  const id = parseId(rawId, 'Connection');
  const input = await validateInput(ConnectionStatusInput, raw);
  const { connection, events } = await ctx.em.transactional(async (em) => {
    const connection = await em.findOne(Connection, { id }, { populate: POPULATE });
    if (!connection) throw notFound('Connection');
    const before = connectionRow(connection);
    if (connection.status === input.status) return { connection, events: [] };
    connection.status = input.status as ConnectionStatus;
    const events = await ctx.events.publish(em, 'ConnectionChanged', { connection });
    audit(
      { ...ctx, em },
      {
        action: 'connection.status',
        entity: 'connection',
        entityId: connection.id,
        source: SOURCE,
        message: `Connection ${connection.buyer.username} - ${connection.vendor.username}: ${before.status} -> ${connection.status}`,
        before,
        after: connectionRow(connection),
      },
    );
    return { connection, events };
  });
  await publishAll(ctx, events);
  return connection;
}

/** A buyer asks for a connection with a vendor: pending until an admin answers. */
export async function requestConnection(ctx: Ctx, raw: unknown): Promise<Connection> {
  const { id: buyerId } = requireRole(ctx, Role.buyer);
  const input = await validateInput(ConnectionRequestInput, raw);
  const { connection, events } = await ctx.em.transactional(async (em) => {
    const buyer = await em.findOneOrFail(User, { id: buyerId });
    const vendor = await activeUser(em, input.vendorId, Role.vendor);
    if (!vendor) throw notFound('Vendor');
    let connection = await em.findOne(Connection, { buyer, vendor });
    const refusal = connectionRequestRefusal(connection?.status);
    if (refusal) throw refusal;
    const before = connection ? connectionRow(connection) : null;
    if (connection) connection.status = ConnectionStatus.pending;
    else {
      connection = em.create(Connection, { buyer, vendor, status: ConnectionStatus.pending });
      em.persist(connection);
    }
    connection.requestedBy = buyer;
    await em.flush();
    const events = await ctx.events.publish(em, 'ConnectionRequested', { connection });
    audit(
      { ...ctx, em },
      {
        action: 'connection.request',
        entity: 'connection',
        entityId: connection.id,
        source: SOURCE,
        message: `${buyer.username} asked to connect with ${vendor.username}`,
        before,
        after: connectionRow(connection),
      },
    );
    return { connection, events };
  });
  await publishAll(ctx, events);
  return connection;
}
