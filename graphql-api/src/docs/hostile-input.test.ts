import { type ApiClient, startTestPortal, type TestPortal } from '../../test/utils';

/**
 * Hostile input over every route (issue 19, "one input guard"): for each input of each operation
 * of the OpenAPI document (path parameters, query string, JSON body fields), values no field
 * accepts answer 400 naming the field, never a 500, and change nothing.
 */
let portal: TestPortal;
let admin: ApiClient;
let document: any;

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.signIn('admin');
  document = (await admin.get('/api/openapi.json')).body;
});
afterAll(() => portal?.close());

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const INT32_OVERFLOW = 2 ** 31;
const LONG = 'x'.repeat(20_001);

type Case = {
  route: string;
  method: string;
  path: string;
  body?: unknown;
  field: string;
  what: string;
};

/** A path with every parameter filled with a valid-looking value, one of them replaced. */
function pathWith(template: string, name?: string, value?: string): string {
  return template.replace(/\{(\w+)\}/g, (_, param: string) =>
    param === name ? value! : param === 'section' ? 'general' : '1',
  );
}

const typeOf = (schema: any): string[] =>
  [schema?.type ?? schema?.anyOf?.map((s: any) => s.type)].flat().filter(Boolean);

function casesOf(template: string, method: string, operation: any): Case[] {
  const route = `${method.toUpperCase()} ${template}`;
  const cases: Case[] = [];
  const add = (field: string, what: string, path: string, body?: unknown) =>
    cases.push({ route, method, path, body, field, what });
  const hasBody = Boolean(operation.requestBody?.content?.['application/json']);
  const emptyBody = hasBody ? {} : undefined;
  for (const parameter of operation.parameters ?? []) {
    const { name } = parameter;
    const numeric = typeOf(parameter.schema).includes('integer');
    if (parameter.in === 'path') {
      add(name, 'a NUL byte', pathWith(template, name, '%00'), emptyBody);
      if (numeric) {
        add(name, '2^31', pathWith(template, name, String(INT32_OVERFLOW)), emptyBody);
        add(name, 'not a number', pathWith(template, name, 'abc'), emptyBody);
      }
    } else if (parameter.in === 'query') {
      const at = (value: string) => `${pathWith(template)}?${name}=${value}`;
      // (A URL cannot carry a lone surrogate: it decodes to U+FFFD.)
      add(name, 'a NUL byte', at('a%00b'), emptyBody);
      if (numeric) {
        add(name, '2^31', at(String(INT32_OVERFLOW)), emptyBody);
        add(name, 'not a number', at('abc'), emptyBody);
      } else if (parameter.schema?.maxLength < 8_000) {
        // Longer texts than a URL can hold stop at the HTTP server (431) before any route.
        add(name, 'over-long text', at('x'.repeat(parameter.schema.maxLength + 1)), emptyBody);
      }
    }
  }
  if (hasBody) {
    const schema = operation.requestBody.content['application/json'].schema;
    const fields = Object.keys(schema.properties ?? {});
    for (const field of fields.length ? fields : ['value']) {
      const path = pathWith(template);
      add(field, 'a NUL byte', path, { [field]: 'a\u0000b' });
      add(field, 'a lone surrogate', path, { [field]: 'a\uD800b' });
      add(field, '2^31', path, { [field]: INT32_OVERFLOW });
      add(field, 'over-long text', path, { [field]: LONG });
      add(field, 'a list too long', path, { [field]: Array.from({ length: 1_001 }, () => 1) });
    }
  }
  return cases;
}

/** Row counts of the tables a write could touch: nothing may change. */
async function fingerprint(): Promise<Record<string, unknown>[]> {
  return portal.orm.em
    .fork()
    .getConnection()
    .execute(
      `select (select count(*) from orders) o, (select max(version) from orders) ov, (select count(*) from products) p,
       (select count(*) from messages) m, (select count(*) from users) u, (select count(*) from connections) c,
       (select count(*) from timeline_events) t, (select count(*) from specifications) s, (select count(*) from settings) st,
       (select max(updated_at) from settings) stu, (select count(*) from webhook_endpoints) w, (select count(*) from api_tokens) a`,
    );
}

