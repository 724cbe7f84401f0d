import { type ApiClient, startTestPortal, type TestPortal } from '../../../test/utils';

let portal: TestPortal;
let buyer: ApiClient;
let vendor: ApiClient;
let admin: ApiClient;
let carla: ApiClient;
let mei: ApiClient;
const ids: Record<string, number> = {};

const sql = <T = any>(query: string, params: unknown[] = []) =>
  portal.orm.em.fork().getConnection().execute<T[]>(query, params);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  portal = await startTestPortal();
  [buyer, vendor, admin, carla, mei] = await Promise.all(
    ['buyer', 'vendor', 'admin', 'carla.chen', 'mei.lin'].map((name) => portal.signIn(name)),
  );
  for (const row of await sql<{ username: string; id: number }>('select username, id from users')) ids[row.username] = row.id;
  for (const row of await sql<{ sku: string; id: number }>('select sku, id from products')) ids[row.sku] = row.id;
  // Orders placed from here on go through no gates: the workflow as SPEC.md writes it.
  const policy = await buyer.put('/api/ordering-policy', { requireAcknowledgement: false, requirePpSample: false, requireFinalInspection: false });
  expect(policy.status).toBe(200);
});
afterAll(() => portal?.close());

type NewOrder = { id: number; orderId: string };

/** A t-shirt order of Bella's with Victor in Quality Check: with a grid, or of a plain quantity. */
async function orderInQualityCheck(order: { breakdown?: unknown; quantity?: number }): Promise<NewOrder> {
  const res = await buyer.post('/api/orders', { vendorId: ids.vendor, productId: ids['DK-TS-001'], dueDate: inDays(60), ...order });
  expect(res.status).toBe(201);
  expect((await vendor.put(`/api/orders/${res.body.id}/status`, { status: 'Quality Check' })).status).toBe(200);
  return res.body;
}

const GRID = { colours: ['Navy', 'White'], sizes: ['S', 'M'], quantities: [[100, 100], [50, 50]] };
const ASN = { mode: 'Sea', carrier: 'Maersk Line', trackingNumber: 'MAEU-1234567', etd: inDays(3), eta: inDays(30) };
/** A packing-list row of `count` cartons of one cell. */
const row = (colour: string, size: string, count: number, perCarton: number) => ({
  cartonCount: count,
  grossWeightKg: 12.5,
  netWeightKg: 11,
  lengthCm: 60,
  widthCm: 40,
  heightCm: 30,
  items: [{ colour, size, quantity: perCarton }],
});
const ship = (client: ApiClient, order: NewOrder, cartons: unknown[], asn: Record<string, unknown> = ASN) =>
  client.post(`/api/orders/${order.id}/shipments`, { ...asn, cartons });
const receive = (client: ApiClient, shipmentId: number, lines?: unknown[]) =>
  client.post(`/api/shipments/${shipmentId}/receipt`, lines ? { lines } : {});
const statusOf = async (order: NewOrder) => (await sql('select status, requested_status from orders where id = ?', [order.id]))[0];
const count = async (table: string, orderId: number) => Number((await sql(`select count(*) as n from ${table} where order_id = ?`, [orderId]))[0].n);
const stockMoves = (orderId: number) => sql<{ delta: number; reason: string }>('select delta, reason from inventory_moves where order_id = ? order by id', [orderId]);
const kinds = (actions: { kind: string }[]) => actions.map((a) => a.kind);

