import { wrap } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';

/**
 * A request's DataLoaders (one factory per request context, made where the context is): a field of
 * every row of a GraphQL list resolves with one query. Loaders are kept per EntityManager: the
 * request's, or the fresh one each subscription event reads its rows with (see emOf), so an event
 * never answers from an earlier event's cache.
 */
export class Loaders {
  private readonly made = new WeakMap<EntityManager, Map<string, DataLoader<unknown, unknown, unknown>>>();

  /** The loader called `name` for `em`, made on first use with `batch` (values in the keys' order). */
  of<K, V, C = K>(
    em: EntityManager,
    name: string,
    batch: (keys: readonly K[]) => Promise<readonly V[]>,
    options?: DataLoader.Options<K, V, C>,
  ): DataLoader<K, V, C> {
    let loaders = this.made.get(em);
    if (!loaders) this.made.set(em, (loaders = new Map()));
    let loader = loaders.get(name) as DataLoader<K, V, C> | undefined;
    if (!loader) loaders.set(name, (loader = new DataLoader(batch, options)) as DataLoader<unknown, unknown, unknown>);
    return loader;
  }
}

/** The EntityManager that loaded a row (a subscription event's own), else the request's. */
export function emOf(row: object, requestEm: EntityManager): EntityManager {
  return (wrap(row, true).__em as EntityManager | undefined) ?? requestEm;
}
