const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

const pad = (n: number) => String(n).padStart(2, '0');

/** A calendar date as SPEC.md 3 shows it: 'Jan 05, 2025' (from YYYY-MM-DD or a Date, in UTC). */
export function formatDisplayDate(value: string | Date): string {
  const iso = typeof value === 'string' ? value : value.toISOString();
  const match = ISO_DAY.exec(iso);
  if (!match) return iso;
  return `${MONTHS[Number(match[2]) - 1]} ${match[3]}, ${match[1]}`;
}

/**
 * A date typed by a person: YYYY-MM-DD (also the start of an ISO timestamp) or anything
 * Date.parse understands ('Jan 05, 2025'), as YYYY-MM-DD; null when it is no real date.
 */
export function parseDateInput(raw: string): string | null {
  const text = raw.trim();
  const match = ISO_DAY.exec(text);
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const date = new Date(Date.UTC(year, month - 1, day));
    const real =
      date.getUTCFullYear() === year &&
      date.getUTCMonth() === month - 1 &&
      date.getUTCDate() === day;
    return real ? `${match[1]}-${match[2]}-${match[3]}` : null;
  }
  const ms = Date.parse(text);
  if (!text || Number.isNaN(ms)) return null;
  const date = new Date(ms);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Today where the day started last (UTC-12): a date before it is in the past for everyone. */
export function earliestToday(now = new Date()): string {
  return new Date(now.getTime() - 12 * 3_600_000).toISOString().slice(0, 10);
}
