import * as React from 'react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { PortalThemeProvider, registerReactCopy, SessionProvider } from 'mfe-shared';
import { App } from './App';
import { resetClientCache } from './clientReset';
import { registerRoleRemotes } from './remotes';

// The React this bundle runs with: with React shared as a singleton, every app registers the same one.
registerReactCopy(React);

function Root() {
  return (
    <StrictMode>
      <PortalThemeProvider>
        <SessionProvider onChange={resetClientCache}>
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </SessionProvider>
      </PortalThemeProvider>
    </StrictMode>
  );
}

// A manifest that cannot be read still leaves the public pages and the layout working:
// each role area then shows its own error panel with Retry.
registerRoleRemotes()
  .catch((error) => console.warn('Remote manifest unavailable:', error))
  .finally(() => createRoot(document.getElementById('root')!).render(<Root />));
