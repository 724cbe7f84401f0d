import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink, InMemoryCache, ServerError } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import { createClient } from 'graphql-ws';
import { embeddedJson } from './embedded';
import { outageOfBody, outageOfCode, reportOutage, type Outage } from './session/maintenance';

/**
 * The data block of a page drawn on the server with its first answers (graphql-api/src/web.ts):
 * the Apollo cache the server's render filled (the shell's firstFrames.server.tsx).
 */
export const FIRST_ANSWERS_ID = 'first-answers';

/**
 * For this long after the client starts, a query whose answer is in the first answers takes it as
 * it is: the widgets of the page they were read for do not ask again (they would otherwise send the
 * same queries at once, and draw the page a second time when they answer). A refetch (a live
 * change) still asks the server, and queries made later ask it as usual.
 */
const FIRST_ANSWERS_FRESH_MS = 2000;

/** The outage (maintenance, database away) for which the server refused a GraphQL operation, if any. */
function outageOf(error: unknown): Outage | null {
  if (CombinedGraphQLErrors.is(error)) return error.errors.map((e) => outageOfCode(e.extensions?.code)).find(Boolean) ?? null;
  return ServerError.is(error) ? outageOfBody(error.statusCode, error.bodyText) : null;
}

/** What a page drawn with its data carries (graphql-api/src/web.ts): the cache, and when the drawing began (epoch ms, the server's clock). */
type FirstAnswers = { at: number; cache: Record<string, unknown> };

/**
 * The one Apollo client (SPEC.md 7's defaults: credentials sent, no retries, no refetch on focus,
 * no polling); subscriptions over graphql-ws on the same origin. Every screen reads the cache and
 * asks the server again when it is shown (cache-and-network), so a screen navigated to after a
 * write shows the new state; LiveUpdates refetches the screens on show when something changes.
 * A MAINTENANCE or DATABASE_UNAVAILABLE answer to any operation shows the outage screen. A page
 * the server drew with its data starts with that data in the cache (FIRST_ANSWERS_ID).
 */
export function createApolloClient(origin: string = window.location.origin): ApolloClient {
  const firstAnswers = embeddedJson<FirstAnswers>(FIRST_ANSWERS_ID);
  const catchUp = new Set<() => void>();
  let connections = 0;
  const http = new HttpLink({ uri: '/graphql', credentials: 'include' });
  const ws = new GraphQLWsLink(
    createClient({
      url: `${origin.replace(/^http/, 'ws')}/graphql`,
      lazy: true,
      retryAttempts: 5,
      on: {
        connected: () => {
          connections += 1;
          // Changes made while the connection was down are not sent again (onLiveCatchUp).
          if (connections > 1) for (const listener of catchUp) listener();
        },
      },
    }),
  );
  const outages = new ErrorLink(({ error }) => {
    const outage = outageOf(error);
    if (outage) reportOutage(outage);
  });
  const link = ApolloLink.split(
    ({ query }) => {
      const definition = getMainDefinition(query);
      return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
    },
    ws,
    outages.concat(http),
  );
  const cache = new InMemoryCache();
  const watchQuery: { fetchPolicy: 'cache-first' | 'cache-and-network' } = { fetchPolicy: 'cache-and-network' };
  if (firstAnswers) {
    cache.restore(firstAnswers.cache as Parameters<InMemoryCache['restore']>[0]);
    // Read when each query is made (Apollo merges the defaults then): later ones ask the server again.
    watchQuery.fetchPolicy = 'cache-first';
    setTimeout(() => (watchQuery.fetchPolicy = 'cache-and-network'), FIRST_ANSWERS_FRESH_MS);
  }
  const client = new ApolloClient({ link, cache, defaultOptions: { watchQuery } });
  live.set(client, { catchUp, since: firstAnswers?.at ?? null });
  return client;
}

const live = new WeakMap<ApolloClient, { catchUp: Set<() => void>; since: number | null }>();

/**
 * Calls `listener` each time the client's live connection (graphql-ws) opens again after it was
 * down (a change made meanwhile is not sent again): the layout's live updates then refetch the
 * screens on show (shell: useLiveUpdates).
 */
export function onLiveCatchUp(client: ApolloClient, listener: () => void): () => void {
  const listeners = live.get(client)?.catchUp;
  listeners?.add(listener);
  return () => void listeners?.delete(listener);
}

/**
 * The moment the live changes are to be heard from (liveChanges' `since`): when the server began
 * drawing the page whose first answers the client started with (a change made before its live
 * connection opened comes first); null otherwise.
 */
export function liveChangesSince(client: ApolloClient): number | null {
  return live.get(client)?.since ?? null;
}
