import type { FastifyPluginAsync } from 'fastify';
import { file, ID, inputSchema, list, ok, params, shape } from '../../common/schemas';
import { uploadRoutes } from '../files';
import { uploadSpecificationAttachment, zipSpecificationAttachments } from './specification.attachments';
import { RestSpecificationInput } from './specification.inputs';
import {
  createRestSpecification,
  getMeasurementChart,
  listProductSpecifications,
  putMeasurementChart,
} from './specification.service';

const SPECIFICATION = shape({
  id: 'integer',
  productId: 'integer',
  productName: 'string',
  specTitle: 'string',
  specDetails: 'string?',
  description: 'string?',
  category: 'string?',
  attachmentUrls: list({ type: 'string' }),
  attachmentCount: 'integer',
  createdBy: 'string?',
  createdAt: 'date-time',
  updatedAt: 'date-time',
  version: 'integer',
});

const POINT_OF_MEASURE = {
  type: 'object',
  required: ['code', 'description', 'unit', 'toleranceMinus', 'tolerancePlus', 'targets'],
  properties: {
    code: { type: 'string', maxLength: 10, description: 'Unique in the chart, e.g. A.' },
    description: { type: 'string', maxLength: 200, description: 'e.g. Chest width 1 cm below armhole.' },
    unit: { type: 'string', enum: ['cm', 'inch'] },
    toleranceMinus: { type: 'number', exclusiveMinimum: 0, description: 'How far below the target (positive).' },
    tolerancePlus: { type: 'number', exclusiveMinimum: 0, description: 'How far above the target (positive).' },
    targets: list(shape({ size: 'string', value: 'number' })),
  },
};
/** Points of measure (rows) with one target per size (columns). */
const MEASUREMENT_CHART = {
  type: 'object',
  required: ['specificationId', 'version', 'sizes', 'points'],
  properties: {
    specificationId: { type: 'integer' },
    version: { type: 'integer', description: 'The specification version, raised by every edit of the chart.' },
    sizes: list({ type: 'string' }),
    points: list(POINT_OF_MEASURE),
  },
};
/** The whole chart; it replaces the one there was. A problem is a 400 naming the row or size (points.2.targets.M). */
const MEASUREMENT_CHART_INPUT = {
  type: 'object',
  required: ['sizes', 'points'],
  properties: {
    sizes: { type: 'array', maxItems: 30, items: { type: 'string', maxLength: 20 } },
    points: { type: 'array', maxItems: 100, items: POINT_OF_MEASURE },
    expectedVersion: {
      type: ['integer', 'null'],
      description: 'The version the edit is based on; a different current version answers 409.',
    },
  },
};

/** REST paths of the specifications module (SPEC.md section 7); thin, every rule is in the service. */
export const specificationRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { productId: string } }>(
    '/specifications/product/:productId',
    {
      schema: {
        summary: "A product's specifications",
        params: params({ productId: ID }),
        response: ok(200, list(SPECIFICATION)),
      },
    },
    async (req) => listProductSpecifications(req.ctx, Number(req.params.productId)),
  );

  app.post(
    '/specifications',
    {
      schema: {
        summary: 'Add a specification to a product',
        body: inputSchema(RestSpecificationInput),
        response: ok(201, SPECIFICATION),
      },
    },
    async (req, reply) => reply.status(201).send(await createRestSpecification(req.ctx, req.body)),
  );

  app.get<{ Params: { id: string } }>(
    '/specifications/:id/measurement-chart',
    {
      schema: {
        summary: "A specification's measurement chart (points of measure)",
        params: params({ id: ID }),
        response: ok(200, MEASUREMENT_CHART),
      },
    },
    async (req) => getMeasurementChart(req.ctx, Number(req.params.id)),
  );

  app.put<{ Params: { id: string } }>(
    '/specifications/:id/measurement-chart',
    {
      schema: {
        summary: 'Replace the measurement chart (an edit: the version rises)',
        params: params({ id: ID }),
        body: MEASUREMENT_CHART_INPUT,
        response: ok(200, MEASUREMENT_CHART),
      },
    },
    async (req) => putMeasurementChart(req.ctx, Number(req.params.id), req.body),
  );

  // A specification's files: stored by files, uploaded and zipped here (whoever may write it, read it).
  await app.register(
    uploadRoutes([
      {
        path: '/specifications/:id/attachments',
        summary: 'Upload a specification attachment (multipart: file, description)',
        params: params({ id: ID }),
        upload: (ctx, { id }, readFile) => uploadSpecificationAttachment(ctx, Number(id), readFile),
      },
    ]),
  );

  app.get<{ Params: { id: string } }>(
    '/specifications/:id/attachments.zip',
    {
      schema: {
        summary: "A specification's attachments as one zip (Download All)",
        params: params({ id: ID }),
        response: { 200: file('application/zip', 'The zip') },
      },
    },
    async (req, reply) => {
      const zip = await zipSpecificationAttachments(req.ctx, Number(req.params.id));
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', zip.disposition)
        .header('cache-control', 'private, no-store')
        .send(zip.body);
    },
  );
};
