import { createElement, lazy, Suspense, useLayoutEffect, useState, type ComponentType, type ReactNode } from 'react';
import { SkeletonText } from './kit/Skeleton';

/**
 * A task of its own, after those already waiting: a timer, not scheduler.yield (whose continuations
 * go before React's own tasks, so parts resolved together would still be drawn together).
 */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve));

type LoadingParts = { count: number; listeners: Set<() => void> };

// On globalThis, like sharedContext: one count even where a remote's chunk bundles a copy of this module.
const holder = globalThis as typeof globalThis & { __portalLoadingParts?: LoadingParts };
const loadingParts = (holder.__portalLoadingParts ??= { count: 0, listeners: new Set() });

/** Counts itself while a lazy component's fallback is on screen (it draws nothing). */
function LoadingPart() {
  useLayoutEffect(() => {
    loadingParts.count += 1;
    return () => {
      loadingParts.count -= 1;
      if (loadingParts.count === 0) for (const listener of loadingParts.listeners) listener();
    };
  }, []);
  return null;
}

/**
 * Whether some lazy component still shows its fallback (its code, or the GraphQL client, is on
 * its way), and a call for each time none does any more: the shell keeps a page's server-drawn
 * first frame until the page the app draws has all its parts (shell/src/firstFrame.ts).
 */
export function lazyPartsLoading(): boolean {
  return loadingParts.count > 0;
}

export function onLazyPartsLoaded(listener: () => void): () => void {
  loadingParts.listeners.add(listener);
  return () => loadingParts.listeners.delete(listener);
}

/** What a lazy screen shows while its code loads: a busy placeholder, not a blank page. */
export function ScreenLoading() {
  return (
    <div aria-busy="true" aria-label="Loading">
      <SkeletonText lines={4} />
    </div>
  );
}

/**
 * A component whose code is loaded on first render (its own webpack chunk), inside its own
 * Suspense boundary. The kit's larger parts, the apps' pages and the screens of mfe-screens load
 * this way, so what every app loads first stays small and holds no Apollo code: sign-in pages load
 * without the GraphQL client, and each screen's code arrives when it is shown.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  /** What shows meanwhile; a function of the props can draw the component's own frame (no layout shift). */
  fallback: ReactNode | ((props: P) => ReactNode) = <ScreenLoading />,
): LazyComponentType<P> {
  // Once the code is here, later renders draw the component at once: no fallback for a moment
  // (a table that vanished and came back moved everything under it, issue 22).
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    loading ??= load().then(
      // Each part drawn in a task of its own: parts whose code comes together (a dashboard's
      // widgets, with the GraphQL client) are then committed one after another, each with its
      // effects, instead of in one long task (issue 22: a phone's total blocking time).
      async (component) => {
        await nextTask();
        return (loaded = component);
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  // React.lazy keeps a failed load for good: after a failure (a dropped connection), the next
  // render (an error panel's Retry) starts from a fresh one and fetches the chunk again.
  const makeLazy = () =>
    lazy(async () => {
      try {
        return { default: await preload() };
      } catch (error) {
        current = makeLazy();
        throw error;
      }
    });
  let current = makeLazy();
  function LazyComponent(props: P) {
    // Decided once per instance (switching between the two would mount the component anew).
    const [ready] = useState(() => loaded);
    if (ready) return createElement(ready, props);
    return (
      <Suspense
        fallback={
          <>
            <LoadingPart />
            {typeof fallback === 'function' ? fallback(props) : fallback}
          </>
        }
      >
        {createElement(current as ComponentType<P>, props)}
      </Suspense>
    );
  }
  LazyComponent.preload = preload;
  return LazyComponent;
}

/** A lazyComponent; `preload()` fetches its code ahead of its first render. */
export type LazyComponentType<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };
