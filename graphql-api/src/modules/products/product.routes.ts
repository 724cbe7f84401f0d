import type { FastifyPluginAsync } from 'fastify';
import { ID, inputSchema, list, ok, params, shape } from '../../common/schemas';
import { type Ctx, requireUser } from '../../common/context';
import { ProductActionKind, productActions } from './product.actions';
import type { Product } from './product.entity';
import { ProductInput, ProductListArgs, ProductUpdateInput } from './product.inputs';
import {
  allProducts,
  createProduct,
  deleteProduct,
  findVisibleProduct,
  productRow,
  updateProduct,
} from './product.service';

const PRODUCT = shape({
  id: 'integer',
  vendorId: 'integer',
  name: 'string',
  sku: 'string',
  description: 'string?',
  category: 'string?',
  inStock: 'boolean',
  stockQuantity: 'integer',
  price: 'number?',
  imageUrl: 'string?',
  vendorName: 'string',
  vendorCompany: 'string?',
  archived: 'boolean',
  createdAt: 'date-time',
  updatedAt: 'date-time',
  availableActions: list({ type: 'string', enum: Object.values(ProductActionKind) }),
});

/** Products as REST answers them, each with what the caller may do to it now (`availableActions`). */
async function answers(ctx: Ctx, products: Product[]) {
  const actions = await productActions(ctx.em, requireUser(ctx), products);
  return products.map((product, index) => ({ ...productRow(product), availableActions: actions[index] }));
}

const answer = async (ctx: Ctx, product: Product) => (await answers(ctx, [product]))[0];

type WithId = { Params: { id: string } };

/** REST paths of the products module (SPEC.md section 7); thin, every rule is in the service. */
export const productRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/products',
    {
      schema: {
        summary: 'Products the caller may see (filters as the GraphQL arguments)',
        querystring: inputSchema(ProductListArgs),
        response: ok(200, list(PRODUCT)),
      },
    },
    async (req) => answers(req.ctx, await allProducts(req.ctx, req.query)),
  );

  app.get<WithId>(
    '/products/:id',
    { schema: { summary: 'One product', params: params({ id: ID }), response: ok(200, PRODUCT) } },
    async (req) => answer(req.ctx, await findVisibleProduct(req.ctx, req.params.id)),
  );

  app.post(
    '/products',
    {
      schema: {
        summary: 'Vendors (or admins for a vendor): create a product',
        body: inputSchema(ProductInput),
        response: ok(201, PRODUCT),
      },
    },
    async (req, reply) =>
      reply.status(201).send(await answer(req.ctx, await createProduct(req.ctx, req.body))),
  );

  app.put<WithId>(
    '/products/:id',
    {
      schema: {
        summary: 'Change a product (fields left out keep their value)',
        params: params({ id: ID }),
        body: inputSchema(ProductUpdateInput),
        response: ok(200, PRODUCT),
      },
    },
    async (req) => answer(req.ctx, await updateProduct(req.ctx, req.params.id, req.body)),
  );

  app.delete<WithId>(
    '/products/:id',
    {
      schema: {
        summary: 'Delete a product (archived instead when orders refer to it)',
        params: params({ id: ID }),
        response: ok(200, shape({ id: 'integer', deleted: 'boolean', archived: 'boolean' })),
      },
    },
    async (req) => deleteProduct(req.ctx, req.params.id),
  );
};
