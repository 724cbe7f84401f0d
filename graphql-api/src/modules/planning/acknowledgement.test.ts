import { type ApiClient, startTestPortal, type TestPortal } from '../../../test/utils';
import { addDays } from './milestone.rules';

let portal: TestPortal;
let buyer: ApiClient;
let vendor: ApiClient;
let carla: ApiClient;
const ids: Record<string, number> = {};

const sql = <T = any>(query: string, params: unknown[] = []) =>
  portal.orm.em.fork().getConnection().execute<T[]>(query, params);
const today = () => new Date().toISOString().slice(0, 10);
const inDays = (days: number) => addDays(today(), days);

beforeAll(async () => {
  portal = await startTestPortal();
  [buyer, vendor, carla] = await Promise.all(['buyer', 'vendor', 'carla.chen'].map((name) => portal.signIn(name)));
  for (const row of await sql<{ username: string; id: number }>('select username, id from users')) ids[row.username] = row.id;
  for (const row of await sql<{ sku: string; id: number }>('select sku, id from products')) ids[row.sku] = row.id;
});
afterAll(() => portal?.close());

async function newOrder(extra: Record<string, unknown> = { quantity: 500 }) {
  const res = await buyer.post('/api/orders', { vendorId: ids.vendor, productId: ids['DK-TS-001'], dueDate: inDays(60), ...extra });
  expect(res.status).toBe(201);
  return res.body as { id: number; orderId: string; ackStatus: string };
}

const ACCEPT = 'mutation($id: ID!) { acceptOrder(id: $id) { ackStatus } }';
const PROPOSE = `mutation($id: ID!, $input: OrderProposalInput!) { proposeOrderChange(id: $id, input: $input) { id status reason before { dueDate quantity } proposed { dueDate quantity sizeBreakdown { quantities } } } }`;
const ANSWER = 'mutation($id: ID!, $accept: Boolean!) { answerOrderProposal(id: $id, accept: $accept) { ackStatus dueDate quantity } }';
const DETAIL = `query($id: ID!) { order(idOrCode: $id) { ackStatus dueDate quantity milestones { plannedDate } revisions { status reason before { dueDate quantity } proposed { dueDate quantity } proposedBy { username } decidedBy { username } } } }`;
const code = (result: { errors?: { extensions?: { code?: string } }[] }) => result.errors?.[0]?.extensions?.code;
const message = (result: { errors?: { message: string }[] }) => result.errors?.[0]?.message;

