import type DataLoader from 'dataloader';
import type { Ctx } from '../../common/context';

/**
 * The request's loader `name` (common/loaders.ts) over a lookup by id, `missing` for an id the
 * lookup does not answer: a GraphQL list resolves a field of every row with one query.
 */
export function loaderFor<V>(
  ctx: Ctx,
  name: string,
  load: (ids: readonly number[]) => Promise<Map<number, V>>,
  missing: V,
): DataLoader<number, V> {
  return ctx.loaders.of(name, async (ids: readonly number[]) => {
    const found = await load(ids);
    return ids.map((id) => found.get(id) ?? missing);
  });
}

/** Groups rows by a key, keeping their order. */
export function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}
