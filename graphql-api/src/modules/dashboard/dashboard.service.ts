import { Migrator } from '@mikro-orm/migrations';
import type { EntityManager } from '@mikro-orm/postgresql';
import { audit } from '../../common/audit';
import { type Ctx, requireRole, requireUser } from '../../common/context';
import { sharedOrderQuery } from '../../common/shared-reads';
import { lastBackupAt } from '../backups';
import { getSettings, SETTINGS_SECTIONS } from '../settings';
import { orderScopeSql, OrderStatus } from '../orders';
import { Role } from '../users';

const TREND_DAYS = 30;
const DAY_MS = 86_400_000;
/** Process start, for the System Status card. */
const SERVER_STARTED_AT = new Date(Date.now() - process.uptime() * 1000);

export type CountTrend = { value: number; previous: number; change: number };
export type PercentTrend = { value: number | null; previous: number | null; change: number | null };

const countTrend = (value: number, previous: number): CountTrend => ({
  value,
  previous,
  change: value - previous,
});

const percent = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((1000 * part) / whole) / 10;

function percentTrend(value: number | null, previous: number | null): PercentTrend {
  const change =
    value === null || previous === null ? null : Math.round((value - previous) * 10) / 10;
  return { value, previous, change };
}

type OrderFigures = {
  active_now: number;
  pending_now: number;
  active_then: number;
  pending_then: number;
  completed_now: number;
  on_time_now: number;
  completed_then: number;
  on_time_then: number;
};

/**
 * The four stat cards (DECISIONS.md 1) for the signed-in user, each with the same figure 30 days
 * ago. Order statuses back then come from the status timeline (the last status change up to that
 * moment); unread messages back then are those received by then and still unread (read times are
 * not kept). Two aggregate queries, whatever the number of orders.
 */
export async function dashboardStats(ctx: Ctx) {
  const user = requireUser(ctx);
  // To the minute, so that the figures' query is the same for a minute and can be shared.
  const then = new Date(Math.floor((Date.now() - TREND_DAYS * DAY_MS) / 60_000) * 60_000);
  const [scope, scopeParams] = orderScopeSql(user);
  const conn = ctx.em.getConnection();
  const [orders] = await sharedOrderQuery<OrderFigures>(
    ctx,
    `with scoped as (
       select o.id, o.status, o.created_at, o.completed_at, o.due_date from orders o where ${scope}
     ), past as (
       select distinct on (e.order_id) e.order_id, e.to_status
       from timeline_events e join scoped s on s.id = e.order_id
       where e.to_status is not null and e.created_at <= ?
       order by e.order_id, e.created_at desc, e.id desc
     ), figures as (
       select s.*, p.to_status as status_then, s.created_at <= ? as existed_then,
         (s.completed_at at time zone 'UTC')::date <= s.due_date as on_time,
         s.status = 'Completed' and s.completed_at is not null as completed,
         s.status = 'Completed' and s.completed_at <= ? as completed_by_then
       from scoped s left join past p on p.order_id = s.id
     )
     select
       count(*) filter (where status not in ('Completed', 'Cancelled'))::int as active_now,
       count(*) filter (where status = 'Approval Needed')::int as pending_now,
       count(*) filter (where existed_then
         and coalesce(status_then, 'Planning') not in ('Completed', 'Cancelled'))::int as active_then,
       count(*) filter (where existed_then and status_then = 'Approval Needed')::int as pending_then,
       count(*) filter (where completed)::int as completed_now,
       count(*) filter (where completed and on_time)::int as on_time_now,
       count(*) filter (where completed_by_then)::int as completed_then,
       count(*) filter (where completed_by_then and on_time)::int as on_time_then
     from figures`,
    [...scopeParams, then, then, then],
  );
  const [messages] = await conn.execute<{ unread_now: number; unread_then: number }[]>(
    `select count(*)::int as unread_now, count(*) filter (where created_at <= ?)::int as unread_then
     from messages where receiver_id = ? and not is_read`,
    [then, user.id],
  );
  return {
    activeOrders: countTrend(orders.active_now, orders.active_then),
    pendingApprovals: countTrend(orders.pending_now, orders.pending_then),
    newMessages: countTrend(messages.unread_now, messages.unread_then),
    onTimeDelivery: percentTrend(
      percent(orders.on_time_now, orders.completed_now),
      percent(orders.on_time_then, orders.completed_then),
    ),
  };
}

