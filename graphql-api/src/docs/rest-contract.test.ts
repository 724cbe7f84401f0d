import { compileErrors, validate } from '@readme/openapi-parser';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import { restRoutes } from '../rest';
import { checkAgainstContract, startTestPortal, type TestPortal } from '../../test/utils';

let portal: TestPortal;
let document: any;

beforeAll(async () => {
  portal = await startTestPortal();
  const res = await portal.client().get('/api/openapi.json');
  expect(res.status).toBe(200);
  document = res.body;
});
afterAll(() => portal?.close());

/** Every route under /api as 'METHOD /api/path/{param}', from Fastify itself. */
async function registeredRoutes(): Promise<string[]> {
  const app = Fastify();
  const routes: string[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods)
      if (method !== 'HEAD') routes.push(`${method} ${route.url.replace(/:(\w+)/g, '{$1}')}`);
  });
  await app.register(restRoutes, { prefix: '/api' });
  await app.ready();
  await app.close();
  return routes.sort();
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const operations = () =>
  Object.entries(document.paths as Record<string, Record<string, any>>).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({ route: `${method.toUpperCase()} ${path}`, operation })),
  );

describe('the REST contract: OpenAPI 3.1 generated from the route schemas (issue 20)', () => {
  it('is a valid OpenAPI 3.1 document by a third-party validator', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(document));
    if (!result.valid) throw new Error(compileErrors(result));
    expect(result.valid).toBe(true);
  });

  it('describes every registered /api route, each with a summary, a tag and a success answer', async () => {
    const described = operations().map((o) => o.route);
    expect(described.sort()).toEqual(await registeredRoutes());
    for (const { route, operation } of operations()) {
      const success = Object.keys(operation.responses).filter((status) => /^2\d\d$/.test(status));
      expect([
        route,
        Boolean(operation.summary),
        operation.tags?.length,
        success.length > 0,
      ]).toEqual([route, true, 1, true]);
    }
  });

  it('shows an example answer captured from the seeded demo, and each matches its schema', () => {
    const ajv = addFormats(new Ajv2020({ strict: false }));
    const withExamples = operations().filter(
      ({ operation }) => operation.responses['200']?.content?.['application/json']?.example,
    );
    expect(withExamples.map((o) => o.route)).toEqual(
      expect.arrayContaining(['GET /api/orders', 'GET /api/orders/{id}', 'GET /api/products']),
    );
    for (const { route, operation } of withExamples) {
      const media = operation.responses['200'].content['application/json'];
      const check = ajv.compile(media.schema);
      expect([route, check(media.example) ? 'matches' : ajv.errorsText(check.errors)]).toEqual([
        route,
        'matches',
      ]);
    }
  });

  it("fails a test whose answer does not match its route's schema, or has a status it does not describe", async () => {
    const answer = (status: number, body: unknown) => ({
      status,
      body,
      text: JSON.stringify(body),
      headers: new Headers({ 'content-type': 'application/json' }),
    });
    await expect(
      checkAgainstContract(portal.url, 'GET', '/api/orders', answer(200, [{ id: 'ORD-1' }])),
    ).rejects.toThrow('does not match its schema');
    await expect(
      checkAgainstContract(portal.url, 'GET', '/api/orders/1', answer(500, { message: 'boom' })),
    ).rejects.toThrow('does not describe');
    const real = await (await portal.signIn('buyer')).get('/api/orders/1');
    await expect(
      checkAgainstContract(portal.url, 'GET', '/api/orders/1', real),
    ).resolves.toBeUndefined();
  });

  it('declares the cookie and bearer security schemes and the coded error on 400, 429 and 503', () => {
    expect(Object.keys(document.components.securitySchemes).sort()).toEqual([
      'bearerToken',
      'sessionCookie',
    ]);
    expect(document.components.schemas.ApiError.required).toEqual(['message', 'code']);
    const orders = document.paths['/api/orders'].post;
    for (const status of ['400', '401', '403', '429', '503']) {
      expect(orders.responses[status].content['application/json'].schema.$ref).toBe(
        '#/components/schemas/ApiError',
      );
    }
  });

  it('ships the typed client of tools/examples generated from this document (npm run docs:client)', async () => {
    const run = promisify(execFile);
    const { stdout } = await run(
      process.execPath,
      ['-r', '@swc-node/register', join(__dirname, 'typed-client.ts'), '--stdout'],
      {
        env: { ...process.env, NODE_OPTIONS: '' },
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    expect(readFileSync(join(__dirname, '../../../tools/examples/portal-api.d.ts'), 'utf8')).toBe(
      stdout,
    );
  });

  it('the typed create-order example places an order with an API token', async () => {
    const buyer = await portal.signIn('buyer');
    const { token } = (
      await buyer.post('/api/tokens', { name: 'create-order example', expiresInDays: 30 })
    ).body;
    const vendor = (await buyer.get('/api/users/vendors')).body.find(
      (v: { connectionStatus: string }) => v.connectionStatus === 'approved',
    );
    const product = (await buyer.get(`/api/products?vendorId=${vendor.id}`)).body[0];
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        '-r',
        '@swc-node/register',
        join(__dirname, '../../../tools/examples/create-order.ts'),
        vendor.company,
        product.sku,
        '321',
        '2031-01-15',
        'From the example',
      ],
      { env: { ...process.env, NODE_OPTIONS: '', PORTAL_URL: portal.url, PORTAL_TOKEN: token } },
    );
    expect(stdout).toMatch(
      new RegExp(
        `^Created ORD-\\d{4}-\\d+: 321 × ${product.name} from ${vendor.company}, due Jan 15, 2031 \\(Planning\\)`,
      ),
    );
    const orders = (await buyer.get('/api/orders')).body as { notes: string; quantity: number }[];
    expect(orders.find((o) => o.notes === 'From the example')?.quantity).toBe(321);
  });

  it('serves the printed GraphQL schema at /graphql/schema.graphql, the same as schema.graphql', async () => {
    const res = await portal.client().get('/graphql/schema.graphql');
    expect([res.status, res.headers.get('content-type')]).toEqual([
      200,
      'text/plain; charset=utf-8',
    ]);
    expect(res.text).toBe(readFileSync(join(__dirname, '../../schema.graphql'), 'utf8'));
  });
});
