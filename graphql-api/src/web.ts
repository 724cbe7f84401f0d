import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { originOf } from './common/origin';
import type { Config } from './config';
import { SESSION_COOKIE } from './modules/auth';
import { pageFrames, type RunOperation } from './web-frames';
import { pagePreloads, type Served } from './web-preload';

/** Each remote (federation name) and its workspace folder: the role areas and the screens they share. */
export const REMOTES = { mfe_buyer: 'mfe-buyer', mfe_vendor: 'mfe-vendor', mfe_admin: 'mfe-admin', mfe_screens: 'mfe-screens' } as const;

/**
 * The releases' remotes.json: areas pointed at a build deployed alone under RELEASES_DIR
 * (`{ "mfe_screens": "/releases/screens-42/mf-manifest.json" }`). Read on every request, so a
 * deploy needs no restart; missing, nothing is overridden.
 */
async function releasedRemotes(config: Config): Promise<Record<string, string>> {
  let text: string;
  try {
    text = await fs.promises.readFile(path.join(config.releasesDir, 'remotes.json'), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
  const entries = Object.entries(JSON.parse(text) as Record<string, unknown>);
  return Object.fromEntries(entries.filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** The origins the browser may load remote code from (for the Content-Security-Policy). */
export function remoteOrigins(config: Config): string[] {
  return Object.values(config.remoteUrls).flatMap((url) => {
    try {
      return [new URL(url).origin];
    } catch {
      return [];
    }
  });
}

/**
 * Only files whose name carries a content hash (the build's chunks) may be cached for good; the
 * rest (index.html, main.js, remoteEntry.js, mf-manifest.json, the favicon) revalidate (ETag).
 * `file` is the file sent: with a precompressed copy, `chunk.0a1b2c3d.js.br`.
 */
const HASHED = /\.[0-9a-f]{8,}\.(js|css|png|svg|jpg|woff2?)(\.br|\.gz)?$/;

function cacheHeaders(res: { setHeader(name: string, value: string): unknown }, file: string) {
  res.setHeader('Cache-Control', HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
  // A page's preloads depend on whether it is asked for signed in (web-preload.ts).
  res.setHeader('Vary', /\.html(\.br|\.gz)?$/.test(file) ? 'Accept-Encoding, Cookie' : 'Accept-Encoding');
}

/** The build writes a .br and a .gz beside every text file (tools/webpack-app.js): sent by Accept-Encoding. */
const STATIC = { preCompressed: true, cacheControl: false } as const;

/** Where each remote's manifest is, for a request to this origin (what /remotes.json answers). */
async function remoteManifests(config: Config, origin: string): Promise<Record<string, string>> {
  const manifest: Record<string, string> = {};
  for (const [name, folder] of Object.entries(REMOTES)) {
    manifest[name] = config.remoteUrls[name] ?? `${origin}/mfe/${folder.replace('mfe-', '')}/mf-manifest.json`;
  }
  for (const [name, url] of Object.entries(await releasedRemotes(config))) manifest[name] = url.startsWith('/') ? `${origin}${url}` : url;
  return manifest;
}

/** What a page is served with, read by the API (app.ts). */
export type PageData = {
  /**
   * The session user (what GET /api/auth/session answers for the cookie), null when the cookie
   * names no session, undefined when it cannot be said here (the shell then asks).
   */
  session(token: string): Promise<object | null | undefined>;
  /** The public settings (GET /api/settings/public), undefined when they cannot be read. */
  publicSettings(): Promise<{ maintenanceMode: boolean } | undefined>;
  /** Runs GraphQL operations as the cookie's session user (a page drawn with its data); undefined when it cannot. */
  operations?(token: string, req: FastifyRequest): Promise<RunOperation | undefined>;
};

/** The session preload index.html carries (tools/index.html, minified by the build): not needed when the page carries the user. */
const SESSION_PRELOAD = /<link rel="?preload"? href="?\/api\/auth\/session[^>]*>/;
const ROOT = /<div id="?root"?><\/div>/;

/** A JSON data block (not a script: the Content-Security-Policy has nothing to allow); `<` is escaped so no value can close it. */
const dataBlock = (id: string, value: unknown) => `<script id="${id}" type="application/json">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

/**
 * index.html with the session user in it, for the shell's SessionProvider to read before its first
 * render (no session round trip before the signed-in layout, issue 22).
 */
export function withSessionUser(html: string, user: object | null): string {
  const block = dataBlock('session-user', user);
  return SESSION_PRELOAD.test(html) ? html.replace(SESSION_PRELOAD, () => block) : html.replace('</head>', () => `${block}</head>`);
}

/**
 * The data block of a page's first answers: the Apollo cache it was drawn with and when the drawing
 * began (mfe-shared/src/apollo.ts reads the one into the client's cache, the other as the moment its
 * live connection asks for the changes since).
 */
const FIRST_ANSWERS_ID = 'first-answers';

/**
 * index.html as served to a known visitor: with the session user, the public settings (read by
 * usePublicSettings, so the brand and the demo buttons are there at the first render) and, for a
 * page that has one, its first frame drawn by the server (web-frames.ts) before #root, with the
 * answers it was drawn with for a signed-in page.
 */
export function pageHtml(
  html: string,
  { user, settings, frame, answers }: { user: object | null; settings?: object; frame?: string | null; answers?: object },
): string {
  let page = withSessionUser(html, user);
  if (settings) page = page.replace('</head>', () => `${dataBlock('public-settings', settings)}</head>`);
  if (answers) page = page.replace('</head>', () => `${dataBlock(FIRST_ANSWERS_ID, answers)}</head>`);
  if (frame) page = page.replace(ROOT, (root) => frame + root);
  return page;
}

/**
 * In production one process serves everything: the shell at /, each remote under
 * /mfe/<area>/, areas deployed alone under /releases/, /remotes.json telling the apps where each
 * remote's manifest is, and index.html for every other GET that is not an API path (client-side routes).
 */
export async function registerWeb(app: FastifyInstance, config: Config, pageData?: PageData): Promise<void> {
  const { webDir } = config;
  app.get('/remotes.json', async (req, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return remoteManifests(config, originOf(req));
  });

  const served: Served = [
    ...Object.values(REMOTES).map((folder) => ({ root: path.join(webDir, folder, 'dist'), prefix: `/mfe/${folder.replace('mfe-', '')}/` })),
    { root: config.releasesDir, prefix: '/releases/' },
  ];
  let decorated = false;
  for (const { root, prefix } of served) {
    if (!fs.existsSync(root)) continue;
    await app.register(fastifyStatic, {
      root,
      prefix,
      decorateReply: !decorated,
      ...STATIC,
      setHeaders: (res, file) => {
        cacheHeaders(res, file);
        res.setHeader('Access-Control-Allow-Origin', '*');
      },
    });
    decorated = true;
  }

  const shellRoot = path.join(webDir, 'shell', 'dist');
  const hasShell = fs.existsSync(path.join(shellRoot, 'index.html'));
  // The shell's page as built, read on the first visit it is served with data to and kept (the build does not change under a running server).
  let shellPage: Promise<string> | undefined;
  if (hasShell) {
    await app.register(fastifyStatic, { root: shellRoot, prefix: '/', decorateReply: !decorated, wildcard: false, index: false, ...STATIC, setHeaders: cacheHeaders });
  }

  const frames = pageFrames(webDir, REMOTES);
  /**
   * The page drawn on the server (web-frames.ts): a signed-out visitor's public page, or a signed-in
   * user's page with its data; a failure only loses the frame.
   */
  const firstFrame = async (req: FastifyRequest, pathname: string, settings: object, user: object | null, token: string | undefined) => {
    if (!frames) return undefined;
    try {
      if (user === null) return { frame: frames.publicFrame(pathname, settings) };
      if (!token || !pageData?.operations || !frames.drawsSignedIn(pathname)) return undefined;
      const run = await pageData.operations(token, req);
      if (!run) return undefined;
      const released = await releasedRemotes(config);
      const servedHere = (remote: string) => !config.remoteUrls[remote] && !(remote in released);
      // The answers are as of the drawing's start: the page's live connection asks for what changed since.
      const at = Date.now();
      const page = await frames.signedInFrame(pathname, { user, settings, run, servedHere });
      return page ? { frame: page.frame, answers: { at, cache: page.answers } } : undefined;
    } catch (error) {
      req.log.warn({ err: error }, 'could not draw the first frame');
      return undefined;
    }
  };

  const preloadHeader = async (req: FastifyRequest, reply: FastifyReply, pathname: string) => {
    try {
      const origin = originOf(req);
      const links = await pagePreloads({
        pathname,
        signedIn: !!req.cookies?.[SESSION_COOKIE],
        shell: { dir: shellRoot, url: '/' },
        remotes: await remoteManifests(config, origin),
        origin,
        served,
      });
      if (links.length > 0) reply.header('Link', links.join(', '));
    } catch (error) {
      req.log.warn({ err: error }, 'could not list the page preloads');
    }
  };

  app.setNotFoundHandler(async (req: FastifyRequest, reply: FastifyReply) => {
    const pathname = req.url.split('?')[0];
    const apiPath = /^\/(api|graphql|mfe|releases)(\/|$)/.test(pathname);
    // Client-side routes (/orders/ORD-2026-1001) get the shell; missing files stay 404.
    if (req.method === 'GET' && hasShell && !apiPath && !path.extname(pathname)) {
      const token = req.cookies?.[SESSION_COOKIE];
      const user = token && pageData ? await pageData.session(token) : undefined;
      // Signed out (no cookie, or one whose session has ended): known to be nobody unless the portal
      // is in maintenance, which the shell then learns from the session read, as when it cannot be said.
      const signedOut = !token || user === null;
      const settings = pageData && (user || signedOut) ? await pageData.publicSettings() : undefined;
      const known = user ?? (signedOut && settings && !settings.maintenanceMode ? null : undefined);
      const drawn = known !== undefined && settings ? await firstFrame(req, pathname, settings, known, token) : undefined;
      // Everything the page will load, asked for at once (web-preload.ts); a failure only loses the
      // hint. Not with a first frame: the page is on screen without them, and a preloaded script
      // counts as holding its paint back (Lighthouse's simulation: about 1.5 s on a phone, issue 22).
      if (!drawn?.frame) await preloadHeader(req, reply, pathname);
      reply.header('Cache-Control', 'no-cache');
      if (known === undefined) return reply.sendFile('index.html', shellRoot);
      // It names the user: kept by no shared cache, and asked again on every visit.
      shellPage ??= fs.promises.readFile(path.join(shellRoot, 'index.html'), 'utf8').catch((error: unknown) => {
        shellPage = undefined; // a failed read is not kept: the next visit reads again
        throw error;
      });
      const html = pageHtml(await shellPage, { user: known, settings, ...drawn });
      reply.header('Cache-Control', 'private, no-cache').header('Vary', 'Accept-Encoding, Cookie').type('text/html; charset=utf-8');
      // Compressed as the built files are (a few KB: brotli's quality 5 costs well under a millisecond).
      const accepted = String(req.headers['accept-encoding'] ?? '');
      if (/\bbr\b/.test(accepted)) {
        return reply.header('Content-Encoding', 'br').send(brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }));
      }
      if (/\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(gzipSync(html));
      return reply.send(html);
    }
    return reply.status(404).send({ message: `Route ${req.method} ${req.url.split('?')[0]} not found`, code: 'NOT_FOUND' });
  });
}
