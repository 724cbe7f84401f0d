import { randomInt } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { LRUCache } from 'lru-cache';

/** Numbers start at four digits (SPEC.md 9: 1000 to 9999) and grow when a year gets crowded. */
const MIN_DIGITS = 4;
const MAX_DIGITS = 9;
const BATCH = 16;

/** The random source, swappable in tests to force collisions. */
export const codeRandom = {
  draw(digits: number, count: number): number[] {
    return Array.from({ length: count }, () => randomInt(10 ** (digits - 1), 10 ** digits));
  },
};

const prefixOf = (year: number) => `ORD-${year}-`;
const capacity = (digits: number) => 9 * 10 ** (digits - 1);

/**
 * How many digits a new code of the year gets: the shortest length whose space is less than half
 * used, so a random draw stays likely to be free (DECISIONS.md 3).
 */
export async function codeDigits(em: EntityManager, year: number): Promise<number> {
  const prefix = prefixOf(year);
  const rows = await em.execute<{ digits: number; used: number }[]>(
    'select length(order_code) - ? as digits, count(*)::int as used from orders where order_code like ? group by 1',
    [prefix.length, `${prefix}%`],
  );
  const used = new Map(rows.map((row) => [Number(row.digits), Number(row.used)]));
  let digits = MIN_DIGITS;
  while (digits < MAX_DIGITS && (used.get(digits) ?? 0) * 2 >= capacity(digits)) digits += 1;
  return digits;
}

/** How long a portal trusts its count of a year's codes (counting scans the year's orders). */
const DIGITS_FOR_MS = 30_000;

/**
 * The codes of new orders, one per portal (made by buildApp, app.ts; every request context carries
 * it as `ctx.orderCodes`). It keeps codeDigits for 30 seconds: counting scans every order of the
 * year, too slow for each creation among 100,000 orders. A space that fills up in between is
 * widened by the draw (sixteen misses in a row).
 */
export class OrderCodes {
  private readonly digitsOf = new LRUCache<number, number>({ max: 16, ttl: DIGITS_FOR_MS });

  private async digits(em: EntityManager, year: number): Promise<number> {
    const seen = this.digitsOf.get(year);
    if (seen !== undefined) return seen;
    const digits = await codeDigits(em, year);
    this.digitsOf.set(year, digits);
    return digits;
  }

  /**
   * A code of the year that is free right now: ORD-{year}-{random number}. A concurrent insert may
   * still take it first; the caller retries on the unique violation (isOrderCodeClash).
   */
  async next(em: EntityManager, year = new Date().getUTCFullYear()): Promise<string> {
    let digits = await this.digits(em, year);
    for (let round = 1; ; round++) {
      const candidates = [
        ...new Set(codeRandom.draw(digits, BATCH).map((n) => `${prefixOf(year)}${n}`)),
      ];
      const taken = await em.execute<{ order_code: string }[]>(
        `select order_code from orders where order_code in (${candidates.map(() => '?').join(', ')})`,
        candidates,
      );
      const used = new Set(taken.map((row) => row.order_code));
      const free = candidates.find((code) => !used.has(code));
      if (free) return free;
      // Sixteen misses in a row: the space is fuller than counted; widen it.
      if (round % 4 === 0 && digits < MAX_DIGITS) {
        digits += 1;
        this.digitsOf.set(year, digits);
      }
    }
  }
}

declare module '../../common/context' {
  interface Ctx {
    /** The codes of new orders (OrderCodes). */
    orderCodes: OrderCodes;
  }
}

/** True for the unique violation of orders.order_code (two creations drew the same code). */
export function isOrderCodeClash(error: unknown): boolean {
  const e = error as { name?: string; constraint?: string; message?: string } | null;
  if (e?.name !== 'UniqueConstraintViolationException') return false;
  return (e.constraint ?? e.message ?? '').includes('orders_order_code_unique');
}
