import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink, InMemoryCache, ServerError } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import { createClient } from 'graphql-ws';
import { outageOfBody, outageOfCode, reportOutage, type Outage } from './session/maintenance';

/** The outage (maintenance, database away) for which the server refused a GraphQL operation, if any. */
function outageOf(error: unknown): Outage | null {
  if (CombinedGraphQLErrors.is(error)) return error.errors.map((e) => outageOfCode(e.extensions?.code)).find(Boolean) ?? null;
  return ServerError.is(error) ? outageOfBody(error.statusCode, error.bodyText) : null;
}

/**
 * The one Apollo client (SPEC.md 7's defaults: credentials sent, no retries, no refetch on focus,
 * no polling); subscriptions over graphql-ws on the same origin. Every screen reads the cache and
 * asks the server again when it is shown (cache-and-network), so a screen navigated to after a
 * write shows the new state; LiveUpdates refetches the screens on show when something changes.
 * A MAINTENANCE or DATABASE_UNAVAILABLE answer to any operation shows the outage screen.
 */
export function createApolloClient(origin: string = window.location.origin): ApolloClient {
  const http = new HttpLink({ uri: '/graphql', credentials: 'include' });
  const ws = new GraphQLWsLink(createClient({ url: `${origin.replace(/^http/, 'ws')}/graphql`, lazy: true, retryAttempts: 5 }));
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
  return new ApolloClient({
    link,
    cache: new InMemoryCache(),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
}
