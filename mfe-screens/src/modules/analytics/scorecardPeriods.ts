/** Months and quarters as the scorecards name them (the server checks what it is sent). */
export type PeriodKind = 'month' | 'quarter';
export type PeriodChoice = { key: string; label: string };

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The month ('2026-11') or quarter ('2026-Q4') `back` periods before the one holding `today` (UTC). */
function choice(kind: PeriodKind, today: Date, back: number): PeriodChoice {
  const step = kind === 'month' ? 1 : 3;
  const current = today.getUTCMonth() - (today.getUTCMonth() % step);
  const start = new Date(Date.UTC(today.getUTCFullYear(), current - back * step, 1));
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth();
  return kind === 'month'
    ? { key: `${year}-${String(month + 1).padStart(2, '0')}`, label: `${MONTHS[month]} ${year}` }
    : { key: `${year}-Q${month / 3 + 1}`, label: `Q${month / 3 + 1} ${year}` };
}

/** The current period and the ones before it, newest first (12 months or 8 quarters). */
export function periodChoices(kind: PeriodKind, today = new Date()): PeriodChoice[] {
  return Array.from({ length: kind === 'month' ? 12 : 8 }, (_, back) => choice(kind, today, back));
}

export const currentPeriod = (kind: PeriodKind, today = new Date()) => choice(kind, today, 0);

export const kindOf = (key: string): PeriodKind => (/-Q/i.test(key) ? 'quarter' : 'month');

const UNIT_SUFFIX: Record<string, string> = { percent: '%', hours: ' h', days: ' d' };

/** What follows a score's number: '%', ' h' or ' d'. */
export const unitSuffix = (unit: string) => UNIT_SUFFIX[unit] ?? '';

/** A score as people read it: 75%, 15 h, 37.1 d; null is '—'. */
export const scoreText = (value: number | null | undefined, unit: string) =>
  value == null ? '—' : `${value}${unitSuffix(unit)}`;

const TREND_ARROW: Record<string, string> = { better: '▲', worse: '▼', same: '=' };

/** ▲, ▼ or = for a score's trend (better, worse or the same as the period before). */
export const trendArrow = (trend: string | null | undefined) => (trend ? TREND_ARROW[trend] : '');

/** '▲ better', '▼ worse', '= same'; '—' without a trend. */
export const trendText = (trend: string | null | undefined) =>
  trend ? `${trendArrow(trend)} ${trend}` : '—';
