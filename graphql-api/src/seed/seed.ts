import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Orm } from '../db/orm';
import { migrate } from '../db/orm';
import { hashPassword } from '../modules/auth';
import { Connection, ConnectionStatus } from '../modules/connections';
import { Attachment, fileTypeOf } from '../modules/files';
import { InventoryItem, InventoryMove } from '../modules/inventory';
import { Message, MessageType } from '../modules/messages';
import { Notification } from '../modules/notifications';
import { AckStatus, Order, OrderStatus, STATUS_PATH, TimelineEvent, TimelineEventStatus } from '../modules/orders';
import {
  DEFAULT_STEPS,
  DEFAULT_TEMPLATE_NAME,
  MilestoneTemplate,
  OrderMilestone,
  OrderRevision,
  planDates,
  RevisionStatus,
} from '../modules/planning';
import { Product } from '../modules/products';
import { Sample, SampleAttempt, SampleDecision, SampleStatus, SampleType } from '../modules/samples';
import { DEMO_CHARTS, Specification, SpecificationVersion, SpecPointOfMeasure, SpecSection } from '../modules/specifications';
import { deriveInitials, Role, User } from '../modules/users';
import { swatchPng } from '../common/swatch';
import { ALL_GATES } from '../modules/policy';
import { seedInspections, seedMeasuredInspection } from '../modules/inspections';
import { seedShipments } from '../modules/shipments';

/** The demo's gates: all but the final inspection, which two seeded orders show (inspection.seed.ts). */
const DEMO_GATES = { ...ALL_GATES, requireFinalInspection: false };
import { day, units } from '../common/words';

/** The Login page's demo buttons use the first two; the README lists all three. */
export const DEMO_ACCOUNTS = [
  { role: 'buyer', username: 'buyer', password: 'buyer123' },
  { role: 'vendor', username: 'vendor', password: 'vendor123' },
  { role: 'admin', username: 'admin', password: 'admin123' },
] as const;

const USERS = [
  { username: 'admin', name: 'Alex Morgan', email: 'admin@portal.example', role: Role.admin, company: 'Portal Operations', password: 'admin123' },
  { username: 'buyer', name: 'Bella Hart', email: 'bella@northwind-apparel.example', role: Role.buyer, company: 'Northwind Apparel', password: 'buyer123' },
  { username: 'ben.brooks', name: 'Ben Brooks', email: 'ben@urbanthreads.example', role: Role.buyer, company: 'Urban Threads Co.', password: 'buyer123' },
  { username: 'carla.chen', name: 'Carla Chen', email: 'carla@summit-outfitters.example', role: Role.buyer, company: 'Summit Outfitters', password: 'buyer123' },
  // Bella's colleague at Northwind Apparel, the buyer's QA inspector (invited to inspect the relaxed jeans).
  { username: 'quinn.ortiz', name: 'Quinn Ortiz', email: 'quinn@northwind-apparel.example', role: Role.buyer, company: 'Northwind Apparel', password: 'buyer123' },
  { username: 'vendor', name: 'Victor Rahman', email: 'victor@dhaka-knitwear.example', role: Role.vendor, company: 'Dhaka Knitwear Ltd.', password: 'vendor123' },
  { username: 'mei.lin', name: 'Mei Lin', email: 'mei@gz-denim.example', role: Role.vendor, company: 'Guangzhou Denim Works', password: 'vendor123' },
  { username: 'rahul.patel', name: 'Rahul Patel', email: 'rahul@tiruppur-mills.example', role: Role.vendor, company: 'Tiruppur Cotton Mills', password: 'vendor123' },
  { username: 'ana.souza', name: 'Ana Souza', email: 'ana@porto-textiles.example', role: Role.vendor, company: 'Porto Textiles', password: 'vendor123' },
];

