import * as React from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { StrictMode, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { PortalThemeProvider, registerReactCopy, SessionProvider } from 'mfe-shared';
import { createApolloClient } from 'mfe-shared/apollo';
import VendorRoutes from './routes';

// The React this bundle runs with: with React shared as a singleton, every app registers the same one.
registerReactCopy(React);

/**
 * The vendor remote on its own (`npm run dev`, port 3002): the providers the shell gives it in the
 * portal, and the area mounted under /vendor/* as the shell mounts it. Sign in through the API
 * (the dev server proxies /api and /graphql to it) to see data.
 */
function StandaloneVendor() {
  const client = useMemo(() => createApolloClient(), []);
  return (
    <StrictMode>
      <PortalThemeProvider>
        <ApolloProvider client={client}>
          <SessionProvider>
            <BrowserRouter>
              <Routes>
                <Route path="/vendor/*" element={<VendorRoutes />} />
                <Route path="*" element={<Navigate to="/vendor/dashboard" replace />} />
              </Routes>
            </BrowserRouter>
          </SessionProvider>
        </ApolloProvider>
      </PortalThemeProvider>
    </StrictMode>
  );
}

createRoot(document.getElementById('root')!).render(<StandaloneVendor />);
