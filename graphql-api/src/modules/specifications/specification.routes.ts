import type { FastifyPluginAsync } from 'fastify';
import { ID, inputSchema, list, ok, params, shape } from '../../common/schemas';
import { RestSpecificationInput } from './specification.inputs';
import { createRestSpecification, listProductSpecifications } from './specification.service';

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
};
