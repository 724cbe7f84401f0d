import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import { createClient } from 'graphql-ws';

/**
 * The one Apollo client (SPEC.md 7's defaults): credentials sent, no retries, no refetch on
 * focus, no polling; subscriptions over graphql-ws on the same origin.
 */
export function createApolloClient(origin: string = window.location.origin): ApolloClient {
  const http = new HttpLink({ uri: '/graphql', credentials: 'include' });
  const ws = new GraphQLWsLink(createClient({ url: `${origin.replace(/^http/, 'ws')}/graphql`, lazy: true, retryAttempts: 5 }));
  const link = ApolloLink.split(
    ({ query }) => {
      const definition = getMainDefinition(query);
      return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
    },
    ws,
    http,
  );
  return new ApolloClient({
    link,
    cache: new InMemoryCache(),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-first' } },
  });
}