const PRODUCTS: Record<string, [name: string, sku: string, category: string, price: number, stock: number, description: string][]> = {
  vendor: [
    ['Classic Crew Neck Tee', 'DK-TS-001', 't-shirts', 4.8, 1200, '180 gsm combed cotton jersey, side-seamed.'],
    ['Heavyweight Pocket Tee', 'DK-TS-002', 't-shirts', 6.2, 40, '240 gsm cotton with a chest pocket.'],
    ['Fleece Pullover Hoodie', 'DK-HD-001', 'hoodies', 14.5, 300, '320 gsm brushed fleece, kangaroo pocket.'],
    ['Pique Polo Shirt', 'DK-PL-001', 'polos', 8.9, 0, 'Cotton pique with a two-button placket.'],
  ],
  'mei.lin': [
    ['Slim Fit Selvedge Jeans', 'GZ-JN-001', 'jeans', 18.5, 600, '13.5 oz selvedge denim, slim tapered leg.'],
    ['Relaxed Straight Jeans', 'GZ-JN-002', 'jeans', 16.0, 25, '12 oz comfort-stretch denim.'],
    ['Zip-Up Denim Hoodie', 'GZ-HD-001', 'hoodies', 21.0, 120, 'Lightweight denim with a jersey-lined hood.'],
  ],
  'rahul.patel': [
    ['Organic Cotton V-Neck', 'TC-TS-001', 't-shirts', 5.1, 2000, 'GOTS organic cotton, 160 gsm.'],
    ['Performance Polo', 'TC-PL-001', 'polos', 9.7, 80, 'Moisture-wicking polyester pique.'],
  ],
  'ana.souza': [
    ['Merino Blend Polo', 'PT-PL-001', 'polos', 19.9, 150, 'Merino and cotton blend, knitted collar.'],
    ['French Terry Hoodie', 'PT-HD-001', 'hoodies', 17.4, 0, 'Loopback French terry, garment dyed.'],
  ],
};

const DAY = 86_400_000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** Writes the demo into an empty database; does nothing when any user exists. */
export async function seedIfEmpty(orm: Orm): Promise<boolean> {
  const em = orm.em.fork();
  if ((await em.count(User, {})) > 0) return false;
  await em.transactional((tx) => seedDemo(tx));
  return true;
}

/** Drops everything, migrates and seeds again (`npm run seed -- --reset`). */
export async function resetAndSeed(orm: Orm): Promise<void> {
  await orm.getSchemaGenerator().dropSchema({ dropMigrationsTable: true });
  await migrate(orm);
  await seedIfEmpty(orm);
}