describe('shipments and packing lists (issue 23)', () => {
  it('checks shipped against ordered per cell with the tolerance, receives in parts and delivers on full receipt', async () => {
    const order = await orderInQualityCheck({ breakdown: GRID });

    // Nobody but the order's vendor ships; a stranger does not see the order at all.
    expect((await ship(buyer, order, [row('Navy', 'S', 1, 10)])).status).toBe(403);
    expect((await ship(admin, order, [row('Navy', 'S', 1, 10)])).status).toBe(403);
    expect((await ship(mei, order, [row('Navy', 'S', 1, 10)])).status).toBe(404);
    expect((await carla.get(`/api/orders/${order.id}/shipments`)).status).toBe(404);

    // Bad input: a 400 naming the field, and nothing changes.
    const bad: [Record<string, unknown>, unknown[], string, RegExp][] = [
      [{ ...ASN, mode: 'Boat' }, [row('Navy', 'S', 1, 10)], 'mode', /Sea, Air, Road or Courier/],
      [{ ...ASN, carrier: '  ' }, [row('Navy', 'S', 1, 10)], 'carrier', /carrier/],
      [{ ...ASN, eta: inDays(1) }, [row('Navy', 'S', 1, 10)], 'eta', /ETA cannot be before the ETD/],
      [{ ...ASN, etd: '2026-02-31' }, [row('Navy', 'S', 1, 10)], 'etd', /valid ETD/],
      [ASN, [], 'cartons', /at least one row of cartons/],
      [ASN, [row('Red', 'S', 1, 10)], 'cartons[0].items[0]', /Red \/ S is not a colour and size of this order/],
      [ASN, [{ ...row('Navy', 'S', 1, 10), netWeightKg: 13 }], 'cartons[0].netWeightKg', /net weight cannot be more than the gross/],
      [ASN, [{ ...row('Navy', 'S', 1, 10), cartonCount: 1.5 }], 'cartons[0].cartonCount', /whole number/],
      [ASN, [row('Navy', 'S', 1, -3)], 'cartons[0].items[0].quantity', /more than 0/],
      // 6 cartons of 18 Navy M is 108 of 100 ordered: over the buyer's default ±5% (at most 105).
      [ASN, [row('Navy', 'S', 5, 20), row('Navy', 'M', 6, 18)], 'cartons', /^Navy \/ M: 108 units shipped of 100 units ordered is over the 5% tolerance: at most 105 units$/],
    ];
    for (const [asn, cartons, field, message] of bad) {
      const res = await ship(vendor, order, cartons, asn);
      expect({ status: res.status, field: res.body.field }).toEqual({ status: 400, field });
      expect(res.body.message).toMatch(message);
    }
    expect(await count('shipments', order.id)).toBe(0);
    expect(await statusOf(order)).toEqual({ status: 'Quality Check', requested_status: null });

    // The first shipment is the Shipping request: the order waits for the buyer's approval.
    const first = await ship(vendor, order, [row('Navy', 'S', 5, 20), row('Navy', 'M', 3, 20), row('White', 'S', 2, 25)]);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ number: 1, status: 'InTransit', mode: 'Sea', carrier: 'Maersk Line', cartonTotal: 10 });
    expect(first.body.cartons.map((c: any) => [c.firstCarton, c.cartonCount])).toEqual([[1, 5], [6, 3], [9, 2]]);
    expect(first.body.lines).toEqual([
      { colour: 'Navy', size: 'S', shipped: 100, received: null, note: null },
      { colour: 'Navy', size: 'M', shipped: 60, received: null, note: null },
      { colour: 'White', size: 'S', shipped: 50, received: null, note: null },
    ]);
    expect(await statusOf(order)).toEqual({ status: 'Approval Needed', requested_status: 'Shipping' });

    // A split delivery: the second shipment adds up per cell, to the tolerance's edge and not past it.
    const second = await ship(vendor, order, [row('Navy', 'M', 3, 15), row('White', 'M', 2, 25)], { ...ASN, mode: 'Air', carrier: 'DHL', trackingNumber: 'AWB 176-1' });
    expect(second.status).toBe(201);
    const over = await ship(vendor, order, [row('Navy', 'M', 1, 1)]);
    expect(over.status).toBe(400);
    expect(over.body.message).toBe('Navy / M: 106 units shipped (105 units before this shipment) of 100 units ordered is over the 5% tolerance: at most 105 units');

    // The buyer's approval stays; receiving waits for it.
    expect((await receive(buyer, first.body.id)).status).toBe(409);
    const shipping = await buyer.get(`/api/orders/${order.id}/shipments`);
    expect(kinds(shipping.body.availableActions)).toEqual([]);
    expect(shipping.body.cells).toEqual([
      { colour: 'Navy', size: 'S', ordered: 100, most: 105, least: 95, shipped: 100, received: 0 },
      { colour: 'Navy', size: 'M', ordered: 100, most: 105, least: 95, shipped: 105, received: 0 },
      { colour: 'White', size: 'S', ordered: 50, most: 52, least: 48, shipped: 50, received: 0 },
      { colour: 'White', size: 'M', ordered: 50, most: 52, least: 48, shipped: 50, received: 0 },
    ]);
    expect((await buyer.put(`/api/orders/${order.id}/status`, { status: 'Shipping' })).status).toBe(200);

    // Cell by cell: a discrepancy needs a note; only the buyer receives; the count goes to stock.
    expect((await receive(vendor, first.body.id)).status).toBe(403);
    expect((await receive(mei, first.body.id)).status).toBe(404);
    const unnoted = await receive(buyer, first.body.id, [{ colour: 'Navy', size: 'M', received: 58 }]);
    expect({ status: unnoted.status, field: unnoted.body.field }).toEqual({ status: 400, field: 'lines[0].note' });
    expect((await receive(buyer, first.body.id, [{ colour: 'Navy', size: 'XL', received: 1 }])).body.field).toBe('lines[0]');
    expect((await receive(buyer, first.body.id, [{ colour: 'Navy', size: 'S', received: -1 }])).body.field).toBe('lines[0].received');
    const part = await receive(buyer, first.body.id, [{ colour: 'navy', size: 's', received: 100 }]);
    expect(part.status).toBe(200);
    expect(part.body.status).toBe('PartlyReceived');
    expect(await stockMoves(order.id)).toEqual([{ delta: 100, reason: `Received shipment 1 of order ${order.orderId}` }]);
    expect((await receive(buyer, first.body.id, [{ colour: 'Navy', size: 'S', received: 100 }])).body.message).toBe('Navy / S is already received');
    const rest = await receive(buyer, first.body.id, [
      { colour: 'Navy', size: 'M', received: 58, note: 'Two units soiled in a crushed carton' },
      { colour: 'White', size: 'S', received: 50 },
    ]);
    expect(rest.body.status).toBe('Received');
    expect(rest.body.lines[1]).toEqual({ colour: 'Navy', size: 'M', shipped: 60, received: 58, note: 'Two units soiled in a crushed carton' });
    expect((await receive(buyer, first.body.id)).status).toBe(409);
    // Shipment 2 is still on its way: the order is not delivered, and cannot be closed short yet.
    expect((await statusOf(order)).status).toBe('Shipping');
    expect((await buyer.post(`/api/orders/${order.id}/close-short`, { reason: 'Enough' })).status).toBe(409);

    // All of shipment 2 as shipped: everything shipped is received and every cell is within tolerance.
    const all = await receive(buyer, second.body.id);
    expect(all.body).toMatchObject({ status: 'Received', receivedBy: { id: ids.buyer } });
    expect((await statusOf(order)).status).toBe('Delivered');

    // Received quantities, not the ordered ones, went into stock; completing adds nothing more.
    const received = async () => (await stockMoves(order.id)).reduce((sum, move) => sum + move.delta, 0);
    expect(await received()).toBe(100 + 58 + 50 + 45 + 50);
    expect((await vendor.put(`/api/orders/${order.id}/status`, { status: 'Completed' })).status).toBe(200);
    expect((await buyer.put(`/api/orders/${order.id}/status`, { status: 'Completed' })).status).toBe(200);
    expect((await statusOf(order)).status).toBe('Completed');
    expect(await received()).toBe(303);

    // Timeline, notifications, webhook events and audit entries were written along the way.
    const steps = (await sql<{ step: string }>('select step from timeline_events where order_id = ? order by id', [order.id])).map((r) => r.step);
    expect(steps).toEqual(expect.arrayContaining(['Shipment 1 created', 'Shipment 2 created', 'Shipment 1 partly received', 'Shipment 1 received', 'Shipment 2 received', 'Delivered']));
    const notes = await sql<{ title: string }>("select title from notifications where user_id = ? and kind = 'shipment' and link = ?", [ids.buyer, `/orders/${order.orderId}#shipments`]);
    expect(notes.map((n) => n.title)).toEqual(expect.arrayContaining(['Shipment 1 on its way', 'Shipment 2 on its way']));
    const vendorNotes = await sql<{ title: string }>("select title from notifications where user_id = ? and kind = 'shipment' and link = ?", [ids.vendor, `/orders/${order.orderId}#shipments`]);
    expect(vendorNotes.map((n) => n.title)).toEqual(expect.arrayContaining(['Shipment 1 received with discrepancies', 'Shipment 2 received']));
    const audits = await sql<{ action: string }>("select action from audit_log where entity = 'order' and entity_id = ? and source = 'shipments'", [String(order.id)]);
    expect(audits.map((a) => a.action)).toEqual(expect.arrayContaining(['shipment.created', 'shipment.partly_received', 'shipment.received']));
  });

  it('lets the buyer close an order short with a reason, under its own tolerance', async () => {
    const order = await orderInQualityCheck({ quantity: 200 });
    expect((await buyer.put('/api/shipping-settings', { tolerancePercent: 80 })).body).toMatchObject({ field: 'tolerancePercent' });
    expect((await vendor.put('/api/shipping-settings', { tolerancePercent: 10 })).status).toBe(403);
    expect((await buyer.put('/api/shipping-settings', { tolerancePercent: 10 })).body).toEqual({ tolerancePercent: 10 });
    try {
      const plain = { ...row('', '', 1, 1), items: [{ quantity: 221 }] };
      expect((await ship(vendor, order, [plain])).body.message).toBe('All units: 221 units shipped of 200 units ordered is over the 10% tolerance: at most 220 units');
      const shipment = await ship(vendor, order, [{ ...plain, cartonCount: 10, items: [{ quantity: 15 }] }]);
      expect(shipment.status).toBe(201);
      expect((await buyer.put(`/api/orders/${order.id}/status`, { status: 'Shipping' })).status).toBe(200);
      await receive(buyer, shipment.body.id);
      // 150 of 200 is short of the least the tolerance accepts (180): the order stays in Shipping.
      expect((await statusOf(order)).status).toBe('Shipping');
      const view = await vendor.get(`/api/orders/${order.id}/shipments`);
      expect(view.body.availableActions).toEqual([{ kind: 'CreateShipment', label: 'Create shipment' }]);
      expect(kinds((await buyer.get(`/api/orders/${order.id}/shipments`)).body.availableActions)).toEqual(['CloseShort']);

      expect((await vendor.post(`/api/orders/${order.id}/close-short`, { reason: 'x' })).status).toBe(403);
      const noReason = await buyer.post(`/api/orders/${order.id}/close-short`, { reason: ' ' });
      expect({ status: noReason.status, field: noReason.body.field }).toEqual({ status: 400, field: 'reason' });
      const closed = await buyer.post(`/api/orders/${order.id}/close-short`, { reason: 'The season starts; the rest is not needed' });
      expect(closed.status).toBe(200);
      expect(closed.body.closedShortReason).toBe('The season starts; the rest is not needed');
      expect((await statusOf(order)).status).toBe('Delivered');
      expect((await ship(vendor, order, [plain])).status).toBe(409);
      expect(kinds((await buyer.get(`/api/orders/${order.id}/shipments`)).body.availableActions)).toEqual([]);
    } finally {
      await buyer.put('/api/shipping-settings', { tolerancePercent: 5 });
    }
  });

  it('imports a packing list from CSV and exports it, and shows it all over GraphQL', async () => {
    const order = await orderInQualityCheck({ breakdown: GRID });
    const csv = [
      'Row;Cartons;Colour;Size;Units per carton;Gross kg;Net kg;Length cm;Width cm;Height cm',
      '1;5;Navy;S;10;12;11;60;40;30',
      '1;5;Navy;M;10;12;11;60;40;30',
      '2;2;white;s;25;13,5;12;60;40;30',
    ].join('\n');
    const decimalComma = await vendor.post(`/api/orders/${order.id}/packing-list/import`, { csv });
    expect({ status: decimalComma.status, field: decimalComma.body.field }).toEqual({ status: 400, field: 'csv' });
    expect(decimalComma.body.message).toMatch(/Packing list row 2: the gross weight must be a number/);
    const imported = await vendor.post(`/api/orders/${order.id}/packing-list/import`, { csv: csv.replace('13,5', '13.5') });
    expect(imported.status).toBe(200);
    expect(imported.body.cartons).toEqual([
      { cartonCount: 5, grossWeightKg: 12, netWeightKg: 11, lengthCm: 60, widthCm: 40, heightCm: 30, items: [{ colour: 'Navy', size: 'S', quantity: 10 }, { colour: 'Navy', size: 'M', quantity: 10 }] },
      { cartonCount: 2, grossWeightKg: 13.5, netWeightKg: 12, lengthCm: 60, widthCm: 40, heightCm: 30, items: [{ colour: 'White', size: 'S', quantity: 25 }] },
    ]);
    expect((await buyer.post(`/api/orders/${order.id}/packing-list/import`, { csv })).status).toBe(403);
    expect((await vendor.post(`/api/orders/${order.id}/packing-list/import`, { csv: 'Row,Cartons\n1,2' })).status).toBe(400);

    const shipment = await ship(vendor, order, imported.body.cartons);
    expect(shipment.status).toBe(201);
    const exported = await buyer.get(`/api/shipments/${shipment.body.id}/packing-list.csv`);
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(exported.text).toBe(
      'Row,Cartons,Colour,Size,Units per carton,Gross kg,Net kg,Length cm,Width cm,Height cm\r\n' +
        '1,5,Navy,S,10,12,11,60,40,30\r\n1,5,Navy,M,10,12,11,60,40,30\r\n2,2,White,S,25,13.5,12,60,40,30\r\n',
    );
    expect((await mei.get(`/api/shipments/${shipment.body.id}/packing-list.csv`)).status).toBe(404);
    expect((await carla.get(`/api/shipments/${shipment.body.id}`)).status).toBe(404);
    // What was exported imports again (here over the tolerance: 50 more White S would be 100 of 50).
    const again = await vendor.post(`/api/orders/${order.id}/packing-list/import`, { csv: exported.text });
    expect(again.body.message).toBe('White / S: 100 units shipped (50 units before this shipment) of 50 units ordered is over the 5% tolerance: at most 52 units');

    const { data, errors } = await buyer.gql(
      `query($code: ID!) { order(idOrCode: $code) { status shipping { tolerancePercent closedShortReason
        cells { colour size ordered shipped received } availableActions { kind }
        shipments { number status mode carrier trackingNumber etd eta cartonTotal createdBy { username }
          cartons { position firstCarton cartonCount grossWeightKg items { colour size quantity } }
          lines { colour size shipped received } availableActions { kind label } } } } }`,
      { code: order.orderId },
    );
    expect(errors).toBeUndefined();
    expect(data.order.status).toBe('ApprovalNeeded');
    expect(data.order.shipping).toMatchObject({ tolerancePercent: 5, closedShortReason: null, availableActions: [] });
    expect(data.order.shipping.cells[0]).toEqual({ colour: 'Navy', size: 'S', ordered: 100, shipped: 50, received: 0 });
    expect(data.order.shipping.shipments[0]).toMatchObject({
      number: 1,
      status: 'InTransit',
      cartonTotal: 7,
      createdBy: { username: 'vendor' },
      cartons: [
        { position: 1, firstCarton: 1, cartonCount: 5, grossWeightKg: 12, items: [{ colour: 'Navy', size: 'S', quantity: 10 }, { colour: 'Navy', size: 'M', quantity: 10 }] },
        { position: 2, firstCarton: 6, cartonCount: 2, grossWeightKg: 13.5, items: [{ colour: 'White', size: 'S', quantity: 25 }] },
      ],
      lines: [{ colour: 'Navy', size: 'S', shipped: 50, received: null }, { colour: 'Navy', size: 'M', shipped: 50, received: null }, { colour: 'White', size: 'S', shipped: 50, received: null }],
      availableActions: [],
    });
    // One shipment with its order, for the carton labels; a stranger gets not found.
    const labels = await vendor.gql(
      'query($id: Int!) { shipment(id: $id) { number cartonTotal order { orderCode buyer { company } vendor { company } product { sku } } } }',
      { id: shipment.body.id },
    );
    expect(labels.errors).toBeUndefined();
    expect(labels.data.shipment).toMatchObject({ number: 1, cartonTotal: 7, order: { orderCode: order.orderId, buyer: { company: 'Northwind Apparel' }, product: { sku: 'DK-TS-001' } } });
    expect((await mei.gql('query($id: Int!) { shipment(id: $id) { number } }', { id: shipment.body.id })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    // Over GraphQL the buyer approves and receives; a bad count is a 400-coded error naming the field.
    expect((await buyer.put(`/api/orders/${order.id}/status`, { status: 'Shipping' })).status).toBe(200);
    const id = shipment.body.id;
    const badCount = await buyer.gql('mutation($id: Int!) { receiveShipment(shipmentId: $id, input: { lines: [{ colour: "Navy", size: "S", received: 40 }] }) { status } }', { id });
    expect(badCount.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'lines[0].note' });
    const got = await buyer.gql('mutation($id: Int!) { receiveShipment(shipmentId: $id) { status lines { received } availableActions { kind } } }', { id });
    expect(got.data.receiveShipment).toEqual({ status: 'Received', lines: [{ received: 50 }, { received: 50 }, { received: 50 }], availableActions: [] });
  });

  it('shows the seeded shipments in each state', async () => {
    const rows = await sql<{ order_code: string; number: number; status: string }>(
      'select o.order_code, s.number, s.status from shipments s join orders o on o.id = s.order_id where o.created_at < now() - interval \'1 day\' order by o.order_code, s.number',
    );
    expect(rows.map((r) => r.status).sort()).toEqual(['InTransit', 'PartlyReceived', 'Received', 'Received']);
    const discrepancies = await sql("select count(*) as n from shipment_lines where received is not null and received <> shipped and note is not null");
    expect(Number(discrepancies[0].n)).toBeGreaterThan(0);
    // The delivered polos shipped 840 of 900 (beyond the 5% tolerance) and the buyer closed them short.
    const [short] = await sql("select o.order_code, o.status, o.quantity, c.reason, (select sum(l.received) from shipment_lines l where l.order_id = o.id) as received from order_short_closures c join orders o on o.id = c.order_id where o.created_at < now() - interval '1 day'");
    expect([short.status, short.quantity, Number(short.received)]).toEqual(['Delivered', 900, 840]);
    const shipping = await buyer.get(`/api/orders/${short.order_code}/shipments`);
    expect(shipping.body).toMatchObject({ closedShortReason: short.reason, availableActions: [] });
    expect(shipping.body.closedShortReason).toMatch(/balance is cancelled/);
  });
});
