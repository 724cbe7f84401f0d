// The public pages (landing, sign-in, sign-up) drawn on the server (issue 22): built for Node into dist-server/ (tools/webpack-app.js)
// and run by the API server (graphql-api/src/web-frames.ts), which puts the result in the page's HTML.
// A phone then shows the page as soon as the HTML has come, not after the scripts have; the shell
// draws its own page in the hidden #root and takes the frame away (FirstFrameRelease.tsx). No hydration: the
// frame is a picture of the page, with its controls disabled until the real ones replace them.
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { PortalThemeProvider, SessionProvider, ToastProvider } from 'mfe-shared';
import { FIRST_FRAME_ID } from './firstFrame';
import { PublicSettingsContext, type PublicSettings } from './layout/usePublicSettings';
import { LandingPage } from './pages/LandingPage';
import { LoginPage } from './pages/LoginPage';
import { RegisterPage } from './pages/RegisterPage';

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
    // Plain style elements: styled-components in the browser takes over only its own.
    const styles = sheet.getStyleTags().replace(/<style[^>]*>/g, '<style>');
    const hideRoot = `<style>#${FIRST_FRAME_ID} ~ #root { display: none; }</style>`;
    return `<div id="${FIRST_FRAME_ID}">${styles}${hideRoot}${html.replace(CONTROL, '<$1 disabled=""')}</div>`;
  } finally {
    sheet.seal();
  }
}