describe('vendor acknowledgement (issue 9)', () => {
  it('a new order waits for the vendor, who must accept it before changing its status', async () => {
    const order = await newOrder();
    expect(order.ackStatus).toBe('Pending');
    const early = await vendor.put(`/api/orders/${order.id}/status`, { status: 'In Production' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Accept the order before changing its status');

    expect(code(await buyer.gql(ACCEPT, { id: String(order.id) }))).toBe('FORBIDDEN');
    expect(code(await carla.gql(ACCEPT, { id: String(order.id) }))).toBe('NOT_FOUND');
    expect((await vendor.gql(ACCEPT, { id: String(order.id) })).data.acceptOrder.ackStatus).toBe('Accepted');
    expect(code(await vendor.gql(ACCEPT, { id: String(order.id) }))).toBe('CONFLICT');
    expect((await vendor.put(`/api/orders/${order.id}/status`, { status: 'Delayed', notes: 'Dye house backlog' })).status).toBe(200);

    const notes = await sql('select title from notifications where user_id = ? and body like ? order by id', [ids.buyer, `%${order.orderId}%`]);
    expect(notes.map((n) => n.title)).toEqual(['Order accepted', 'Order status updated']);
    const steps = await sql('select step from timeline_events where order_id = ? order by id', [order.id]);
    expect(steps.map((s) => s.step)).toContain('Order accepted by the vendor');
  });

  it('the vendor proposes a later date with a reason; the buyer accepts and it becomes the baseline', async () => {
    const order = await newOrder();
    const id = String(order.id);
    const noReason = await vendor.gql(PROPOSE, { id, input: { dueDate: inDays(75), reason: ' ' } });
    expect(message(noReason)).toBe('Please give a reason for the proposal');
    const same = await vendor.gql(PROPOSE, { id, input: { dueDate: inDays(60), reason: 'Same' } });
    expect(message(same)).toBe('Propose a different due date or quantity');
    const past = await vendor.gql(PROPOSE, { id, input: { dueDate: '2000-01-01', reason: 'x' } });
    expect(message(past)).toBe('Due date cannot be in the past');
    expect(code(await buyer.gql(PROPOSE, { id, input: { dueDate: inDays(75), reason: 'x' } }))).toBe('FORBIDDEN');
    expect(await sql('select id from order_revisions where order_id = ?', [order.id])).toHaveLength(0);

    const before = (await buyer.gql(DETAIL, { id })).data.order;
    const proposal = await vendor.gql(PROPOSE, { id, input: { dueDate: inDays(75), quantity: 450, reason: 'Fabric mill is booked until next month' } });
    expect(proposal.data.proposeOrderChange).toMatchObject({
      status: 'Pending',
      before: { dueDate: inDays(60), quantity: 500 },
      proposed: { dueDate: inDays(75), quantity: 450, sizeBreakdown: null },
    });
    expect(code(await vendor.gql(ACCEPT, { id }))).toBe('CONFLICT');
    expect((await vendor.put(`/api/orders/${order.id}/status`, { status: 'In Production' })).body.message).toBe('Waiting for the buyer to answer your proposal');
    expect(code(await vendor.gql(ANSWER, { id, accept: true }))).toBe('FORBIDDEN');

    const answered = (await buyer.gql(ANSWER, { id, accept: true })).data.answerOrderProposal;
    expect(answered).toEqual({ ackStatus: 'Accepted', dueDate: inDays(75), quantity: 450 });
    const after = (await buyer.gql(DETAIL, { id })).data.order;
    // The plan moved with the due date.
    expect(after.milestones.map((m: any) => m.plannedDate)).toEqual(before.milestones.map((m: any) => addDays(m.plannedDate, 15)));
    expect(after.revisions).toEqual([
      {
        status: 'Accepted',
        reason: 'Fabric mill is booked until next month',
        before: { dueDate: inDays(60), quantity: 500 },
        proposed: { dueDate: inDays(75), quantity: 450 },
        proposedBy: { username: 'vendor' },
        decidedBy: { username: 'buyer' },
      },
    ]);
    expect(code(await buyer.gql(ANSWER, { id, accept: true }))).toBe('CONFLICT');
    const audits = await sql("select action from audit_log where entity_id = ? and source = 'planning' order by id", [id]);
    expect(audits.map((a) => a.action)).toEqual(['order.propose', 'order.proposal_accept']);
  });

  it('a rejected proposal leaves the order as placed and waiting for the vendor again', async () => {
    const order = await newOrder();
    const id = String(order.id);
    expect(code(await buyer.gql(ANSWER, { id, accept: false }))).toBe('CONFLICT');
    await vendor.gql(PROPOSE, { id, input: { quantity: 300, reason: 'Yarn shortage' } });
    expect((await buyer.gql(ANSWER, { id, accept: false })).data.answerOrderProposal).toEqual({ ackStatus: 'Pending', dueDate: inDays(60), quantity: 500 });
    const { revisions } = (await buyer.gql(DETAIL, { id })).data.order;
    expect(revisions.map((r: any) => r.status)).toEqual(['Rejected']);
    expect((await vendor.gql(ACCEPT, { id })).data.acceptOrder.ackStatus).toBe('Accepted');
  });

  it('an order with a size × colour grid takes proposals as a grid', async () => {
    const grid = { colours: ['Navy'], sizes: ['S', 'M'], quantities: [[100, 200]] };
    const order = await newOrder({ breakdown: grid });
    const id = String(order.id);
    const plain = await vendor.gql(PROPOSE, { id, input: { quantity: 250, reason: 'Less' } });
    expect(message(plain)).toBe('This order has a size × colour grid: propose the quantities as a grid');
    const proposal = await vendor.gql(PROPOSE, { id, input: { breakdown: { ...grid, quantities: [[100, 150]] }, reason: 'Less M' } });
    expect(proposal.data.proposeOrderChange.proposed).toMatchObject({ quantity: 250, sizeBreakdown: { quantities: [[100, 150]] } });
    await buyer.gql(ANSWER, { id, accept: true });
    const [row] = await sql('select quantity, size_breakdown from orders where id = ?', [order.id]);
    expect(row.quantity).toBe(250);
    expect(row.size_breakdown.quantities).toEqual([[100, 150]]);
  });
});
