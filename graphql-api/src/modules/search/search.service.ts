import { badInput } from '../../common/errors';
import { type Ctx, requireUser } from '../../common/context';
import { orderScopeSql, type OrderRow, readOrders } from '../orders';
import { Product, productScope } from '../products';
import { Specification, specScope } from '../specifications';
import { containsPattern } from '../../common/sql';

export const SEARCH_MIN_LENGTH = 2;
const DEFAULT_LIMIT = 5;
const MAX_LIMIT = 20;

export type SearchResults = {
  orders: OrderRow[];
  products: Product[];
  specifications: Specification[];
};

/**
 * The header search (DECISIONS.md 1): orders by code or product name, products by name or SKU,
 * specifications by title; only what the user may see, at most `limit` of each.
 */
export async function search(
  ctx: Ctx,
  query: unknown,
  limit: unknown = DEFAULT_LIMIT,
): Promise<SearchResults> {
  const user = requireUser(ctx);
  const text = typeof query === 'string' ? query.trim() : '';
  const max = limit === undefined || limit === null ? DEFAULT_LIMIT : Number(limit);
  if (!Number.isInteger(max) || max < 1 || max > MAX_LIMIT) {
    throw badInput(`Limit must be between 1 and ${MAX_LIMIT}`, 'limit');
  }
  if (text.length < SEARCH_MIN_LENGTH) return { orders: [], products: [], specifications: [] };
  const like = containsPattern(text);
  const em = ctx.em;

  const specs = await specScope(em, user);

  const [scope, scopeParams] = orderScopeSql(user);
  // The products matching by name come from their trigram index (a join would test every visible
  // order's product name); the orders are read newest first through the user's index.
  const orders = await readOrders(
    em,
    {
      sql: `${scope} and (o.order_code ilike ? or o.product_id in (select id from products where name ilike ?))`,
      params: [...scopeParams, like, like],
    },
    max,
  );
  const products = await em.find(
    Product,
    {
      $and: [productScope(user), { $or: [{ name: { $ilike: like } }, { sku: { $ilike: like } }] }],
    },
    { populate: ['vendor'], orderBy: { name: 'asc', id: 'asc' }, limit: max },
  );
  const specifications = await em.find(
    Specification,
    { $and: [specs, { title: { $ilike: like } }] },
    { populate: ['product', 'createdBy'], orderBy: { updatedAt: 'desc', id: 'desc' }, limit: max },
  );
  return { orders, products, specifications };
}

/** The REST answer: small rows for the header's result list. */
export function searchResultsShape(results: SearchResults) {
  return {
    orders: results.orders.map((o) => ({
      id: o.id,
      orderId: o.orderCode,
      productName: o.product.name,
      status: o.status,
    })),
    products: results.products.map((p) => ({
      id: p.id,
      name: p.name,
      sku: p.sku,
      vendorId: p.vendor.id,
    })),
    specifications: results.specifications.map((s) => ({
      id: s.id,
      title: s.title,
      productId: s.product.id,
      productName: s.product.name,
    })),
  };
}
