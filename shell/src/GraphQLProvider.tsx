import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { portalClient } from './portalClient';

/** The portal's GraphQL client around what queries the server (mfe-shared's lazyQueryComponent and GraphQLReady). */
export function GraphQLProvider({ children }: { children: ReactNode }) {
  return <ApolloProvider client={portalClient()}>{children}</ApolloProvider>;
}
