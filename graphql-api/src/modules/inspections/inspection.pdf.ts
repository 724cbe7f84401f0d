import { existsSync } from 'node:fs';
import type PDFDocument from 'pdfkit';
import { day } from '../../common/words';
import type { Attachment } from '../files';
import type { Order } from '../orders';
import type { User } from '../users';
import { type InspectionDefect, InspectionStatus, InspectorSide } from './inspection.entity';
import { measurementsOf, type PieceMeasurement } from './inspection.measurements';
import { classResults, type InspectionClassResult, sampleSizeOf } from './inspection.result';
import type { InspectionReport } from './inspection.service';

/** The photos a PDF can hold (pdfkit embeds JPEG and PNG); others are named with a note. */
const EMBEDDABLE = new Set(['image/jpeg', 'image/png']);
/** A photo's box on the page, points (scaled to fit, proportions kept). */
const PHOTO_BOX: [number, number] = [160, 120];
const GAP = 8;

/**
 * The measurements need ✗ and a real minus sign, which the standard Helvetica cannot show: DejaVu
 * Sans when the machine has it; otherwise Helvetica with '[x]' and '-'.
 */
const fontFile = (name: string) => {
  const file = `/usr/share/fonts/truetype/dejavu/${name}`;
  return existsSync(file) ? file : null;
};
const DEJAVU = { regular: fontFile('DejaVuSans.ttf'), bold: fontFile('DejaVuSans-Bold.ttf') };
/** The fonts by name (DejaVu's registered on each document from its file, read for that PDF). */
const MEASURE_FONT =
  DEJAVU.regular && DEJAVU.bold
    ? { regular: 'Measure', bold: 'Measure-Bold', mark: '✗', minus: '−' }
    : { regular: 'Helvetica', bold: 'Helvetica-Bold', mark: '[x]', minus: '-' };
/** The measurements table's type size, points. */
const MEASURE_SIZE = 8;

const STATUS_TEXT: Record<InspectionStatus, string> = {
  InProgress: 'In progress',
  Passed: 'Passed',
  Failed: 'Failed',
  Waived: 'Waived',
};

/** '12 Nov 2026 14:05 UTC' style: the portal's date and the time in UTC. */
const moment = (at: Date) => `${day(at)} ${at.toISOString().slice(11, 16)} UTC`;
const person = (user: User | null | undefined) => (user ? `${user.name}` : '-');
const party = (user: User) => (user.company ? `${user.company} (${user.name})` : user.name);
/** Found, with the pieces measured out of tolerance among them: '1 (1 from measurements)'. */
const foundText = (r: InspectionClassResult) => `${r.found}${r.fromMeasurements > 0 ? ` (${r.fromMeasurements} from measurements)` : ''}`;
/** As the screens print an AQL: 0.65, 1.0, 2.5, 4.0, 10. */
const aqlText = (aql: number) => (aql === 0 ? '0 (none accepted)' : aql < 10 && Number.isInteger(aql) ? aql.toFixed(1) : String(aql));

/** 'Final inspection (attempt 2) report' */
export const reportTitle = (report: InspectionReport) =>
  `${report.inspection.kind} inspection${report.inspection.attempt > 1 ? ` (attempt ${report.inspection.attempt})` : ''} report`;

/** The file name of the download: 'ORD-2026-4821-final-inspection-2.pdf'. */
export const reportFileName = (report: InspectionReport, order: Order) =>
  `${order.orderCode}-${report.inspection.kind.toLowerCase()}-inspection-${report.inspection.attempt}.pdf`;

type Doc = InstanceType<typeof PDFDocument>;

function heading(doc: Doc, text: string) {
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).text(text).moveDown(0.3).font('Helvetica').fontSize(10);
}

/** Label: value lines, the label in bold. */
function facts(doc: Doc, rows: [string, string][]) {
  for (const [label, value] of rows) doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);
}

/** A line in small grey type (what a photo could not show). */
function note(doc: Doc, text: string) {
  doc.fontSize(9).fillColor('#555555').text(text, doc.page.margins.left).fillColor('black').fontSize(10);
}

