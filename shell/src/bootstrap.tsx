import * as React from 'react';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { PortalThemeProvider, registerGraphQLProvider, registerReactCopy, SessionProvider } from 'mfe-shared';
import { App } from './App';
import { resetClientCache } from './clientReset';
import { releaseFirstFrameWhenReady } from './firstFrameRelease';

// The React this bundle runs with: with React shared as a singleton, every app registers the same one.
registerReactCopy(React);

// Apollo, rxjs and graphql-ws in a chunk of their own, loaded when a signed-in screen first needs
// the client: the signed-in layout and the dashboards' static cards are drawn before (issue 22).
registerGraphQLProvider(() => import(/* webpackChunkName: "graphql" */ './GraphQLProvider').then((m) => m.GraphQLProvider));

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
// The first render is a transition: React renders it in slices of a few milliseconds, yielding to
// the browser between them, instead of one long task (a phone's total blocking time, issue 22).
const container = document.getElementById('root')!;
// A page the server drew stays on screen until the app has drawn it whole (firstFrame.ts).
releaseFirstFrameWhenReady(container);
const root = createRoot(container);
startTransition(() => root.render(<Root />));
