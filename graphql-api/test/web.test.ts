import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestPortal, type TestPortal } from './utils';

/** The production build served by the API process (one origin): shell, remotes, /remotes.json. */
describe('serving the built front-ends', () => {
  let portal: TestPortal;
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));

  beforeAll(async () => {
    fs.mkdirSync(path.join(webDir, 'shell', 'dist'), { recursive: true });
    fs.writeFileSync(path.join(webDir, 'shell', 'dist', 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(webDir, 'shell', 'dist', 'main.abc12345.js'), 'console.log(1)');
    fs.mkdirSync(path.join(webDir, 'mfe-buyer', 'dist'), { recursive: true });
    fs.writeFileSync(path.join(webDir, 'mfe-buyer', 'dist', 'mf-manifest.json'), '{"id":"mfe_buyer"}');
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
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('serves hashed assets with a long cache and missing files as 404', async () => {
    const asset = await portal.client().get('/main.abc12345.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toMatch(/immutable/);
    expect((await portal.client().get('/missing.js')).status).toBe(404);
  });

  it('serves each remote under /mfe/<role>/ and says where each manifest is in /remotes.json', async () => {
    const manifest = await portal.client().get('/mfe/buyer/mf-manifest.json');
    expect(manifest.body).toEqual({ id: 'mfe_buyer' });
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const remotes = await portal.client().get('/remotes.json');
    expect(remotes.body).toEqual({
      mfe_buyer: `${portal.url}/mfe/buyer/mf-manifest.json`,
      mfe_vendor: `${portal.url}/mfe/vendor/mf-manifest.json`,
      mfe_admin: 'https://cdn.example.com/admin/mf-manifest.json',
    });
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
