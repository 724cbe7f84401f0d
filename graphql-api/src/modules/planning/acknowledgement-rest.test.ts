import { type ApiClient, startTestPortal, type TestPortal } from '../../../test/utils';
import { addDays } from './milestone.rules';

/** The acknowledgement actions over REST (issue 17's gap, issue 20): what availableActions offers, REST can do. */
let portal: TestPortal;
let buyer: ApiClient;
let vendor: ApiClient;
let carla: ApiClient;
const ids: Record<string, number> = {};

const sql = <T = any>(query: string, params: unknown[] = []) =>
  portal.orm.em.fork().getConnection().execute<T[]>(query, params);
const inDays = (days: number) => addDays(new Date().toISOString().slice(0, 10), days);
const kinds = (order: { availableActions: { kind: string; disabledReason: string | null }[] }) =>
  order.availableActions.filter((a) => !a.disabledReason).map((a) => a.kind);

beforeAll(async () => {
  portal = await startTestPortal();
  [buyer, vendor, carla] = await Promise.all(
    ['buyer', 'vendor', 'carla.chen'].map((name) => portal.signIn(name)),
  );
  for (const row of await sql<{ username: string; id: number }>('select username, id from users'))
    ids[row.username] = row.id;
  for (const row of await sql<{ sku: string; id: number }>('select sku, id from products'))
    ids[row.sku] = row.id;
});
afterAll(() => portal?.close());

async function newOrder() {
  const res = await buyer.post('/api/orders', {
    vendorId: ids.vendor,
    productId: ids['DK-TS-001'],
    dueDate: inDays(60),
    quantity: 500,
  });
  expect([res.status, res.body.ackStatus]).toEqual([201, 'Pending']);
  return res.body as { id: number; orderId: string };
}

describe('acknowledgement over REST', () => {
  it('the vendor accepts a new order as placed: only the vendor, once', async () => {
    const order = await newOrder();
    expect(kinds((await vendor.get(`/api/orders/${order.id}`)).body)).toEqual(
      expect.arrayContaining(['AcceptOrder', 'ProposeChange']),
    );
    expect((await buyer.post(`/api/orders/${order.id}/accept`)).status).toBe(403);
    expect((await carla.post(`/api/orders/${order.id}/accept`)).status).toBe(404);
    const accepted = await vendor.post(`/api/orders/${order.orderId}/accept`);
    expect([accepted.status, accepted.body.ackStatus]).toEqual([200, 'Accepted']);
    expect(kinds(accepted.body)).not.toContain('AcceptOrder');
    expect((await vendor.post(`/api/orders/${order.id}/accept`)).status).toBe(409);
  });

  it('the vendor proposes a later date; the buyer accepts it and it becomes the baseline', async () => {
    const order = await newOrder();
    const noReason = await vendor.post(`/api/orders/${order.id}/proposals`, {
      dueDate: inDays(75),
      reason: ' ',
    });
    expect([noReason.status, noReason.body.field, noReason.body.message]).toEqual([
      400,
      'reason',
      'Please give a reason for the proposal',
    ]);
    expect(
      (
        await buyer.post(`/api/orders/${order.id}/proposals`, {
          dueDate: inDays(75),
          reason: 'Fabric late',
        })
      ).status,
    ).toBe(403);

    const proposal = await vendor.post(`/api/orders/${order.id}/proposals`, {
      dueDate: inDays(75),
      reason: 'Fabric arrives late',
    });
    expect(proposal.status).toBe(201);
    expect(proposal.body).toMatchObject({
      status: 'Pending',
      reason: 'Fabric arrives late',
      before: { dueDate: inDays(60), quantity: 500 },
      proposed: { dueDate: inDays(75), quantity: 500 },
    });
    expect(kinds((await buyer.get(`/api/orders/${order.id}`)).body)).toEqual(
      expect.arrayContaining(['AcceptProposal', 'RejectProposal']),
    );
    expect((await vendor.post(`/api/orders/${order.id}/proposal/accept`)).status).toBe(403);

    const answered = await buyer.post(`/api/orders/${order.id}/proposal/accept`);
    expect([answered.status, answered.body.ackStatus, answered.body.dueDateIso]).toEqual([
      200,
      'Accepted',
      inDays(75),
    ]);
    expect((await buyer.post(`/api/orders/${order.id}/proposal/reject`)).status).toBe(409);
  });

  it('the buyer rejects a proposal: the order stays as placed', async () => {
    const order = await newOrder();
    expect(
      (
        await vendor.post(`/api/orders/${order.id}/proposals`, {
          quantity: 400,
          reason: 'Yarn shortage',
        })
      ).status,
    ).toBe(201);
    const rejected = await buyer.post(`/api/orders/${order.id}/proposal/reject`);
    expect([rejected.status, rejected.body.quantity, rejected.body.dueDateIso]).toEqual([
      200,
      500,
      inDays(60),
    ]);
    const revisions = await sql('select status from order_revisions where order_id = ?', [
      order.id,
    ]);
    expect(revisions.map((r) => r.status)).toEqual(['Rejected']);
  });
});
