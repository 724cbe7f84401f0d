/** The timeline's period filter (SPEC.md 9), applied to the order's created date. */
export type TimelinePeriod = 'all' | 'this-month' | 'last-month' | 'this-quarter';

export const TIMELINE_PERIODS: { value: TimelinePeriod; label: string }[] = [
  { value: 'all', label: 'All Time' },
  { value: 'this-month', label: 'This Month' },
  { value: 'last-month', label: 'Last Month' },
  { value: 'this-quarter', label: 'This Quarter' },
];

/** Whether `createdAt` falls in the period, in the user's time zone. */
export function inPeriod(createdAt: string, period: TimelinePeriod, now: Date = new Date()): boolean {
  if (period === 'all') return true;
  const date = new Date(createdAt);
  const year = now.getFullYear();
  const month = now.getMonth();
  let start: Date;
  let end: Date;
  if (period === 'this-month') {
    start = new Date(year, month, 1);
    end = new Date(year, month + 1, 1);
  } else if (period === 'last-month') {
    start = new Date(year, month - 1, 1);
    end = new Date(year, month, 1);
  } else {
    const quarterStart = month - (month % 3);
    start = new Date(year, quarterStart, 1);
    end = new Date(year, quarterStart + 3, 1);
  }
  return date >= start && date < end;
}
