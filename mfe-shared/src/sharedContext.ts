import { createContext, type Context } from 'react';

type ContextRegistry = Map<string, Context<unknown>>;

const holder = globalThis as typeof globalThis & { __portalContexts?: ContextRegistry };

/**
 * A React context that stays one object even when a module of mfe-shared is bundled twice (the
 * shared singleton, plus a copy inside a remote's lazy chunk that imports a subpath such as
 * 'mfe-shared/data'): providers and consumers then always meet. Keyed by name on globalThis.
 */
export function sharedContext<T>(name: string, defaultValue: T): Context<T> {
  const registry = (holder.__portalContexts ??= new Map());
  let context = registry.get(name) as Context<T> | undefined;
  if (!context) {
    context = createContext(defaultValue);
    registry.set(name, context as Context<unknown>);
  }
  return context;
}