export async function seedDemo(em: EntityManager): Promise<void> {
  const users = new Map<string, User>();
  const hashes = new Map<string, string>();
  for (const spec of USERS) {
    hashes.set(spec.password, hashes.get(spec.password) ?? (await hashPassword(spec.password)));
    const user = em.create(User, {
      username: spec.username,
      name: spec.name,
      email: spec.email,
      role: spec.role,
      company: spec.company,
      avatarInitials: deriveInitials(spec.name),
      passwordHash: hashes.get(spec.password)!,
      active: true,
      failedLogins: 0,
      // The demo buyers show the gates an ordering policy adds (DECISIONS.md 3); new buyers start without.
      orderingPolicy: spec.role === Role.buyer ? { ...DEMO_GATES } : {},
      createdAt: daysFromNow(-120),
      updatedAt: daysFromNow(-120),
    });
    users.set(spec.username, user);
  }
  const u = (name: string) => users.get(name)!;
  const admin = u('admin');

  const connections: [string, string, ConnectionStatus][] = [
    ['buyer', 'vendor', ConnectionStatus.approved],
    ['buyer', 'mei.lin', ConnectionStatus.approved],
    ['buyer', 'rahul.patel', ConnectionStatus.pending],
    ['buyer', 'ana.souza', ConnectionStatus.blocked],
    ['ben.brooks', 'vendor', ConnectionStatus.approved],
    ['ben.brooks', 'rahul.patel', ConnectionStatus.approved],
    ['carla.chen', 'mei.lin', ConnectionStatus.approved],
    ['carla.chen', 'ana.souza', ConnectionStatus.pending],
  ];
  for (const [buyer, vendor, status] of connections) {
    em.create(Connection, {
      buyer: u(buyer),
      vendor: u(vendor),
      status,
      requestedBy: status === ConnectionStatus.pending ? u(buyer) : admin,
      createdAt: daysFromNow(-100),
      updatedAt: daysFromNow(-100),
    });
  }

  const products = new Map<string, Product>();
  for (const [vendor, rows] of Object.entries(PRODUCTS)) {
    for (const [name, sku, category, price, stock, description] of rows) {
      products.set(
        sku,
        em.create(Product, {
          vendor: u(vendor),
          name,
          sku,
          category,
          price,
          stockQuantity: stock,
          inStock: stock > 0,
          description,
          createdAt: daysFromNow(-90),
          updatedAt: daysFromNow(-90),
        }),
      );
    }
  }
  const p = (sku: string) => products.get(sku)!;

  // One order in every status, plus a few more, spread over the last months.
  const orderSpecs: [buyer: string, sku: string, qty: number, status: OrderStatus, createdDaysAgo: number, dueInDays: number][] = [
    ['buyer', 'DK-TS-001', 5000, OrderStatus.Planning, 2, 60],
    ['buyer', 'GZ-JN-001', 1200, OrderStatus.SourcingMaterials, 10, 50],
    ['buyer', 'DK-HD-001', 800, OrderStatus.InProduction, 25, 30],
    ['buyer', 'GZ-JN-002', 1500, OrderStatus.QualityCheck, 40, 12],
    ['buyer', 'DK-TS-002', 2500, OrderStatus.ApprovalNeeded, 45, 10],
    ['buyer', 'GZ-HD-001', 600, OrderStatus.Shipping, 55, 5],
    ['buyer', 'DK-PL-001', 900, OrderStatus.Delivered, 70, -3],
    ['buyer', 'DK-TS-001', 3000, OrderStatus.Completed, 95, -30],
    ['buyer', 'GZ-JN-001', 700, OrderStatus.Completed, 80, -20],
    ['buyer', 'DK-HD-001', 400, OrderStatus.Cancelled, 60, 20],
    ['buyer', 'GZ-JN-002', 1000, OrderStatus.Delayed, 50, -2],
    ['ben.brooks', 'DK-TS-001', 2000, OrderStatus.InProduction, 20, 25],
    ['ben.brooks', 'TC-TS-001', 3500, OrderStatus.Planning, 5, 70],
    ['ben.brooks', 'TC-PL-001', 1200, OrderStatus.Completed, 85, -15],
    ['carla.chen', 'GZ-JN-001', 900, OrderStatus.ApprovalNeeded, 35, 15],
  ];
  em.create(MilestoneTemplate, { name: DEFAULT_TEMPLATE_NAME, isDefault: true, steps: DEFAULT_STEPS, createdAt: daysFromNow(-120), updatedAt: daysFromNow(-120) });
  em.create(MilestoneTemplate, { name: 'Quick repeat (no samples)', isDefault: false, steps: DEFAULT_STEPS.filter((step) => !/sample|dip/i.test(step.name)), createdAt: daysFromNow(-100), updatedAt: daysFromNow(-100) });
  const year = new Date().getUTCFullYear();
  const orders: Order[] = [];
  // Vendor scorecards: two delivered orders were placed with an earlier due date that the buyer
  // moved when it accepted the vendor's proposal (days earlier than the agreed one).
  const movedDue: Record<number, number> = { 6: 14, 7: 7 };
  orderSpecs.forEach(([buyer, sku, quantity, status, createdDaysAgo, dueInDays], index) => {
    const product = p(sku);
    const createdAt = daysFromNow(-createdDaysAgo);
    const approval = status === OrderStatus.ApprovalNeeded;
    const dueDate = isoDate(daysFromNow(dueInDays));
    const originalDueDate = isoDate(daysFromNow(dueInDays - (movedDue[index] ?? 0)));
    // Each vendor answered within hours to a few days of the order (Ben's newest not yet).
    const acknowledgedAt = index === 12 ? null : new Date(createdAt.getTime() + (3 + ((index * 17) % 60)) * 3_600_000);
    const order = em.create(Order, {
      orderCode: `ORD-${year}-${String(1001 + index * 379).padStart(4, '0')}`,
      buyer: u(buyer),
      vendor: product.vendor,
      product,
      quantity,
      status,
      requestedStatus: approval ? OrderStatus.Shipping : null,
      previousStatus: approval ? OrderStatus.QualityCheck : null,
      dueDate,
      originalDueDate,
      acknowledgedAt,
      notes: index % 3 === 0 ? 'Pack 20 units per carton; barcode labels on every polybag.' : null,
      // Ben's newest order still waits for the vendor's acknowledgement.
      ackStatus: index === 12 ? AckStatus.Pending : AckStatus.Accepted,
      storedPolicy: { ...DEMO_GATES },
      delayReason: status === OrderStatus.Delayed ? 'Sewing line down for two weeks after a machine breakdown.' : null,
      createdAt,
      updatedAt: createdAt,
      completedAt: status === OrderStatus.Completed ? daysFromNow(dueInDays - (index % 2 === 0 ? 2 : -1)) : null,
      version: 1,
    });
    orders.push(order);
    if (movedDue[index]) {
      const terms = (due: string) => ({ dueDate: due, quantity, sizeBreakdown: null });
      em.create(OrderRevision, {
        order,
        before: terms(originalDueDate),
        proposed: terms(dueDate),
        reason: 'The mill delivers the fabric a week late.',
        status: RevisionStatus.Accepted,
        proposedBy: product.vendor,
        decidedBy: order.buyer,
        createdAt: acknowledgedAt!,
        decidedAt: new Date(acknowledgedAt!.getTime() + 5 * 3_600_000),
      });
    }
    seedTimeline(em, order, createdAt);
    seedMilestones(em, order, createdAt);
  });
  seedSamples(em, orders);
  seedInspections(em, { failed: orders[3], reinspected: orders[5], waived: orders[7], inline: orders[2] }, u('quinn.ortiz'));
  seedShipments(em, orders[4], orders[5], orders[6]);

  const messages: [from: string, to: string, type: MessageType, text: string, hoursAgo: number, read: boolean, order?: number][] = [
    ['buyer', 'vendor', MessageType.OrderUpdate, 'Can you confirm the fabric booking for the crew neck order?', 72, true, 0],
    ['vendor', 'buyer', MessageType.OrderUpdate, 'Fabric is booked; lab dips go out on Monday.', 70, true, 0],
    ['vendor', 'buyer', MessageType.ApprovalRequired, 'The pocket tees passed inspection. Please approve shipping.', 20, false, 4],
    ['mei.lin', 'buyer', MessageType.Urgent, 'Wash test on the relaxed jeans failed shrinkage; we are re-washing the lot.', 6, false, 3],
    ['buyer', 'mei.lin', MessageType.MeetingRequest, 'Could we have a video call on Thursday about the selvedge fit?', 30, true, 1],
    ['mei.lin', 'buyer', MessageType.General, 'Thursday 10:00 your time works for us.', 28, false],
    ['ben.brooks', 'vendor', MessageType.General, 'Please send the updated price list for Q3.', 48, false],
    ['vendor', 'ben.brooks', MessageType.OrderUpdate, 'Your tees are on the sewing line, 40% done.', 12, false, 11],
    ['admin', 'vendor', MessageType.General, 'Welcome to the portal. Keep your catalogue up to date so buyers can order.', 200, true],
  ];
  for (const [from, to, messageType, content, hoursAgo, isRead, orderIndex] of messages) {
    em.create(Message, {
      sender: u(from),
      receiver: u(to),
      messageType,
      content,
      isRead,
      relatedOrder: orderIndex === undefined ? null : orders[orderIndex],
      createdAt: new Date(Date.now() - hoursAgo * 3_600_000),
    });
  }

  em.create(Notification, { user: u('buyer'), kind: 'approval_requested', title: 'Approval required', body: `Victor Rahman asks to move it to Shipping (${orders[4].orderCode}, now Quality Check).`, link: `/orders/${orders[4].orderCode}`, isRead: false, createdAt: daysFromNow(-1) });
  em.create(Notification, { user: u('buyer'), kind: 'message', title: 'New message from Mei Lin', body: 'Wash test on the relaxed jeans failed shrinkage...', link: '/buyer/messages', isRead: false, createdAt: daysFromNow(-0.25) });
  em.create(Notification, { user: u('vendor'), kind: 'order_status', title: 'New order', body: `Northwind Apparel ordered ${units(5000)} of Classic Crew Neck Tee (${orders[0].orderCode}), due ${day(orders[0].dueDate)}.`, link: `/orders/${orders[0].orderCode}`, isRead: false, createdAt: daysFromNow(-2) });

  const specs: [sku: string, by: string, title: string, category: string, sections: [string, string][], files: [string, string][]][] = [
    ['DK-TS-001', 'vendor', 'Crew Neck Tee Tech Pack', 'Tech Pack', [['Fabric', '180 gsm combed cotton jersey, **pre-shrunk**.'], ['Construction', '- Side seams\n- 1x1 rib collar, 2 cm\n- Twin-needle hems'], ['Measurements', 'See the size chart attached.']], [['size-chart.csv', 'Size,Chest (cm),Length (cm)\nS,96,70\nM,102,72\nL,108,74\nXL,114,76\n'], ['care-label.txt', 'Machine wash 30°C. Do not tumble dry. Iron on low heat.\n']]],
    ['GZ-JN-001', 'mei.lin', 'Selvedge Jeans Wash Standard', 'Quality', [['Wash', 'Rinse wash, 0.5% enzyme, max shrinkage 3%.'], ['Trims', 'Copper rivets, YKK zip #5.']], [['wash-standard.txt', 'Shrinkage limits: length 3%, width 2%.\nColour fastness: grade 4 minimum.\n']]],
    ['DK-HD-001', 'buyer', 'Hoodie Branding Guide', 'Branding', [['Embroidery', 'Left chest logo, 7 cm wide, thread Madeira 1800.'], ['Labels', 'Woven neck label, printed care label in the side seam.']], []],
  ];
  const specsBySku = new Map<string, Specification>();
  for (const [sku, by, title, category, sections, files] of specs) {
    const spec = em.create(Specification, {
      product: p(sku),
      title,
      details: sections.map(([t, c]) => `${t}: ${c}`).join('\n'),
      description: `${title} for ${p(sku).name}.`,
      category,
      createdBy: u(by),
      createdAt: daysFromNow(-30),
      updatedAt: daysFromNow(-3),
      version: 2,
    });
    sections.forEach(([sectionTitle, content], position) => em.create(SpecSection, { specification: spec, position, title: sectionTitle, content }));
    // Points of measure: the tee's chart in cm, the jeans' in inches.
    const chart = DEMO_CHARTS[sku];
    if (chart) {
      spec.measurementSizes = chart.sizes;
      chart.points.forEach((point, position) => em.create(SpecPointOfMeasure, { specification: spec, position, ...point }));
    }
    specsBySku.set(sku, spec);
    em.create(SpecificationVersion, {
      specification: spec,
      version: 1,
      snapshot: { title, details: 'First draft', description: null, category, sections: [] },
      editedBy: u(by),
      createdAt: daysFromNow(-30),
    });
    for (const [fileName, text] of files) {
      const content = Buffer.from(text, 'utf8');
      em.create(Attachment, {
        specification: spec,
        fileName,
        fileType: fileTypeOf(fileName),
        mimeType: fileName.endsWith('.csv') ? 'text/csv' : 'text/plain',
        sizeBytes: content.length,
        sha256: createHash('sha256').update(content).digest('hex'),
        content,
        description: `${fileName.replace(/\..*$/, '').replace(/-/g, ' ')}`,
        uploadedBy: u(by),
        uploadedAt: daysFromNow(-10),
      });
    }
  }

  // Ben's crew neck tees in production: the vendor's QC measured five pieces inline against the tech pack.
  seedMeasuredInspection(em, orders[11], specsBySku.get('DK-TS-001')!, DEMO_CHARTS['DK-TS-001']);

  const inventory: [sku: string, onHand: number, reorderPoint: number][] = [
    ['DK-TS-001', 3000, 500],
    ['GZ-JN-001', 60, 100],
    ['DK-HD-001', 0, 100],
    ['GZ-JN-002', 450, 100],
  ];
  for (const [sku, onHand, reorderPoint] of inventory) {
    const item = em.create(InventoryItem, { buyer: u('buyer'), product: p(sku), onHand, reorderPoint, createdAt: daysFromNow(-60), updatedAt: daysFromNow(-5) });
    em.create(InventoryMove, { item, delta: onHand, reason: 'Opening stock count', createdBy: u('buyer'), createdAt: daysFromNow(-60) });
  }
}

