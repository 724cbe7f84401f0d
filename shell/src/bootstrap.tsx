import * as React from 'react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { PortalThemeProvider, registerReactCopy, SessionProvider } from 'mfe-shared';
import { App } from './App';
import { resetClientCache } from './clientReset';

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

// The remotes are found through /remotes.json when an area is first shown (tools/federation-remotes.js):
// a manifest that cannot be read leaves the public pages and the layout working, and each area
// shows its own error panel with Retry.
createRoot(document.getElementById('root')!).render(<Root />);
