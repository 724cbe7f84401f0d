import { type Ctx, requireUser } from '../../common/context';
import { parseDateInput } from '../../common/dates';
import { sharedOrderQuery } from '../../common/shared-reads';
import { badInput } from '../../common/errors';
import { orderScopeSql, OrderStatus, STATUS_PATH } from '../orders';
import { assertMay, Role, type User } from '../users';

const DAY_MS = 86_400_000;
/** Rows of the late-orders list at most (the count and the per-vendor figures cover them all). */
export const LATE_LIST_MAX = 200;
const LATE_LIST_DEFAULT = 50;

export type AnalyticsFilter = {
  vendorId?: number | null;
  from?: string | null;
  to?: string | null;
};

/**
 * Who asks and what they filter on, checked once; every figure reads its orders through it.
 * Dates are calendar days in UTC, both ends included.
 */
export type AnalyticsScope = {
  user: User;
  vendorId: number | null;
  from: string | null;
  to: string | null;
  /** Today (UTC), the day against which orders are late. */
  today: string;
};

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

function checkDate(raw: string | null | undefined, field: 'from' | 'to'): string | null {
  if (raw == null || raw.trim() === '') return null;
  const day = parseDateInput(raw);
  if (!day) throw badInput('Please enter a valid date', field);
  return day;
}

/**
 * The filter as the user may use it: buyers see their own orders, vendors theirs, admins all
 * (SPEC.md 6). A vendor may filter only on itself; the vendor filter must name a vendor.
 */
export async function analyticsScope(
  ctx: Ctx,
  filter: AnalyticsFilter = {},
): Promise<AnalyticsScope> {
  const user = requireUser(ctx);
  const from = checkDate(filter.from, 'from');
  const to = checkDate(filter.to, 'to');
  if (from && to && from > to)
    throw badInput('The start date must be on or before the end date', 'from');
  const vendorId = filter.vendorId ?? null;
  if (vendorId !== null) {
    if (!Number.isInteger(vendorId)) throw badInput('Please select a vendor', 'vendorId');
    if (vendorId !== user.id) assertMay(user, 'compareVendors', 'Vendors see only their own orders');
    const [row] = await ctx.em
      .getConnection()
      .execute<{ n: number }[]>(
        `select count(*)::int as n from users where id = ? and role = 'vendor'`,
        [vendorId],
      );
    if (row.n === 0) throw badInput('Please select a vendor', 'vendorId');
  }
  return { user, vendorId, from, to, today: isoDay(new Date()) };
}

type DateColumn = 'created_at' | 'completed_at';

/** The scope as SQL on orders `o`; `dates` says which timestamp the date range applies to. */
function whereSql(scope: AnalyticsScope, dates: DateColumn | 'due_date'): [string, unknown[]] {
  const [own, params] = orderScopeSql(scope.user, 'o');
  const conditions = [own];
  const values = [...params];
  const add = (condition: string, value: unknown) => {
    conditions.push(condition);
    values.push(value);
  };
  if (scope.vendorId !== null) add('o.vendor_id = ?', scope.vendorId);
  if (dates === 'due_date') {
    if (scope.from) add('o.due_date >= ?::date', scope.from);
    if (scope.to) add('o.due_date <= ?::date', scope.to);
  } else {
    // Whole UTC days: from the first instant of `from` up to (not including) the day after `to`.
    if (scope.from) add(`o.${dates} >= ?`, new Date(`${scope.from}T00:00:00Z`));
    if (scope.to) add(`o.${dates} < ?`, new Date(Date.parse(`${scope.to}T00:00:00Z`) + DAY_MS));
  }
  return [conditions.join(' and '), values];
}

/** The figures' queries are shared and kept until an order changes (common/shared-reads.ts). */
const run = sharedOrderQuery;

const percent = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((1000 * part) / whole) / 10;

export type StatusCount = { status: OrderStatus; orders: number; units: number };

