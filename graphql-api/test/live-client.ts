import { type Client, type ClientOptions, createClient } from 'graphql-ws';
import WebSocket from 'ws';

/**
 * A graphql-ws client of the portal at `baseUrl` whose socket sends `headers` (a session cookie,
 * an Origin), as a browser's WebSocket does on the portal's pages.
 */
export function liveClient(baseUrl: string, headers: Record<string, string>, options: Omit<ClientOptions, 'url' | 'webSocketImpl'> = {}): Client {
  class HeaderWebSocket extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, { headers });
    }
  }
  return createClient({ url: `${baseUrl.replace(/^http/, 'ws')}/graphql`, webSocketImpl: HeaderWebSocket, ...options });
}