type SeedAttempt = { comment: string; colour: string; decision?: SampleDecision; review?: string };

/** A sample round of an order with its attempts (each with a photo), days after the order was placed. */
function seedSample(em: EntityManager, order: Order, type: SampleType, day: number, attempts: SeedAttempt[], note: string | null = null) {
  const at = (days: number) => new Date(order.createdAt.getTime() + Math.min(days * DAY, Date.now() - order.createdAt.getTime() - 60_000));
  const last = attempts[attempts.length - 1];
  const status = !last ? SampleStatus.Requested : last.decision === SampleDecision.Approved ? SampleStatus.Approved : last.decision ? SampleStatus.Rejected : SampleStatus.Submitted;
  const sample = em.create(Sample, { order, type, status, note, requestedBy: order.buyer, createdAt: at(day), updatedAt: at(day + attempts.length * 3) });
  attempts.forEach((attempt, i) => {
    const submittedAt = at(day + 2 + i * 3);
    const row = em.create(SampleAttempt, {
      sample,
      number: i + 1,
      comment: attempt.comment,
      submittedBy: order.vendor,
      submittedAt,
      decision: attempt.decision ?? null,
      reviewComment: attempt.review ?? null,
      reviewedBy: attempt.decision ? order.buyer : null,
      reviewedAt: attempt.decision ? at(day + 3 + i * 3) : null,
    });
    const content = swatchPng(attempt.colour);
    em.create(Attachment, {
      order,
      samplePhoto: true,
      sampleAttempt: row,
      fileName: `${type.toLowerCase()}-sample-${i + 1}.png`,
      fileType: 'image',
      mimeType: 'image/png',
      sizeBytes: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
      content,
      uploadedBy: order.vendor,
      uploadedAt: submittedAt,
    });
  });
}

