import type { EntityManager } from '@mikro-orm/postgresql';
import { AuditLog } from './audit-log.entity';
import type { Ctx } from './context';
import type { SqlPart } from './sql';

export type AuditEntry = {
  action: string;
  entity: string;
  entityId?: string | number | null;
  source: string;
  message: string;
  level?: 'debug' | 'info' | 'warning' | 'error';
  before?: unknown;
  after?: unknown;
};

type Actor = Pick<Ctx, 'user' | 'requestId'>;

/** The audit log's row of an entry: the one place its fields are made. */
function auditRow(ctx: Actor, entry: AuditEntry) {
  return {
    at: new Date(),
    actorId: ctx.user?.id ?? null,
    actorName: ctx.user?.username ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    source: entry.source,
    message: entry.message,
    level: entry.level ?? 'info',
    before: entry.before ?? null,
    after: entry.after ?? null,
    requestId: ctx.requestId,
  };
}

/** Records a write in the audit log, inside the caller's transaction (DECISIONS.md 1 and 4). */
export function audit(ctx: Actor & { em: EntityManager }, entry: AuditEntry): AuditLog {
  const log = ctx.em.create(AuditLog, auditRow(ctx, entry));
  ctx.em.persist(log);
  return log;
}

/**
 * The same entry as a part of the caller's statement (withParts: the write and its audit entry in
 * one round trip), for the busiest writes (issue 24).
 */
export function auditInsert(ctx: Actor, entry: AuditEntry): SqlPart {
  const row = auditRow(ctx, entry);
  const json = (value: unknown) => (value === null ? null : JSON.stringify(value));
  return {
    sql: `insert into audit_log (at, actor_id, actor_name, action, entity, entity_id, before, after, level, source, message, request_id)
      values (?, ?, ?, ?, ?, ?, ?::jsonb, ?::jsonb, ?, ?, ?, ?)`,
    params: [
      row.at,
      row.actorId,
      row.actorName,
      row.action,
      row.entity,
      row.entityId,
      json(row.before),
      json(row.after),
      row.level,
      row.source,
      row.message,
      row.requestId ?? null,
    ],
  };
}