/** A defect's photos in rows, each scaled to fit its box; other types and links are named with a note. */
function photos(doc: Doc, list: readonly Attachment[]) {
  const left = doc.page.margins.left;
  const perRow = Math.max(1, Math.floor((doc.page.width - left - doc.page.margins.right + GAP) / (PHOTO_BOX[0] + GAP)));
  const shown = list.filter((photo) => photo.content && EMBEDDABLE.has(photo.mimeType));
  for (const photo of list)
    if (!shown.includes(photo))
      note(doc, `Photo ${photo.fileName}: ${photo.content ? 'only JPEG and PNG photos are embedded in the PDF; see it in the portal' : 'a link to a file kept elsewhere'}.`);
  let top = doc.y;
  shown.forEach((photo, i) => {
    if (i > 0 && i % perRow === 0) top += PHOTO_BOX[1] + GAP;
    if (i % perRow === 0 && top + PHOTO_BOX[1] > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      top = doc.y;
    }
    const x = left + (i % perRow) * (PHOTO_BOX[0] + GAP);
    try {
      doc.image(photo.content!, x, top, { fit: PHOTO_BOX });
    } catch {
      // Bytes that passed the upload's signature check yet do not decode: named, not drawn.
      doc.fontSize(9).text(`Photo ${photo.fileName} could not be read.`, x, top, { width: PHOTO_BOX[0] }).fontSize(10);
    }
  });
  doc.x = left;
  if (shown.length) doc.y = top + PHOTO_BOX[1] + GAP;
}

type Cell = string | { text: string; font: { src: string } };

/**
 * A table whose header row repeats at the top of every page it continues on (pdfkit's tables do
 * not): the rows go in page-sized parts, each drawn as a table under the header. A row's height is
 * measured as pdfkit lays it out (its text wrapped in the column's width, 0.25 em padding around).
 */
function pagedTable(doc: Doc, { x, font, widths, header, rows }: { x: number; font: string; widths: number[]; header: Cell[]; rows: Cell[][] }) {
  const padding = doc.sizeToPoint('0.25em');
  const heightOf = (row: Cell[]) =>
    Math.max(
      ...row.map((cell, i) => {
        doc.font(typeof cell === 'string' ? font : cell.font.src);
        return doc.heightOfString((typeof cell === 'string' ? cell : cell.text) || ' ', { width: widths[i] - 2 * padding }) + 2 * padding;
      }),
    );
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  let next = 0;
  while (next < rows.length) {
    const part: Cell[][] = [];
    let used = heightOf(header);
    for (; next < rows.length; next++) {
      const height = heightOf(rows[next]);
      // Room to spare: pdfkit moves a row that ends on the page's bottom edge to the next page.
      if (doc.y + used + height >= bottom() - 1) break;
      used += height;
      part.push(rows[next]);
    }
    doc.font(font);
    if (part.length) doc.table({ position: { x, y: doc.y }, columnStyles: widths, data: [header, ...part] });
    if (next < rows.length) doc.addPage();
  }
  doc.x = x;
}

/** A deviation with its sign, as the screens print it: +1.5, −1, 0. */
const deviationText = (deviation: number) =>
  deviation > 0 ? `+${deviation}` : deviation < 0 ? `${MEASURE_FONT.minus}${Math.abs(deviation)}` : '0';
const toleranceText = (m: PieceMeasurement) => `tolerance ${MEASURE_FONT.minus}${m.toleranceMinus} / +${m.tolerancePlus}`;
/** One measured value and its deviation; out of tolerance it says so in words and a mark. */
const cellText = (m: PieceMeasurement) => {
  const text = `${m.value} (${deviationText(m.deviation)})`;
  return m.withinTolerance ? text : `${MEASURE_FONT.mark} ${text} out of tolerance`;
};

/**
 * The measured sample pieces (as the printable page shows them): a line on what was measured, a
 * legend of the points of measure, then a table with a row per piece and a column per point. A
 * chart too wide for the page goes on in further tables, each with the pieces' column.
 */
