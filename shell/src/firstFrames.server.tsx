// Pages drawn on the server (issue 22), built for Node into dist-server/ (tools/webpack-app.js) and run by
// the API server (graphql-api/src/web-frames.ts), which puts the result in the page's HTML: the public pages
// (landing, sign-in, sign-up), and the dashboards of a signed-in user with their data. A phone then shows
// the page as soon as the HTML has come, not after the scripts have; the shell draws its own page in the
// hidden #root and takes the frame away once it is whole (firstFrameRelease.ts). No hydration: the frame
// is a picture of the page, with its controls disabled until the real ones replace them.
import type { ComponentType, ReactNode } from 'react';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { type ExecutionResult, print } from 'graphql';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { Observable } from 'rxjs';
import { ServerStyleSheet } from 'styled-components';
import * as mfeShared from 'mfe-shared';
import { drawGraphQLOnServer, PortalThemeProvider, SessionProvider, ToastProvider, type SessionUser } from 'mfe-shared';
import { App } from './App';
import { FIRST_FRAME_ID } from './firstFrame';
import { PublicSettingsContext, type PublicSettings } from './layout/usePublicSettings';
import { LandingPage } from './pages/LandingPage';
import { LoginPage } from './pages/LoginPage';
import { RegisterPage } from './pages/RegisterPage';
import type { Area } from './remotes';
import { DrawnAreasContext } from './RoleArea';

/**
 * mfe-shared as this bundle holds it: the one copy the other apps' server bundles use, as the
 * browser's share scope gives them the shell's (graphql-api/src/web-frames.ts registers it).
 */
export { mfeShared };

const PAGES: Record<string, ComponentType> = {
  '/': LandingPage,
  '/login': LoginPage,
  '/auth/login': LoginPage,
  '/register': RegisterPage,
  '/auth/register': RegisterPage,
};

/** The paths that have a first frame (App.tsx routes them to the same pages). */
export const FIRST_FRAME_PATHS = Object.keys(PAGES);

/** A form control of the frame, disabled: nothing typed into it or clicked could be carried over. */
const CONTROL = /<(input|button|select|textarea)\b/g;

/** The frame block put before #root: the page, its styles, and the style that hides #root until the app takes over. */
function frameBlock(sheet: ServerStyleSheet, html: string): string {
  // Plain style elements: styled-components in the browser takes over only its own.
  const styles = sheet.getStyleTags().replace(/<style[^>]*>/g, '<style>');
  const hideRoot = `<style>#${FIRST_FRAME_ID} ~ #root { display: none; }</style>`;
  return `<div id="${FIRST_FRAME_ID}">${styles}${hideRoot}${html.replace(CONTROL, '<$1 disabled=""')}</div>`;
}

/**
 * The first frame of a signed-out visitor's page at `pathname`, drawn with the portal's public
 * settings: a block to put before #root, with its own styles (which also hide #root until the shell
 * takes the frame away). Null for a path without one.
 */
export function renderFirstFrame(pathname: string, settings: PublicSettings): string | null {
  const Page = PAGES[pathname];
  if (!Page) return null;
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <PortalThemeProvider>
          <SessionProvider>
            <PublicSettingsContext.Provider value={settings}>
              <ToastProvider>
                <StaticRouter location={pathname}>
                  <Page />
                </StaticRouter>
              </ToastProvider>
            </PublicSettingsContext.Provider>
          </SessionProvider>
        </PortalThemeProvider>,
      ),
    );
    return frameBlock(sheet, html);
  } finally {
    sheet.seal();
  }
}

/** The signed-in pages drawn on the server with their data, and the area (remote) each one shows. */
const SIGNED_IN_PAGES: Record<string, Area> = { '/buyer/dashboard': 'buyer', '/vendor/dashboard': 'vendor', '/admin/dashboard': 'admin' };

/** The area a signed-in page at `pathname` shows, when the server draws that page; null otherwise. */
export function signedInFrameArea(pathname: string): Area | null {
  return SIGNED_IN_PAGES[pathname] ?? null;
}

/** Runs one GraphQL operation as the page's user, as a request of theirs to /graphql would (the API's). */
export type RunOperation = (query: string, variables: Record<string, unknown>, operationName: string | undefined) => Promise<ExecutionResult>;

export type SignedInFrameInput = {
  user: SessionUser;
  settings: PublicSettings;
  /** The page's area, from its remote's server bundle (its `./routes`). */
  area: ComponentType;
  run: RunOperation;
  /** Gives up drawing (the page is then served without a frame). */
  signal: AbortSignal;
};

/** What a signed-in page is drawn with: the frame block, and the Apollo cache its queries filled (the browser's client starts with it). */
export type SignedInFrame = { frame: string; answers: object };

/** Apollo's network on the server: each operation runs in the API process, as the user. */
function runLink(run: RunOperation): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        run(print(operation.query), operation.variables, operation.operationName).then(
          (result) => {
            observer.next(result);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      }),
  );
}

/**
 * A signed-in user's page at `pathname` (signedInFrameArea), drawn as the shell draws it, the layout
 * and the area's page, with the answers to every query it makes (Apollo's prerenderStatic renders
 * until none is left, each run through `run`). Null for a path without one.
 */
export async function renderSignedInFrame(pathname: string, input: SignedInFrameInput): Promise<SignedInFrame | null> {
  const area = signedInFrameArea(pathname);
  if (!area) return null;
  drawGraphQLOnServer();
  const client = new ApolloClient({ ssrMode: true, cache: new InMemoryCache(), link: runLink(input.run) });
  const sheet = new ServerStyleSheet();
  try {
    const tree = sheet.collectStyles(
      <SignedInPage pathname={pathname} input={input} area={area}>
        <App />
      </SignedInPage>,
    );
    // A part that fails to draw would be drawn as its error panel: such a picture is not the page.
    let failure: unknown;
    const { result, aborted } = await prerenderStatic({
      tree,
      context: { client },
      signal: input.signal,
      renderFunction: async (node: ReactNode) => {
        const { prelude } = await prerenderToNodeStream(node, { signal: input.signal, onError: (error) => void (failure ??= error) });
        return { prelude: prelude as unknown as AsyncIterable<string> };
      },
    });
    if (failure) throw failure;
    if (aborted) return null;
    return { frame: frameBlock(sheet, result), answers: client.extract() as object };
  } finally {
    sheet.seal();
    client.stop();
  }
}

/** The providers the shell's bootstrap gives the app, for a page drawn on the server. */
function SignedInPage({ pathname, input, area, children }: { pathname: string; input: SignedInFrameInput; area: Area; children: ReactNode }) {
  return (
    <PortalThemeProvider>
      <SessionProvider drawnFor={input.user}>
        <PublicSettingsContext.Provider value={input.settings}>
          <DrawnAreasContext.Provider value={{ [area]: input.area }}>
            <StaticRouter location={pathname}>{children}</StaticRouter>
          </DrawnAreasContext.Provider>
        </PublicSettingsContext.Provider>
      </SessionProvider>
    </PortalThemeProvider>
  );
}