/**
 * The demo's sample rounds: every order that has reached production has its PP sample approved
 * (one waived by its buyer), so the pre-production gate holds; earlier orders show rounds in
 * progress (a requested fit sample, a rejected and resubmitted one waiting for review).
 */
function seedSamples(em: EntityManager, orders: Order[]) {
  const approved = (comment: string, colour: string): SeedAttempt => ({ comment, colour, decision: SampleDecision.Approved, review: 'Approved for bulk.' });
  seedSample(em, orders[0], SampleType.Fit, 1, [], 'Size M in Navy; please check the sleeve length.');
  seedSample(em, orders[1], SampleType.Fit, 2, [
    { comment: 'First fit in 13.5 oz selvedge.', colour: '2b4a6f', decision: SampleDecision.Rejected, review: 'Rise is 2 cm too low; please raise it.' },
    { comment: 'Rise raised by 2 cm.', colour: '2b4a6f' },
  ]);
  for (const order of orders) {
    const reached = STATUS_PATH.indexOf(order.status) >= STATUS_PATH.indexOf(OrderStatus.InProduction) || order.status === OrderStatus.Delayed;
    if (!reached) continue;
    if (order === orders[11]) {
      em.create(Sample, {
        order,
        type: SampleType.PreProduction,
        status: SampleStatus.Waived,
        requestedBy: order.buyer,
        waiverReason: 'Repeat style, approved on the last order.',
        waivedBy: order.buyer,
        waivedAt: order.createdAt,
        createdAt: order.createdAt,
        updatedAt: order.createdAt,
      });
      continue;
    }
    seedSample(em, order, SampleType.Fit, 1, [approved('Fit sample in the bulk fabric.', 'c9b79c')]);
    seedSample(em, order, SampleType.PreProduction, 4, [approved('PP sample with the production trims and labels.', '1f3a5f')]);
  }
  seedSample(em, orders[5], SampleType.TopOfProduction, 9, [approved('First pieces off the line.', '1f3a5f')]);
}

