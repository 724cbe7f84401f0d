import * as React from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { StrictMode, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createApolloClient, PortalThemeProvider, registerReactCopy, SessionProvider } from 'mfe-shared';
import { App } from './App';
import { registerRoleRemotes } from './remotes';

// The React this bundle runs with: with React shared as a singleton, every app registers the same one.
registerReactCopy(React);

function Root() {
  const client = useMemo(() => createApolloClient(), []);
  // After sign-in, sign-up and sign-out every cached query is stale (SPEC.md 4).
  const resetCache = useMemo(() => () => void client.resetStore().catch(() => undefined), [client]);
  return (
    <StrictMode>
      <PortalThemeProvider>
        <ApolloProvider client={client}>
          <SessionProvider onChange={resetCache}>
            <BrowserRouter>
              <App />
            </BrowserRouter>
          </SessionProvider>
        </ApolloProvider>
      </PortalThemeProvider>
    </StrictMode>
  );
}

// A manifest that cannot be read still leaves the public pages and the layout working:
// each role area then shows its own error panel with Retry.
registerRoleRemotes()
  .catch((error) => console.warn('Remote manifest unavailable:', error))
  .finally(() => createRoot(document.getElementById('root')!).render(<Root />));
