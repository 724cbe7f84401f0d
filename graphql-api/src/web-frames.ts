import fs from 'node:fs';
import { createRequire, wrap } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';

/** Runs one GraphQL operation as the page's user (app.ts: as their request to /graphql would). */
export type RunOperation = (
  query: string,
  variables: Record<string, unknown>,
  operationName: string | undefined,
) => Promise<{ data?: unknown; errors?: readonly unknown[] }>;

/** What the shell's server build exports (shell/src/firstFrames.server.tsx). */
type ShellBundle = {
  FIRST_FRAME_PATHS: string[];
  renderFirstFrame(pathname: string, settings: object): string | null;
  signedInFrameArea(pathname: string): string | null;
  renderSignedInFrame(
    pathname: string,
    input: { user: object; settings: object; area: unknown; run: RunOperation; plan?: unknown; signal: AbortSignal },
  ): Promise<(SignedInFrame & { plan?: unknown }) | null>;
  /** The modules the shell's bundle gives the others (mfe-shared, React Router). */
  sharedModules: Record<string, unknown>;
};

/** What a remote's server build exports (tools/server-exposes-loader.js): its exposed modules, required when asked for. */
type RemoteBundle = { buildId: string; exposes: Record<string, unknown> };

/** A signed-in page drawn on the server: the frame block and the Apollo cache its queries filled. */
export type SignedInFrame = { frame: string; answers: object };

export type SignedInFrameInput = {
  user: object;
  settings: object;
  run: RunOperation;
  /** Whether a remote (federation name) is served from its own build folder here, as the page loads it (web.ts). */
  servedHere: (remote: string) => boolean;
};

export type Frames = {
  /** A signed-out visitor's page (landing, sign-in, sign-up), drawn with the public settings; null for other paths. */
  publicFrame(pathname: string, settings: object): string | null;
  /** Whether a signed-in page at this path is drawn on the server. */
  drawsSignedIn(pathname: string): boolean;
  /** A signed-in user's page with its data; null when it cannot be drawn with the code the browser will run. */
  signedInFrame(pathname: string, input: SignedInFrameInput): Promise<SignedInFrame | null>;
};

/** The remotes (federation name) and their workspace folders: the one table is web.ts's REMOTES. */
type RemoteFolders = Record<string, string>;

/** How many drawn public frames are kept: a few pages, each with the settings of the moment. */
const KEPT = 16;

/** Past this, a signed-in page is served without its frame (the app draws it as before). */
const DRAW_TIMEOUT_MS = 3000;

/** An area's routes component is its remote's './routes' module (the shell's loadArea, shell/src/remotes.ts). */
const AREA_MODULE = './routes';
const AREA_REMOTES: Record<string, string> = { buyer: 'mfe_buyer', vendor: 'mfe_vendor', admin: 'mfe_admin', screens: 'mfe_screens' };

/**
 * The pages drawn on the server (issue 22), from the apps' server builds (tools/webpack-app.js,
 * serverConfig): the shell's dist-server/first-frames.js draws the public pages and the signed-in
 * layout, and takes each area's page from its remote's dist-server/server.js. The bundles reach one
 * another as the browser's federation lets the apps do: through a registry on globalThis (the one
 * mutable state here, like Node's own module cache) that gives the shell's copies of mfe-shared and
 * React Router and each remote's exposed modules (`mfe_screens/dashboard`). A remote's server bundle is used only
 * while its build id is the one of the browser build served beside it, and only for a remote the
 * page loads from that folder; otherwise (an area deployed alone to a release, or on another host)
 * its pages are served without a frame. A rebuilt remote is loaded again, with every other remote
 * (their modules hold each other's). Undefined when the shell has no server build (a development build).
 */