function measurements(doc: Doc, report: InspectionReport) {
  const pieces = report.pieces.map((piece) => ({ piece, values: measurementsOf(piece) }));
  heading(doc, 'Measurements');
  if (pieces.length === 0) {
    doc.text('No pieces measured.');
    return;
  }
  const out = pieces.filter((p) => p.values.some((m) => !m.withinTolerance));
  const left = doc.page.margins.left;
  if (DEJAVU.regular && DEJAVU.bold) doc.registerFont(MEASURE_FONT.regular, DEJAVU.regular).registerFont(MEASURE_FONT.bold, DEJAVU.bold);
  doc.font(MEASURE_FONT.regular).fontSize(10);
  doc.text(
    `${pieces.length} sample pieces measured against the points of measure of the specification (version ${report.pieces[0].specificationVersion}); ` +
      `values with their deviation from the target. ${out.length} out of tolerance, marked ${MEASURE_FONT.mark}, each a defect of its class ` +
      '(Measurement out of tolerance).',
    left,
  );
  // The points measured, in the order measured (a chart edited between pieces may add some).
  const points = [...new Map(pieces.flatMap((p) => p.values.map((m) => [m.code, m] as const))).values()];
  doc.moveDown(0.5);
  for (const m of points)
    doc.font(MEASURE_FONT.bold).text(`${m.code}: `, left, undefined, { continued: true }).font(MEASURE_FONT.regular).text(`${m.description} (${m.unit}, ${toleranceText(m)})`);
  doc.moveDown(0.5);

  const rows = pieces.map(({ piece, values }) => ({
    label: `Piece ${piece.pieceNumber} · ${piece.size}`,
    cells: points.map((pom) => {
      const m = values.find((v) => v.code === pom.code);
      return m ? cellText(m) : '-';
    }),
    result: values.some((m) => !m.withinTolerance) ? `Out of tolerance: 1 ${piece.defectClass.toLowerCase()} defect` : 'Within tolerance',
  }));
  // Each column as wide as its widest text (and the cells' padding), at most the page's width.
  const room = doc.page.width - left - doc.page.margins.right;
  const widthOf = (texts: string[], bold = false) => {
    doc.font(bold ? MEASURE_FONT.bold : MEASURE_FONT.regular).fontSize(MEASURE_SIZE);
    return Math.ceil(Math.max(...texts.map((t) => doc.widthOfString(t)))) + 2 * MEASURE_SIZE;
  };
  const pieceWidth = Math.min(room / 3, widthOf(['Piece', ...rows.map((r) => r.label)]));
  const resultWidth = Math.min(room - pieceWidth, widthOf(['Result', ...rows.map((r) => r.result)]));
  const pointWidths = points.map((pom, i) => Math.min(room - pieceWidth, Math.max(widthOf([pom.code], true), widthOf(rows.map((r) => r.cells[i])))));
  // Columns packed into blocks as wide as the page; the Result column ends the last.
  const blocks: number[][] = [[]];
  let used = 0;
  pointWidths.forEach((width, i) => {
    if (used + width > room - pieceWidth && blocks[blocks.length - 1].length) {
      blocks.push([]);
      used = 0;
    }
    blocks[blocks.length - 1].push(i);
    used += width;
  });
  if (used + resultWidth > room - pieceWidth && blocks[blocks.length - 1].length) blocks.push([]);
  const bold = (text: string) => ({ text, font: { src: MEASURE_FONT.bold } });
  blocks.forEach((columns, n) => {
    const last = n === blocks.length - 1;
    doc.font(MEASURE_FONT.regular).fontSize(MEASURE_SIZE);
    pagedTable(doc, {
      x: left,
      font: MEASURE_FONT.regular,
      widths: [pieceWidth, ...columns.map((i) => pointWidths[i]), ...(last ? [resultWidth] : [])],
      header: [bold('Piece'), ...columns.map((i) => bold(points[i].code)), ...(last ? [bold('Result')] : [])],
      rows: rows.map((r) => [r.label, ...columns.map((i) => r.cells[i]), ...(last ? [r.result] : [])]),
    });
    doc.moveDown(0.5);
  });
  doc.font('Helvetica').fontSize(10);
  doc.x = left;
}

/**
 * The inspection report as a PDF (A4): the order, who inspected and when, the sampling plan and the
 * verdict per class, the defects with their photos, the corrective action. The same figures as the
 * printable page (`/orders/{code}/inspections/{id}`), from the same service.
 */
