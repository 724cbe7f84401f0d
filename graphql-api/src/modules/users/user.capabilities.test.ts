import { type ApiClient, type ApiResponse, startTestPortal, type TestPortal } from '../../../test/utils';
import { CAPABILITIES, type Capability } from './user.capabilities';

let portal: TestPortal;
const clients: Record<string, ApiClient> = {};
const ROLES = ['buyer', 'vendor', 'admin'] as const;
type Facts = { buyerId: number; otherBuyerId: number; vendorId: number; otherVendorId: number; productId: number };
let facts: Facts;

const CSV = { 'content-type': 'text/csv' };
const ME = `{ me { capabilities { ${CAPABILITIES.join(' ')} } } }`;

/** A due date well ahead of any clock the suite runs on. */
const dueDate = () => `${new Date().getUTCFullYear() + 1}-06-30`;

beforeAll(async () => {
  portal = await startTestPortal();
  for (const role of ROLES) clients[role] = await portal.signIn(role);
  const admin = clients.admin;
  const users = (await admin.gql('{ users { users { id username role } } }')).data.users.users as {
    id: number;
    username: string;
    role: string;
  }[];
  const idOf = (username: string) => users.find((user) => user.username === username)!.id;
  const otherBuyer = users.find((user) => user.role === 'buyer' && user.username !== 'buyer')!;
  const otherVendor = users.find((user) => user.role === 'vendor' && user.username !== 'vendor')!;
  // A live product of the demo vendor, which the demo buyer is connected with.
  const product = (await clients.vendor.get('/api/products')).body[0] as { id: number };
  facts = {
    buyerId: idOf('buyer'),
    otherBuyerId: otherBuyer.id,
    vendorId: idOf('vendor'),
    otherVendorId: otherVendor.id,
    productId: product.id,
  };
});
afterAll(() => portal?.close());

/**
 * The action each capability allows, as a caller of the API takes it: the capability's rule is
 * what answers (403 without it), the rest of the request is valid for every role that has it.
 */
const ACTIONS: Record<Capability, (client: ApiClient) => Promise<ApiResponse>> = {
  createOrder: (client) =>
    client.post('/api/orders', {
      buyerId: facts.buyerId,
      vendorId: facts.vendorId,
      productId: facts.productId,
      quantity: 12,
      dueDate: dueDate(),
    }),
  chooseOrderBuyer: (client) => client.get(`/api/orders/orderable-vendors?buyerId=${facts.otherBuyerId}`),
  // A dry run answers the preview (200), whatever its rows say.
  importOrders: (client) =>
    client.post('/api/orders/import?dryRun=1', `vendor,sku,quantity,dueDate,notes\nvendor,DK-TS-001,10,${dueDate()},`, CSV),
  importProducts: (client) =>
    client.post('/api/products/import?dryRun=1', 'name,sku,category,price,stockQuantity,inStock\nCap Tee,CAP-TS-1,t-shirts,4.80,100,yes', CSV),
  writeSpecifications: (client) =>
    client.post('/api/specifications', { productId: facts.productId, specTitle: 'Capability check', specDetails: 'Body fabric' }),
  seeAllApiTokens: (client) => client.get('/api/tokens?all=true'),
  editOrderingPolicy: (client) => client.put('/api/ordering-policy', { requirePpSample: true }),
  editQualitySettings: (client) => client.put('/api/quality-settings', { level: 'II' }),
  editShippingSettings: (client) => client.put('/api/shipping-settings', { tolerancePercent: 4 }),
  compareVendors: (client) => client.get(`/api/analytics?vendorId=${facts.otherVendorId}`),
};

describe("the viewer's capabilities (issue 21: the rules the server enforces, told to the client)", () => {
  it.each(ROLES)('tells %s the same capabilities over GraphQL, the REST session and sign-in', async (role) => {
    const client = clients[role];
    const gql = (await client.gql(ME)).data.me.capabilities;
    const session = (await client.get('/api/auth/session')).body.capabilities;
    const signIn = (await portal.client().post('/api/auth/login', { username: role, password: `${role}123` })).body
      .capabilities;
    expect(Object.keys(gql).sort()).toEqual([...CAPABILITIES].sort());
    expect(session).toEqual(gql);
    expect(signIn).toEqual(gql);
  });

  const cases = ROLES.flatMap((role) => CAPABILITIES.map((capability) => [role, capability] as const));
  it.each(cases)('%s: %s is true exactly when the server does it (false: 403)', async (role, capability) => {
    const client = clients[role];
    const capabilities = (await client.get('/api/auth/session')).body.capabilities as Record<Capability, boolean>;
    const res = await ACTIONS[capability](client);
    const answer = { status: res.status, message: res.body?.message };
    if (capabilities[capability]) expect(answer).toEqual({ status: res.status === 201 ? 201 : 200, message: undefined });
    else expect(answer).toEqual({ status: 403, message: expect.any(String) });
  });

  it('gives every role at least one capability and refuses each one to some role', async () => {
    const all = await Promise.all(
      ROLES.map(async (role) => (await clients[role].get('/api/auth/session')).body.capabilities as Record<Capability, boolean>),
    );
    for (const capability of CAPABILITIES) {
      const held = all.map((capabilities) => capabilities[capability]);
      expect(held).toContain(true);
      expect(held).toContain(false);
    }
  });
});