/** Orders by status (created in the range), in the order of the production path. */
export async function ordersByStatus(ctx: Ctx, scope: AnalyticsScope): Promise<StatusCount[]> {
  const [where, params] = whereSql(scope, 'created_at');
  const rows = await run<{ status: OrderStatus; orders: number; units: string }>(
    ctx,
    `select o.status, count(*)::int as orders, coalesce(sum(o.quantity), 0)::text as units
     from orders o where ${where} group by o.status`,
    params,
  );
  const order = [...STATUS_PATH, OrderStatus.Delayed, OrderStatus.Cancelled];
  return rows
    .map((row) => ({ status: row.status, orders: row.orders, units: Number(row.units) }))
    .sort((a, b) => order.indexOf(a.status) - order.indexOf(b.status));
}

export type OnTimeMonth = {
  month: string;
  completed: number;
  onTime: number;
  late: number;
  percent: number | null;
};

/**
 * On-time delivery by month of completion: Completed orders completed in the range, and how many
 * of them on or before their due date (the On-Time Delivery card's rule, DECISIONS.md 1).
 */
export async function onTimeByMonth(ctx: Ctx, scope: AnalyticsScope): Promise<OnTimeMonth[]> {
  const [where, params] = whereSql(scope, 'completed_at');
  const rows = await run<{ month: string; completed: number; on_time: number }>(
    ctx,
    `select to_char(o.completed_at at time zone 'UTC', 'YYYY-MM') as month, count(*)::int as completed,
       count(*) filter (where (o.completed_at at time zone 'UTC')::date <= o.due_date)::int as on_time
     from orders o
     where ${where} and o.status = 'Completed' and o.completed_at is not null
     group by 1 order by 1`,
    params,
  );
  return rows.map((row) => ({
    month: row.month,
    completed: row.completed,
    onTime: row.on_time,
    late: row.completed - row.on_time,
    percent: percent(row.on_time, row.completed),
  }));
}

export type Party = { id: number; name: string; company: string | null };
export type VendorLeadTime = { vendor: Party; completed: number; averageDays: number };

/** Average lead time (creation to completion, in days) by vendor, of orders completed in the range. */
export async function leadTimeByVendor(ctx: Ctx, scope: AnalyticsScope): Promise<VendorLeadTime[]> {
  const [where, params] = whereSql(scope, 'completed_at');
  const rows = await run<Party & { completed: number; average_days: string }>(
    ctx,
    `select v.id, v.name, v.company, count(*)::int as completed,
       round((avg(extract(epoch from o.completed_at - o.created_at)) / 86400)::numeric, 1)::text as average_days
     from orders o join users v on v.id = o.vendor_id
     where ${where} and o.status = 'Completed' and o.completed_at is not null
     group by v.id, v.name, v.company
     order by coalesce(v.company, v.name), v.id`,
    params,
  );
  return rows.map((row) => ({
    vendor: { id: row.id, name: row.name, company: row.company },
    completed: row.completed,
    averageDays: Number(row.average_days),
  }));
}

export type CategoryLeadTime = { category: string | null; completed: number; averageDays: number };

/**
 * Average lead time by product category, of orders completed in the range: what a vendor, whose
 * by-vendor figure is only itself, compares its work on (issue 22).
 */
export async function leadTimeByCategory(ctx: Ctx, scope: AnalyticsScope): Promise<CategoryLeadTime[]> {
  const [where, params] = whereSql(scope, 'completed_at');
  const rows = await run<{ category: string | null; completed: number; average_days: string }>(
    ctx,
    `select p.category, count(*)::int as completed,
       round((avg(extract(epoch from o.completed_at - o.created_at)) / 86400)::numeric, 1)::text as average_days
     from orders o join products p on p.id = o.product_id
     where ${where} and o.status = 'Completed' and o.completed_at is not null
     group by p.category
     order by p.category nulls last`,
    params,
  );
  return rows.map((row) => ({ category: row.category, completed: row.completed, averageDays: Number(row.average_days) }));
}

export type CategoryVolume = { category: string | null; orders: number; units: number };

/** Units and orders by product category, of orders created in the range and not Cancelled. */
export async function volumeByCategory(ctx: Ctx, scope: AnalyticsScope): Promise<CategoryVolume[]> {
  const [where, params] = whereSql(scope, 'created_at');
  const rows = await run<{ category: string | null; orders: number; units: string }>(
    ctx,
    `select p.category, count(*)::int as orders, sum(o.quantity)::text as units
     from orders o join products p on p.id = o.product_id
     where ${where} and o.status <> 'Cancelled'
     group by p.category
     order by sum(o.quantity) desc, p.category`,
    params,
  );
  return rows.map((row) => ({
    category: row.category,
    orders: row.orders,
    units: Number(row.units),
  }));
}

