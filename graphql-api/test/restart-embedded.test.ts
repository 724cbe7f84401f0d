import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type PortalProcess, removeDataDir, spawnPortal } from './spawn-portal';
import { ApiClient } from './utils';

// The restart test of platform.test.ts on the embedded server, in a file of its own: it never uses
// the server at TEST_DATABASE_URL, so CI's second pass leaves it out (server-independent.json).

/** Signs up a user through the API of the portal at `url`; answers the HTTP status. */
const register = (url: string, username: string) =>
  new ApiClient(url).post('/api/auth/register', {
    username,
    email: `${username}@example.com`,
    password: 'keepit123',
    name: 'Kept User',
    role: 'buyer',
  });
const signIn = async (url: string, username: string, password = 'keepit123') =>
  (await new ApiClient(url).post('/api/auth/login', { username, password })).status;

describe('restarts on the same data (the real entry point)', () => {
  it('on the embedded server: keeps every record across a kill -9 and a clean restart, and refuses a second portal on the folder', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-restart-'));
    const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    let portal: PortalProcess | undefined;
    try {
      portal = await spawnPortal(env);
      expect((await register(portal.url, 'kept.user')).status).toBe(201);
      await expect(spawnPortal(env)).rejects.toThrow(
        /Another portal \(process \d+\) is running on /,
      );

      // Killed outright: its PostgreSQL server is left running on the folder.
      expect(await portal.stop('SIGKILL')).toBeNull();
      portal = await spawnPortal(env);
      expect(await signIn(portal.url, 'kept.user')).toBe(200);

      expect(await portal.stop('SIGTERM')).toBe(0);
      portal = await spawnPortal({ ...env, LOG_LEVEL: 'info' });
      expect(await signIn(portal.url, 'kept.user')).toBe(200);
      expect(await signIn(portal.url, 'buyer', 'buyer123')).toBe(200);
      expect(await portal.stop('SIGTERM')).toBe(0);
      // The default log level writes one line per request (with its method, URL and status); the
      // test client's own read of /api/openapi.json (it checks every answer against it) aside.
      const lines = portal
        .output()
        .split('\n')
        .filter((line) => line.includes('"reqId"'))
        .map((line) => JSON.parse(line));
      const requests = lines.map((line) => [line.req.method, line.req.url, line.res.statusCode]);
      expect(requests.filter(([, url]) => url !== '/api/openapi.json')).toEqual([
        ['POST', '/api/auth/login', 200],
        ['POST', '/api/auth/login', 200],
      ]);
    } finally {
      await portal?.stop();
      await removeDataDir(dataDir);
    }
  }, 300_000);
});
