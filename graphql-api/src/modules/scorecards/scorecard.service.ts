import { type Ctx, requireUser } from '../../common/context';
import { badInput } from '../../common/errors';
import { sharedOrderQuery } from '../../common/shared-reads';
import { orderScopeSql } from '../orders';
import { assertMay, Role } from '../users';
import { parsePeriod, type Period, periodOf, previousPeriod } from './scorecard.period';
import { SCORES, type ScoreDefinition, type ScoreUnit } from './scorecard.scores';

export type ScorecardFilter = {
  /** '2026-11' (a month) or '2026-Q4' (a quarter); the current month when left out. */
  period?: string | null;
  vendorId?: number | null;
};

export type ScoredVendor = { id: number; name: string; company: string | null };

export type Trend = 'better' | 'worse' | 'same';

export type VendorScore = {
  key: string;
  label: string;
  unit: ScoreUnit;
  higherIsBetter: boolean;
  description: string;
  /** The figure in the period; null when nothing was measured. */
  value: number | null;
  /** How many events (orders, sample rounds) the figure is over. */
  count: number;
  previousValue: number | null;
  previousCount: number;
  /** value − previousValue, 1 decimal; null unless both periods have a figure. */
  change: number | null;
  trend: Trend | null;
};

export type VendorScorecard = { vendor: ScoredVendor; scores: VendorScore[] };

export type Scorecards = {
  period: Period;
  previousPeriod: Period;
  vendorId: number | null;
  vendors: VendorScorecard[];
};

type Measured = { vendor_id: number; current: boolean; count: number; value: string | null };

/**
 * Which orders the caller's scores are over (SPEC.md 6): a buyer's own orders, a vendor's own
 * (a vendor asking for another vendor is refused), an admin's all; with the vendor filter.
 */
async function scopeOf(
  ctx: Ctx,
  vendorId: number | null,
): Promise<[string, unknown[], number | null]> {
  const user = requireUser(ctx);
  if (vendorId !== null) {
    if (!Number.isInteger(vendorId) || vendorId < 1)
      throw badInput('Please select a vendor', 'vendorId');
    if (vendorId !== user.id) assertMay(user, 'compareVendors', 'Vendors see only their own scorecard');
    const [row] = await ctx.em
      .getConnection()
      .execute<{ n: number }[]>(
        `select count(*)::int as n from users where id = ? and role = 'vendor'`,
        [vendorId],
      );
    if (row.n === 0) throw badInput('Please select a vendor', 'vendorId');
  }
  const only = user.role === Role.vendor ? user.id : vendorId;
  const [own, params] = orderScopeSql(user, 'o');
  if (only === null) return [own, params, null];
  return [`${own} and o.vendor_id = ?`, [...params, only], only];
}

/** One score's figure per vendor, for the period and the one before it (one query). */
function measure(
  ctx: Ctx,
  score: ScoreDefinition,
  scope: [string, unknown[]],
  period: Period,
  before: Period,
) {
  const [where, params] = scope;
  return sharedOrderQuery<Measured>(
    ctx,
    `with e as (${score.events(where)})
     select vendor_id, at >= ? as current, count(*)::int as count, (${score.value})::text as value
     from e where at >= ? and at < ?
     group by 1, 2`,
    [...params, period.start, before.start, period.end],
  );
}

const round1 = (value: number) => Math.round(value * 10) / 10;

function trendOf(score: ScoreDefinition, change: number | null): Trend | null {
  if (change === null) return null;
  if (change === 0) return 'same';
  return change > 0 === score.higherIsBetter ? 'better' : 'worse';
}

/**
 * Every vendor's scorecard in the caller's scope for a month or quarter, each score with the
 * previous period's figure and the trend. Vendors without any measured event in either period
 * are left out, except the one filtered on.
 */
export async function vendorScorecards(
  ctx: Ctx,
  filter: ScorecardFilter = {},
): Promise<Scorecards> {
  const raw = filter.period;
  const period = raw == null || raw === '' ? periodOf('month', new Date()) : parsePeriod(raw);
  const before = previousPeriod(period);
  const [where, params, vendorId] = await scopeOf(ctx, filter.vendorId ?? null);
  const measured = await Promise.all(
    SCORES.map((score) => measure(ctx, score, [where, params], period, before)),
  );
  const ids = new Set<number>(measured.flat().map((row) => row.vendor_id));
  if (vendorId !== null) ids.add(vendorId);
  const vendors = ids.size
    ? await ctx.em.getConnection().execute<ScoredVendor[]>(
        `select id, name, company from users where id in (${[...ids].map(() => '?').join(', ')})
           order by coalesce(company, name), id`,
        [...ids],
      )
    : [];
  return {
    period,
    previousPeriod: before,
    vendorId,
    vendors: vendors.map((vendor) => ({
      vendor,
      scores: SCORES.map((score, index) => {
        const of = (current: boolean) =>
          measured[index].find((row) => row.vendor_id === vendor.id && row.current === current);
        const now = of(true);
        const then = of(false);
        const value = now?.value == null ? null : Number(now.value);
        const previousValue = then?.value == null ? null : Number(then.value);
        const change =
          value === null || previousValue === null ? null : round1(value - previousValue);
        return {
          key: score.key,
          label: score.label,
          unit: score.unit,
          higherIsBetter: score.higherIsBetter,
          description: score.description,
          value,
          count: now?.count ?? 0,
          previousValue,
          previousCount: then?.count ?? 0,
          change,
          trend: trendOf(score, change),
        };
      }),
    })),
  };
}
