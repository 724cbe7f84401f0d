import type { ComponentType, ReactNode } from 'react';
import { lazyComponent, ScreenLoading } from './lazyComponent';

type Provider = ComponentType<{ children: ReactNode }>;

let load: (() => Promise<Provider>) | null = null;
let loading: Promise<Provider> | null = null;

/**
 * The shell says how the GraphQL client's provider is loaded: its own chunk, with Apollo, rxjs and
 * graphql-ws (about 75 KB brotli). Nothing else in this entry imports Apollo, so the signed-in
 * layout, a dashboard's heading and its static cards render before that code has arrived (issue 22).
 */
export function registerGraphQLProvider(loader: () => Promise<Provider>): void {
  load = loader;
  loading = null;
}

function graphQLProvider(): Promise<Provider> {
  if (!load)
    return Promise.reject(
      new Error('No GraphQL client: the shell registers it (registerGraphQLProvider)'),
    );
  loading ??= load().catch((error: unknown) => {
    loading = null; // A dropped connection: the next render tries again.
    throw error;
  });
  return loading;
}

/**
 * For a lazyComponent that queries the server: its code and the GraphQL client's load together,
 * and it is drawn inside the client's provider.
 */
export function withGraphQL<P extends object>(
  loadComponent: () => Promise<ComponentType<P>>,
): () => Promise<ComponentType<P>> {
  return async () => {
    const [Provider, Component] = await Promise.all([graphQLProvider(), loadComponent()]);
    return function WithGraphQL(props: P) {
      return (
        <Provider>
          <Component {...props} />
        </Provider>
      );
    };
  };
}

/** Children that query the server (a role area's screens), drawn once the GraphQL client is here; `fallback` meanwhile. */
export const GraphQLReady = lazyComponent<{ children: ReactNode; fallback?: ReactNode }>(
  graphQLProvider,
  ({ fallback = <ScreenLoading /> }) => fallback,
);
