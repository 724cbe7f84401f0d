import type { FastifyPluginAsync } from 'fastify';
import { file, ID, inputSchema, list, ok, orNull, ORDER_KEY, params, shape } from '../../common/schemas';
import { ATTACHMENT, attachmentJson, contentDisposition, uploadRoutes } from '../files';
import { uploadInspectionPhoto } from './inspection.photos';
import {
  CorrectiveActionInput,
  DefectInput,
  FinalInspectionWaiverInput,
  InspectionStartInput,
  InspectorInviteInput,
  QualitySettingsInput,
} from './inspection.inputs';
import type { Ctx } from '../../common/context';
import type { User } from '../users';
import { inspectionActions } from './inspection.actions';
import type { CorrectiveAction, OrderInspector } from './inspection.entity';
import { inspectionPdf, reportFileName } from './inspection.pdf';
import { isOutOfTolerance, measurementsOf } from './inspection.measurements';
import { allPassed, classResults, sampleSizeOf } from './inspection.result';
import {
  completeCorrectiveAction,
  completeInspection,
  type InspectionReport,
  inspectionReport,
  inspectionReportForPdf,
  inviteInspector,
  listInspections,
  listInspectors,
  myQualitySettings,
  recordDefect,
  recordMeasuredPiece,
  removeDefect,
  removeInspector,
  removeMeasuredPiece,
  startInspection,
  updateCorrectiveAction,
  updateQualitySettings,
  waiveFinalInspection,
} from './inspection.service';

type ById = { Params: { id: string } };
type ByDefect = { Params: { id: string; defectId: string } };
type Body = Record<string, unknown> | undefined;

const person = (user?: User | null) => (user ? { id: user.id, name: user.name } : null);

const correctiveJson = (action: CorrectiveAction | null) =>
  action && {
    id: action.id,
    status: action.status,
    rootCause: action.rootCause ?? null,
    action: action.action ?? null,
    dueDate: action.dueDate,
    owner: person(action.owner),
    doneAt: action.doneAt?.toISOString() ?? null,
    doneBy: person(action.doneBy),
  };

/** An inspection as REST answers it: plan and verdict per class, defects with photos, corrective action, actions. */
function inspectionJson(ctx: Ctx, { inspection, defects, pieces, measurementChart, correctiveAction, state }: InspectionReport) {
  const results = classResults(inspection, defects.map((d) => d.defect), pieces);
  const completed = inspection.status === 'Passed' || inspection.status === 'Failed';
  return {
    id: inspection.id,
    orderId: inspection.order.id,
    kind: inspection.kind,
    inspectorSide: inspection.inspectorSide,
    attempt: inspection.attempt,
    reinspectionOfId: inspection.reinspectionOf?.id ?? null,
    status: inspection.status,
    passed: completed ? allPassed(results) : null,
    lotSize: inspection.lotSize,
    level: inspection.level,
    aqlCritical: inspection.aqlCritical,
    aqlMajor: inspection.aqlMajor,
    aqlMinor: inspection.aqlMinor,
    sampleSize: sampleSizeOf(results),
    results,
    note: inspection.note ?? null,
    waiverReason: inspection.waiverReason ?? null,
    createdBy: person(inspection.createdBy),
    createdAt: inspection.createdAt.toISOString(),
    completedBy: person(inspection.completedBy),
    completedAt: inspection.completedAt?.toISOString() ?? null,
    defects: defects.map(({ defect, photos }) => ({
      id: defect.id,
      defectClass: defect.defectClass,
      defectType: defect.defectType,
      quantity: defect.quantity,
      note: defect.note ?? null,
      recordedBy: person(defect.recordedBy),
      photos: photos.map(attachmentJson),
    })),
    measurementChart,
    measuredPieces: pieces.map((piece) => ({
      id: piece.id,
      pieceNumber: piece.pieceNumber,
      size: piece.size,
      defectClass: piece.defectClass,
      specificationId: piece.specification?.id ?? null,
      specificationVersion: piece.specificationVersion,
      outOfTolerance: isOutOfTolerance(piece),
      measurements: measurementsOf(piece),
      recordedBy: person(piece.recordedBy),
      createdAt: piece.createdAt.toISOString(),
    })),
    correctiveAction: correctiveJson(correctiveAction),
    availableActions: ctx.user ? inspectionActions(ctx.user, state, inspection) : [],
  };
}