export type TimelineItem = {
  orderId: number;
  orderCode: string;
  productName: string;
  status: string;
  dueDate: string;
  updatedAt: Date;
  requiresAction: boolean;
};

/** Orders in these statuses wait for someone: 'Review Now' on the dashboards (SPEC.md 4). */
const REVIEW_STATUSES = [OrderStatus.QualityCheck, OrderStatus.ApprovalNeeded];
const TIMELINE_DEFAULT = 5;
const TIMELINE_MAX = 20;

/**
 * The dashboards' Production Timeline widget (SPEC.md 4): the user's orders not Completed or
 * Cancelled, those needing action first, then by due date; with the counts of all of them.
 */
export async function dashboardTimeline(ctx: Ctx, first?: number | null) {
  const user = requireUser(ctx);
  const limit = Math.min(Math.max(Math.trunc(first ?? TIMELINE_DEFAULT), 1), TIMELINE_MAX);
  const [scope, scopeParams] = orderScopeSql(user);
  const open = `${scope} and o.status not in ('Completed', 'Cancelled')`;
  const conn = ctx.em.getConnection();
  const [counts] = await conn.execute<{ total: number; review: number }[]>(
    `select count(*)::int as total, count(*) filter (where o.status in (?, ?))::int as review
     from orders o where ${open}`,
    [...REVIEW_STATUSES, ...scopeParams],
  );
  const rows = await conn.execute<
    { id: number; order_code: string; product_name: string; status: string; due_date: string; updated_at: Date; review: boolean }[]
  >(
    `select o.id, o.order_code, p.name as product_name, o.status, to_char(o.due_date, 'YYYY-MM-DD') as due_date,
       o.updated_at, o.status in (?, ?) as review
     from orders o join products p on p.id = o.product_id
     where ${open}
     order by review desc, o.due_date, o.id
     limit ?`,
    [...REVIEW_STATUSES, ...scopeParams, limit],
  );
  return {
    totalCount: counts.total,
    needsActionCount: counts.review,
    items: rows.map(
      (row): TimelineItem => ({
        orderId: row.id,
        orderCode: row.order_code,
        productName: row.product_name,
        status: row.status,
        dueDate: row.due_date,
        updatedAt: new Date(row.updated_at),
        requiresAction: row.review,
      }),
    ),
  };
}

async function measureLatency(em: EntityManager): Promise<number> {
  const started = process.hrtime.bigint();
  await em.getConnection().execute('select 1');
  return Math.round(Number(process.hrtime.bigint() - started) / 10_000) / 100;
}

async function serverVersion(em: EntityManager): Promise<string> {
  const [row] = await em
    .getConnection()
    .execute<{ version: string }[]>('select version() as version');
  return row.version;
}

/** The portal's own embedded PostgreSQL server (no DATABASE_URL given). */
const isEmbedded = (ctx: Ctx) => !ctx.config.databaseUrl;

/** The System Status card (admin). */
export async function systemStatus(ctx: Ctx) {
  requireRole(ctx, Role.admin);
  let databaseLatencyMs: number | null = null;
  let embedded: boolean | null = null;
  try {
    databaseLatencyMs = await measureLatency(ctx.em);
    embedded = isEmbedded(ctx);
  } catch {
    // Unreachable: reported as such.
  }
  return {
    serverStartedAt: SERVER_STARTED_AT,
    databaseReachable: databaseLatencyMs !== null,
    databaseLatencyMs,
    embedded,
    lastBackupAt: lastBackupAt(ctx.config.backupDir),
  };
}

