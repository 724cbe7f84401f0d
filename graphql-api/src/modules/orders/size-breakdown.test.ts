import { type ApiClient, startTestPortal, type TestPortal } from '../../../test/utils';

let portal: TestPortal;
let buyer: ApiClient;
const ids: Record<string, number> = {};

const sql = <T = any>(query: string, params: unknown[] = []) =>
  portal.orm.em.fork().getConnection().execute<T[]>(query, params);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  portal = await startTestPortal();
  buyer = await portal.signIn('buyer');
  for (const row of await sql<{ username: string; id: number }>('select username, id from users'))
    ids[row.username] = row.id;
  for (const row of await sql<{ sku: string; id: number }>('select sku, id from products'))
    ids[row.sku] = row.id;
});
afterAll(() => portal?.close());

const base = () => ({ vendorId: ids.vendor, productId: ids['DK-TS-001'], dueDate: inDays(60) });
const grid = {
  colours: ['Navy', 'White', 'Heather Grey'],
  sizes: ['XS', 'S', 'M', 'L', 'XL'],
  quantities: [
    [10, 20, 30, 20, 10],
    [5, 15, 25, 15, 5],
    [0, 10, 20, 10, 0],
  ],
};
const CREATE = `mutation($input: CreateOrderInput!) { createOrder(input: $input) { id quantity sizeBreakdown { colours sizes quantities } } }`;

describe('size × colour breakdown (issue 9)', () => {
  it('makes the order quantity the sum of the grid (GraphQL and REST)', async () => {
    const { data, errors } = await buyer.gql(CREATE, { input: { ...base(), breakdown: grid } });
    expect(errors).toBeUndefined();
    expect(data.createOrder.quantity).toBe(195);
    expect(data.createOrder.sizeBreakdown).toEqual(grid);

    const rest = await buyer.post('/api/orders', { ...base(), quantity: 195, breakdown: grid });
    expect(rest.status).toBe(201);
    expect(rest.body.quantity).toBe(195);
    expect(rest.body.sizeBreakdown).toEqual(grid);
  });

  it('still takes a plain quantity without a grid', async () => {
    const rest = await buyer.post('/api/orders', { ...base(), quantity: 321 });
    expect(rest.status).toBe(201);
    expect(rest.body).toMatchObject({ quantity: 321, sizeBreakdown: null });
    const none = await buyer.post('/api/orders', base());
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Quantity must be at least 1');
  });

  it('refuses a quantity that disagrees with the grid, and bad grids, creating nothing', async () => {
    const before = (await sql('select count(*)::int as n from orders'))[0].n;
    const cases: [unknown, string][] = [
      [{ ...base(), quantity: 200, breakdown: grid }, 'Quantity must equal the sum of the size × colour grid (195)'],
      [{ ...base(), breakdown: { ...grid, colours: ['Navy', 'navy', 'Red'] } }, 'The colour "navy" is in the grid twice'],
      [{ ...base(), breakdown: { ...grid, sizes: ['XS', 'S', '', 'L', 'XL'] } }, 'Every size in the grid needs a name'],
      [{ ...base(), breakdown: { ...grid, quantities: grid.quantities.slice(0, 2) } }, 'The grid needs one row of quantities per colour'],
      [{ ...base(), breakdown: { ...grid, quantities: [[1, 2], [1, 2], [1, 2]] } }, 'The row of Navy needs one quantity per size'],
      [{ ...base(), breakdown: { ...grid, quantities: [[1, 2, 3, 4, -5], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0]] } }, 'Navy / XL: the quantity must be a whole number, 0 or more'],
      [{ ...base(), breakdown: { ...grid, quantities: grid.quantities.map((row) => row.map(() => 0)) } }, 'Quantity must be at least 1'],
      [{ ...base(), breakdown: { colours: ['A'], sizes: ['B'], quantities: [[10_000_001]] } }, 'Quantity must be at most 10,000,000'],
      [{ ...base(), breakdown: { colours: [], sizes: ['S'], quantities: [] } }, 'Add at least one colour to the grid'],
    ];
    for (const [body, message] of cases) {
      const res = await buyer.post('/api/orders', body);
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message });
    }
    expect((await sql('select count(*)::int as n from orders'))[0].n).toBe(before);
  });
});
