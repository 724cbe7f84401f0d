import type { ApolloClient } from '@apollo/client';
import { createApolloClient } from 'mfe-shared/apollo';
import { onClientReset } from './clientReset';

let client: ApolloClient | null = null;

/** The portal's one Apollo client, made the first time a signed-in screen needs it. */
export function portalClient(): ApolloClient {
  if (!client) {
    const made = createApolloClient();
    onClientReset(() => void made.resetStore().catch(() => undefined));
    client = made;
  }
  return client;
}