/** The tables of the data model (and the migrations table). */
function expectedTables(em: EntityManager): string[] {
  const tables = Object.values(em.getMetadata().getAll())
    .filter((meta) => !meta.embeddable && !meta.virtual && meta.tableName)
    .map((meta) => meta.tableName);
  return [...new Set(tables)].sort();
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The Database tab's connection info (admin): driver, version, size and row counts. */
export async function databaseInfo(ctx: Ctx) {
  requireRole(ctx, Role.admin);
  const conn = ctx.em.getConnection();
  const version = await serverVersion(ctx.em);
  const [size] = await conn.execute<{ bytes: string; pretty: string }[]>(
    'select pg_database_size(current_database())::text as bytes, pg_size_pretty(pg_database_size(current_database())) as pretty',
  );
  const tables = expectedTables(ctx.em);
  const counts = await conn.execute<{ name: string; rows: number }[]>(
    tables
      .map((t) => `select '${t}' as name, count(*)::int as rows from ${quoteIdent(t)}`)
      .join(' union all '),
  );
  return {
    driver: `PostgreSQL${isEmbedded(ctx) ? ' (embedded)' : ''}`,
    serverVersion: version,
    databaseSize: size.pretty,
    databaseSizeBytes: Number(size.bytes),
    tables: counts.sort((a, b) => a.name.localeCompare(b.name)),
  };
}

export type DiagnosticCheck = { name: string; ok: boolean; detail: string };

async function check(
  name: string,
  run: () => Promise<[boolean, string]>,
): Promise<DiagnosticCheck> {
  try {
    const [ok, detail] = await run();
    return { name, ok, detail };
  } catch (error) {
    return { name, ok: false, detail: (error as Error).message };
  }
}

/** Run Diagnostics (admin): real checks, each passing or failing with a detail. */
export async function runDiagnostics(ctx: Ctx): Promise<DiagnosticCheck[]> {
  requireRole(ctx, Role.admin);
  const em = ctx.em;
  const conn = em.getConnection();
  const checks: DiagnosticCheck[] = [];
  checks.push(
    await check('Database connection', async () => [
      true,
      `Connected; select 1 took ${await measureLatency(em)} ms`,
    ]),
  );
  checks.push(
    await check('Migrations', async () => {
      const pending = (await new Migrator(em).getPendingMigrations()).map((m) => m.name);
      return pending.length === 0
        ? [true, 'The schema is up to date']
        : [false, `Pending: ${pending.join(', ')} (use Sync Schema)`];
    }),
  );
  checks.push(
    await check('Tables', async () => {
      const rows = await conn.execute<{ table_name: string }[]>(
        'select table_name from information_schema.tables where table_schema = current_schema()',
      );
      const present = new Set(rows.map((row) => row.table_name));
      const expected = expectedTables(em);
      const missing = expected.filter((table) => !present.has(table));
      return missing.length === 0
        ? [true, `All ${expected.length} tables present`]
        : [false, `Missing: ${missing.join(', ')}`];
    }),
  );
  checks.push(
    await check('Orphaned records', async () => {
      const [row] = await conn.execute<{ orders: number; specs: number }[]>(
        `select
           (select count(*)::int from orders o
              left join products p on p.id = o.product_id
              left join users b on b.id = o.buyer_id
              left join users v on v.id = o.vendor_id
            where p.id is null or b.id is null or v.id is null) as orders,
           (select count(*)::int from specifications s
              left join products p on p.id = s.product_id where p.id is null) as specs`,
      );
      return row.orders + row.specs === 0
        ? [true, 'Every order and specification points to existing records']
        : [false, `${row.orders} orders and ${row.specs} specifications point to missing records`];
    }),
  );
  checks.push(
    await check('Settings', async () => {
      for (const section of SETTINGS_SECTIONS) await getSettings(em, section);
      return [true, `All ${SETTINGS_SECTIONS.length} settings sections readable`];
    }),
  );
  checks.push(
    await check('Outgoing mail', async () => {
      const [row] = await conn.execute<{ failed: number }[]>(
        "select count(*)::int as failed from outbox_emails where status = 'failed'",
      );
      return row.failed === 0
        ? [true, 'No undeliverable mail']
        : [false, `${row.failed} mail(s) could not be delivered`];
    }),
  );
  return checks;
}

/** Sync Schema (admin): applies pending migrations and answers their names. */
export async function syncSchema(ctx: Ctx): Promise<string[]> {
  requireRole(ctx, Role.admin);
  const applied = (await new Migrator(ctx.em).up()).map((m) => m.name);
  await ctx.em.transactional(async (em) => {
    audit(
      { ...ctx, em },
      {
        action: 'database.sync',
        entity: 'database',
        source: 'database',
        message: applied.length
          ? `Applied migrations: ${applied.join(', ')}`
          : 'Schema already up to date',
        after: { applied },
      },
    );
  });
  return applied;
}