export type LateOrder = {
  id: number;
  orderCode: string;
  productName: string;
  sku: string;
  quantity: number;
  status: OrderStatus;
  dueDate: string;
  daysOverdue: number;
  buyer: Party;
  vendor: Party;
};

export type LateOrders = {
  totalCount: number;
  byVendor: { vendor: Party; orders: number }[];
  orders: LateOrder[];
};

/**
 * Orders past their due date and neither Completed nor Cancelled (due in the range), with their
 * buyer and vendor: the count and the count per vendor over all of them, and the most overdue
 * first, at most `first` of them.
 */
export async function lateOrders(
  ctx: Ctx,
  scope: AnalyticsScope,
  first?: number | null,
): Promise<LateOrders> {
  const limit = Math.min(Math.max(Math.trunc(first ?? LATE_LIST_DEFAULT), 1), LATE_LIST_MAX);
  const [where, params] = whereSql(scope, 'due_date');
  const late = `${where} and o.status not in ('Completed', 'Cancelled') and o.due_date < ?::date`;
  const lateParams = [...params, scope.today];
  const byVendor = await run<Party & { orders: number }>(
    ctx,
    `select v.id, v.name, v.company, count(*)::int as orders
     from orders o join users v on v.id = o.vendor_id
     where ${late}
     group by v.id, v.name, v.company
     order by count(*) desc, coalesce(v.company, v.name), v.id`,
    lateParams,
  );
  const rows = await run<{
    id: number;
    order_code: string;
    product_name: string;
    sku: string;
    quantity: number;
    status: OrderStatus;
    due_date: string;
    days_overdue: number;
    buyer_id: number;
    buyer_name: string;
    buyer_company: string | null;
    vendor_id: number;
    vendor_name: string;
    vendor_company: string | null;
  }>(
    ctx,
    `select o.id, o.order_code, p.name as product_name, p.sku, o.quantity, o.status,
       to_char(o.due_date, 'YYYY-MM-DD') as due_date, (?::date - o.due_date)::int as days_overdue,
       b.id as buyer_id, b.name as buyer_name, b.company as buyer_company,
       v.id as vendor_id, v.name as vendor_name, v.company as vendor_company
     from orders o
       join products p on p.id = o.product_id
       join users b on b.id = o.buyer_id
       join users v on v.id = o.vendor_id
     where ${late}
     order by o.due_date, o.id
     limit ?`,
    [scope.today, ...lateParams, limit],
  );
  return {
    totalCount: byVendor.reduce((sum, row) => sum + row.orders, 0),
    byVendor: byVendor.map((row) => ({
      vendor: { id: row.id, name: row.name, company: row.company },
      orders: row.orders,
    })),
    orders: rows.map((row) => ({
      id: row.id,
      orderCode: row.order_code,
      productName: row.product_name,
      sku: row.sku,
      quantity: row.quantity,
      status: row.status,
      dueDate: row.due_date,
      daysOverdue: row.days_overdue,
      buyer: { id: row.buyer_id, name: row.buyer_name, company: row.buyer_company },
      vendor: { id: row.vendor_id, name: row.vendor_name, company: row.vendor_company },
    })),
  };
}

/**
 * The vendor filter's choices: every vendor for admins, the vendors of the buyer's own orders for
 * buyers, the vendor itself for vendors.
 */
export async function analyticsVendors(ctx: Ctx, scope: AnalyticsScope): Promise<Party[]> {
  const { user } = scope;
  if (user.role === Role.admin) {
    return ctx.em.getConnection().execute<Party[]>(
      `select id, name, company from users where role = 'vendor' order by coalesce(company, name), id`,
      [],
    );
  }
  const [own, params] = orderScopeSql(user, 'o');
  return run<Party>(
    ctx,
    `select v.id, v.name, v.company from users v
     where v.id in (select o.vendor_id from orders o where ${own})
     order by coalesce(v.company, v.name), v.id`,
    params,
  );
}
