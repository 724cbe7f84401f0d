import { Component, createContext, startTransition, useContext, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { AskForClient, ErrorPanel } from 'mfe-shared';
import { type Area, loadArea } from './remotes';

type State = { Area: ComponentType | null; error: Error | null };

/**
 * The areas a page drawn on the server shows (firstFrames.server.tsx), from the remotes' server
 * bundles: there, nothing loads after the first render, so the area is there from the start.
 */
export const DrawnAreasContext = createContext<Partial<Record<Area, ComponentType>>>({});

/**
 * An area's screens (a role's, or the shared ones), loaded at run time from its remote. A remote
 * that fails to load (or to render) shows an error panel with Retry inside the layout; the rest of
 * the portal keeps working. Retry loads the page again: the page's preloads (its Link header,
 * graphql-api/src/web-preload.ts) that failed with the remote would otherwise be reused by the
 * browser for the next attempt, failed.
 */
export function RoleArea({ area }: { area: Area }) {
  const drawn = useContext(DrawnAreasContext)[area];
  const [state, setState] = useState<State>({ Area: drawn ?? null, error: null });

  useEffect(() => {
    let cancelled = false;
    setState({ Area: null, error: null });
    loadArea(area).then(
      // Drawn as a transition: React renders the area's pages in slices, not one long task (issue 22).
      (Area) => !cancelled && startTransition(() => setState({ Area, error: null })),
      (error: Error) => !cancelled && setState({ Area: null, error }),
    );
    return () => {
      cancelled = true;
    };
  }, [area]);

  const retry = () => window.location.reload();
  if (state.error) return <AreaError area={area} onRetry={retry} />;
  if (!state.Area) return <p aria-busy="true">Loading…</p>;
  return (
    <AreaBoundary fallback={<AreaError area={area} onRetry={retry} />}>
      <state.Area />
    </AreaBoundary>
  );
}

function AreaError({ area, onRetry }: { area: Area; onRetry: () => void }) {
  return (
    <>
      {/* The layout around it (search, bell, counts) keeps working. */}
      <AskForClient />
      <ErrorPanel
        title="This part of the portal could not be loaded"
        message={`The ${area} area is unavailable right now. Check your connection and try again.`}
        onRetry={onRetry}
      />
    </>
  );
}

class AreaBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