/** How many of the default plan's milestones are done by the time an order reaches a status. */
const MILESTONES_DONE: Record<OrderStatus, number> = {
  [OrderStatus.Planning]: 0,
  [OrderStatus.SourcingMaterials]: 1,
  [OrderStatus.InProduction]: 4,
  [OrderStatus.QualityCheck]: 7,
  [OrderStatus.ApprovalNeeded]: 8,
  [OrderStatus.Shipping]: 9,
  [OrderStatus.Delivered]: 9,
  [OrderStatus.Completed]: 9,
  [OrderStatus.Cancelled]: 1,
  [OrderStatus.Delayed]: 5,
};

/**
 * The default plan counted back from the due date from the day the order was placed; the steps its
 * status has passed are done (on the planned day, owner side). Open orders whose plan has moved on
 * without them are late: the first housekeeping run tells both sides.
 */
function seedMilestones(em: EntityManager, order: Order, createdAt: Date) {
  const done = MILESTONES_DONE[order.status];
  const today = isoDate(new Date());
  for (const step of planDates(DEFAULT_STEPS, order.dueDate, isoDate(createdAt)).steps) {
    const isDone = step.position < done;
    em.create(OrderMilestone, {
      order,
      position: step.position,
      name: step.name,
      owner: step.owner,
      plannedDate: step.plannedDate,
      actualDate: isDone ? (step.plannedDate < today ? step.plannedDate : today) : null,
      doneBy: isDone ? (step.owner === 'buyer' ? order.buyer : order.vendor) : null,
    });
  }
}

