import { ApolloProvider } from '@apollo/client/react';
import { StrictMode, useMemo, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
// From the package's entries (the shared singleton), like an app's own imports: one session and theme.
import { PortalThemeProvider, registerGraphQLProvider, SessionProvider } from 'mfe-shared';
import { createApolloClient } from 'mfe-shared/apollo';

function Standalone({ routes, home }: { routes: ReactNode; home: string }) {
  const client = useMemo(() => createApolloClient(), []);
  return (
    <StrictMode>
      <PortalThemeProvider>
        <ApolloProvider client={client}>
          <SessionProvider>
            <BrowserRouter>
              <Routes>
                {routes}
                <Route path="*" element={<Navigate to={home} replace />} />
              </Routes>
            </BrowserRouter>
          </SessionProvider>
        </ApolloProvider>
      </PortalThemeProvider>
    </StrictMode>
  );
}

/**
 * A remote on its own (`npm run dev --workspace mfe-buyer`...): the providers the shell gives it in
 * the portal, and its routes mounted where the shell mounts them; other paths go to `home`. Sign in
 * through the API (the dev server proxies /api, /graphql and /remotes.json to it) to see data.
 */
export function renderStandalone(routes: ReactNode, home: string): void {
  // The client is provided above every screen here: what waits for it renders at once.
  registerGraphQLProvider(async () => ({ children }) => <>{children}</>);
  createRoot(document.getElementById('root')!).render(<Standalone routes={routes} home={home} />);
}
