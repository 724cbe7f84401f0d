import fs from 'node:fs';
import path from 'node:path';

/**
 * What a page will load, named in its `Link` header (issue 22). Without it the browser finds the
 * code of a dashboard one round trip after another: the shell's entry, its bootstrap and shared
 * packages, the signed-in area, the role remote's manifest, its entry, its routes, the dashboard
 * page, the screens remote's manifest, its entry, the dashboard module, the widgets. With it, they
 * are all asked for as the page arrives, and each step finds its file already there.
 *
 * Each app's build writes preload.json (tools/webpack-app.js): for each named chunk group (the
 * shell's `bootstrap`, `login` and `signed-in`, each exposed module, each chunk named after a
 * page such as the role remotes' and the screens' `dashboard`) its files, the shared packages it
 * consumes and the remote modules it imports. The remotes are found where /remotes.json says (an
 * area deployed alone is preloaded from its release), and only when their build is served by this
 * process (a remote on another origin is left to the federation runtime).
 */

type Group = { files: string[]; shared: string[]; remotes: string[] };
type PreloadMap = { groups: Record<string, Group>; provides?: Record<string, string[]> };
type Manifest = {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  shared?: { name: string; assets?: { js?: { sync?: string[] } } }[];
};

/** A build on disk and the path its files are served under (ends with '/'). */
export type Build = { dir: string; url: string };

/** The folders this process serves files from, by URL prefix (graphql-api/src/web.ts). */
export type Served = { root: string; prefix: string }[];

/** The role areas' paths and their remotes. */
const ROLE_REMOTES: Record<string, string> = { buyer: 'mfe_buyer', vendor: 'mfe_vendor', admin: 'mfe_admin' };

async function readJson<T>(file: string): Promise<T | null> {
  try {
    return JSON.parse(await fs.promises.readFile(file, 'utf8')) as T;
  } catch {
    return null; // No map (an older build) or no manifest: nothing is preloaded from it.
  }
}

/** The build a manifest URL points at, when this process serves it from disk. */
export function buildOf(manifestUrl: string, origin: string, served: Served): Build | null {
  let url: URL;
  try {
    url = new URL(manifestUrl, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const folder = path.posix.dirname(url.pathname) + '/';
  for (const { root, prefix } of served) {
    if (!folder.startsWith(prefix)) continue;
    const base = path.resolve(root);
    const dir = path.resolve(base, decodeURIComponent(folder.slice(prefix.length)));
    if (dir !== base && !dir.startsWith(base + path.sep)) return null;
    return { dir, url: folder };
  }
  return null;
}

class Preloads {
  readonly links = new Map<string, string>();
  private readonly seen = new Set<string>();
  private readonly maps = new Map<string, Promise<PreloadMap | null>>();
  /**
   * What the first paint does not need (the signed-in area, the remotes) is asked for at low
   * priority: the shell's own code first, and Lighthouse does not count it as render-blocking.
   */
  low = false;

  constructor(
    private readonly remotes: Record<string, string>,
    private readonly origin: string,
    private readonly served: Served,
  ) {}

  private map(build: Build) {
    let map = this.maps.get(build.dir);
    if (!map) this.maps.set(build.dir, (map = readJson<PreloadMap>(path.join(build.dir, 'preload.json'))));
    return map;
  }

  private add(url: string, link: string) {
    if (!this.links.has(url)) this.links.set(url, this.low ? `${link}; fetchpriority=low` : link);
  }

  private script(url: string) {
    this.add(url, `<${url}>; rel=preload; as=script`);
  }

  /**
   * A named chunk group's files; in the shell (`host`, its manifest), also its own copies of the
   * shared packages it consumes (a remote uses the shell's, already loaded): the chunks of the
   * package's provider and those the manifest lists for it (react-dom's second file is only there).
   */
  async group(build: Build, name: string, host?: Manifest | null): Promise<void> {
    const key = `${build.dir}#${name}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    const map = await this.map(build);
    const group = map?.groups[name];
    if (!group) return;
    for (const file of group.files) this.script(build.url + file);
    for (const shared of host ? group.shared : []) {
      const listed = host?.shared?.find((entry) => entry.name === shared)?.assets?.js?.sync ?? [];
      for (const file of [...(map?.provides?.[shared] ?? []), ...listed]) this.script(build.url + file);
    }
    for (const request of group.remotes) {
      const slash = request.indexOf('/');
      if (slash > 0) await this.remote(request.slice(0, slash), request.slice(slash + 1));
    }
  }

  /** A remote's manifest and entry, the exposed module's files and the chunk named after it. */
  async remote(name: string, expose: string): Promise<void> {
    const manifestUrl = this.remotes[name];
    const build = manifestUrl ? buildOf(manifestUrl, this.origin, this.served) : null;
    if (!build) return;
    const file = path.posix.basename(new URL(manifestUrl, this.origin).pathname);
    const manifest = await readJson<Manifest>(path.join(build.dir, file));
    if (!manifest) return;
    const manifestPath = build.url + file;
    // The federation runtime reads it with fetch(url): a CORS request without cookies.
    this.add(manifestPath, `<${manifestPath}>; rel=preload; as=fetch; crossorigin=anonymous`);
    const entry = manifest.metaData?.remoteEntry;
    if (entry?.name) this.script(build.url + (entry.path ? `${entry.path.replace(/\/?$/, '/')}` : '') + entry.name);
    await this.group(build, `__federation_expose_${expose}`);
    await this.group(build, expose);
  }
}

/**
 * The `Link` header values for a page of the portal: the shell's bootstrap (and the page's own
 * chunk, `login`); for a signed-in request in a role area (/buyer/dashboard), the signed-in area,
 * the role remote's routes and the chunk named after the page, and every remote module those import.
 * Only the session cookie's presence is looked at: a stale cookie costs a few unused downloads.
 */
export async function pagePreloads(options: {
  pathname: string;
  signedIn: boolean;
  shell: Build;
  remotes: Record<string, string>;
  origin: string;
  served: Served;
}): Promise<string[]> {
  const { pathname, signedIn, shell, remotes, origin, served } = options;
  const [first = '', page] = pathname.split('/').filter(Boolean);
  const preloads = new Preloads(remotes, origin, served);
  const host = await readJson<Manifest>(path.join(shell.dir, 'mf-manifest.json'));
  // The entry first (the document names it too, but the header is read before the document).
  await preloads.group(shell, 'main', host);
  await preloads.group(shell, 'bootstrap', host);
  await preloads.group(shell, first, host);
  const role = ROLE_REMOTES[first];
  if (role && signedIn) {
    preloads.low = true;
    await preloads.group(shell, 'signed-in', host);
    // The GraphQL client (Apollo, rxjs, graphql-ws) and the layout's parts that query: run after the screen's first paint.
    await preloads.group(shell, 'graphql', host);
    await preloads.group(shell, 'layout-live', host);
    await preloads.remote(role, 'routes');
    const build = buildOf(remotes[role] ?? '', origin, served);
    if (build && page) await preloads.group(build, page);
    // The page's own parts that query the server (`<page>-live`), run with the GraphQL client after its first paint.
    if (build && page) await preloads.group(build, `${page}-live`);
  }
  return [...preloads.links.values()];
}
