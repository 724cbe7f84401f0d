import 'reflect-metadata';
import Fastify from 'fastify';
import { restRoutes } from '../rest';
import { REST_PATHS } from './rest-paths';

/** Every route under /api as 'METHOD /api/path', from Fastify itself. */
async function registeredRoutes(): Promise<string[]> {
  const app = Fastify();
  const routes: string[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) if (method !== 'HEAD') routes.push(`${method} ${route.url}`);
  });
  await app.register(restRoutes, { prefix: '/api' });
  await app.ready();
  await app.close();
  return routes.sort();
}

describe('the API documentation (issue 10)', () => {
  it('lists every registered /api route, and nothing else, so the docs cannot go stale', async () => {
    const documented = REST_PATHS.map((p) => `${p.method} ${p.path}`).sort();
    expect(new Set(documented).size).toBe(documented.length);
    expect(documented).toEqual(await registeredRoutes());
  });

  it('gives every path a summary, access, an example answer and its path parameters', () => {
    for (const entry of REST_PATHS) {
      expect([entry.path, entry.summary && entry.access && entry.answer.status]).toEqual([
        entry.path,
        expect.anything(),
      ]);
      const inPath = [...entry.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
      const documented = (entry.params ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      expect([entry.path, documented]).toEqual([entry.path, inPath]);
      if (inPath.length)
        expect([entry.path, entry.example?.path]).toEqual([entry.path, expect.any(String)]);
    }
  });
});