/** The path steps up to the order's status: done ones Completed, the current one Pending. */
function seedTimeline(em: EntityManager, order: Order, createdAt: Date) {
  const reached = STATUS_PATH.indexOf(order.status);
  const steps = reached >= 0 ? STATUS_PATH.slice(0, reached + 1) : [OrderStatus.Planning, order.status];
  // A completed order's last step is its completion; an open one's current step is recent.
  const end = order.completedAt?.getTime() ?? Date.now();
  const span = Math.max(1, end - createdAt.getTime());
  const parts = order.completedAt ? steps.length - 1 : steps.length;
  steps.forEach((step, i) => {
    const current = i === steps.length - 1 && order.status !== OrderStatus.Completed;
    em.create(TimelineEvent, {
      order,
      step,
      status: current ? TimelineEventStatus.Pending : TimelineEventStatus.Completed,
      notes: i === 0 ? 'Order placed' : `Moved to ${step}`,
      fromStatus: i === 0 ? null : steps[i - 1],
      toStatus: step,
      requiresAction: current && (step === OrderStatus.ApprovalNeeded || step === OrderStatus.QualityCheck),
      createdBy: i === 0 ? order.buyer : order.vendor,
      createdAt: new Date(createdAt.getTime() + (span * i) / parts),
    });
  });
}
