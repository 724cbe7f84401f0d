import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { withSessionUser } from '../src/web';
import { startTestPortal, type TestPortal } from './utils';

/** The production build served by the API process (one origin): shell, remotes, /remotes.json. */
describe('serving the built front-ends', () => {
  let portal: TestPortal;
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));

  const chunk = `console.log(${JSON.stringify('a shirt '.repeat(200))});`;
  /** A file as the build writes it: with its .br and .gz copies. */
  const writeBuilt = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    fs.writeFileSync(`${file}.br`, brotliCompressSync(text));
    fs.writeFileSync(`${file}.gz`, gzipSync(text));
  };

  /** The screens' server build, and its browser build's id as preload.json says it. */
  function writeScreensServer(buildId: string, widget: string, browserBuildId = buildId) {
    fs.mkdirSync(path.join(webDir, 'mfe-screens', 'dist-server'), { recursive: true });
    fs.writeFileSync(
      path.join(webDir, 'mfe-screens', 'dist-server', 'server.js'),
      `module.exports = { buildId: ${JSON.stringify(buildId)}, exposes: { get './dashboard'() { return { widget: ${JSON.stringify(widget)} }; } } };`,
    );
    const map = path.join(webDir, 'mfe-screens', 'dist', 'preload.json');
    if (fs.existsSync(map)) fs.writeFileSync(map, JSON.stringify({ ...JSON.parse(fs.readFileSync(map, 'utf8')), buildId: browserBuildId }));
  }

  beforeAll(async () => {
    writeBuilt(
      path.join(webDir, 'shell', 'dist', 'index.html'),
      // As the build writes it (minified).
      '<!doctype html><head><link rel=preload href="/api/auth/session?optional=true" as=fetch crossorigin=use-credentials><link rel="icon" href="/favicon.svg"></head><div id="root"></div>',
    );
    writeBuilt(path.join(webDir, 'shell', 'dist', 'main.js'), 'import("./bootstrap.abc12345.js")');
    writeBuilt(path.join(webDir, 'shell', 'dist', 'bootstrap.abc12345.js'), chunk);
    writeBuilt(path.join(webDir, 'shell', 'dist', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeBuilt(path.join(webDir, 'mfe-buyer', 'dist', 'mf-manifest.json'), '{"id":"mfe_buyer"}');
    writeBuilt(path.join(webDir, 'mfe-buyer', 'dist', 'remoteEntry.js'), 'var mfe_buyer;');
    writeBuilt(path.join(webDir, 'mfe-buyer', 'dist', 'routes.0123abcd.js'), chunk);
    // An area built and deployed alone, in the releases folder (RELEASES_DIR, default WEB_DIR/releases).
    writeBuilt(path.join(webDir, 'releases', 'screens-2', 'mf-manifest.json'), '{"id":"mfe_screens"}');
    writeBuilt(path.join(webDir, 'releases', 'screens-2', 'orders.89abcdef.js'), chunk);
    // What each build says its named chunks load (tools/webpack-app.js), for the pages' preloads.
    const group = (files: string[], shared: string[] = [], remotes: string[] = []) => ({ files, shared, remotes });
    const preloadMap = (groups: Record<string, ReturnType<typeof group>>, provides: Record<string, string[]> = {}, buildId?: string) => JSON.stringify({ buildId, groups, provides });
    writeBuilt(path.join(webDir, 'shell', 'dist', 'preload.json'), preloadMap({
      main: group(['main.js']),
      bootstrap: group(['bootstrap.abc12345.js'], ['react']),
      login: group(['login.abc12345.js']),
      'signed-in': group(['signed-in.abc12345.js'], ['@apollo/client']),
    }, { react: ['react.abc12345.js'], '@apollo/client': ['apollo.abc12345.js'], rxjs: ['rxjs.abc12345.js'] }));
    // The shell's manifest may list more files of a shared package than its provider's chunks.
    writeBuilt(path.join(webDir, 'shell', 'dist', 'mf-manifest.json'), JSON.stringify({
      id: 'shell',
      shared: [{ name: 'react', assets: { js: { sync: ['react.abc12345.js', 'react-2.abc12345.js'], async: [] } } }],
    }));
    writeBuilt(path.join(webDir, 'mfe-buyer', 'dist', 'preload.json'), preloadMap({
      __federation_expose_routes: group(['routes.0123abcd.js'], ['react']),
      dashboard: group(['dashboard.0123abcd.js'], [], ['mfe_screens/dashboard']),
    }, { react: ['buyer-react.0123abcd.js'] }, 'buyer-1'));
    const screensManifest = JSON.stringify({ id: 'mfe_screens', metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } });
    writeBuilt(path.join(webDir, 'mfe-screens', 'dist', 'mf-manifest.json'), screensManifest);
    writeBuilt(path.join(webDir, 'mfe-screens', 'dist', 'preload.json'), preloadMap({
      __federation_expose_dashboard: group(['expose-dashboard.4567cdef.js']),
      dashboard: group(['widgets.4567cdef.js']),
    }, {}, 'screens-1'));
    // The remotes' server builds (tools/server-exposes-loader.js), from the same builds as their
    // browser files: the buyer's routes take the screens' widgets through the registry, as a
    // remote's server bundle imports `mfe_screens/dashboard`. The vendor area has none.
    writeScreensServer('screens-1', 'widgets v1');
    fs.mkdirSync(path.join(webDir, 'mfe-buyer', 'dist-server'));
    fs.writeFileSync(path.join(webDir, 'mfe-buyer', 'dist-server', 'server.js'), `
      module.exports = { buildId: 'buyer-1', exposes: { get './routes'() {
        const screens = globalThis.__portalServerModules.require('mfe_screens/dashboard');
        const shared = globalThis.__portalServerModules.require('mfe-shared');
        return { default: () => 'buyer routes with ' + screens.widget + ' and ' + shared.name };
      } } };`);
    writeBuilt(path.join(webDir, 'releases', 'screens-4', 'mf-manifest.json'), screensManifest);
    writeBuilt(path.join(webDir, 'releases', 'screens-4', 'preload.json'), preloadMap({
      __federation_expose_dashboard: group(['expose-dashboard.89abcdef.js']),
    }));
    // The shell's server build (shell/src/firstFrames.server.tsx): a page it draws, one it fails to.
    fs.mkdirSync(path.join(webDir, 'shell', 'dist-server'));
    fs.writeFileSync(path.join(webDir, 'shell', 'dist-server', 'first-frames.js'), `
      exports.FIRST_FRAME_PATHS = ['/auth/login', '/register'];
      exports.renderFirstFrame = (pathname, settings) => {
        if (pathname === '/register') throw new Error('cannot draw it');
        return '<div id="first-frame">' + settings.companyName + ': sign in</div>';
      };
      exports.sharedModules = { 'mfe-shared': { name: 'the shell\\'s mfe-shared' } };
      exports.signedInFrameArea = (pathname) => ({ '/buyer/dashboard': 'buyer', '/vendor/dashboard': 'vendor' })[pathname] ?? null;
      // Draws the area with the user's own figures, asked as the user; the answers go with it.
      exports.renderSignedInFrame = async (pathname, { user, area, run }) => {
        const result = await run('query FrameFigures { dashboardStats { activeOrders { value } } }', {}, 'FrameFigures');
        if (result.errors) throw new Error(JSON.stringify(result.errors));
        const figure = result.data.dashboardStats.activeOrders.value;
        return { frame: '<div id="first-frame">' + area() + ' for ' + user.username + ': ' + figure + '</div>', answers: { ROOT_QUERY: result.data, note: '</script>' } };
      };`);
    portal = await startTestPortal({ env: { WEB_DIR: webDir, REMOTE_URL_MFE_ADMIN: 'https://cdn.example.com/admin/mf-manifest.json' } });
  });
  afterAll(async () => {
    await portal?.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('serves the shell at / and for client-side routes, without caching index.html', async () => {
    const client = portal.client();
    for (const route of ['/', '/login', '/orders/ORD-2026-1001', '/buyer/dashboard']) {
      const res = await client.get(route, { accept: 'text/html' });
      expect(res.status).toBe(200);
      expect(res.text).toContain('<div id="root">');
      // It says who the visitor is (nobody): for this browser only.
      expect(res.headers.get('cache-control')).toBe('private, no-cache');
    }
  });

  it('serves hashed assets with a long cache, entries and manifests revalidated, missing files as 404', async () => {
    for (const file of ['/bootstrap.abc12345.js', '/mfe/buyer/routes.0123abcd.js']) {
      const asset = await portal.client().get(file);
      expect(asset.status).toBe(200);
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    for (const file of ['/main.js', '/favicon.svg', '/mfe/buyer/remoteEntry.js', '/mfe/buyer/mf-manifest.json']) {
      const res = await portal.client().get(file);
      expect([file, res.status, res.headers.get('cache-control')]).toEqual([file, 200, 'no-cache']);
    }
    expect((await portal.client().get('/missing.js')).status).toBe(404);
  });

  it('sends the precompressed brotli or gzip copy the browser accepts, else the file itself', async () => {
    const file = path.join(webDir, 'shell', 'dist', 'bootstrap.abc12345.js');
    const cases = [
      { accept: 'gzip, deflate, br, zstd', encoding: 'br', bytes: fs.statSync(`${file}.br`).size },
      { accept: 'gzip', encoding: 'gzip', bytes: fs.statSync(`${file}.gz`).size },
      { accept: 'identity', encoding: null, bytes: chunk.length },
    ];
    for (const { accept, encoding, bytes } of cases) {
      const res = await portal.client().get('/bootstrap.abc12345.js', { 'accept-encoding': accept });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(Number(res.headers.get('content-length'))).toBe(bytes);
      expect(res.headers.get('content-type')).toMatch(/^text\/javascript|^application\/javascript/);
      expect(res.headers.get('vary')).toMatch(/Accept-Encoding/i);
      expect(res.headers.get('cache-control')).toMatch(/immutable/);
      expect(res.text).toBe(chunk);
    }
    // index.html for a client-side route, and a remote's manifest, are compressed as well and never cached.
    const page = await portal.client().get('/buyer/dashboard', { accept: 'text/html', 'accept-encoding': 'br' });
    expect([page.headers.get('content-encoding'), page.headers.get('cache-control')]).toEqual(['br', 'private, no-cache']);
    expect(page.text).toContain('<div id="root">');
    const manifest = await portal.client().get('/mfe/buyer/mf-manifest.json', { 'accept-encoding': 'gzip' });
    expect([manifest.headers.get('content-encoding'), manifest.body]).toEqual(['gzip', { id: 'mfe_buyer' }]);
  });

  it('serves the favicon the page links', async () => {
    const page = await portal.client().get('/login', { accept: 'text/html' });
    const href = /<link rel="?icon"? href="?([^" >]+)/.exec(page.text)?.[1];
    expect(href).toBe('/favicon.svg');
    const icon = await portal.client().get(href!);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });

  it('serves each remote under /mfe/<area>/ and says where each manifest is in /remotes.json', async () => {
    const manifest = await portal.client().get('/mfe/buyer/mf-manifest.json');
    expect(manifest.body).toEqual({ id: 'mfe_buyer' });
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const remotes = await portal.client().get('/remotes.json');
    expect(remotes.body).toEqual({
      mfe_buyer: `${portal.url}/mfe/buyer/mf-manifest.json`,
      mfe_vendor: `${portal.url}/mfe/vendor/mf-manifest.json`,
      mfe_admin: 'https://cdn.example.com/admin/mf-manifest.json',
      mfe_screens: `${portal.url}/mfe/screens/mf-manifest.json`,
    });
  });

  it('points an area at a release deployed alone, from the releases folder\'s remotes.json, without a restart', async () => {
    const pointer = path.join(webDir, 'releases', 'remotes.json');
    fs.writeFileSync(pointer, JSON.stringify({ mfe_screens: '/releases/screens-2/mf-manifest.json' }));
    try {
      const remotes = await portal.client().get('/remotes.json');
      expect(remotes.body.mfe_screens).toBe(`${portal.url}/releases/screens-2/mf-manifest.json`);
      expect(remotes.body.mfe_buyer).toBe(`${portal.url}/mfe/buyer/mf-manifest.json`);
    } finally {
      fs.rmSync(pointer);
    }
    expect((await portal.client().get('/remotes.json')).body.mfe_screens).toBe(`${portal.url}/mfe/screens/mf-manifest.json`);
    const manifest = await portal.client().get('/releases/screens-2/mf-manifest.json', { 'accept-encoding': 'br' });
    expect([manifest.body, manifest.headers.get('content-encoding'), manifest.headers.get('cache-control')]).toEqual([{ id: 'mfe_screens' }, 'br', 'no-cache']);
    const asset = await portal.client().get('/releases/screens-2/orders.89abcdef.js');
    expect([asset.status, asset.headers.get('cache-control')]).toEqual([200, 'public, max-age=31536000, immutable']);
    expect((await portal.client().get('/releases/screens-3/mf-manifest.json')).status).toBe(404);
  });

  it('names in a page\'s Link header the code it will load, from the builds\' preload maps and /remotes.json', async () => {
    const linksOf = async (route: string, cookie?: string) => {
      const res = await portal.client().get(route, { accept: 'text/html', ...(cookie ? { cookie } : {}) });
      expect(res.status).toBe(200);
      return (res.headers.get('link') ?? '').split(', ').filter(Boolean);
    };
    const script = (url: string) => `<${url}>; rel=preload; as=script`;
    // What the first paint does not need is asked for at low priority.
    const later = (url: string) => `${script(url)}; fetchpriority=low`;
    const manifest = (url: string) => `<${url}>; rel=preload; as=fetch; crossorigin=anonymous; fetchpriority=low`;
    // The sign-in page: the shell's entry, bootstrap with its shared packages, and its own chunk.
    expect(await linksOf('/login')).toEqual([script('/main.js'), script('/bootstrap.abc12345.js'), script('/react.abc12345.js'), script('/react-2.abc12345.js'), script('/login.abc12345.js')]);
    // Signed out, a role's page preloads no area (the guard sends the visitor to /login).
    expect(await linksOf('/buyer/dashboard')).toEqual([script('/main.js'), script('/bootstrap.abc12345.js'), script('/react.abc12345.js'), script('/react-2.abc12345.js')]);
    // Signed in: the signed-in area, the role remote's manifest and routes (its shared packages
    // are the shell's), the page's chunk and the screens it imports, with their own chunk.
    const dashboard = await linksOf('/buyer/dashboard', 'portal_session=anything');
    expect(dashboard).toEqual([
      script('/main.js'),
      script('/bootstrap.abc12345.js'),
      script('/react.abc12345.js'),
      script('/react-2.abc12345.js'),
      later('/signed-in.abc12345.js'),
      later('/apollo.abc12345.js'),
      manifest('/mfe/buyer/mf-manifest.json'),
      later('/mfe/buyer/routes.0123abcd.js'),
      later('/mfe/buyer/dashboard.0123abcd.js'),
      manifest('/mfe/screens/mf-manifest.json'),
      later('/mfe/screens/remoteEntry.js'),
      later('/mfe/screens/expose-dashboard.4567cdef.js'),
      later('/mfe/screens/widgets.4567cdef.js'),
    ]);
    const page = await portal.client().get('/buyer/dashboard', { accept: 'text/html', cookie: 'portal_session=anything' });
    expect(page.headers.get('vary')).toBe('Accept-Encoding, Cookie');
    // A remote on another origin is left to the federation runtime.
    expect((await linksOf('/admin/dashboard', 'portal_session=anything')).some((link) => link.includes('cdn.example.com') || link.includes('/mfe/admin/'))).toBe(false);
    // An area deployed alone is preloaded from its release, and only from there.
    const pointer = path.join(webDir, 'releases', 'remotes.json');
    fs.writeFileSync(pointer, JSON.stringify({ mfe_screens: '/releases/screens-4/mf-manifest.json' }));
    try {
      const released = await linksOf('/buyer/dashboard', 'portal_session=anything');
      expect(released.filter((link) => /screens/.test(link))).toEqual([
        manifest('/releases/screens-4/mf-manifest.json'),
        later('/releases/screens-4/remoteEntry.js'),
        later('/releases/screens-4/expose-dashboard.89abcdef.js'),
      ]);
    } finally {
      fs.rmSync(pointer);
    }
  });

  it('serves a signed-in browser its page with the session user in it, kept by no shared cache', async () => {
    const embedded = (html: string) => /<script id="session-user" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
    const buyer = await portal.signIn('buyer');
    const page = await buyer.get('/buyer/dashboard', { accept: 'text/html' });
    expect(page.status).toBe(200);
    // What the session endpoint answers, so the shell draws the signed-in layout without asking it.
    expect(JSON.parse(embedded(page.text)!)).toEqual((await buyer.get('/api/auth/session')).body);
    expect(page.text).not.toMatch(/password|\/api\/auth\/session/i);
    expect([page.headers.get('cache-control'), page.headers.get('vary')]).toEqual(['private, no-cache', 'Accept-Encoding, Cookie']);
    expect(page.text).toContain('<div id="root">');
    const compressed = await buyer.get('/buyer/dashboard', { accept: 'text/html', 'accept-encoding': 'br' });
    expect([compressed.headers.get('content-encoding'), compressed.headers.get('cache-control'), embedded(compressed.text)]).toEqual(['br', 'private, no-cache', embedded(page.text)]);
    // A cookie that names no session: null (the guard sends to sign-in at once).
    const stale = await portal.client().get('/buyer/dashboard', { accept: 'text/html', cookie: 'portal_session=gone' });
    expect(embedded(stale.text)).toBe('null');
    // Signed out: nobody, without asking either.
    const signedOut = await portal.client().get('/buyer/dashboard', { accept: 'text/html' });
    expect([embedded(signedOut.text), signedOut.headers.get('cache-control')]).toEqual(['null', 'private, no-cache']);
    expect(signedOut.text).not.toContain('/api/auth/session');
    // With the public settings, as GET /api/settings/public answers them (the brand, demo mode).
    const settings = /<script id="public-settings" type="application\/json">(.*?)<\/script>/.exec(page.text)?.[1];
    expect(JSON.parse(settings!)).toEqual((await portal.client().get('/api/settings/public')).body);
  });

  it('embeds no session user for a non-admin in maintenance (the shell asks and shows its maintenance screen); an admin keeps theirs', async () => {
    const embedded = (html: string) => /<script id="session-user" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
    const [buyer, admin] = await Promise.all([portal.signIn('buyer'), portal.signIn('admin')]);
    const maintenance = async (on: boolean) =>
      expect((await admin.put('/api/settings/general', { maintenanceMode: on })).status).toBe(200);
    await maintenance(true);
    try {
      const page = await buyer.get('/buyer/dashboard', { accept: 'text/html' });
      expect([page.status, embedded(page.text), page.text.includes('first-frame')]).toEqual([200, undefined, false]);
      expect(page.text).toContain('/api/auth/session?optional=true');
      const adminPage = await admin.get('/admin/dashboard', { accept: 'text/html' });
      expect(JSON.parse(embedded(adminPage.text)!)).toMatchObject({ username: 'admin', role: 'admin' });
      // A signed-out visitor too gets the built page, whose session read shows the maintenance screen.
      const signedOut = await portal.client().get('/login', { accept: 'text/html' });
      expect([embedded(signedOut.text), signedOut.text.includes('first-frame')]).toEqual([undefined, false]);
      expect(signedOut.text).toContain('/api/auth/session?optional=true');
    } finally {
      await maintenance(false);
    }
    expect(JSON.parse(embedded((await buyer.get('/buyer/dashboard', { accept: 'text/html' })).text)!)).toMatchObject({ username: 'buyer' });
  });

  it('draws a signed-out visitor\'s public page into its HTML, before #root, with the settings of the moment', async () => {
    const page = async (route: string, client = portal.client()) => {
      const res = await client.get(route, { accept: 'text/html' });
      expect(res.status).toBe(200);
      return res;
    };
    const { companyName } = (await portal.client().get('/api/settings/public')).body as { companyName: string };
    const drawn = await page('/auth/login');
    expect(drawn.text).toContain(`<div id="first-frame">${companyName}: sign in</div><div id="root"></div>`);
    // Nothing preloaded: the page is on screen without its scripts, which then come at their pace.
    expect(drawn.headers.get('link')).toBeNull();
    // Drawn again when the settings change.
    const admin = await portal.signIn('admin');
    expect((await admin.put('/api/settings/general', { companyName: 'Frame Test Co' })).status).toBe(200);
    try {
      expect((await page('/auth/login')).text).toContain('<div id="first-frame">Frame Test Co: sign in</div>');
    } finally {
      expect((await admin.put('/api/settings/general', { companyName })).status).toBe(200);
    }
    // Signed in, the shell sends the user on: nothing drawn.
    expect((await page('/auth/login', admin)).text).not.toContain('first-frame');
    // A page without a frame, and one that could not be drawn: served without, their code preloaded.
    for (const route of ['/', '/register']) {
      const plain = await page(route);
      expect(plain.text).not.toContain('first-frame');
      expect(plain.headers.get('link')).toContain('/main.js');
    }
  });

  it('draws a signed-in user\'s dashboard into its HTML with their own data, from the remotes\' server builds served here', async () => {
    const frameOf = (html: string) => /<div id="first-frame">(.*?)<\/div>/.exec(html)?.[1];
    const answersOf = (html: string) => /<script id="first-answers" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
    const [buyer, admin] = await Promise.all([portal.signIn('buyer'), portal.signIn('admin')]);
    const figure = async (client: typeof buyer) => (await client.post('/graphql', { query: '{ dashboardStats { activeOrders { value } } }' })).body.data.dashboardStats.activeOrders.value;
    const asked = Date.now();
    const page = await buyer.get('/buyer/dashboard', { accept: 'text/html' });
    expect(page.status).toBe(200);
    expect(frameOf(page.text)).toBe(`buyer routes with widgets v1 and the shell's mfe-shared for buyer: ${await figure(buyer)}`);
    // Before #root, with the answers it was drawn with (no value can end their script element).
    expect(page.text).toContain('</div><div id="root"></div>');
    const answers = answersOf(page.text)!;
    expect(answers).not.toContain('</script>');
    // The cache, and when the drawing began (the page's live connection asks for the changes since).
    const { at, cache } = JSON.parse(answers) as { at: number; cache: unknown };
    expect(cache).toEqual({ ROOT_QUERY: { dashboardStats: { activeOrders: { value: await figure(buyer) } } }, note: '</script>' });
    expect(at).toBeGreaterThanOrEqual(asked);
    expect(at).toBeLessThanOrEqual(Date.now());
    // Nothing preloaded under it; kept by no shared cache.
    expect(page.headers.get('link')).toBeNull();
    expect(page.headers.get('cache-control')).toBe('private, no-cache');
    // Another role's page, whose remote has no server build here: served as before, its code preloaded.
    const vendor = await portal.signIn('vendor');
    const plain = await vendor.get('/vendor/dashboard', { accept: 'text/html' });
    expect([frameOf(plain.text), answersOf(plain.text)]).toEqual([undefined, undefined]);
    expect(plain.headers.get('link')).toContain('/main.js');
    // A page that is not drawn, and a signed-in visitor of a public page: no frame.
    expect((await buyer.get('/buyer/orders', { accept: 'text/html' })).text).not.toContain('first-frame');
    expect((await admin.get('/auth/login', { accept: 'text/html' })).text).not.toContain('first-frame');
  });

  it('draws a signed-in page only with the code the browser runs: not for an area deployed elsewhere, again for a rebuilt one', async () => {
    const buyer = await portal.signIn('buyer');
    const frameOf = async () => /<div id="first-frame">(.*?) for /.exec((await buyer.get('/buyer/dashboard', { accept: 'text/html' })).text)?.[1];
    expect(await frameOf()).toBe("buyer routes with widgets v1 and the shell's mfe-shared");
    // The screens pointed at a release: the page loads them from there, so the server draws nothing.
    const pointer = path.join(webDir, 'releases', 'remotes.json');
    fs.writeFileSync(pointer, JSON.stringify({ mfe_screens: '/releases/screens-4/mf-manifest.json' }));
    try {
      expect(await frameOf()).toBeUndefined();
    } finally {
      fs.rmSync(pointer);
    }
    expect(await frameOf()).toBe("buyer routes with widgets v1 and the shell's mfe-shared");
    try {
      // Rebuilt in place (a new build id for both builds): drawn with the new code, no restart.
      writeScreensServer('screens-2', 'widgets v2');
      expect(await frameOf()).toBe("buyer routes with widgets v2 and the shell's mfe-shared");
      // A server build that is not the browser build served beside it: not drawn.
      writeScreensServer('screens-3', 'widgets v3', 'screens-4');
      expect(await frameOf()).toBeUndefined();
    } finally {
      writeScreensServer('screens-1', 'widgets v1');
    }
    expect(await frameOf()).toBe("buyer routes with widgets v1 and the shell's mfe-shared");
  });

  it('escapes the embedded session user so no value can end its script element', () => {
    const user = { name: '</script><script>alert(1)</script><!--' };
    const html = withSessionUser('<head></head>', user);
    expect(html).not.toMatch(/<\/script><script>|<!--/);
    expect(JSON.parse(/<script id="session-user" type="application\/json">(.*)<\/script><\/head>/.exec(html)![1])).toEqual(user);
  });

  it('lets the overridden remote origin through the Content-Security-Policy', async () => {
    const res = await portal.client().get('/', { accept: 'text/html' });
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self' https:\/\/cdn\.example\.com/);
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const res = await portal.client().get('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });
});
