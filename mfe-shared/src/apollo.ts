import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink, InMemoryCache, ServerError } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import { createClient } from 'graphql-ws';
import { isMaintenanceBody, MAINTENANCE_CODE, reportMaintenance } from './session/maintenance';

/** True when the server refused a GraphQL operation because the portal is in maintenance. */
function isMaintenance(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) return error.errors.some((e) => e.extensions?.code === MAINTENANCE_CODE);
  return ServerError.is(error) && isMaintenanceBody(error.statusCode, error.bodyText);
}

/**
 * The one Apollo client (SPEC.md 7's defaults: credentials sent, no retries, no refetch on focus,
 * no polling); subscriptions over graphql-ws on the same origin. Every screen reads the cache and
 * asks the server again when it is shown (cache-and-network), so a screen navigated to after a
 * write shows the new state; LiveUpdates refetches the screens on show when something changes.
 * A MAINTENANCE answer to any operation shows the maintenance screen.
 */
export function createApolloClient(origin: string = window.location.origin): ApolloClient {
  const http = new HttpLink({ uri: '/graphql', credentials: 'include' });
  const ws = new GraphQLWsLink(createClient({ url: `${origin.replace(/^http/, 'ws')}/graphql`, lazy: true, retryAttempts: 5 }));
  const maintenance = new ErrorLink(({ error }) => {
    if (isMaintenance(error)) reportMaintenance();
  });
  const link = ApolloLink.split(
    ({ query }) => {
      const definition = getMainDefinition(query);
      return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
    },
    ws,
    maintenance.concat(http),
  );
  return new ApolloClient({
    link,
    cache: new InMemoryCache(),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
}
