import type { FastifyPluginAsync } from 'fastify';
import {
  orNull,
  shape,
  ID,
  inputSchema,
  list,
  ok,
  ORDER_KEY,
  params,
  query,
} from '../../common/schemas';
import { SampleRequestInput, SampleSubmissionInput } from './sample.inputs';
import { ATTACHMENT, type Attachment, attachmentJson, uploadRoutes } from '../files';
import { uploadSamplePhoto } from './sample.photos';
import type { Ctx } from '../../common/context';
import { badInput } from '../../common/errors';
import type { User } from '../users';
import type { Sample, SampleAttempt } from './sample.entity';
import {
  listSamples,
  requestSample,
  reviewSample,
  submitSample,
  waivePreProductionSample,
} from './sample.service';

const PERSON = orNull(shape({ id: 'integer', name: 'string' }));
const SAMPLE_FIELDS = {
  id: 'integer',
  type: 'string',
  status: 'string',
  note: 'string?',
  dueDate: 'string?',
  requestedBy: PERSON,
  waiverReason: 'string?',
  waivedBy: PERSON,
  waivedAt: 'date-time?',
  createdAt: 'date-time',
} as const;
/** A sample round as the writes answer it. */
const SAMPLE = shape(SAMPLE_FIELDS);
const ATTEMPT = shape({
  number: 'integer',
  comment: 'string?',
  submittedBy: PERSON,
  submittedAt: 'date-time',
  decision: 'string?',
  reviewComment: 'string?',
  reviewedBy: PERSON,
  reviewedAt: 'date-time?',
  photos: list(ATTACHMENT),
});
/** A sample round as the list answers it: with its attempts and their photos. */
const SAMPLE_WITH_ATTEMPTS = shape({ ...SAMPLE_FIELDS, attempts: list(ATTEMPT) });

type ById = { Params: { id: string } };
type BySample = { Params: { id: string; sampleId: string } };
type Body = Record<string, unknown> | undefined;

const person = (user?: User | null) => (user ? { id: user.id, name: user.name } : null);

/** A sample round as the REST calls answer it; attempts (with photos) when listed. */
function sampleJson(sample: Sample, attempts?: { attempt: SampleAttempt; photos: Attachment[] }[]) {
  return {
    id: sample.id,
    type: sample.type,
    status: sample.status,
    note: sample.note ?? null,
    dueDate: sample.dueDate ?? null,
    requestedBy: person(sample.requestedBy),
    waiverReason: sample.waiverReason ?? null,
    waivedBy: person(sample.waivedBy),
    waivedAt: sample.waivedAt?.toISOString() ?? null,
    createdAt: sample.createdAt.toISOString(),
    ...(attempts && {
      attempts: attempts.map(({ attempt, photos }) => ({
        number: attempt.number,
        comment: attempt.comment ?? null,
        submittedBy: person(attempt.submittedBy),
        submittedAt: attempt.submittedAt.toISOString(),
        decision: attempt.decision ?? null,
        reviewComment: attempt.reviewComment ?? null,
        reviewedBy: person(attempt.reviewedBy),
        reviewedAt: attempt.reviewedAt?.toISOString() ?? null,
        photos: photos.map(attachmentJson),
      })),
    }),
  };
}

/** A changed sample with its people loaded. */
async function changed(ctx: Ctx, sample: Sample) {
  await ctx.em.populate(sample, ['requestedBy', 'waivedBy']);
  return sampleJson(sample);
}

/**
 * REST paths of sample rounds, under the order; thin, every rule is in the service. Photos are
 * uploaded first (POST /api/orders/{id}/samples/photos, stored by the files module), then named
 * by the submission.
 */
export const sampleRoutes: FastifyPluginAsync = async (app) => {
  await app.register(
    uploadRoutes([
      {
        path: '/orders/:id/samples/photos',
        summary: 'Vendors: upload a sample photo (multipart: file)',
        params: params({ id: ORDER_KEY }),
        upload: (ctx, { id }, readFile) => uploadSamplePhoto(ctx, id, readFile),
      },
    ]),
  );

  app.get<ById>(
    '/orders/:id/samples',
    {
      schema: {
        summary: "An order's sample rounds with their attempts and photos",
        params: params({ id: ORDER_KEY }),
        response: ok(200, list(SAMPLE_WITH_ATTEMPTS)),
      },
    },
    async (req) =>
      (await listSamples(req.ctx, req.params.id)).map(({ sample, attempts }) =>
        sampleJson(sample, attempts),
      ),
  );

  app.post<ById & { Body: Body }>(
    '/orders/:id/samples',
    {
      schema: {
        summary: 'Buyers: request a sample round',
        params: params({ id: ORDER_KEY }),
        body: inputSchema(SampleRequestInput),
        response: ok(201, SAMPLE),
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await changed(req.ctx, await requestSample(req.ctx, req.params.id, req.body))),
  );

  app.post<ById & { Body: Body }>(
    '/orders/:id/samples/submit',
    {
      schema: {
        summary: 'Vendors: submit a sample (photos uploaded first)',
        params: params({ id: ORDER_KEY }),
        body: inputSchema(SampleSubmissionInput),
        response: ok(200, SAMPLE),
      },
    },
    async (req) => changed(req.ctx, await submitSample(req.ctx, req.params.id, req.body)),
  );

  app.post<BySample & { Body: Body }>(
    '/orders/:id/samples/:sampleId/review',
    {
      schema: {
        summary: 'Buyers: approve or reject a submitted sample',
        params: params({ id: ORDER_KEY, sampleId: ID }),
        body: query({
          decision: { type: 'string', enum: ['approve', 'reject'] },
          comment: 'string?',
        }),
        response: ok(200, SAMPLE),
      },
    },
    async (req) => {
      const { decision, comment } = req.body ?? {};
      const approve = decision === 'approve';
      if (!approve && decision !== 'reject')
        throw badInput('Please choose a decision: approve or reject', 'decision');
      const id = Number(req.params.sampleId);
      const text = typeof comment === 'string' ? comment : null;
      return changed(req.ctx, await reviewSample(req.ctx, req.params.id, id, approve, text));
    },
  );

  app.post<ById & { Body: Body }>(
    '/orders/:id/samples/pp-waiver',
    {
      schema: {
        summary: 'Buyers: waive the pre-production sample (with a reason)',
        params: params({ id: ORDER_KEY }),
        body: query({ reason: 'string' }),
        response: ok(200, SAMPLE),
      },
    },
    async (req) =>
      changed(req.ctx, await waivePreProductionSample(req.ctx, req.params.id, req.body?.reason)),
  );
};
