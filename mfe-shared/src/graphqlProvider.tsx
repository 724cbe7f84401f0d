import { useEffect, type ComponentType, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { lazyComponent, ScreenLoading } from './lazyComponent';

type Provider = ComponentType<{ children: ReactNode }>;

let load: (() => Promise<Provider>) | null = null;
let loading: Promise<Provider> | null = null;
let ask: () => void = () => undefined;
const asked = new Promise<void>((resolve) => (ask = resolve));

/**
 * The shell says how the GraphQL client's provider is loaded: its own chunk, with Apollo, rxjs and
 * graphql-ws (about 75 KB brotli). Nothing else in this entry imports Apollo, so the signed-in
 * layout, a dashboard's heading and its static cards render before that code has arrived (issue 22).
 */
export function registerGraphQLProvider(loader: () => Promise<Provider>): void {
  load = loader;
  loading = null;
}

/**
 * A page drawn on the server (the shell's firstFrames.server.tsx): what queries the server is drawn
 * at once, with the client that the server's render gives through Apollo's context, and no screen
 * waits to ask (nothing is painted there).
 */
export function drawGraphQLOnServer(): void {
  registerGraphQLProvider(async () => function DrawnOnServer({ children }) {
    return <>{children}</>;
  });
  ask();
}

function graphQLProvider(): Promise<Provider> {
  if (!load) return Promise.reject(new Error('No GraphQL client: the shell registers it (registerGraphQLProvider)'));
  loading ??= load().catch((error: unknown) => {
    loading = null; // A dropped connection: the next render tries again.
    throw error;
  });
  return loading;
}

/**
 * Drawn with what waits for the client on a screen: asks for the client once the screen has been
 * painted (the task after the next frame's), so Apollo's code, and the code of what queries, runs
 * after the screen's first paint instead of before it (issue 22: the dashboards' LCP). A screen
 * that queries nothing (an area's error panel) draws it too, so the layout's parts still load.
 */
export function AskForClient() {
  useEffect(() => {
    const frame = requestAnimationFrame(() => setTimeout(ask));
    return () => cancelAnimationFrame(frame);
  }, []);
  return null;
}

/**
 * A component that queries the server: its code and the GraphQL client's are loaded once a screen
 * has asked for the client, and it is drawn inside the client's provider; `fallback` meanwhile, at
 * its size. `asks: false` for the parts drawn around every screen (the layout's), which wait for
 * the screen to ask.
 */
export function lazyQueryComponent<P extends object>(
  loadComponent: () => Promise<ComponentType<P>>,
  fallback: ReactNode | ((props: P) => ReactNode),
  { asks = true }: { asks?: boolean } = {},
) {
  return lazyComponent<P>(
    async () => {
      await asked;
      const [Provider, Component] = await Promise.all([graphQLProvider(), loadComponent()]);
      return function WithGraphQL(props: P) {
        return (
          <Provider>
            <Component {...props} />
          </Provider>
        );
      };
    },
    (props: P) => (
      <>
        {asks && <AskForClient />}
        {typeof fallback === 'function' ? fallback(props) : fallback}
      </>
    ),
  );
}

/** Children that query the server (a role area's screens), drawn once the GraphQL client is here; `fallback` meanwhile. */
export const GraphQLReady = lazyQueryComponent<{ children: ReactNode; fallback?: ReactNode }>(
  async () => ({ children }) => <>{children}</>,
  ({ fallback = <ScreenLoading /> }) => fallback,
);

/** A layout route whose child routes wait for the GraphQL client: the role areas' pages but the dashboard. */
export function GraphQLReadyOutlet() {
  return (
    <GraphQLReady>
      <Outlet />
    </GraphQLReady>
  );
}