const inspectorJson = (invited: OrderInspector) => ({
  user: { id: invited.user.id, name: invited.user.name, company: invited.user.company ?? null },
  invitedBy: person(invited.invitedBy),
  createdAt: invited.createdAt.toISOString(),
});

const reportJson = async (ctx: Ctx, id: number) => inspectionJson(ctx, await inspectionReport(ctx, id));

const TAGS = ['Quality inspections'];
const PERSON = orNull(shape({ id: 'integer', name: 'string' }));
const RESULT = shape({
  defectClass: 'string',
  aql: 'number',
  codeLetter: 'string',
  sampleSize: 'integer',
  accept: 'integer',
  reject: 'integer',
  found: 'integer',
  fromMeasurements: 'integer',
  passed: 'boolean',
});
const POINT_OF_MEASURE = shape({
  code: 'string',
  description: 'string',
  unit: 'string',
  toleranceMinus: 'number',
  tolerancePlus: 'number',
  targets: list(shape({ size: 'string', value: 'number' })),
});
/** The chart new pieces are measured against: the product's latest specification with points of measure. */
const MEASUREMENT_CHART = shape({
  specificationId: 'integer',
  specificationTitle: 'string',
  specificationVersion: 'integer',
  sizes: list({ type: 'string' }),
  points: list(POINT_OF_MEASURE),
});
/** A measured sample piece: each value with its target, tolerance, deviation and verdict (computed). */
const MEASURED_PIECE = shape({
  id: 'integer',
  pieceNumber: 'integer',
  size: 'string',
  defectClass: 'string',
  specificationId: 'integer?',
  specificationVersion: 'integer',
  outOfTolerance: 'boolean',
  measurements: list(
    shape({
      code: 'string',
      description: 'string',
      unit: 'string',
      target: 'number',
      toleranceMinus: 'number',
      tolerancePlus: 'number',
      value: 'number',
      deviation: 'number',
      withinTolerance: 'boolean',
    }),
  ),
  recordedBy: PERSON,
  createdAt: 'date-time',
});
const DEFECT = shape({
  id: 'integer',
  defectClass: 'string',
  defectType: 'string',
  quantity: 'integer',
  note: 'string?',
  recordedBy: PERSON,
  photos: list(ATTACHMENT),
});
const CORRECTIVE_ACTION = shape({
  id: 'integer',
  status: 'string',
  rootCause: 'string?',
  action: 'string?',
  dueDate: 'string?',
  owner: PERSON,
  doneAt: 'date-time?',
  doneBy: PERSON,
});
/** An inspection: its plan and verdict per class, defects with photos, corrective action, actions. */
const INSPECTION = shape({
  id: 'integer',
  orderId: 'integer',
  kind: 'string',
  inspectorSide: 'string',
  attempt: 'integer',
  reinspectionOfId: 'integer?',
  status: 'string',
  passed: 'boolean?',
  lotSize: 'integer',
  level: 'string',
  aqlCritical: 'number',
  aqlMajor: 'number',
  aqlMinor: 'number',
  sampleSize: 'integer',
  results: list(RESULT),
  note: 'string?',
  waiverReason: 'string?',
  createdBy: PERSON,
  createdAt: 'date-time',
  completedBy: PERSON,
  completedAt: 'date-time?',
  defects: list(DEFECT),
  measurementChart: orNull(MEASUREMENT_CHART),
  measuredPieces: list(MEASURED_PIECE),
  correctiveAction: orNull(CORRECTIVE_ACTION),
  availableActions: list(shape({ kind: 'string', label: 'string' })),
});
/** A sample piece: a size of the chart, then a value per point of measure (the server checks both). */
const MEASURED_PIECE_INPUT = {
  type: 'object',
  required: ['size', 'values'],
  properties: {
    size: { type: 'string', maxLength: 20, description: 'A size of the measurement chart.' },
    values: {
      type: 'array',
      maxItems: 100,
      description: 'One value per point of measure measured (at least one), in its unit.',
      items: shape({ code: 'string', value: 'number' }),
    },
    defectClass: {
      type: ['string', 'null'],
      enum: ['Critical', 'Major', 'Minor', null],
      description: 'The class the piece counts in when out of tolerance (default Major).',
    },
  },
};
/** A user of the buyer's company invited to inspect the order. */
const INSPECTOR = shape({
  user: shape({ id: 'integer', name: 'string', company: 'string?' }),
  invitedBy: PERSON,
  createdAt: 'date-time',
});
const SETTINGS = shape({ level: 'string', aqlCritical: 'number', aqlMajor: 'number', aqlMinor: 'number' });
const onOrder = params({ id: ORDER_KEY });
const onInspection = params({ id: ID });

