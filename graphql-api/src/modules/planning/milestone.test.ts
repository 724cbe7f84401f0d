import { type ApiClient, startTestPortal, type TestPortal } from '../../../test/utils';
import { formatDisplayDate } from '../../common/dates';
import { addDays, AT_RISK_DAYS, DEFAULT_STEPS, PLAN_LEAD_DAYS, scheduleOf } from './milestone.rules';
import { checkLateMilestones } from './milestone.service';

let portal: TestPortal;
let buyer: ApiClient;
let vendor: ApiClient;
let admin: ApiClient;
let carla: ApiClient;
const ids: Record<string, number> = {};

const sql = <T = any>(query: string, params: unknown[] = []) =>
  portal.orm.em.fork().getConnection().execute<T[]>(query, params);
const today = () => new Date().toISOString().slice(0, 10);
const inDays = (days: number) => addDays(today(), days);

beforeAll(async () => {
  portal = await startTestPortal();
  [buyer, vendor, admin, carla] = await Promise.all(
    ['buyer', 'vendor', 'admin', 'carla.chen'].map((name) => portal.signIn(name)),
  );
  for (const row of await sql<{ username: string; id: number }>('select username, id from users'))
    ids[row.username] = row.id;
  for (const row of await sql<{ sku: string; id: number }>('select sku, id from products'))
    ids[row.sku] = row.id;
});
afterAll(() => portal?.close());

async function newOrder(dueInDays: number, change: Record<string, unknown> = {}) {
  const res = await buyer.post('/api/orders', {
    vendorId: ids.vendor,
    productId: ids['DK-TS-001'],
    quantity: 100,
    dueDate: inDays(dueInDays),
    ...change,
  });
  expect(res.status).toBe(201);
  return res.body as { id: number; orderId: string };
}

const MILESTONES = `query($id: ID!) { order(idOrCode: $id) { schedule milestones { id name owner plannedDate actualDate late doneBy { username } } } }`;
const milestones = async (client: ApiClient, id: number) =>
  (await client.gql(MILESTONES, { id: String(id) })).data.order;
const SET_DONE = `mutation($id: Int!, $done: Boolean!) { setMilestoneDone(id: $id, done: $done) { id schedule } }`;