export async function inspectionPdf(report: InspectionReport, order: Order, generatedAt = new Date()): Promise<Buffer> {
  const { inspection, defects, pieces, measurementChart, correctiveAction } = report;
  const title = reportTitle(report);
  // pdfkit and its fonts (about 7 MB of heap) are loaded with the first PDF, not by every server.
  const { default: PDFKit } = await import('pdfkit');
  const doc = new PDFKit({
    size: 'A4',
    margin: 50,
    info: { Title: `${title}: ${order.orderCode}`, Author: 'Apparel production portal', CreationDate: generatedAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(18).text(`${title}: ${order.orderCode}`);
  doc.font('Helvetica').fontSize(10).moveDown(0.5);
  const results = classResults(inspection, defects.map((d) => d.defect), pieces);
  facts(doc, [
    ['Result', STATUS_TEXT[inspection.status]],
    ['Order', `${order.orderCode}, ${order.quantity} units`],
    ['Product', `${order.product.name} (${order.product.sku})`],
    ['Buyer', party(order.buyer)],
    ['Vendor', party(order.vendor)],
    ['Inspected by', `${inspection.inspectorSide === InspectorSide.Vendor ? "The vendor's QC" : "The buyer's inspector"}, ${person(inspection.createdBy)}`],
    ['Started', moment(inspection.createdAt)],
    ...(inspection.completedAt
      ? ([[inspection.status === InspectionStatus.Waived ? 'Waived' : 'Completed', `${moment(inspection.completedAt)} by ${person(inspection.completedBy)}`]] as [string, string][])
      : []),
    ...(inspection.note ? ([['Note', inspection.note]] as [string, string][]) : []),
  ]);

  if (inspection.status === InspectionStatus.Waived) {
    heading(doc, 'Waiver');
    doc.text(`The buyer let the order ship without a final inspection. Reason: ${inspection.waiverReason ?? '-'}`);
  } else {
    heading(doc, 'Sampling plan and result');
    facts(doc, [
      ['Lot size', String(inspection.lotSize)],
      ['Inspection level', `${inspection.level} (ISO 2859-1 / ANSI Z1.4, single sampling, normal inspection)`],
      ['Sample size', String(sampleSizeOf(results))],
    ]);
    doc.moveDown(0.5);
    doc.table({
      columnStyles: [55, 95, 60, 42, 42, 42, '*', 42],
      data: [
        ['Class', 'AQL', 'Code letter', 'Sample', 'Accept', 'Reject', 'Found', 'Result'].map((text) => ({ text, font: { src: 'Helvetica-Bold' } })),
        ...results.map((r) => [r.defectClass, aqlText(r.aql), r.codeLetter, String(r.sampleSize), String(r.accept), String(r.reject), foundText(r), r.passed ? 'Pass' : 'Fail']),
      ],
    });
  }

  // Measurements against the specification's points of measure (when there is a chart or a piece).
  if (measurementChart || pieces.length > 0) measurements(doc, report);

  heading(doc, 'Defects');
  if (defects.length === 0) doc.text('No defects recorded.');
  const defectName = (defect: InspectionDefect) => `${defect.quantity} × ${defect.defectType} (${defect.defectClass.toLowerCase()})`;
  const left = doc.page.margins.left;
  const room = doc.page.width - left - doc.page.margins.right;
  if (defects.length)
    pagedTable(doc, {
      x: left,
      font: 'Helvetica',
      widths: [room * 0.36, room * 0.34, room * 0.3],
      header: ['Defect', 'Recorded by', 'Note'].map((text) => ({ text, font: { src: 'Helvetica-Bold' } })),
      rows: defects.map(({ defect }) => [defectName(defect), `${person(defect.recordedBy)}, ${moment(defect.createdAt)}`, defect.note ?? '']),
    });
  // Each defect's photos under its name.
  for (const { defect, photos: list } of defects.filter((d) => d.photos.length)) {
    doc.moveDown(0.5).font('Helvetica-Bold').text(`Photos of ${defectName(defect)}`, left).font('Helvetica');
    doc.moveDown(0.3);
    photos(doc, list);
  }

  if (correctiveAction) {
    heading(doc, 'Corrective action');
    facts(doc, [
      ['Status', correctiveAction.status],
      ['Owner', person(correctiveAction.owner)],
      ['Due', day(correctiveAction.dueDate)],
      ['Root cause', correctiveAction.rootCause ?? '-'],
      ['Action', correctiveAction.action ?? '-'],
      ...(correctiveAction.doneAt ? ([['Done', `${moment(correctiveAction.doneAt)} by ${person(correctiveAction.doneBy)}`]] as [string, string][]) : []),
    ]);
  }

  doc.moveDown(1).fontSize(8).fillColor('#555555').text(`Generated ${moment(generatedAt)} from the portal's inspection record.`, doc.page.margins.left);
  doc.end();
  return done;
}
