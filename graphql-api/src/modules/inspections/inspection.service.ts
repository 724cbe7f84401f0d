import type { EntityManager } from '@mikro-orm/postgresql';
import { audit } from '../../common/audit';
import type { Ctx } from '../../common/context';
import type { PendingEvent } from '../../common/pubsub';
import { parseDateInput } from '../../common/dates';
import { badInput, conflict, notFound } from '../../common/errors';
import { validateInput } from '../../common/validation';
import { day } from '../../common/words';
import { Attachment } from '../files';
import { findVisibleOrder, logTimelineEvent, type Order, type OrderRow } from '../orders';
import { onOrder } from '../planning';
import { productMeasurementChart } from '../specifications';
import { requireCapability, Role, User } from '../users';
import { AQL_VALUES, isStandardAql } from './aql';
import { defectTypesFor } from './defect-types';
import {
  assertInspectionAction,
  decideInspectionAction,
  InspectionActionKind,
  type InspectionState,
  inspectorSideOf,
} from './inspection.actions';
import {
  CorrectiveAction,
  CorrectiveActionStatus,
  DEFAULT_QUALITY,
  DefectClass,
  Inspection,
  InspectionDefect,
  InspectionKind,
  InspectionPiece,
  InspectionStatus,
  InspectorSide,
  OrderInspector,
  QualitySettings,
} from './inspection.entity';
import {
  CorrectiveActionInput,
  DefectInput,
  FinalInspectionWaiverInput,
  InspectionStartInput,
  MAX_INSPECTION_TEXT,
  InspectorInviteInput,
  QualitySettingsInput,
} from './inspection.inputs';
import { chartForOrder, checkPiece, isOutOfTolerance, MeasuredPieceInput, MEASUREMENT_DEFECT_TYPE } from './inspection.measurements';
import { allPassed, classResults, sampleSizeOf } from './inspection.result';

const SOURCE = 'inspections';
/** Days a corrective action gets by default. */
const CORRECTIVE_ACTION_DAYS = 7;

const KIND_LABEL: Record<InspectionKind, string> = { Inline: 'Inline inspection', Final: 'Final inspection' };
const AQL_LIST = AQL_VALUES.join(', ');

/** Trimmed text or null; a 400 when longer than the limit. */
function text(raw: unknown, field: string, what: string): string | null {
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (value.length > MAX_INSPECTION_TEXT) throw badInput(`The ${what} must be at most ${MAX_INSPECTION_TEXT} characters`, field);
  return value || null;
}

/** An AQL of the table (or 0 for "none accepted"); a 400 naming the field otherwise. */
function checkAql(value: number | null | undefined, field: string, fallback: number): number {
  if (value == null) return fallback;
  if (value !== 0 && !isStandardAql(value))
    throw badInput(`${field} must be 0 (none accepted) or an AQL of the table: ${AQL_LIST}`, field);
  return value;
}

