import type { EntityManager } from '@mikro-orm/postgresql';
import { AuditLog } from './audit-log.entity';
import type { Ctx } from './context';

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

/** Records a write in the audit log, inside the caller's transaction (DECISIONS.md 1 and 4). */
export function audit(ctx: Pick<Ctx, 'user' | 'requestId'> & { em: EntityManager }, entry: AuditEntry): AuditLog {
  const log = ctx.em.create(AuditLog, {
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
  });
  ctx.em.persist(log);
  return log;
}
