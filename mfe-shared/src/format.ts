/** Display formatting shared by every screen (SPEC.md 4, 5 and 9). */

export type DateInput = Date | string | number;

const MINUTE_MS = 60_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

type Elapsed = { minutes: number; hours: number; days: number };

/** Whole minutes, hours and days from `date` to `now`; a future date counts as 0. */
function elapsed(date: Date, now: Date): Elapsed {
  const minutes = Math.max(0, Math.floor((now.getTime() - date.getTime()) / MINUTE_MS));
  const hours = Math.floor(minutes / 60);
  return { minutes, hours, days: Math.floor(hours / 24) };
}

/**
 * Relative time on the dashboards (SPEC.md 9): 'Just now' under 1 minute or at exactly 1,
 * minutes under 60, hours under 24, 'Yesterday' at 1 day, days under 30, then the date ('Jan 05, 2025').
 * Returns '' for an invalid date.
 */
export function relativeTimeDashboard(value: DateInput, now: Date = new Date()): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const { minutes, hours, days } = elapsed(date, now);
  if (minutes <= 1) return 'Just now';
  if (minutes < 60) return plural(minutes, 'minute') + ' ago';
  if (hours < 24) return plural(hours, 'hour') + ' ago';
  if (days === 1) return 'Yesterday';
  if (days < 30) return plural(days, 'day') + ' ago';
  return formatSpecDate(date);
}

/**
 * Relative time on the messages page (SPEC.md 9): 'Just now' under 2 minutes, then minutes under
 * 60, hours under 24, 'Yesterday' at 1 day, days under 30, else the date ('Jan 05, 2025').
 * Returns '' for an invalid date.
 */
export function relativeTimeMessages(value: DateInput, now: Date = new Date()): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const { minutes, hours, days } = elapsed(date, now);
  if (minutes < 2) return 'Just now';
  if (minutes < 60) return plural(minutes, 'minute') + ' ago';
  if (hours < 24) return plural(hours, 'hour') + ' ago';
  if (days === 1) return 'Yesterday';
  if (days < 30) return plural(days, 'day') + ' ago';
  return formatSpecDate(date);
}

/**
 * A number with its digits grouped as the portal writes them (English, like its dates): 1700 ->
 * '1,700', -1234.5 -> '-1,234.5'. Not Intl: a page's first number format loads the locale's data,
 * about 10 ms of a phone's main thread on a dashboard (issue 22), for what a comma does.
 */
export function formatCount(value: number): string {
  const [whole, fraction] = String(Math.abs(value)).split('.');
  return `${value < 0 ? '-' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction ? `.${fraction}` : ''}`;
}

/** A price with a $ sign and 2 decimals (SPEC.md 9): 4.8 -> '$4.80', 1234.5 -> '$1,234.50'. */
export function formatPrice(amount: number): string {
  const [dollars, cents] = Math.abs(amount).toFixed(2).split('.');
  return `${amount < 0 ? '-' : ''}$${formatCount(Number(dollars))}.${cents}`;
}

const SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/**
 * A file size in Bytes, KB, MB or GB (1024-based) rounded to 1 decimal, without a trailing '.0'
 * (SPEC.md 5): 0 -> '0 Bytes', 1536 -> '1.5 KB', 1048576 -> '1 MB'. Anything not a positive
 * number reads '0 Bytes'.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  let unit = 0;
  let value = bytes;
  // Move up a unit while the rounded value would reach 1024 (so 1023.96 KB reads '1 MB').
  while (unit < SIZE_UNITS.length - 1 && Math.round(value * 10) / 10 >= 1024) {
    value /= 1024;
    unit += 1;
  }
  return `${parseFloat(value.toFixed(1))} ${SIZE_UNITS[unit]}`;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A specification date as 'Jan 05, 2025'. A date-only ISO string ('2025-01-05') is read as that
 * calendar day (not UTC midnight, which would show the day before west of Greenwich); a timestamp
 * is shown in local time. Returns '' for an invalid date.
 */
export function formatSpecDate(iso: DateInput): string {
  const match = typeof iso === 'string' ? DATE_ONLY.exec(iso) : null;
  const date = match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : toDate(iso);
  if (Number.isNaN(date.getTime())) return '';
  const day = String(date.getDate()).padStart(2, '0');
  return `${MONTHS[date.getMonth()]} ${day}, ${date.getFullYear()}`;
}

/**
 * A moment as 'Jan 05, 2025, 14:30' (local time): the one date-and-time format of the portal, as
 * formatSpecDate is the one date format. Returns '' for an invalid date.
 */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const time = `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
  return `${formatSpecDate(date)}, ${time}`;
}

/** A quantity of units with grouped digits: '1 unit', '1,700 units'. */
export function formatUnits(count: number): string {
  return `${formatCount(count)} unit${count === 1 ? '' : 's'}`;
}

/** 'No vendors', '1 vendor', 'n vendors'. */
export function vendorCountLabel(count: number): string {
  return count === 0 ? 'No vendors' : plural(count, 'vendor');
}

/** '1 file', 'n files' (also '0 files'). */
export function fileCountLabel(count: number): string {
  return plural(count, 'file');
}