describe('hostile input on every REST route (issue 19)', () => {
  it('answers 400 naming the field to NUL bytes, lone surrogates, 2^31, over-long text, long lists and non-numbers, and changes nothing', async () => {
    const cases = Object.entries(document.paths as Record<string, Record<string, any>>).flatMap(
      ([template, item]) =>
        METHODS.filter((method) => item[method]).flatMap((method) =>
          casesOf(template, method, item[method]),
        ),
    );
    // Every operation with an input got cases (a route's inputs come from its schema).
    expect(cases.length).toBeGreaterThan(300);
    const before = await fingerprint();
    const wrong: string[] = [];
    for (const c of cases) {
      const res = await admin
        .request(c.method.toUpperCase(), c.path, c.body)
        .catch((error: Error) => ({ status: 0, body: error.message }) as const);
      if (
        res.status === 0 ||
        res.status !== 400 ||
        typeof res.body !== 'object' ||
        res.body?.code !== 'BAD_USER_INPUT' ||
        res.body?.field !== c.field
      ) {
        wrong.push(
          `${c.route} ${c.field} (${c.what}): ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`,
        );
      }
    }
    expect(wrong).toEqual([]);
    expect(await fingerprint()).toEqual(before);
  });

  it('gives the field and a plain message for the typical cases', async () => {
    const first = await admin.get('/api/analytics?first=abc');
    expect([first.status, first.body.field, first.body.message]).toEqual([
      400,
      'first',
      'first must be a whole number',
    ]);
    const stock = await (
      await portal.signIn('vendor')
    ).post('/api/products', { name: 'Tee', sku: 'HOSTILE-1', stockQuantity: 2 ** 31 });
    expect([stock.status, stock.body.field, stock.body.message]).toEqual([
      400,
      'stockQuantity',
      'stockQuantity must be between -2147483648 and 2147483647',
    ]);
    const nul = await admin.get('/api/products?search=a%00b');
    expect([nul.status, nul.body.field, nul.body.message]).toEqual([
      400,
      'search',
      'search must not contain NUL characters',
    ]);
    const page = await admin.get('/api/products?first=500');
    expect([page.status, page.body.field, page.body.message]).toEqual([
      400,
      'first',
      'first must be between 1 and 100',
    ]);
  });

  it('guards GraphQL variables and literals the same way', async () => {
    const variable = await admin.gql(
      'query($search: String) { products(search: $search) { totalCount } }',
      { search: 'a\u0000b' },
    );
    expect([
      variable.status,
      variable.errors?.[0].extensions?.code,
      variable.errors?.[0].extensions?.field,
    ]).toEqual([400, 'BAD_USER_INPUT', 'search']);
    const literal = await admin.gql('{ products(search: "a\\u0000b") { totalCount } }');
    expect([literal.status, literal.errors?.[0].extensions?.field]).toEqual([400, 'search']);
    const surrogate = await admin.gql(
      'query($search: String) { products(search: $search) { totalCount } }',
      { search: '\uD800' },
    );
    expect([surrogate.status, surrogate.errors?.[0].extensions?.field]).toEqual([400, 'search']);
    const overflow = await admin.gql(
      'query($first: Int) { products(first: $first) { totalCount } }',
      { first: 2 ** 31 },
    );
    expect([overflow.status, overflow.errors?.[0].extensions?.code]).toEqual([
      400,
      'BAD_USER_INPUT',
    ]);
  });

  it('registers a user whose name starts with an emoji', async () => {
    const res = await portal.client().post('/api/auth/register', {
      name: '🧵 Thread Works',
      email: 'thread@works.example',
      username: 'threadworks',
      password: 'Needle-and-bobbin-42',
      role: 'buyer',
    });
    expect(res.status).toBe(201);
    expect(res.body.name).toBe('🧵 Thread Works');
  });
});
