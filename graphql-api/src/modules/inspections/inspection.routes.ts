import type { FastifyPluginAsync } from 'fastify';
import type { Ctx } from '../../common/context';
import { attachmentJson } from '../files/attachment.links';
import type { User } from '../users/user.entity';
import { inspectionActions } from './inspection.actions';
import type { CorrectiveAction } from './inspection.entity';
import { allPassed, classResults, sampleSizeOf } from './inspection.result';
import {
  completeCorrectiveAction,
  completeInspection,
  type InspectionReport,
  inspectionReport,
  listInspections,
  myQualitySettings,
  recordDefect,
  removeDefect,
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
function inspectionJson(ctx: Ctx, { inspection, defects, correctiveAction, state }: InspectionReport) {
  const results = classResults(inspection, defects.map((d) => d.defect));
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
    correctiveAction: correctiveJson(correctiveAction),
    availableActions: ctx.user ? inspectionActions(ctx.user, state, inspection) : [],
  };
}

const reportJson = async (ctx: Ctx, id: number) => inspectionJson(ctx, await inspectionReport(ctx, id));

/** REST paths of quality inspections; thin, every rule is in the service. Defect photos: files module. */
export const inspectionRoutes: FastifyPluginAsync = async (app) => {
  app.get<ById>('/orders/:id/inspections', async (req) =>
    (await listInspections(req.ctx, req.params.id)).map((report) => inspectionJson(req.ctx, report)),
  );

  app.post<ById & { Body: Body }>('/orders/:id/inspections', async (req, reply) => {
    const inspection = await startInspection(req.ctx, req.params.id, req.body);
    return reply.status(201).send(await reportJson(req.ctx, inspection.id));
  });

  app.post<ById & { Body: Body }>('/orders/:id/inspections/final-waiver', async (req, reply) => {
    const inspection = await waiveFinalInspection(req.ctx, req.params.id, req.body);
    return reply.status(201).send(await reportJson(req.ctx, inspection.id));
  });

  app.get<ById>('/inspections/:id', async (req) => reportJson(req.ctx, Number(req.params.id)));

  app.post<ById & { Body: Body }>('/inspections/:id/defects', async (req, reply) => {
    await recordDefect(req.ctx, req.params.id, req.body);
    return reply.status(201).send(await reportJson(req.ctx, Number(req.params.id)));
  });

  app.delete<ByDefect>('/inspections/:id/defects/:defectId', async (req) => {
    await removeDefect(req.ctx, req.params.id, req.params.defectId);
    return reportJson(req.ctx, Number(req.params.id));
  });

  app.post<ById>('/inspections/:id/complete', async (req) => {
    await completeInspection(req.ctx, req.params.id);
    return reportJson(req.ctx, Number(req.params.id));
  });

  app.put<ById & { Body: Body }>('/inspections/:id/corrective-action', async (req) => {
    await updateCorrectiveAction(req.ctx, req.params.id, req.body);
    return reportJson(req.ctx, Number(req.params.id));
  });

  app.post<ById>('/inspections/:id/corrective-action/complete', async (req) => {
    await completeCorrectiveAction(req.ctx, req.params.id);
    return reportJson(req.ctx, Number(req.params.id));
  });

  app.get('/quality-settings', async (req) => myQualitySettings(req.ctx).then(settingsJson));

  app.put<{ Body: Body }>('/quality-settings', async (req) => updateQualitySettings(req.ctx, req.body).then(settingsJson));
};

const settingsJson = (s: { level: string; aqlCritical: number; aqlMajor: number; aqlMinor: number }) => ({
  level: s.level,
  aqlCritical: s.aqlCritical,
  aqlMajor: s.aqlMajor,
  aqlMinor: s.aqlMinor,
});