describe('milestone plans (issue 9)', () => {
  it('gives a new order the default plan counted back from the due date', async () => {
    const order = await newOrder(100);
    const { milestones: plan, schedule } = await milestones(buyer, order.id);
    expect(plan.map((m: any) => [m.name, m.owner, m.plannedDate])).toEqual(
      DEFAULT_STEPS.map((step) => [step.name, step.owner, inDays(100 - step.offsetDays)]),
    );
    expect(plan.every((m: any) => m.actualDate === null && m.late === false)).toBe(true);
    expect(schedule).toBe('OnTrack');
  });

  it('starts calm: an order due in 8 weeks (the template\'s time) is On Track the day it is placed', async () => {
    const order = await newOrder(56);
    const { milestones: plan, schedule } = await milestones(buyer, order.id);
    expect(schedule).toBe('OnTrack');
    expect(plan[0].plannedDate).toBe(inDays(PLAN_LEAD_DAYS));
    expect(plan[plan.length - 1].plannedDate).toBe(inDays(56));
    const detail = await buyer.get(`/api/orders/${order.id}`);
    expect(detail.body.tightPlanDays).toBeNull();
  });

  it('says when the due date is too close for the template (a tight plan) and still starts calm', async () => {
    const order = await newOrder(10);
    const { milestones: plan, schedule } = await milestones(buyer, order.id);
    // Compressed in order between the lead and the due date, never before the day it is placed.
    expect(plan[0].plannedDate).toBe(inDays(PLAN_LEAD_DAYS));
    expect(plan[plan.length - 1].plannedDate).toBe(inDays(10));
    const dates = plan.map((m: any) => m.plannedDate);
    expect([...dates].sort()).toEqual(dates);
    expect(schedule).toBe('OnTrack');
    const detail = await buyer.get(`/api/orders/${order.id}`);
    expect(detail.body.tightPlanDays).toBe(46);
    const [{ body }] = await sql("select body from notifications where kind = 'order_created' and link = ?", [
      `/orders/${order.orderId}`,
    ]);
    expect(body).toContain(
      'Tight plan: the due date is 46 days short of the "Standard production" template (56 days); its milestones are compressed to fit.',
    );
  });

  it('uses a chosen template', async () => {
    const { data } = await buyer.gql('{ milestoneTemplates { id name isDefault steps { name } } }');
    const quick = data.milestoneTemplates.find((t: any) => !t.isDefault);
    expect(data.milestoneTemplates[0].isDefault).toBe(true);
    const order = await newOrder(90, { milestoneTemplateId: quick.id });
    const { milestones: plan } = await milestones(buyer, order.id);
    expect(plan.map((m: any) => m.name)).toEqual(quick.steps.map((s: any) => s.name));
    const bad = await buyer.post('/api/orders', {
      vendorId: ids.vendor,
      productId: ids['DK-TS-001'],
      quantity: 100,
      dueDate: inDays(90),
      milestoneTemplateId: 999999,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Please select a milestone template');
  });

  it('lets only the owner side mark a milestone done, with today as the actual date', async () => {
    const order = await newOrder(80);
    const plan = (await milestones(buyer, order.id)).milestones;
    const fabric = plan.find((m: any) => m.name === 'Fabric booked'); // vendor's
    const labDip = plan.find((m: any) => m.name === 'Lab dip approved'); // buyer's

    const byBuyer = await buyer.gql(SET_DONE, { id: fabric.id, done: true });
    expect(byBuyer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(byBuyer.errors?.[0].message).toBe('Only the vendor can mark "Fabric booked" done');
    const byStranger = await carla.gql(SET_DONE, { id: fabric.id, done: true });
    expect(byStranger.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(
      (await vendor.gql(SET_DONE, { id: labDip.id, done: true })).errors?.[0].extensions?.code,
    ).toBe('FORBIDDEN');

    expect((await vendor.gql(SET_DONE, { id: fabric.id, done: true })).errors).toBeUndefined();
    expect(
      (await vendor.gql(SET_DONE, { id: fabric.id, done: true })).errors?.[0].extensions?.code,
    ).toBe('CONFLICT');
    expect((await buyer.gql(SET_DONE, { id: labDip.id, done: true })).errors).toBeUndefined();
    const after = (await milestones(vendor, order.id)).milestones;
    expect(after[0]).toMatchObject({ actualDate: today(), doneBy: { username: 'vendor' } });
    expect(after[1]).toMatchObject({ actualDate: today(), doneBy: { username: 'buyer' } });

    expect((await vendor.gql(SET_DONE, { id: fabric.id, done: false })).errors).toBeUndefined();
    expect((await milestones(vendor, order.id)).milestones[0].actualDate).toBeNull();

    const steps = await sql('select step from timeline_events where order_id = ? order by id', [
      order.id,
    ]);
    expect(steps.map((e) => e.step)).toEqual([
      'Planning',
      'Fabric booked done',
      'Lab dip approved done',
      'Fabric booked reopened',
    ]);
    const audits = await sql(
      "select action from audit_log where entity = 'order' and entity_id = ? and source = 'planning' order by id",
      [String(order.id)],
    );
    expect(audits.map((a) => a.action)).toEqual([
      'milestone.done',
      'milestone.done',
      'milestone.reopen',
    ]);
  });
});

describe('late milestones at a fixed clock', () => {
  it('tells both sides once when a milestone turns late, and the order lists show it', async () => {
    const order = await newOrder(70);
    const plan = (await milestones(buyer, order.id)).milestones;
    const firstPlanned: string = plan[0].plannedDate;
    // The buyer's webhook endpoint for late milestones gets the event once (not once per side).
    const hook = await buyer.post('/api/webhooks', {
      url: 'http://127.0.0.1:9/late',
      events: ['milestone.late'],
    });
    expect(hook.status).toBe(201);
    const deliveries = () =>
      sql(
        "select payload from webhook_deliveries where endpoint_id = ? and event_type = 'milestone.late' and payload like ?",
        [hook.body.id, `%"orderId":"${order.orderId}"%`],
      );
    const notes = () =>
      sql(
        "select user_id, title, body from notifications where kind = 'milestone_late' and body like ? order by id",
        [`%${order.orderId}%`],
      );

    // On the planned day nothing is late yet.
    await checkLateMilestones(
      portal.orm.em.fork(),
      portal,
      new Date(`${firstPlanned}T12:00:00Z`),
    );
    expect(await notes()).toHaveLength(0);

    // The day after, the first milestone (Fabric booked) is late: buyer and vendor hear of it.
    // Every server runs the check: three at the same moment tell each side once.
    const dayAfter = new Date(`${addDays(firstPlanned, 1)}T06:00:00Z`);
    await Promise.all(
      [1, 2, 3].map(() => checkLateMilestones(portal.orm.em.fork(), portal, dayAfter)),
    );
    const sent = await notes();
    expect(sent.map((n) => n.user_id).sort()).toEqual([ids.buyer, ids.vendor].sort());
    expect(sent[0]).toMatchObject({ title: 'Milestone late' });
    expect(sent[0].body).toBe(
      `"Fabric booked" of ${order.orderId} was planned for ${formatDisplayDate(firstPlanned)} and is not done yet (the vendor marks it done).`,
    );

    // Only once.
    await checkLateMilestones(portal.orm.em.fork(), portal, dayAfter);
    await checkLateMilestones(
      portal.orm.em.fork(),
      portal,
      new Date(dayAfter.getTime() + 3_600_000),
    );
    expect(await notes()).toHaveLength(2);
    const [delivery, ...more] = await deliveries();
    expect(more).toHaveLength(0);
    expect(JSON.parse(delivery.payload)).toMatchObject({
      type: 'milestone.late',
      data: { order: { orderId: order.orderId }, milestone: { name: 'Fabric booked' } },
    });

    const timeline = await sql('select step from timeline_events where order_id = ? order by id', [
      order.id,
    ]);
    expect(timeline.map((e) => e.step)).toContain('Fabric booked late');
    const [log] = await sql(
      "select level from audit_log where action = 'milestone.late' and entity_id = ?",
      [String(order.id)],
    );
    expect(log.level).toBe('warning');
    const mails = await sql('select "to" from outbox_emails where subject = ? and text like ?', [
      `${order.orderId}: Milestone late`,
      `%${order.orderId}%`,
    ]);
    expect(mails.length).toBeGreaterThan(0);
  });

  it('derives On Track, At Risk and Late from the milestones and the day', () => {
    const day = '2030-05-10';
    const plan = [
      { plannedDate: '2030-05-01', actualDate: '2030-05-02' },
      { plannedDate: addDays(day, AT_RISK_DAYS + 1), actualDate: null },
    ];
    expect(scheduleOf(plan, day)).toBe('On Track');
    expect(scheduleOf(plan, addDays(day, 1))).toBe('At Risk');
    expect(scheduleOf(plan, addDays(day, AT_RISK_DAYS + 1))).toBe('At Risk');
    expect(scheduleOf(plan, addDays(day, AT_RISK_DAYS + 2))).toBe('Late');
    expect(scheduleOf([], day)).toBeNull();
  });

  it('filters the orders list by schedule (seeded late orders are there)', async () => {
    const LIST = `query($s: ScheduleHealth) { orders(schedule: $s, first: 100) { totalCount nodes { orderCode status schedule } } }`;
    const late = (await buyer.gql(LIST, { s: 'Late' })).data.orders.nodes;
    expect(late.length).toBeGreaterThan(0);
    expect(late.every((o: any) => o.schedule === 'Late')).toBe(true);
    const atRisk = (await buyer.gql(LIST, { s: 'AtRisk' })).data.orders.nodes;
    expect(atRisk.length).toBeGreaterThan(0);
    expect(atRisk.every((o: any) => o.schedule === 'AtRisk')).toBe(true);
    const all = (await buyer.gql(LIST, {})).data.orders.nodes;
    const onTrack = (await buyer.gql(LIST, { s: 'OnTrack' })).data.orders.nodes;
    expect(onTrack.every((o: any) => o.schedule === 'OnTrack')).toBe(true);
    const open = all.filter((o: any) => o.schedule !== null);
    expect(late.length + atRisk.length + onTrack.length).toBe(open.length);
    expect(
      all
        .filter((o: any) => ['Completed', 'Cancelled'].includes(o.status))
        .every((o: any) => o.schedule === null),
    ).toBe(true);
  });
});

describe('manual Delayed', () => {
  it('needs a reason, which the order keeps', async () => {
    const order = await newOrder(60);
    await vendor.gql('mutation($id: ID!) { acceptOrder(id: $id) { id } }', {
      id: String(order.id),
    });
    const none = await vendor.put(`/api/orders/${order.id}/status`, { status: 'Delayed' });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Please give a reason for the delay');
    const ok = await vendor.put(`/api/orders/${order.id}/status`, {
      status: 'Delayed',
      notes: 'Fabric mill strike',
    });
    expect(ok.status).toBe(200);
    const { data } = await buyer.gql(
      `query($id: ID!) { order(idOrCode: $id) { status delayReason } }`,
      { id: String(order.id) },
    );
    expect(data.order).toEqual({ status: 'Delayed', delayReason: 'Fabric mill strike' });
  });
});

describe('milestone templates', () => {
  const SAVE = `mutation($input: MilestoneTemplateInput!) { saveMilestoneTemplate(input: $input) { id name isDefault steps { name owner offsetDays } } }`;

  it('are kept by admins only, validated, and the default is the one new orders get', async () => {
    const steps = [
      { name: 'Trims booked', owner: 'vendor', offsetDays: 30 },
      { name: 'Final approval', owner: 'buyer', offsetDays: 2 },
    ];
    expect(
      (await buyer.gql(SAVE, { input: { name: 'Mine', steps } })).errors?.[0].extensions?.code,
    ).toBe('FORBIDDEN');
    const empty = await admin.gql(SAVE, { input: { name: 'Empty', steps: [] } });
    expect(empty.errors?.[0].message).toBe('A template needs at least one step');
    const badOffset = await admin.gql(SAVE, {
      input: { name: 'Bad', steps: [{ name: 'X', owner: 'vendor', offsetDays: -1 }] },
    });
    expect(badOffset.errors?.[0].message).toBe(
      'Step 1: days before due must be a whole number from 0 to 730',
    );
    const noName = await admin.gql(SAVE, {
      input: { name: 'Bad', steps: [{ name: ' ', owner: 'vendor', offsetDays: 1 }] },
    });
    expect(noName.errors?.[0].message).toBe('Step 1 needs a name');
    expect(
      await sql("select id from milestone_templates where name in ('Empty', 'Bad', 'Mine')"),
    ).toHaveLength(0);

    const created = (await admin.gql(SAVE, { input: { name: 'Short run', steps } })).data
      .saveMilestoneTemplate;
    expect(created).toMatchObject({ name: 'Short run', isDefault: false, steps });
    const edited = (
      await admin.gql(SAVE, {
        input: {
          id: created.id,
          name: 'Short run',
          isDefault: true,
          steps: [...steps, { name: 'Ship', owner: 'vendor', offsetDays: 0 }],
        },
      })
    ).data.saveMilestoneTemplate;
    expect(edited.isDefault).toBe(true);
    const { data } = await admin.gql('{ milestoneTemplates { id isDefault } }');
    expect(data.milestoneTemplates.filter((t: any) => t.isDefault).map((t: any) => t.id)).toEqual([
      created.id,
    ]);

    const order = await newOrder(45);
    expect((await milestones(buyer, order.id)).milestones.map((m: any) => m.name)).toEqual([
      'Trims booked',
      'Final approval',
      'Ship',
    ]);
    const logs = await sql(
      "select action from audit_log where entity = 'milestone_template' order by id",
    );
    expect(logs.map((l) => l.action)).toEqual([
      'milestone_template.create',
      'milestone_template.update',
    ]);
  });
});
