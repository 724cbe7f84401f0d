import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { stringify } from 'csv-stringify/sync';
import { audit } from '../../common/audit';
import { type Ctx, requireRole } from '../../common/context';
import { badInput } from '../../common/errors';
import { validateInput } from '../../common/validation';
import { getSettings } from '../settings';
import { Role } from '../users';
import { AuditLog } from '../../common/audit-log.entity';
import { AuditLogFilter, AuditLogPage, LOG_LEVELS, type LogLevel } from './audit.inputs';
import { containsPattern } from '../../common/sql';

const DEFAULT_PAGE = 50;
const CSV_MAX_ROWS = 100_000;
const DAY_MS = 86_400_000;


/** The levels at or above a minimum (debug < info < warning < error). */
export const levelsFrom = (min: LogLevel) => LOG_LEVELS.slice(LOG_LEVELS.indexOf(min));

async function whereOf(
  em: EntityManager,
  filter: AuditLogFilter,
): Promise<FilterQuery<AuditLog>[]> {
  const level = (filter.level ?? (await getSettings(em, 'logs')).logLevel) as LogLevel;
  const where: FilterQuery<AuditLog>[] = [{ level: { $in: levelsFrom(level) } }];
  if (filter.source) where.push({ source: filter.source });
  const search = filter.search?.trim();
  if (search) {
    const like = containsPattern(search);
    where.push({
      $or: [
        { message: { $ilike: like } },
        { action: { $ilike: like } },
        { actorName: { $ilike: like } },
      ],
    });
  }
  if (filter.from) where.push({ at: { $gte: new Date(filter.from) } });
  if (filter.to) where.push({ at: { $lte: new Date(filter.to) } });
  return where;
}

const encodeCursor = (log: AuditLog) =>
  Buffer.from(`${log.at.toISOString()}|${log.id}`).toString('base64url');

function decodeCursor(cursor: string): FilterQuery<AuditLog> {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const time = new Date(at);
  if (Number.isNaN(time.getTime()) || !/^\d+$/.test(id ?? ''))
    throw badInput('Invalid cursor', 'after');
  return { $or: [{ at: { $lt: time } }, { at: time, id: { $lt: id } }] };
}

/** The System Logs list, newest first, a page at a time (admin). */
export async function listAuditLogs(ctx: Ctx, raw: unknown) {
  requireRole(ctx, Role.admin);
  const input = await validateInput(AuditLogPage, raw);
  const where = await whereOf(ctx.em, input);
  const first = input.first ?? DEFAULT_PAGE;
  const cursor = input.after ? [decodeCursor(input.after)] : [];
  const [rows, totalCount] = await Promise.all([
    ctx.em.find(
      AuditLog,
      { $and: [...where, ...cursor] },
      { orderBy: { at: 'desc', id: 'desc' }, limit: first + 1 },
    ),
    ctx.em.count(AuditLog, { $and: where }),
  ]);
  const nodes = rows.slice(0, first);
  const hasNextPage = rows.length > first;
  const endCursor = nodes.length > 0 ? encodeCursor(nodes[nodes.length - 1]) : null;
  return { nodes, totalCount, pageInfo: { hasNextPage, endCursor } };
}

/** The distinct sources, for the source filter (admin). */
export async function listAuditSources(ctx: Ctx): Promise<string[]> {
  requireRole(ctx, Role.admin);
  const rows = await ctx.em
    .getConnection()
    .execute<{ source: string }[]>('select distinct source from audit_log order by source');
  return rows.map((row) => row.source);
}

export const AUDIT_CSV_COLUMNS = [
  'Time',
  'Level',
  'Source',
  'Action',
  'Actor',
  'Message',
  'Entity',
  'Entity id',
];

/** The filtered log as CSV, newest first (admin; the Download button). */
export async function auditLogCsv(ctx: Ctx, raw: unknown): Promise<string> {
  requireRole(ctx, Role.admin);
  const input = await validateInput(AuditLogFilter, raw ?? {});
  const rows = await ctx.em.find(
    AuditLog,
    { $and: await whereOf(ctx.em, input) },
    { orderBy: { at: 'desc', id: 'desc' }, limit: CSV_MAX_ROWS },
  );
  const records = rows.map((log) => [
    log.at.toISOString(),
    log.level,
    log.source,
    log.action,
    log.actorName ?? '',
    log.message,
    log.entity,
    log.entityId ?? '',
  ]);
  return stringify([AUDIT_CSV_COLUMNS, ...records]);
}

/** Deletes entries older than the logs settings' retention; answers how many went. */
export async function purgeExpiredAuditLogs(em: EntityManager): Promise<number> {
  const { logRetentionDays } = await getSettings(em, 'logs');
  return em.nativeDelete(AuditLog, {
    at: { $lt: new Date(Date.now() - logRetentionDays * DAY_MS) },
  });
}

/** The Apply button of the System Logs tab (admin): purges now and records it. */
export async function applyLogRetention(ctx: Ctx): Promise<number> {
  requireRole(ctx, Role.admin);
  return ctx.em.transactional(async (em) => {
    const deleted = await purgeExpiredAuditLogs(em);
    audit(
      { ...ctx, em },
      {
        action: 'audit.purge',
        entity: 'audit_log',
        source: 'settings',
        message: `Applied log retention: ${deleted} old entr${deleted === 1 ? 'y' : 'ies'} deleted`,
        after: { deleted },
      },
    );
    return deleted;
  });
}