/** The inspections of an order, the corrective actions of the failed ones and its invited inspectors. */
async function stateOf(em: EntityManager, order: Order): Promise<InspectionState> {
  const inspections = await em.find(Inspection, { order: order.id }, { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
  const actions = inspections.length
    ? await em.find(CorrectiveAction, { inspection: { $in: inspections.map((i) => i.id) } })
    : [];
  const [inspectors] = await inspectorsOf(em, [order.id]);
  return {
    order,
    inspections,
    correctiveActions: new Map(actions.map((a) => [a.inspection.id, a])),
    inspectorIds: inspectors.map((i) => i.user.id),
  };
}

/** An order the user may see (its own, or one it was invited to inspect), in a transaction. */
const onInspectableOrder: typeof onOrder = (ctx, idOrCode, step) => onOrder(ctx, idOrCode, step, { invited: true });

/** An order the user may see for its inspections (its own, or one it was invited to inspect), or 404. */
const inspectableOrder = (ctx: Ctx, idOrCode: string | number, populate = ['buyer', 'vendor']) =>
  findVisibleOrder(ctx, idOrCode, populate, { invited: true });

/** The quality defaults of a buyer (its settings, or level II with 0 / 2.5 / 4.0). */
async function defaultsOf(em: EntityManager, buyerId: number) {
  const settings = await em.findOne(QualitySettings, { buyer: buyerId });
  return settings ?? { ...DEFAULT_QUALITY };
}

type Change = {
  inspection: Inspection;
  /** started, completed, waived, defect recorded, corrective action updated, ... */
  action: string;
  title: string;
  body: string;
  notes: string | null;
  webhook?: boolean;
};

const summaryOf = (inspection: Inspection) => ({
  id: inspection.id,
  kind: inspection.kind,
  attempt: inspection.attempt,
  status: inspection.status,
  inspectorSide: inspection.inspectorSide,
});

/**
 * What every inspection change writes, inside its transaction: the timeline (for the milestones of
 * an inspection), the other side's notification (with the inspection.completed webhook event when
 * it completes) and the audit entry.
 */
async function record(ctx: Ctx, em: EntityManager, order: Order, actor: User, events: PendingEvent[], change: Change, before: unknown, after: unknown) {
  const { inspection } = change;
  const label = `${KIND_LABEL[inspection.kind]}${inspection.attempt > 1 ? ` (attempt ${inspection.attempt})` : ''}`;
  logTimelineEvent(em, order, { step: `${label} ${change.action}`, notes: change.notes, createdBy: actor });
  const { title, body } = change;
  events.push(...(await ctx.events.publish(em, 'InspectionChanged', { order, actor, title, body, completed: change.webhook ? after : null })));
  audit(
    { ...ctx, em },
    {
      action: `inspection.${change.action.replace(/\s+/g, '_')}`,
      entity: 'order',
      entityId: order.id,
      source: SOURCE,
      message: `${actor.username}: ${label} ${change.action} on ${order.orderCode}`,
      before,
      after,
    },
  );
}

/** Runs `step` on an inspection the user may see (404 otherwise), in its order's transaction. */
async function onInspection<T>(
  ctx: Ctx,
  rawId: unknown,
  step: (em: EntityManager, order: Order, inspection: Inspection, state: InspectionState, actor: User, events: PendingEvent[]) => Promise<T>,
): Promise<T> {
  const id = Number(rawId);
  const found = Number.isInteger(id) && id > 0 ? await ctx.em.findOne(Inspection, { id }, { fields: ['order'] as never }) : null;
  if (!found) throw notFound('Inspection');
  return onInspectableOrder(ctx, found.order.id, async (em, order, actor, events) => {
    const state = await stateOf(em, order);
    const inspection = state.inspections.find((i) => i.id === id)!;
    return step(em, order, inspection, state, actor, events);
  });
}

// ---------------------------------------------------------------- starting and waiving

/**
 * The vendor's QC or the buyer starts an inspection (a re-inspection when the last one of the kind
 * failed and its corrective action is done). Lot size, level and AQLs default to the order's
 * quantity and the buyer's quality settings.
 */
export function startInspection(ctx: Ctx, orderIdOrCode: string | number, raw: unknown): Promise<Inspection> {
  return onInspectableOrder(ctx, orderIdOrCode, async (em, order, actor, events) => {
    const input = await validateInput(InspectionStartInput, raw);
    const state = await stateOf(em, order);
    const kind = input.kind === InspectionKind.Final ? InspectionActionKind.StartFinal : InspectionActionKind.StartInline;
    assertInspectionAction(actor, state, kind);
    const defaults = await defaultsOf(em, order.buyer.id);
    const previous = [...state.inspections].reverse().find((i) => i.kind === input.kind) ?? null;
    const inspection = em.create(Inspection, {
      order,
      kind: input.kind,
      inspectorSide: inspectorSideOf(actor, state)!,
      attempt: state.inspections.filter((i) => i.kind === input.kind).length + 1,
      reinspectionOf: previous?.status === InspectionStatus.Failed ? previous : null,
      lotSize: input.lotSize ?? order.quantity,
      level: input.level ?? defaults.level,
      aqlCritical: checkAql(input.aqlCritical, 'aqlCritical', defaults.aqlCritical),
      aqlMajor: checkAql(input.aqlMajor, 'aqlMajor', defaults.aqlMajor),
      aqlMinor: checkAql(input.aqlMinor, 'aqlMinor', defaults.aqlMinor),
      note: text(input.note, 'note', 'note'),
      createdBy: actor,
    });
    if (inspection.lotSize < 2) throw badInput('The lot size must be at least 2', 'lotSize');
    em.persist(inspection);
    await em.flush();
    const sample = sampleSizeOf(classResults(inspection, []));
    const again = inspection.reinspectionOf ? 'Re-inspection' : KIND_LABEL[inspection.kind];
    await record(ctx, em, order, actor, events, {
      inspection,
      action: 'started',
      title: `${again} started`,
      body: `${actor.name} started the ${again.toLowerCase()} of ${order.orderCode}: lot ${inspection.lotSize}, level ${inspection.level}, sample ${sample}.`,
      notes: `Lot ${inspection.lotSize}, level ${inspection.level}, AQL ${inspection.aqlCritical} / ${inspection.aqlMajor} / ${inspection.aqlMinor}, sample ${sample}.`,
    }, null, summaryOf(inspection));
    return inspection;
  });
}

/** The buyer lets the order ship without a final inspection, with a reason. */
export function waiveFinalInspection(ctx: Ctx, orderIdOrCode: string | number, raw: unknown): Promise<Inspection> {
  return onInspectableOrder(ctx, orderIdOrCode, async (em, order, actor, events) => {
    const state = await stateOf(em, order);
    assertInspectionAction(actor, state, InspectionActionKind.WaiveFinal);
    const input = await validateInput(FinalInspectionWaiverInput, raw);
    const reason = text(input.reason, 'reason', 'reason');
    if (!reason) throw badInput('Please give a reason for the waiver', 'reason');
    const defaults = await defaultsOf(em, order.buyer.id);
    const inspection = em.create(Inspection, {
      order,
      kind: InspectionKind.Final,
      inspectorSide: InspectorSide.Buyer,
      attempt: state.inspections.filter((i) => i.kind === InspectionKind.Final).length + 1,
      status: InspectionStatus.Waived,
      lotSize: order.quantity,
      level: defaults.level,
      aqlCritical: defaults.aqlCritical,
      aqlMajor: defaults.aqlMajor,
      aqlMinor: defaults.aqlMinor,
      waiverReason: reason,
      createdBy: actor,
      completedAt: new Date(),
      completedBy: actor,
    });
    em.persist(inspection);
    await em.flush();
    await record(ctx, em, order, actor, events, {
      inspection,
      action: 'waived',
      title: 'Final inspection waived',
      body: `${actor.name} waived the final inspection of ${order.orderCode}: it may ship without one. Reason: ${reason}`,
      notes: reason,
    }, null, summaryOf(inspection));
    return inspection;
  });
}

// ---------------------------------------------------------------- recording

/** The inspector records defects of one class and type (the type from the product category's list). */
export function recordDefect(ctx: Ctx, inspectionId: unknown, raw: unknown): Promise<InspectionDefect> {
  return onInspection(ctx, inspectionId, async (em, order, inspection, state, actor) => {
    assertInspectionAction(actor, state, InspectionActionKind.RecordDefects, inspection);
    const input = await validateInput(DefectInput, raw);
    await em.populate(order, ['product']);
    const type = defectTypesFor(order.product.category).find((t) => t.toLowerCase() === input.defectType.trim().toLowerCase());
    if (!type) throw badInput(`Please choose a defect type of the list for ${order.product.category ?? 'this product'}`, 'defectType');
    const defect = em.create(InspectionDefect, {
      inspection,
      defectClass: input.defectClass,
      defectType: type,
      quantity: input.quantity,
      note: text(input.note, 'note', 'note'),
      recordedBy: actor,
    });
    em.persist(defect);
    await em.flush();
    audit({ ...ctx, em }, {
      action: 'inspection.defect_recorded',
      entity: 'order',
      entityId: order.id,
      source: SOURCE,
      message: `${actor.username} recorded ${defect.quantity} ${defect.defectClass.toLowerCase()} "${type}" in inspection ${inspection.id} of ${order.orderCode}`,
      after: { inspectionId: inspection.id, defectId: defect.id, defectClass: defect.defectClass, defectType: type, quantity: defect.quantity },
    });
    return defect;
  });
}

/** The inspector removes a defect recorded by mistake (while the inspection is in progress). */
export function removeDefect(ctx: Ctx, inspectionId: unknown, rawDefectId: unknown): Promise<Inspection> {
  return onInspection(ctx, inspectionId, async (em, order, inspection, state, actor) => {
    assertInspectionAction(actor, state, InspectionActionKind.RecordDefects, inspection);
    const defectId = Number(rawDefectId);
    const defect = Number.isInteger(defectId) ? await em.findOne(InspectionDefect, { id: defectId, inspection: inspection.id }) : null;
    if (!defect) throw notFound('Defect');
    const before = { defectId, defectClass: defect.defectClass, defectType: defect.defectType, quantity: defect.quantity };
    em.remove(defect);
    audit({ ...ctx, em }, {
      action: 'inspection.defect_removed',
      entity: 'order',
      entityId: order.id,
      source: SOURCE,
      message: `${actor.username} removed a defect from inspection ${inspection.id} of ${order.orderCode}`,
      before,
    });
    return inspection;
  });
}

/**
 * The inspector records a measured sample piece: its size, then a value per point of measure of the
 * product's specification. Out of tolerance, the piece counts as a defect of its class (major by
 * default) in the result.
 */
export function recordMeasuredPiece(ctx: Ctx, inspectionId: unknown, raw: unknown): Promise<InspectionPiece> {
  return onInspection(ctx, inspectionId, async (em, order, inspection, state, actor) => {
    assertInspectionAction(actor, state, InspectionActionKind.RecordDefects, inspection);
    const input = await validateInput(MeasuredPieceInput, raw);
    const chart = chartForOrder(await productMeasurementChart(em, order.product.id), order.sizeBreakdown);
    if (!chart) throw conflict("The product's specifications have no points of measure to measure against");
    const { size, values } = checkPiece(chart, input, order.sizeBreakdown);
    const measured = await em.count(InspectionPiece, { inspection: inspection.id });
    const sample = sampleSizeOf(classResults(inspection, []));
    if (measured >= sample) throw conflict(`All ${sample} pieces of the sample are measured`);
    const last = await em.findOne(InspectionPiece, { inspection: inspection.id }, { orderBy: { pieceNumber: 'desc' } });
    const piece = em.create(InspectionPiece, {
      inspection,
      pieceNumber: (last?.pieceNumber ?? 0) + 1,
      size,
      defectClass: input.defectClass ?? DefectClass.Major,
      specification: chart.specificationId,
      specificationVersion: chart.specificationVersion,
      values,
      recordedBy: actor,
    });
    em.persist(piece);
    await em.flush();
    const out = isOutOfTolerance(piece);
    audit({ ...ctx, em }, {
      action: 'inspection.measurements_recorded',
      entity: 'order',
      entityId: order.id,
      source: SOURCE,
      message: `${actor.username} measured piece ${piece.pieceNumber} (${size}) in inspection ${inspection.id} of ${order.orderCode}${out ? `: ${MEASUREMENT_DEFECT_TYPE.toLowerCase()}` : ''}`,
      after: { inspectionId: inspection.id, pieceId: piece.id, pieceNumber: piece.pieceNumber, size, values, outOfTolerance: out },
    });
    return piece;
  });
}

/** The inspector removes a piece measured by mistake (while the inspection is in progress). */
export function removeMeasuredPiece(ctx: Ctx, inspectionId: unknown, rawPieceId: unknown): Promise<Inspection> {
  return onInspection(ctx, inspectionId, async (em, order, inspection, state, actor) => {
    assertInspectionAction(actor, state, InspectionActionKind.RecordDefects, inspection);
    const pieceId = Number(rawPieceId);
    const piece = Number.isInteger(pieceId) ? await em.findOne(InspectionPiece, { id: pieceId, inspection: inspection.id }) : null;
    if (!piece) throw notFound('Measured piece');
    const before = { pieceId, pieceNumber: piece.pieceNumber, size: piece.size, values: piece.values };
    em.remove(piece);
    audit({ ...ctx, em }, {
      action: 'inspection.measurements_removed',
      entity: 'order',
      entityId: order.id,
      source: SOURCE,
      message: `${actor.username} removed measured piece ${piece.pieceNumber} from inspection ${inspection.id} of ${order.orderCode}`,
      before,
    });
    return inspection;
  });
}

/**
 * The inspector finishes: the server computes each class's verdict from the defects recorded (never
 * typed). A failure opens a corrective action for the vendor, due in a week.
 */
export function completeInspection(ctx: Ctx, inspectionId: unknown): Promise<Inspection> {
  return onInspection(ctx, inspectionId, async (em, order, inspection, state, actor, events) => {
    assertInspectionAction(actor, state, InspectionActionKind.Complete, inspection);
    const before = summaryOf(inspection);
    const defects = await em.find(InspectionDefect, { inspection: inspection.id });
    const pieces = await em.find(InspectionPiece, { inspection: inspection.id });
    const results = classResults(inspection, defects, pieces);
    const passed = allPassed(results);
    inspection.status = passed ? InspectionStatus.Passed : InspectionStatus.Failed;
    inspection.completedAt = new Date();
    inspection.completedBy = actor;
    let action: CorrectiveAction | null = null;
    if (!passed) {
      const due = new Date(Date.now() + CORRECTIVE_ACTION_DAYS * 86_400_000).toISOString().slice(0, 10);
      action = em.create(CorrectiveAction, { inspection, dueDate: due, owner: order.vendor });
      em.persist(action);
    }
    await em.flush();
    const verdict = results.map((r) => `${r.defectClass} ${r.found}/${r.accept} ${r.passed ? 'pass' : 'fail'}`).join(', ');
    const outcome = passed ? 'passed' : 'failed';
    await record(ctx, em, order, actor, events, {
      inspection,
      action: outcome,
      title: `${KIND_LABEL[inspection.kind]} ${outcome}`,
      body: `The ${KIND_LABEL[inspection.kind].toLowerCase()} of ${order.orderCode} ${outcome} (${verdict}).${action ? ` A corrective action is open, due ${day(action.dueDate)}.` : ''}`,
      notes: verdict,
      webhook: true,
    }, before, {
      ...summaryOf(inspection),
      sampleSize: sampleSizeOf(results),
      results,
      correctiveActionId: action?.id ?? null,
    });
    return inspection;
  });
}

// ---------------------------------------------------------------- corrective actions

const actionState = (action: CorrectiveAction) => ({
  id: action.id,
  status: action.status,
  rootCause: action.rootCause ?? null,
  action: action.action ?? null,
  dueDate: action.dueDate,
});

/** The owner writes the root cause, the action and the due date. */
export function updateCorrectiveAction(ctx: Ctx, inspectionId: unknown, raw: unknown): Promise<CorrectiveAction> {
  return onInspection(ctx, inspectionId, async (em, order, inspection, state, actor, events) => {
    assertInspectionAction(actor, state, InspectionActionKind.UpdateCorrectiveAction, inspection);
    const input = await validateInput(CorrectiveActionInput, raw);
    const action = state.correctiveActions.get(inspection.id)!;
    const before = actionState(action);
    if (input.rootCause !== undefined) action.rootCause = text(input.rootCause, 'rootCause', 'root cause');
    if (input.action !== undefined) action.action = text(input.action, 'action', 'action');
    if (input.dueDate != null && input.dueDate.trim() !== '') {
      const due = parseDateInput(input.dueDate);
      if (!due) throw badInput('Please enter a valid due date', 'dueDate');
      action.dueDate = due;
    }
    await record(ctx, em, order, actor, events, {
      inspection,
      action: 'corrective action updated',
      title: 'Corrective action updated',
      body: `${actor.name} updated the corrective action of ${order.orderCode}: ${action.action ?? 'no action yet'}, due ${day(action.dueDate)}.`,
      notes: [action.rootCause && `Root cause: ${action.rootCause}`, action.action && `Action: ${action.action}`].filter(Boolean).join(' ') || null,
    }, before, actionState(action));
    return action;
  });
}

/** The owner reports the action done (root cause and action written): a re-inspection may follow. */
export function completeCorrectiveAction(ctx: Ctx, inspectionId: unknown): Promise<CorrectiveAction> {
  return onInspection(ctx, inspectionId, async (em, order, inspection, state, actor, events) => {
    assertInspectionAction(actor, state, InspectionActionKind.CompleteCorrectiveAction, inspection);
    const action = state.correctiveActions.get(inspection.id)!;
    if (!action.rootCause) throw badInput('Write the root cause before closing the corrective action', 'rootCause');
    if (!action.action) throw badInput('Write the action taken before closing the corrective action', 'action');
    const before = actionState(action);
    action.status = CorrectiveActionStatus.Done;
    action.doneAt = new Date();
    action.doneBy = actor;
    await record(ctx, em, order, actor, events, {
      inspection,
      action: 'corrective action done',
      title: 'Corrective action done',
      body: `${actor.name} completed the corrective action of ${order.orderCode}: ${action.action}. It can be re-inspected.`,
      notes: `Root cause: ${action.rootCause} Action: ${action.action}`,
    }, before, actionState(action));
    return action;
  });
}

// ---------------------------------------------------------------- reading

const byIds = <T>(ids: readonly number[], rows: T[], key: (row: T) => number) =>
  ids.map((id) => rows.filter((row) => key(row) === id));

/** The inspections of several orders (one query), each list oldest first. */
export async function inspectionsOf(em: EntityManager, orderIds: readonly number[]): Promise<Inspection[][]> {
  const rows = await em.find(Inspection, { order: { $in: [...orderIds] } }, { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
  return byIds(orderIds, rows, (row) => row.order.id);
}

/** The defects of several inspections (one query), in the order recorded. */
export async function defectsOf(em: EntityManager, inspectionIds: readonly number[]): Promise<InspectionDefect[][]> {
  const rows = await em.find(InspectionDefect, { inspection: { $in: [...inspectionIds] } }, { orderBy: { id: 'asc' } });
  return byIds(inspectionIds, rows, (row) => row.inspection.id);
}

/** The measured pieces of several inspections (one query), in the order measured. */
export async function piecesOf(em: EntityManager, inspectionIds: readonly number[]): Promise<InspectionPiece[][]> {
  const rows = await em.find(InspectionPiece, { inspection: { $in: [...inspectionIds] } }, { orderBy: { pieceNumber: 'asc' } });
  return byIds(inspectionIds, rows, (row) => row.inspection.id);
}

/** The invited inspectors of several orders (one query), in the order invited. */
export async function inspectorsOf(em: EntityManager, orderIds: readonly number[]): Promise<OrderInspector[][]> {
  const rows = await em.find(OrderInspector, { order: { $in: [...orderIds] } }, { orderBy: { id: 'asc' } });
  return byIds(orderIds, rows, (row) => row.order.id);
}

/** The corrective actions of several inspections (one query; at most one each). */
export async function correctiveActionsOf(em: EntityManager, inspectionIds: readonly number[]): Promise<CorrectiveAction[][]> {
  const rows = await em.find(CorrectiveAction, { inspection: { $in: [...inspectionIds] } });
  return byIds(inspectionIds, rows, (row) => row.inspection.id);
}

/** The photos of several defects (one query), in upload order. */
export async function defectPhotosOf(em: EntityManager, defectIds: readonly number[]): Promise<Attachment[][]> {
  const rows = await em.find(Attachment, { inspectionDefect: { $in: [...defectIds] } }, { populate: ['uploadedBy'], orderBy: { id: 'asc' } });
  return byIds(defectIds, rows, (row) => row.inspectionDefect!.id);
}

/** The state the rules of several orders' inspections look at (for availableActions). */
export async function inspectionStatesOf(em: EntityManager, orders: readonly OrderRow[]): Promise<InspectionState[]> {
  const lists = await inspectionsOf(em, orders.map((o) => o.id));
  const actions = await correctiveActionsOf(em, lists.flat().map((i) => i.id));
  const byInspection = new Map(actions.flat().map((a) => [a.inspection.id, a]));
  const inspectors = await inspectorsOf(em, orders.map((o) => o.id));
  return orders.map((order, i) => ({
    order,
    inspections: lists[i],
    correctiveActions: byInspection,
    inspectorIds: inspectors[i].map((invited) => invited.user.id),
  }));
}

export type InspectionReport = {
  inspection: Inspection;
  defects: { defect: InspectionDefect; photos: Attachment[] }[];
  pieces: InspectionPiece[];
  /** The chart new pieces are measured against (null when the product's specifications have no POM). */
  measurementChart: Awaited<ReturnType<typeof productMeasurementChart>>;
  correctiveAction: CorrectiveAction | null;
  /** What the rules look at (for the actions the user may take). */
  state: InspectionState;
};

async function reportsOf(em: EntityManager, order: Order, inspections: Inspection[]): Promise<InspectionReport[]> {
  const state = await stateOf(em, order);
  const ids = inspections.map((i) => i.id);
  await em.populate(inspections, ['createdBy', 'completedBy']);
  const defects = await defectsOf(em, ids);
  await em.populate(defects.flat(), ['recordedBy']);
  const photos = await defectPhotosOf(em, defects.flat().map((d) => d.id));
  const photosOf = new Map(defects.flat().map((d, i) => [d.id, photos[i]]));
  const actions = await correctiveActionsOf(em, ids);
  await em.populate(actions.flat(), ['owner', 'doneBy']);
  const pieces = await piecesOf(em, ids);
  await em.populate(pieces.flat(), ['recordedBy']);
  const measurementChart = inspections.length ? chartForOrder(await productMeasurementChart(em, order.product.id), order.sizeBreakdown) : null;
  return inspections.map((inspection, i) => ({
    inspection,
    defects: defects[i].map((defect) => ({ defect, photos: photosOf.get(defect.id) ?? [] })),
    pieces: pieces[i],
    measurementChart,
    correctiveAction: actions[i][0] ?? null,
    state,
  }));
}

/** GET /api/orders/{id}/inspections: every inspection of the order (every attempt), oldest first. */
export async function listInspections(ctx: Ctx, orderIdOrCode: string | number): Promise<InspectionReport[]> {
  const order = await inspectableOrder(ctx, orderIdOrCode);
  const [inspections] = await inspectionsOf(ctx.em, [order.id]);
  return reportsOf(ctx.em, order, inspections);
}

/** One inspection with its order, for the report (404 when the user may not see the order). */
export async function getInspection(ctx: Ctx, rawId: unknown): Promise<Inspection> {
  const id = Number(rawId);
  const inspection = Number.isInteger(id) && id > 0 ? await ctx.em.findOne(Inspection, { id }) : null;
  if (!inspection) throw notFound('Inspection');
  try {
    await inspectableOrder(ctx, inspection.order.id, ['buyer', 'vendor', 'product']);
  } catch {
    throw notFound('Inspection');
  }
  return inspection;
}

export async function inspectionReport(ctx: Ctx, rawId: unknown): Promise<InspectionReport> {
  const inspection = await getInspection(ctx, rawId);
  const order = await inspectableOrder(ctx, inspection.order.id);
  const [report] = await reportsOf(ctx.em, order, [inspection]);
  return report;
}

/**
 * GET /api/inspections/{id}/report.pdf: the report with its order (product, buyer, vendor) and the
 * bytes of the defects' photos, for the PDF (404 when the user may not see the order).
 */
export async function inspectionReportForPdf(ctx: Ctx, rawId: unknown): Promise<{ report: InspectionReport; order: Order }> {
  const inspection = await getInspection(ctx, rawId);
  const order = await inspectableOrder(ctx, inspection.order.id, ['buyer', 'vendor', 'product']);
  const [report] = await reportsOf(ctx.em, order, [inspection]);
  const photos = report.defects.flatMap((d) => d.photos);
  if (photos.length) await ctx.em.populate(photos, ['content']);
  return { report, order };
}

/** Whether `actor` is the inspector who may add photos to a defect (checked before the upload is read). */
export async function defectForPhoto(ctx: Ctx, inspectionId: unknown, rawDefectId: unknown): Promise<{ order: Order; defect: InspectionDefect }> {
  const inspection = await getInspection(ctx, inspectionId);
  const order = await inspectableOrder(ctx, inspection.order.id);
  const state = await stateOf(ctx.em, order);
  assertInspectionAction(ctx.user!, state, InspectionActionKind.RecordDefects, inspection);
  const defectId = Number(rawDefectId);
  const defect = Number.isInteger(defectId) ? await ctx.em.findOne(InspectionDefect, { id: defectId, inspection: inspection.id }) : null;
  if (!defect) throw notFound('Defect');
  return { order, defect };
}

// ---------------------------------------------------------------- invited inspectors

/** A company name as compared: trimmed, case-insensitive; empty is no company. */
const companyKey = (user: Pick<User, 'company'>) => (user.company ?? '').trim().toLowerCase();

/**
 * The users the order's buyer may invite to inspect its order: the other active buyer accounts of
 * its company (the same company name), not yet invited. None for a buyer without a company name.
 */
export async function inspectorCandidatesOf(em: EntityManager, order: OrderRow, invited: readonly number[]): Promise<User[]> {
  const company = companyKey(order.buyer);
  if (!company) return [];
  const colleagues = await em.find(
    User,
    { role: Role.buyer, active: true, id: { $nin: [order.buyer.id, ...invited] } },
    { orderBy: { name: 'asc', id: 'asc' } },
  );
  return colleagues.filter((user) => companyKey(user) === company);
}

/** Why `user` cannot inspect for the buyer of `order` (a 400 on userId), or null. */
function inviteeRefusal(buyer: User, user: User | null) {
  const company = companyKey(buyer);
  if (!company) return badInput('Your account has no company name: only users of your company can be invited, so add it on your profile first', 'userId');
  if (!user) return badInput('Please choose a user of your company to invite', 'userId');
  if (user.id === buyer.id) return badInput('You inspect your own orders already: invite a colleague', 'userId');
  if (user.role !== Role.buyer || companyKey(user) !== company)
    return badInput(`${user.name} is not a user of your company (${buyer.company!.trim()}): only your company's buyer accounts can inspect your orders`, 'userId');
  if (!user.active) return badInput(`${user.name}'s account is deactivated`, 'userId');
  return null;
}

type InspectorChange = { verb: 'invited' | 'removed'; invitee: User };

/** The timeline, the invitee's notification (e-mail per its settings), the vendor's and the audit entry. */
async function recordInspectorChange(ctx: Ctx, em: EntityManager, order: Order, actor: User, events: PendingEvent[], { verb, invitee }: InspectorChange) {
  const step = verb === 'invited' ? 'Inspector invited' : 'Inspector removed';
  logTimelineEvent(em, order, { step, notes: invitee.name, createdBy: actor });
  events.push(...(await ctx.events.publish(em, 'InspectorChanged', { order, actor, invitee, verb })));
  audit({ ...ctx, em }, {
    action: `inspection.inspector_${verb}`,
    entity: 'order',
    entityId: order.id,
    source: SOURCE,
    message: `${actor.username} ${verb} ${invitee.username} as inspector of ${order.orderCode}`,
    [verb === 'invited' ? 'after' : 'before']: { userId: invitee.id, username: invitee.username },
  });
}

/**
 * GET /api/orders/{id}/inspectors: who was invited to inspect the order and, for its buyer, whom it
 * may invite (the candidates are empty for anyone else).
 */
export async function listInspectors(ctx: Ctx, orderIdOrCode: string | number) {
  const order = await inspectableOrder(ctx, orderIdOrCode);
  const state = await stateOf(ctx.em, order);
  const [inspectors] = await inspectorsOf(ctx.em, [order.id]);
  await ctx.em.populate(inspectors, ['user', 'invitedBy']);
  const mayInvite = !decideInspectionAction(ctx.user!, state, InspectionActionKind.InviteInspector);
  const candidates = mayInvite ? await inspectorCandidatesOf(ctx.em, order, state.inspectorIds) : [];
  return { inspectors, candidates };
}

/** The order's buyer invites a buyer account of its own company to inspect the order. */
export function inviteInspector(ctx: Ctx, orderIdOrCode: string | number, raw: unknown): Promise<OrderInspector> {
  return onInspectableOrder(ctx, orderIdOrCode, async (em, order, actor, events) => {
    const state = await stateOf(em, order);
    assertInspectionAction(actor, state, InspectionActionKind.InviteInspector);
    const input = await validateInput(InspectorInviteInput, raw);
    const invitee = await em.findOne(User, { id: input.userId });
    const refusal = inviteeRefusal(order.buyer, invitee);
    if (refusal) throw refusal;
    if (state.inspectorIds.includes(invitee!.id)) throw conflict(`${invitee!.name} is already invited to inspect this order`, 'userId');
    const invited = em.create(OrderInspector, { order, user: invitee!, invitedBy: actor });
    em.persist(invited);
    await em.flush();
    await recordInspectorChange(ctx, em, order, actor, events, { verb: 'invited', invitee: invitee! });
    return invited;
  });
}

/** The order's buyer withdraws an invitation: the user no longer sees the order (its inspections stay). */
export function removeInspector(ctx: Ctx, orderIdOrCode: string | number, rawUserId: unknown): Promise<OrderInspector> {
  return onInspectableOrder(ctx, orderIdOrCode, async (em, order, actor, events) => {
    const state = await stateOf(em, order);
    assertInspectionAction(actor, state, InspectionActionKind.InviteInspector);
    const userId = Number(rawUserId);
    const invited = Number.isInteger(userId) ? await em.findOne(OrderInspector, { order: order.id, user: userId }, { populate: ['user', 'invitedBy'] }) : null;
    if (!invited) throw notFound('Invited inspector');
    em.remove(invited);
    await recordInspectorChange(ctx, em, order, actor, events, { verb: 'removed', invitee: invited.user });
    return invited;
  });
}

// ---------------------------------------------------------------- quality settings

/** The signed-in buyer's AQL defaults for new inspections. */
export async function myQualitySettings(ctx: Ctx) {
  const buyer = requireCapability(ctx, 'editQualitySettings');
  return defaultsOf(ctx.em, buyer.id);
}

/** The buyer changes its AQL defaults (inspections started later use them). */
export async function updateQualitySettings(ctx: Ctx, raw: unknown) {
  const buyer = requireCapability(ctx, 'editQualitySettings');
  const input = await validateInput(QualitySettingsInput, raw);
  await ctx.em.transactional(async (em) => {
    const current = await em.findOne(QualitySettings, { buyer: buyer.id });
    const before = current ? { level: current.level, aqlCritical: current.aqlCritical, aqlMajor: current.aqlMajor, aqlMinor: current.aqlMinor } : { ...DEFAULT_QUALITY };
    const after = {
      level: input.level ?? before.level,
      aqlCritical: checkAql(input.aqlCritical, 'aqlCritical', before.aqlCritical),
      aqlMajor: checkAql(input.aqlMajor, 'aqlMajor', before.aqlMajor),
      aqlMinor: checkAql(input.aqlMinor, 'aqlMinor', before.aqlMinor),
    };
    if (current) Object.assign(current, after);
    else em.persist(em.create(QualitySettings, { buyer: buyer.id, ...after }));
    audit({ ...ctx, em }, {
      action: 'quality.settings',
      entity: 'user',
      entityId: buyer.id,
      source: SOURCE,
      message: `${buyer.username} changed their AQL defaults to ${JSON.stringify(after)}`,
      before,
      after,
    });
  });
  return myQualitySettings(ctx);
}
