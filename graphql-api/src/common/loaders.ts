import DataLoader from 'dataloader';

/**
 * A context's DataLoaders (one factory per request context, made where the context is, app.ts): a
 * field of every row of a GraphQL list resolves with one query, on the context's EntityManager. A
 * subscription runs each event with a context of its own (a fresh EntityManager and fresh loaders,
 * graphql/subscriptions.ts), so an event never answers from an earlier event's cache.
 */
export class Loaders {
  private readonly made = new Map<string, DataLoader<unknown, unknown, unknown>>();

  /** The loader called `name`, made on first use with `batch` (values in the keys' order). */
  of<K, V, C = K>(
    name: string,
    batch: (keys: readonly K[]) => Promise<readonly V[]>,
    options?: DataLoader.Options<K, V, C>,
  ): DataLoader<K, V, C> {
    let loader = this.made.get(name) as DataLoader<K, V, C> | undefined;
    if (!loader) this.made.set(name, (loader = new DataLoader(batch, options)) as DataLoader<unknown, unknown, unknown>);
    return loader;
  }
}
