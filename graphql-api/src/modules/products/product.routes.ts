import type { FastifyPluginAsync } from 'fastify';
import {
  allProducts,
  createProduct,
  deleteProduct,
  findVisibleProduct,
  productRow,
  updateProduct,
} from './product.service';
import { queryArgs } from './query-string';

type WithId = { Params: { id: string } };

/** REST paths of the products module (SPEC.md section 7); thin, every rule is in the service. */
export const productRoutes: FastifyPluginAsync = async (app) => {
  app.get('/products', async (req) => {
    const args = queryArgs(req.query, {
      numbers: ['vendorId', 'minPrice', 'maxPrice'],
      booleans: ['includeArchived'],
    });
    return (await allProducts(req.ctx, args)).map(productRow);
  });

  app.get<WithId>('/products/:id', async (req) =>
    productRow(await findVisibleProduct(req.ctx, req.params.id)),
  );

  app.post('/products', async (req, reply) =>
    reply.status(201).send(productRow(await createProduct(req.ctx, req.body))),
  );

  app.put<WithId>('/products/:id', async (req) =>
    productRow(await updateProduct(req.ctx, req.params.id, req.body)),
  );

  app.delete<WithId>('/products/:id', async (req) => deleteProduct(req.ctx, req.params.id));
};
