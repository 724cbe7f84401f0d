// Pages drawn on the server (issue 22), built for Node into dist-server/ (tools/webpack-app.js) and run by
// the API server (graphql-api/src/web-frames.ts), which puts the result in the page's HTML: the public pages
// (landing, sign-in, sign-up), and the dashboards of a signed-in user with their data. A phone then shows
// the page as soon as the HTML has come, not after the scripts have; the shell draws its own page in the
// hidden #root and takes the frame away once it is whole (firstFrameRelease.ts). No hydration: the frame
// is a picture of the page, with its controls disabled until the real ones replace them.
import type { ComponentType, ReactNode } from 'react';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { type DocumentNode, type ExecutionResult, print } from 'graphql';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { Observable } from 'rxjs';
import { ServerStyleSheet } from 'styled-components';
import * as mfeShared from 'mfe-shared';
import { drawGraphQLOnServer, PortalThemeProvider, SessionProvider, ToastProvider, type SessionUser } from 'mfe-shared';
import * as reactRouterDom from 'react-router-dom';
import { App } from './App';
import { FIRST_FRAME_ID } from './firstFrame';
import { PublicSettingsContext, type PublicSettings } from './layout/usePublicSettings';
import { LandingPage } from './pages/LandingPage';
import { LoginPage } from './pages/LoginPage';
import { RegisterPage } from './pages/RegisterPage';
import type { Area } from './remotes';
import { DrawnAreasContext } from './RoleArea';

/**
 * The shared modules as this bundle holds them: the one copy of each the other apps' server bundles
 * use, as the browser's share scope gives them the shell's (graphql-api/src/web-frames.ts, its registry).
 */
export const sharedModules: Record<string, unknown> = { 'mfe-shared': mfeShared, 'react-router-dom': reactRouterDom };

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

/**
 * The queries a page made when it was last drawn: asked, all at once, before it is drawn again, so
 * that it is drawn once (renderSignedInFrame). The caller keeps one per page; a query the page no
 * longer makes costs only its answer, and one it makes anew is asked as it is met.
 */
export type FramePlan = { operations: { query: DocumentNode; variables: Record<string, unknown> }[] };

export type SignedInFrameInput = {
  user: SessionUser;
  settings: PublicSettings;
  /** The page's area, from its remote's server bundle (its `./routes`). */
  area: ComponentType;
  run: RunOperation;
  /** What this page asked the last time it was drawn, if it was. */
  plan?: FramePlan;
  /** Gives up drawing (the page is then served without a frame). */
  signal: AbortSignal;
};

/**
 * What a signed-in page is drawn with: the frame block, the Apollo cache its queries filled (the
 * browser's client starts with it), and what it asked (the next drawing's plan).
 */
export type SignedInFrame = { frame: string; answers: object; plan: FramePlan };

/** Each query's text, printed once: the documents are the apps' own, the same objects on every drawing. */
const printed = new WeakMap<DocumentNode, string>();
const textOf = (query: DocumentNode) => {
  let text = printed.get(query);
  if (text === undefined) printed.set(query, (text = print(query)));
  return text;
};

/** Apollo's network on the server: each operation runs in the API process, as the user; each is noted in `asked`. */
function runLink(run: RunOperation, asked: FramePlan['operations']): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        asked.push({ query: operation.query, variables: operation.variables });
        run(textOf(operation.query), operation.variables, operation.operationName).then(
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
 * and the area's page, with the answers to every query it makes, each run through `run`. Apollo's
 * prerenderStatic draws until no query is left; with the plan's queries asked first, the first
 * drawing that asks nothing new is the page, and the drawing stops there (prerenderStatic would
 * draw once more only to find so). Null for a path without one.
 */
export async function renderSignedInFrame(pathname: string, input: SignedInFrameInput): Promise<SignedInFrame | null> {
  const area = signedInFrameArea(pathname);
  if (!area) return null;
  drawGraphQLOnServer();
  const asked: FramePlan['operations'] = [];
  const client = new ApolloClient({ ssrMode: true, cache: new InMemoryCache(), link: runLink(input.run, asked) });
  const sheet = new ServerStyleSheet();
  try {
    await Promise.all(
      (input.plan?.operations ?? []).map(({ query, variables }) =>
        // A query that fails here is asked again as the page meets it, and fails there as it would.
        client.query({ query, variables, fetchPolicy: 'network-only' }).catch(() => undefined),
      ),
    );
    const tree = sheet.collectStyles(
      <SignedInPage pathname={pathname} input={input} area={area}>
        <App />
      </SignedInPage>,
    );
    // A part that fails to draw would be drawn as its error panel: such a picture is not the page.
    let failure: unknown;
    const complete = new AbortController();
    const { result, aborted } = await prerenderStatic({
      tree,
      context: { client },
      signal: AbortSignal.any([input.signal, complete.signal]),
      renderFunction: async (node: ReactNode) => {
        const before = asked.length;
        const { prelude } = await prerenderToNodeStream(node, { signal: input.signal, onError: (error) => void (failure ??= error) });
        // Drawn from the cache alone: this drawing is the page.
        if (asked.length === before) complete.abort();
        return { prelude: prelude as unknown as AsyncIterable<string> };
      },
    });
    if (failure) throw failure;
    if (aborted && !complete.signal.aborted) return null;
    return { frame: frameBlock(sheet, result), answers: client.extract() as object, plan: { operations: asked } };
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
