import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { swatchPng } from '../../common/swatch';
import { Attachment } from '../files';
import type { Order } from '../orders';
import type { MeasurementChartData, Specification } from '../specifications';
import { InspectionLevel } from './aql';
import {
  CorrectiveAction,
  CorrectiveActionStatus,
  DefectClass,
  Inspection,
  InspectionDefect,
  InspectionKind,
  InspectionStatus,
  InspectionPiece,
  InspectorSide,
  OrderInspector,
} from './inspection.entity';
import type { User } from '../users';
import { checkPiece } from './inspection.measurements';

const DAY = 86_400_000;

type SeedDefect = [DefectClass, string, number, colour?: string];

function seedInspection(
  em: EntityManager,
  order: Order,
  side: InspectorSide,
  status: InspectionStatus,
  daysAgo: number,
  defects: SeedDefect[],
): Inspection {
  const at = new Date(Date.now() - daysAgo * DAY);
  const inspector = side === InspectorSide.Vendor ? order.vendor : order.buyer;
  const inspection = em.create(Inspection, {
    order,
    kind: InspectionKind.Final,
    inspectorSide: side,
    attempt: 1,
    status,
    lotSize: order.quantity,
    level: InspectionLevel.II,
    aqlCritical: 0,
    aqlMajor: 2.5,
    aqlMinor: 4,
    createdBy: inspector,
    createdAt: at,
    completedAt: new Date(at.getTime() + 3 * 3_600_000),
    completedBy: inspector,
  });
  defects.forEach(([defectClass, defectType, quantity, colour], i) => {
    const defect = em.create(InspectionDefect, { inspection, defectClass, defectType, quantity, recordedBy: inspector, createdAt: at });
    if (!colour) return;
    const content = swatchPng(colour);
    em.create(Attachment, {
      order,
      inspectionDefect: defect,
      fileName: `defect-${i + 1}.png`,
      fileType: 'image',
      mimeType: 'image/png',
      sizeBytes: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
      content,
      uploadedBy: inspector,
      uploadedAt: at,
    });
  });
  return inspection;
}

/**
 * The demo's inspections: the relaxed jeans in Quality Check failed their final inspection by the
 * vendor's QC (lot 1,500: K, 125 pieces; 9 major defects against 7 accepted) and wait for the
 * corrective action; the hoodies in Shipping failed theirs first (lot 600: J, 80 pieces; 6 major
 * against 5 accepted), the vendor completed the corrective action and the buyer's re-inspection
 * passed before the first shipment left; the completed tees went without one, waived by the buyer
 * with a reason. Those orders were placed under the final-inspection gate; the hoodies in
 * production have an inline inspection in progress. The buyer invited `inspector`, a colleague of
 * its company, to inspect the jeans (the re-inspection, once the corrective action is done).
 */
export function seedInspections(
  em: EntityManager,
  orders: { failed: Order; reinspected: Order; waived: Order; inline: Order },
  inspector: User,
) {
  const { failed: failedOrder, reinspected, waived, inline: inlineOrder } = orders;
  em.create(OrderInspector, { order: failedOrder, user: inspector, invitedBy: failedOrder.buyer, createdAt: new Date(Date.now() - DAY) });
  for (const order of [failedOrder, reinspected, waived]) order.storedPolicy = { ...order.storedPolicy, requireFinalInspection: true };
  const failed = seedInspection(em, failedOrder, InspectorSide.Vendor, InspectionStatus.Failed, 2, [
    [DefectClass.Major, 'Shade variation', 6, '3b5b82'],
    [DefectClass.Major, 'Broken stitch', 3, '2b4a6f'],
    [DefectClass.Minor, 'Loose thread', 8],
  ]);
  em.create(CorrectiveAction, {
    inspection: failed,
    status: CorrectiveActionStatus.Open,
    rootCause: 'Two dye lots were mixed on the cutting table.',
    dueDate: new Date(Date.now() + 5 * DAY).toISOString().slice(0, 10),
    owner: failedOrder.vendor,
  });

  // The hoodies: failed, corrected, re-inspected by the buyer and passed (every attempt kept).
  const first = seedInspection(em, reinspected, InspectorSide.Vendor, InspectionStatus.Failed, 17, [
    [DefectClass.Major, 'Open seam', 6, '6b6b6b'],
    [DefectClass.Minor, 'Loose thread', 3],
  ]);
  em.create(CorrectiveAction, {
    inspection: first,
    status: CorrectiveActionStatus.Done,
    rootCause: 'Worn feed dogs on two overlock machines skipped stitches at the side seams.',
    action: 'Feed dogs replaced, side seams of the whole lot checked and re-sewn where open.',
    dueDate: new Date(Date.now() - 14 * DAY).toISOString().slice(0, 10),
    owner: reinspected.vendor,
    doneAt: new Date(Date.now() - 15 * DAY),
    doneBy: reinspected.vendor,
  });
  const again = seedInspection(em, reinspected, InspectorSide.Buyer, InspectionStatus.Passed, 14, [
    [DefectClass.Major, 'Open seam', 2, '6b6b6b'],
    [DefectClass.Minor, 'Loose thread', 4],
  ]);
  Object.assign(again, { attempt: 2, reinspectionOf: first });

  // The tees went without a final inspection: the buyer waived it, with its reason.
  const waiver = seedInspection(em, waived, InspectorSide.Buyer, InspectionStatus.Waived, 40, []);
  Object.assign(waiver, {
    waiverReason: 'Repeat style, shipped three times this year without a finding; the vendor’s QC report is accepted.',
    completedAt: waiver.createdAt,
  });

  // An inline inspection the vendor's QC is recording: in progress, one defect so far.
  const inline = seedInspection(em, inlineOrder, InspectorSide.Vendor, InspectionStatus.InProgress, 1, [[DefectClass.Minor, 'Loose thread', 1]]);
  Object.assign(inline, { kind: InspectionKind.Inline, completedAt: null, completedBy: null });
}

/**
 * An inline inspection by the vendor's QC that measured five pieces against the specification's
 * points of measure: one piece is out of tolerance (chest +1.5 cm against +1), a major defect, and
 * the inspection passed (lot 2,000: K, 125 pieces, major 2.5 accepts 7).
 */
export function seedMeasuredInspection(em: EntityManager, order: Order, spec: Specification, chart: MeasurementChartData) {
  const inspection = seedInspection(em, order, InspectorSide.Vendor, InspectionStatus.Passed, 4, [[DefectClass.Minor, 'Loose thread', 2]]);
  inspection.kind = InspectionKind.Inline;
  const pieces: [size: string, values: number[]][] = [
    ['M', [51.2, 72.5, 20, 17.5]],
    ['M', [50.5, 71, 20.3, 17.6]],
    ['L', [55.5, 74, 21, 18]],
    ['L', [54, 74.4, 21.2, 18.1]],
    ['XL', [57.3, 76.8, 22, 18.5]],
  ];
  pieces.forEach(([size, values], i) => {
    const checked = checkPiece(chart, { size, values: chart.points.map((p, j) => ({ code: p.code, value: values[j] })) });
    em.create(InspectionPiece, {
      inspection,
      pieceNumber: i + 1,
      ...checked,
      defectClass: DefectClass.Major,
      specification: spec,
      specificationVersion: spec.version,
      recordedBy: order.vendor,
      createdAt: inspection.createdAt,
    });
  });
}
