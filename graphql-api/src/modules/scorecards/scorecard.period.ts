import { badInput } from '../../common/errors';

/** A calendar month (2026-11) or quarter (2026-Q4), in UTC: [from, to) as instants and days. */
export type Period = {
  key: string;
  kind: 'month' | 'quarter';
  /** 'Nov 2026' or 'Q4 2026'. */
  label: string;
  /** The first day, YYYY-MM-DD. */
  from: string;
  /** The last day, YYYY-MM-DD (included). */
  to: string;
  /** The first instant and the first instant after the period. */
  start: Date;
  end: Date;
};

export const PERIOD_MESSAGE =
  'Please choose a period: a month as YYYY-MM (2026-11) or a quarter as YYYY-Qn (2026-Q4)';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const FIRST_YEAR = 2000;
const LAST_YEAR = 2999;

const day = (date: Date) => date.toISOString().slice(0, 10);

/** The period of `months` months starting at month index `first` (0-based) of `year`. */
function build(kind: Period['kind'], year: number, first: number): Period {
  const months = kind === 'month' ? 1 : 3;
  const start = new Date(Date.UTC(year, first, 1));
  const end = new Date(Date.UTC(year, first + months, 1));
  const quarter = first / 3 + 1;
  return {
    kind,
    key: kind === 'month' ? `${year}-${String(first + 1).padStart(2, '0')}` : `${year}-Q${quarter}`,
    label: kind === 'month' ? `${MONTHS[first]} ${year}` : `Q${quarter} ${year}`,
    from: day(start),
    to: day(new Date(end.getTime() - 86_400_000)),
    start,
    end,
  };
}

/** '2026-11' or '2026-Q4' (case-insensitive); anything else is a 400 on `period`. */
export function parsePeriod(raw: unknown): Period {
  const text = typeof raw === 'string' ? raw.trim().toUpperCase() : '';
  const match = /^(\d{4})-(?:(0[1-9]|1[0-2])|Q([1-4]))$/.exec(text);
  const year = match ? Number(match[1]) : NaN;
  if (!match || year < FIRST_YEAR || year > LAST_YEAR) throw badInput(PERIOD_MESSAGE, 'period');
  return match[2]
    ? build('month', year, Number(match[2]) - 1)
    : build('quarter', year, (Number(match[3]) - 1) * 3);
}

/** The month or quarter that holds `at`. */
export function periodOf(kind: Period['kind'], at: Date): Period {
  const month = at.getUTCMonth();
  return build(kind, at.getUTCFullYear(), kind === 'month' ? month : month - (month % 3));
}

/** The period just before. */
export function previousPeriod(period: Period): Period {
  return periodOf(period.kind, new Date(period.start.getTime() - 86_400_000));
}