/** REST paths of quality inspections; thin, every rule is in the service. Defect photos: files module. */
export const inspectionRoutes: FastifyPluginAsync = async (app) => {
  await app.register(
    uploadRoutes([
      {
        path: '/inspections/:id/defects/:defectId/photos',
        summary: 'Upload a photo of an inspection defect (multipart: file)',
        params: params({ id: ID, defectId: ID }),
        upload: (ctx, { id, defectId }, readFile) => uploadInspectionPhoto(ctx, id, defectId, readFile),
      },
    ]),
  );
  app.get<ById>(
    '/orders/:id/inspections',
    { schema: { tags: TAGS, summary: "An order's inspections, every attempt", params: onOrder, response: ok(200, list(INSPECTION)) } },
    async (req) => (await listInspections(req.ctx, req.params.id)).map((report) => inspectionJson(req.ctx, report)),
  );

  app.post<ById & { Body: Body }>(
    '/orders/:id/inspections',
    {
      schema: {
        tags: TAGS,
        summary: 'Start an inspection (inline or final; a re-inspection after a failed one)',
        params: onOrder,
        body: inputSchema(InspectionStartInput),
        response: ok(201, INSPECTION),
      },
    },
    async (req, reply) => {
      const inspection = await startInspection(req.ctx, req.params.id, req.body);
      return reply.status(201).send(await reportJson(req.ctx, inspection.id));
    },
  );

  app.post<ById & { Body: Body }>(
    '/orders/:id/inspections/final-waiver',
    {
      schema: {
        tags: TAGS,
        summary: 'Buyers: waive the final inspection (with a reason)',
        params: onOrder,
        body: inputSchema(FinalInspectionWaiverInput),
        response: ok(201, INSPECTION),
      },
    },
    async (req, reply) => {
      const inspection = await waiveFinalInspection(req.ctx, req.params.id, req.body);
      return reply.status(201).send(await reportJson(req.ctx, inspection.id));
    },
  );

  app.get<ById>(
    '/orders/:id/inspectors',
    {
      schema: {
        tags: TAGS,
        summary: "The users of the buyer's company invited to inspect the order, and whom its buyer may invite",
        params: onOrder,
        response: ok(200, shape({ inspectors: list(INSPECTOR), candidates: list(shape({ id: 'integer', name: 'string', company: 'string?' })) })),
      },
    },
    async (req) => {
      const { inspectors, candidates } = await listInspectors(req.ctx, req.params.id);
      return {
        inspectors: inspectors.map(inspectorJson),
        candidates: candidates.map((user) => ({ id: user.id, name: user.name, company: user.company ?? null })),
      };
    },
  );

  app.post<ById & { Body: Body }>(
    '/orders/:id/inspectors',
    {
      schema: {
        tags: TAGS,
        summary: "Buyers: invite a buyer account of their own company to inspect the order",
        params: onOrder,
        body: inputSchema(InspectorInviteInput),
        response: ok(201, INSPECTOR),
      },
    },
    async (req, reply) => {
      const invited = await inviteInspector(req.ctx, req.params.id, req.body);
      await req.ctx.em.populate(invited, ['user', 'invitedBy']);
      return reply.status(201).send(inspectorJson(invited));
    },
  );

  app.delete<{ Params: { id: string; userId: string } }>(
    '/orders/:id/inspectors/:userId',
    {
      schema: {
        tags: TAGS,
        summary: "Buyers: withdraw an inspector's invitation (its inspections stay)",
        params: params({ id: ORDER_KEY, userId: ID }),
        response: ok(200, INSPECTOR),
      },
    },
    async (req) => inspectorJson(await removeInspector(req.ctx, req.params.id, req.params.userId)),
  );

  app.get<ById>(
    '/inspections/:id',
    { schema: { tags: TAGS, summary: 'One inspection (the report)', params: onInspection, response: ok(200, INSPECTION) } },
    async (req) => reportJson(req.ctx, Number(req.params.id)),
  );

  app.get<ById>(
    '/inspections/:id/report.pdf',
    {
      schema: {
        tags: TAGS,
        summary: 'The inspection report as a PDF: plan and result per class, defects with photos, corrective action',
        params: onInspection,
        response: { 200: file('application/pdf', 'The report (PDF)') },
      },
    },
    async (req, reply) => {
      const { report, order } = await inspectionReportForPdf(req.ctx, req.params.id);
      const disposition = contentDisposition('attachment', reportFileName(report, order));
      reply.type('application/pdf').header('content-disposition', disposition).header('cache-control', 'private, no-store');
      return inspectionPdf(report, order);
    },
  );

  app.post<ById & { Body: Body }>(
    '/inspections/:id/defects',
    {
      schema: {
        tags: TAGS,
        summary: 'Record defects of one class and type',
        params: onInspection,
        body: inputSchema(DefectInput),
        response: ok(201, INSPECTION),
      },
    },
    async (req, reply) => {
      await recordDefect(req.ctx, req.params.id, req.body);
      return reply.status(201).send(await reportJson(req.ctx, Number(req.params.id)));
    },
  );

  app.delete<ByDefect>(
    '/inspections/:id/defects/:defectId',
    {
      schema: {
        tags: TAGS,
        summary: 'Remove a recorded defect (before the inspection is completed)',
        params: params({ id: ID, defectId: ID }),
        response: ok(200, INSPECTION),
      },
    },
    async (req) => {
      await removeDefect(req.ctx, req.params.id, req.params.defectId);
      return reportJson(req.ctx, Number(req.params.id));
    },
  );

  app.post<ById & { Body: Body }>(
    '/inspections/:id/measurements',
    {
      schema: {
        tags: TAGS,
        summary: 'Record a measured sample piece: its size and a value per point of measure',
        params: onInspection,
        body: MEASURED_PIECE_INPUT,
        response: ok(201, INSPECTION),
      },
    },
    async (req, reply) => {
      await recordMeasuredPiece(req.ctx, req.params.id, req.body);
      return reply.status(201).send(await reportJson(req.ctx, Number(req.params.id)));
    },
  );

  app.delete<{ Params: { id: string; pieceId: string } }>(
    '/inspections/:id/measurements/:pieceId',
    {
      schema: {
        tags: TAGS,
        summary: 'Remove a measured piece (before the inspection is completed)',
        params: params({ id: ID, pieceId: ID }),
        response: ok(200, INSPECTION),
      },
    },
    async (req) => {
      await removeMeasuredPiece(req.ctx, req.params.id, req.params.pieceId);
      return reportJson(req.ctx, Number(req.params.id));
    },
  );

  app.post<ById>(
    '/inspections/:id/complete',
    {
      schema: {
        tags: TAGS,
        summary: 'Complete the inspection: the server computes pass or fail per class',
        params: onInspection,
        response: ok(200, INSPECTION),
      },
    },
    async (req) => {
      await completeInspection(req.ctx, req.params.id);
      return reportJson(req.ctx, Number(req.params.id));
    },
  );

  app.put<ById & { Body: Body }>(
    '/inspections/:id/corrective-action',
    {
      schema: {
        tags: TAGS,
        summary: "The corrective action's root cause, action and due date",
        params: onInspection,
        body: inputSchema(CorrectiveActionInput),
        response: ok(200, INSPECTION),
      },
    },
    async (req) => {
      await updateCorrectiveAction(req.ctx, req.params.id, req.body);
      return reportJson(req.ctx, Number(req.params.id));
    },
  );

  app.post<ById>(
    '/inspections/:id/corrective-action/complete',
    {
      schema: {
        tags: TAGS,
        summary: 'Mark the corrective action done (a re-inspection may then start)',
        params: onInspection,
        response: ok(200, INSPECTION),
      },
    },
    async (req) => {
      await completeCorrectiveAction(req.ctx, req.params.id);
      return reportJson(req.ctx, Number(req.params.id));
    },
  );

  app.get(
    '/quality-settings',
    { schema: { tags: TAGS, summary: "Buyers: the inspection defaults (level and AQLs)", response: ok(200, SETTINGS) } },
    async (req) => myQualitySettings(req.ctx).then(settingsJson),
  );

  app.put<{ Body: Body }>(
    '/quality-settings',
    {
      schema: {
        tags: TAGS,
        summary: 'Buyers: change the inspection defaults',
        body: inputSchema(QualitySettingsInput),
        response: ok(200, SETTINGS),
      },
    },
    async (req) => updateQualitySettings(req.ctx, req.body).then(settingsJson),
  );
};

const settingsJson = (s: { level: string; aqlCritical: number; aqlMajor: number; aqlMinor: number }) => ({
  level: s.level,
  aqlCritical: s.aqlCritical,
  aqlMajor: s.aqlMajor,
  aqlMinor: s.aqlMinor,
});
