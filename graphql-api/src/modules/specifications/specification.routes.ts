import type { FastifyPluginAsync } from 'fastify';
import { createRestSpecification, listProductSpecifications } from './specification.service';

/** REST paths of the specifications module (SPEC.md section 7); thin, every rule is in the service. */
export const specificationRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { productId: string } }>('/specifications/product/:productId', async (req) =>
    listProductSpecifications(req.ctx, Number(req.params.productId)),
  );

  app.post('/specifications', async (req, reply) =>
    reply.status(201).send(await createRestSpecification(req.ctx, req.body)),
  );
};
