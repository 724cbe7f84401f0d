import { badInput } from '../../common/errors';
import { type Ctx, requireActor } from '../../common/context';
import { readTogether } from '../../common/read-rows';
import { ORDERS, orderScopeSql, type OrderRow } from '../orders';
import { type ProductRow, PRODUCTS, productScopeSql } from '../products';
import { SPECIFICATIONS, type SpecificationRow, specScopeSql } from '../specifications';
import { containsPattern } from '../../common/sql';

export const SEARCH_MIN_LENGTH = 2;
const DEFAULT_LIMIT = 5;
const MAX_LIMIT = 20;

export type SearchResults = {
  orders: OrderRow[];
  products: ProductRow[];
  specifications: SpecificationRow[];
};

/**
 * The header search (DECISIONS.md 1): orders by code or product name, products by name or SKU,
 * specifications by title; only what the user may see, at most `limit` of each. One statement
 * (issue 24): the three reads, each with its module's visibility rule as SQL, as read rows.
 */
export async function search(
  ctx: Ctx,
  query: unknown,
  limit: unknown = DEFAULT_LIMIT,
): Promise<SearchResults> {
  const user = requireActor(ctx);
  const text = typeof query === 'string' ? query.trim() : '';
  const max = limit === undefined || limit === null ? DEFAULT_LIMIT : Number(limit);
  if (!Number.isInteger(max) || max < 1 || max > MAX_LIMIT) {
    throw badInput(`Limit must be between 1 and ${MAX_LIMIT}`, 'limit');
  }
  if (text.length < SEARCH_MIN_LENGTH) return { orders: [], products: [], specifications: [] };
  const like = containsPattern(text);
  const [orderScope, orderParams] = orderScopeSql(user);
  const [productScope, productParams] = productScopeSql(user);
  const [specScope, specParams] = specScopeSql(user);
  const [orders, products, specifications] = await readTogether<
    [OrderRow, ProductRow, SpecificationRow]
  >(ctx.em, [
    // The products matching by name come from their trigram index (a join would test every
    // visible order's product name); the orders are read newest first through the user's index.
    // Order codes are upper case (order-code.ts; the lookup by code relies on it too), so the code
    // is matched with `like` on the upper-cased pattern: `ilike` case-folds every order it passes
    // (a tenth of the search's time in PostgreSQL).
    {
      source: ORDERS,
      where: {
        sql: `${orderScope} and (o.order_code like ? or o.product_id in (select id from products where name ilike ?))`,
        params: [...orderParams, like.toUpperCase(), like],
      },
      limit: max,
    },
    {
      source: PRODUCTS,
      where: {
        sql: `${productScope} and (p.name ilike ? or p.sku ilike ?)`,
        params: [...productParams, like, like],
        joined: true,
      },
      limit: max,
    },
    {
      source: SPECIFICATIONS,
      where: { sql: `${specScope} and s.title ilike ?`, params: [...specParams, like], joined: true },
      limit: max,
    },
  ]);
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
