import DataLoader from 'dataloader';

const perContext = new WeakMap<object, Map<string, DataLoader<number, unknown>>>();

/**
 * A DataLoader that lives as long as one request's context, so a GraphQL list resolves a
 * field of every row with one query.
 */
export function loaderFor<V>(
  ctx: object,
  name: string,
  load: (ids: readonly number[]) => Promise<Map<number, V>>,
  missing: V,
): DataLoader<number, V> {
  let loaders = perContext.get(ctx);
  if (!loaders) perContext.set(ctx, (loaders = new Map()));
  let loader = loaders.get(name) as DataLoader<number, V> | undefined;
  if (!loader) {
    loader = new DataLoader<number, V>(async (ids) => {
      const found = await load(ids);
      return ids.map((id) => found.get(id) ?? missing);
    });
    loaders.set(name, loader as DataLoader<number, unknown>);
  }
  return loader;
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
