import { Cursor, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { audit } from '../../common/audit';
import { type Actor, type Ctx, requireRole, requireUser } from '../../common/context';
import { AppError, badInput, forbidden, notFound } from '../../common/errors';
import { validateInput } from '../../common/validation';
import { Role, User } from '../users';
import { assertProductAction, ProductActionKind } from './product.actions';
import { Product } from './product.entity';
import { ProductInput, ProductListArgs, ProductUpdateInput } from './product.inputs';
import { containsPattern, escapeLike } from '../../common/sql';

const PAGE_SIZE = 20;
const ORDER = { name: 'asc', id: 'asc' } as const;

/** An ILIKE pattern matching text anywhere, with LIKE's wildcards escaped. */

/**
 * The products a user may see: vendors their own; buyers and admins the catalog (products of
 * active vendors); archived ones only for admins who ask for them.
 */
export function productScope(user: User, includeArchived = false): FilterQuery<Product> {
  if (user.role === Role.vendor) return { vendor: user.id, archivedAt: null };
  if (user.role === Role.admin && includeArchived) return { vendor: { active: true } };
  return { vendor: { active: true }, archivedAt: null };
}

/**
 * productScope (without archived products) as SQL on products `p` joined with their vendors `v`
 * (PRODUCTS): a condition and its parameters, for reads that run several statements as one.
 */
export function productScopeSql(user: Actor): [string, unknown[]] {
  if (user.role === Role.vendor) return ['p.vendor_id = ? and p.archived_at is null', [user.id]];
  return ['v.active and p.archived_at is null', []];
}

/** A product the user may see (admins: archived ones too), with its vendor, or 404. */
export async function findVisibleProduct(ctx: Ctx, id: number | string): Promise<Product> {
  const user = requireUser(ctx);
  const key = Number(id);
  if (!Number.isSafeInteger(key)) throw notFound('Product');
  const product = await ctx.em.findOne(
    Product,
    { $and: [{ id: key }, productScope(user, true)] },
    { populate: ['vendor'] },
  );
  if (!product) throw notFound('Product');
  return product;
}

function listWhere(user: User, args: ProductListArgs): FilterQuery<Product> {
  const and: FilterQuery<Product>[] = [productScope(user, Boolean(args.includeArchived))];
  if (args.search?.trim()) {
    const pattern = containsPattern(args.search);
    and.push({ $or: [{ name: { $ilike: pattern } }, { sku: { $ilike: pattern } }] });
  }
  if (args.category && args.category !== 'all') and.push({ category: args.category });
  if (args.availability === 'in-stock') and.push({ inStock: true, stockQuantity: { $gt: 0 } });
  if (args.availability === 'out-of-stock') {
    and.push({ $or: [{ inStock: false }, { stockQuantity: { $lte: 0 } }] });
  }
  if (args.vendorId != null) and.push({ vendor: args.vendorId });
  if (args.minPrice != null) and.push({ price: { $gte: args.minPrice } });
  if (args.maxPrice != null) and.push({ price: { $lte: args.maxPrice } });
  return { $and: and };
}

/** One page of the visible products, by name (GraphQL `products`). */
export async function listProducts(ctx: Ctx, raw: unknown) {
  const user = requireUser(ctx);
  const args = await validateInput(ProductListArgs, raw);
  if (args.after) assertCursor(args.after);
  const page = await ctx.em.findByCursor(Product, listWhere(user, args), {
    first: args.first ?? PAGE_SIZE,
    after: args.after ?? undefined,
    orderBy: ORDER,
    populate: ['vendor'],
  });
  return {
    nodes: page.items,
    totalCount: page.totalCount,
    pageInfo: { endCursor: page.endCursor, hasNextPage: page.hasNextPage },
  };
}

function assertCursor(after: string) {
  let valid = false;
  try {
    const values = Cursor.decode(after);
    valid = values.length === 2 && typeof values[0] === 'string' && Number.isInteger(values[1]);
  } catch {
    // not a cursor of ours
  }
  if (!valid) throw badInput('Invalid cursor', 'after');
}

/** Every visible product matching the filters (REST GET /api/products). */
export async function allProducts(ctx: Ctx, raw: unknown): Promise<Product[]> {
  const user = requireUser(ctx);
  const args = await validateInput(ProductListArgs, raw);
  return ctx.em.find(Product, listWhere(user, args), { orderBy: ORDER, populate: ['vendor'] });
}

/** The REST answer for a product (SPEC.md 3 and 7), with its vendor's name. */
export function productRow(product: Product) {
  return {
    id: product.id,
    vendorId: product.vendor.id,
    name: product.name,
    sku: product.sku,
    description: product.description ?? null,
    category: product.category ?? null,
    inStock: product.inStock,
    stockQuantity: product.stockQuantity,
    price: product.price ?? null,
    imageUrl: product.imageUrl ?? null,
    vendorName: product.vendor.name ?? null,
    vendorCompany: product.vendor.company ?? null,
    archived: product.archivedAt != null,
    createdAt: product.createdAt.toISOString(),
    updatedAt: product.updatedAt.toISOString(),
  };
}

/** The fields an input sets, trimmed; blank optional texts become null. */
function changes(input: ProductUpdateInput): Partial<Product> {
  const out: Partial<Product> = {};
  const blankToNull = (value?: string | null) => value?.trim() || null;
  if (input.name !== undefined) out.name = input.name.trim();
  if (input.sku !== undefined) out.sku = input.sku.trim();
  if (input.description !== undefined) out.description = blankToNull(input.description);
  if (input.category !== undefined) out.category = blankToNull(input.category);
  if (input.inStock !== undefined) out.inStock = input.inStock;
  if (input.stockQuantity !== undefined) out.stockQuantity = input.stockQuantity;
  if (input.price !== undefined) out.price = input.price;
  if (input.imageUrl !== undefined) out.imageUrl = blankToNull(input.imageUrl);
  return out;
}

/** SKU is unique per vendor, case-insensitively, among live products (DECISIONS.md 3). */
async function assertSkuFree(em: EntityManager, vendorId: number, sku: string, exceptId = 0) {
  const clash = await em.count(Product, {
    vendor: vendorId,
    sku: { $ilike: escapeLike(sku) },
    archivedAt: null,
    id: { $ne: exceptId },
  });
  if (clash > 0) throw new AppError('CONFLICT', 'A product with this SKU already exists', 'sku');
}

/** The owner of a new product: a vendor itself; for an admin, the active vendor named. */
async function ownerFor(em: EntityManager, user: User, vendorId?: number | null): Promise<User> {
  if (user.role === Role.vendor) {
    if (vendorId != null && vendorId !== user.id) {
      throw forbidden('Vendors can only add products to their own catalog');
    }
    return em.findOneOrFail(User, { id: user.id });
  }
  if (vendorId == null) throw badInput('Vendor is required', 'vendorId');
  const vendor = await em.findOne(User, { id: vendorId, role: Role.vendor, active: true });
  if (!vendor) throw badInput('Choose an active vendor', 'vendorId');
  return vendor;
}

/** A new product that passed every rule, ready to write. */
export type CheckedProduct = { vendor: User; fields: Partial<Product> & { name: string; sku: string } };

/**
 * Every rule of a new product, in one place (single creation and the CSV import): the owner
 * and a SKU free among the vendor's live products. Throws the first broken rule; writes nothing.
 */
export async function checkNewProduct(
  em: EntityManager,
  user: User,
  input: ProductInput,
): Promise<CheckedProduct> {
  const vendor = await ownerFor(em, user, input.vendorId);
  const fields = changes(input);
  await assertSkuFree(em, vendor.id, fields.sku!);
  return { vendor, fields: { ...fields, name: fields.name!, sku: fields.sku! } };
}

/** Writes a checked product inside the caller's transaction, with its audit entry. */
export async function writeProduct(
  ctx: Ctx,
  em: EntityManager,
  user: User,
  { vendor, fields }: CheckedProduct,
): Promise<Product> {
  const now = new Date();
  const product = em.create(Product, {
    inStock: true,
    stockQuantity: 0,
    ...fields,
    vendor,
    createdAt: now,
    updatedAt: now,
  });
  await em.flush();
  audit(
    { ...ctx, em },
    {
      action: 'product.create',
      entity: 'product',
      entityId: product.id,
      source: 'products',
      message: `${user.username} created product ${product.sku} (${product.name})`,
      after: productRow(product),
    },
  );
  return product;
}

export async function createProduct(ctx: Ctx, raw: unknown): Promise<Product> {
  const user = requireRole(ctx, Role.vendor, Role.admin);
  const input = await validateInput(ProductInput, raw);
  return ctx.em.transactional(async (em) =>
    writeProduct(ctx, em, user, await checkNewProduct(em, user, input)),
  );
}

export async function updateProduct(ctx: Ctx, id: number | string, raw: unknown): Promise<Product> {
  const user = requireUser(ctx);
  return ctx.em.transactional(async (em) => {
    const product = await findVisibleProduct({ ...ctx, em }, id);
    assertProductAction(user, product, ProductActionKind.Edit);
    const patch = changes(await validateInput(ProductUpdateInput, raw));
    if (patch.sku !== undefined && patch.sku.toLowerCase() !== product.sku.toLowerCase()) {
      await assertSkuFree(em, product.vendor.id, patch.sku, product.id);
    }
    const before = productRow(product);
    em.assign(product, patch);
    await em.flush();
    audit(
      { ...ctx, em },
      {
        action: 'product.update',
        entity: 'product',
        entityId: product.id,
        source: 'products',
        message: `${user.username} updated product ${product.sku}`,
        before,
        after: productRow(product),
      },
    );
    return product;
  });
}

export type ProductDeletion = { id: number; deleted: boolean; archived: boolean };

/** Erases a product, or archives it when orders, specifications or inventory refer to it. */
export async function deleteProduct(ctx: Ctx, id: number | string): Promise<ProductDeletion> {
  const user = requireUser(ctx);
  return ctx.em.transactional(async (em) => {
    const product = await findVisibleProduct({ ...ctx, em }, id);
    assertProductAction(user, product, ProductActionKind.Delete);
    const [{ referenced }] = await em.execute<{ referenced: boolean }[]>(
      `select exists (select 1 from orders where product_id = ?)
           or exists (select 1 from specifications where product_id = ?)
           or exists (select 1 from inventory_items where product_id = ?) as referenced`,
      [product.id, product.id, product.id],
    );
    const before = productRow(product);
    if (referenced) product.archivedAt ??= new Date();
    else em.remove(product);
    audit(
      { ...ctx, em },
      {
        action: referenced ? 'product.archive' : 'product.delete',
        entity: 'product',
        entityId: product.id,
        source: 'products',
        message: `${user.username} ${referenced ? 'archived' : 'deleted'} product ${product.sku}`,
        before,
      },
    );
    return { id: product.id, deleted: !referenced, archived: referenced };
  });
}