export function pageFrames(webDir: string, remoteFolders: RemoteFolders): Frames | undefined {
  const shellFile = path.join(webDir, 'shell', 'dist-server', 'first-frames.js');
  if (!fs.existsSync(shellFile)) return undefined;
  let shell: ShellBundle | undefined;
  // Loaded on the first page drawn, not at start: the API alone never needs React.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const shellBundle = () => (shell ??= require(shellFile) as ShellBundle);

  const drawn = new Map<string, string | null>();
  // What each signed-in page asked when last drawn (the shell's FramePlan): asked first next time.
  const plans = new Map<string, unknown>();
  const remotes = remoteBundles(webDir, remoteFolders, () => shellBundle().sharedModules, () => plans.clear());

  return {
    publicFrame(pathname, settings) {
      const renderer = shellBundle();
      if (!renderer.FIRST_FRAME_PATHS.includes(pathname)) return null;
      const key = `${pathname} ${JSON.stringify(settings)}`;
      let html = drawn.get(key);
      if (html === undefined) {
        html = renderer.renderFirstFrame(pathname, settings);
        if (drawn.size >= KEPT) drawn.clear();
        drawn.set(key, html);
      }
      return html;
    },
    drawsSignedIn(pathname) {
      return shellBundle().signedInFrameArea(pathname) !== null;
    },
    async signedInFrame(pathname, { user, settings, run, servedHere }) {
      const renderer = shellBundle();
      const area = renderer.signedInFrameArea(pathname);
      const remote = area ? AREA_REMOTES[area] : undefined;
      if (!remote) return null;
      if (!(await remotes.prepare(servedHere)) || !remotes.usable(remote)) return null;
      try {
        const routes = remotes.module(remote, AREA_MODULE) as { default?: unknown };
        const signal = AbortSignal.timeout(DRAW_TIMEOUT_MS);
        const page = await renderer.renderSignedInFrame(pathname, { user, settings, area: routes.default, run, plan: plans.get(pathname), signal });
        if (page?.plan) plans.set(pathname, page.plan);
        return page && { frame: page.frame, answers: page.answers };
      } catch (error) {
        // A module that failed half-way (a remote it imports refused) stays broken in its bundle:
        // the next page loads every bundle afresh.
        remotes.drop();
        throw error;
      }
    },
  };
}

/**
 * A CommonJS file evaluated afresh, as Node's require would evaluate it the first time (its own
 * requires, the shared packages, are Node's): a remote rebuilt in place is loaded again without
 * the module cache's copy of the old build.
 */
function evaluate(file: string): unknown {
  const module = { exports: {} as unknown };
  const wrapper = vm.runInThisContext(wrap(fs.readFileSync(file, 'utf8')), { filename: file }) as (...args: unknown[]) => void;
  wrapper.call(module.exports, module.exports, createRequire(file), module, file, path.dirname(file));
  return module.exports;
}

type Registry = { require(request: string): unknown };
// The global of the context the bundles are evaluated in (evaluate: this process's main context,
// the same object as globalThis but under a test runner's sandbox).
const holder = vm.runInThisContext('globalThis') as typeof globalThis & { __portalServerModules?: Registry };

/**
 * The remotes' server bundles, each one loaded on first use, and the registry the bundles import
 * the shell's shared modules and one another's modules through (tools/webpack-app.js: their externals).
 */
function remoteBundles(webDir: string, folders: RemoteFolders, shellShared: () => Record<string, unknown>, onDrop: () => void) {
  /** The remotes the next page may draw with, and the build id of each (null: not usable now). */
  let usable = new Map<string, string | null>();
  const loaded = new Map<string, RemoteBundle>();
  const serverFile = (remote: string) => path.join(webDir, folders[remote], 'dist-server', 'server.js');

  const load = (remote: string): RemoteBundle => {
    const buildId = usable.get(remote);
    if (!buildId) throw new Error(`${remote} is not drawn on the server here (deployed elsewhere, or not built for it)`);
    let bundle = loaded.get(remote);
    if (!bundle) {
      bundle = evaluate(serverFile(remote)) as RemoteBundle;
      if (bundle.buildId !== buildId) throw new Error(`${remote}: its server build is not the browser build served beside it`);
      loaded.set(remote, bundle);
    }
    return bundle;
  };
  const drop = () => {
    loaded.clear();
    onDrop();
  };
  const module = (remote: string, exposed: string): unknown => {
    const bundle = load(remote);
    if (!(exposed in bundle.exposes)) throw new Error(`${remote} exposes no ${exposed}`);
    return bundle.exposes[exposed];
  };

  holder.__portalServerModules = {
    require(request) {
      const shared = shellShared();
      if (request in shared) return shared[request];
      const [remote, ...rest] = request.split('/');
      return module(remote, `./${rest.join('/')}`);
    },
  };

  return {
    /**
     * Reads which build each remote serves now (its preload.json), before a page is drawn: a remote
     * rebuilt since its bundle was loaded drops every loaded bundle. False when nothing can be drawn.
     */
    async prepare(servedHere: (remote: string) => boolean): Promise<boolean> {
      const next = new Map<string, string | null>();
      await Promise.all(
        Object.entries(folders).map(async ([remote, folder]) => {
          if (!servedHere(remote) || !fs.existsSync(serverFile(remote))) return next.set(remote, null);
          try {
            const map = JSON.parse(await fs.promises.readFile(path.join(webDir, folder, 'dist', 'preload.json'), 'utf8')) as { buildId?: string };
            next.set(remote, map.buildId ?? null);
          } catch {
            next.set(remote, null);
          }
        }),
      );
      if ([...loaded.keys()].some((remote) => next.get(remote) !== usable.get(remote))) drop();
      usable = next;
      return [...usable.values()].some(Boolean);
    },
    usable: (remote: string) => !!usable.get(remote),
    module,
    drop,
  };
}
