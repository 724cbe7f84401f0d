import { type FilterQuery, LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { audit } from '../../common/audit';
import { type Actor, type Ctx, requireUser } from '../../common/context';
import { badInput, conflict, forbidden, notFound } from '../../common/errors';
import { validateInput } from '../../common/validation';
import { connectedIds, connectedIdsSql, isConnected } from '../connections';
import { Attachment, downloadUrlOf, newLinkAttachment } from '../files';
import { inspectedProductsSql } from '../orders';
import { Product } from '../products';
import { may, Role, User } from '../users';
import { groupBy, loaderFor } from './batch';
import { chartOf, checkMeasurementChart, EMPTY_CHART } from './measurement-chart';
import {
  type MeasurementChartData,
  type SpecSnapshot,
  SpecPointOfMeasure,
  SpecSection,
  Specification,
  SpecificationVersion,
} from './specification.entity';
import {
  CreateSpecificationInput,
  RestMeasurementChartInput,
  RestSpecificationInput,
  SpecSectionInput,
  SpecificationsArgs,
  UpdateSpecificationInput,
} from './specification.inputs';
import type { SpecificationPage, SpecVersion } from './specification.types';
import { containsPattern, escapeLike } from '../../common/sql';

const SOURCE = 'specifications';
const PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;

// ---------------------------------------------------------------------------------------------
// Access (DECISIONS.md 3): vendors their own products, buyers products of connected vendors
// (approved) and, read only, the products of the orders they were invited to inspect (issue 23);
// admins read everything and may delete. One rule, in three forms: for one product, as a filter
// and as SQL.

export type SpecAccess = 'write' | 'read';

/** The products a buyer reads as an invited inspector of one of their orders. */
async function inspectedProductIds(em: EntityManager, userId: number): Promise<number[]> {
  const [sql, params] = inspectedProductsSql(userId);
  const rows = await em.getConnection().execute<{ product_id: number }[]>(sql, params);
  return rows.map((row) => row.product_id);
}

/** What the user may do with specifications of a product, or null when they may not see them. */
export async function productAccess(
  em: EntityManager,
  user: User,
  product: Product,
): Promise<SpecAccess | null> {
  const party =
    user.role === Role.admin ||
    (user.role === Role.vendor ? product.vendor.id === user.id : await isConnected(em, user.id, product.vendor.id));
  if (party) return may(user, 'writeSpecifications') ? 'write' : 'read';
  const inspects = user.role === Role.buyer && (await inspectedProductIds(em, user.id)).includes(product.id);
  return inspects ? 'read' : null;
}

/** The specifications a user may see, as a filter. */
export async function specScope(em: EntityManager, user: User): Promise<FilterQuery<Specification>> {
  if (user.role === Role.admin) return {};
  if (user.role === Role.vendor) return { product: { vendor: user.id } };
  const [connected, inspected] = await Promise.all([connectedIds(em, 'buyer', user.id), inspectedProductIds(em, user.id)]);
  return { $or: [{ product: { vendor: { $in: connected } } }, { product: { $in: inspected } }] };
}

/**
 * specScope as SQL on specifications `s` joined with their products `sp` (SPECIFICATIONS): a
 * condition and its parameters, for reads that run several statements as one.
 */
export function specScopeSql(user: Actor): [string, unknown[]] {
  if (user.role === Role.admin) return ['true', []];
  if (user.role === Role.vendor) return ['sp.vendor_id = ?', [user.id]];
  const [connected, params] = connectedIdsSql('buyer', user.id);
  const [inspected, inspectedParams] = inspectedProductsSql(user.id);
  return [`(sp.vendor_id in (${connected}) or sp.id in (${inspected}))`, [...params, ...inspectedParams]];
}

/**
 * A specification the user may see (404 otherwise), and whether they may write it. `em` is the
 * transaction's EntityManager when called inside one.
 */
export async function specificationAccess(
  ctx: Ctx,
  id: number,
  em: EntityManager = ctx.em,
  options: { lock?: boolean } = {},
): Promise<{ spec: Specification; access: SpecAccess }> {
  const user = requireUser(ctx);
  const spec = await em.findOne(
    Specification,
    { id },
    options.lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {},
  );
  const product = spec && (await em.findOne(Product, { id: spec.product.id }));
  const access = product && (await productAccess(em, user, product));
  if (!spec || !access) throw notFound('Specification');
  return { spec, access };
}

/** Whether a user with `access` may delete a specification: its writers, and admins (who read). */
const mayDelete = (user: User, access: SpecAccess) => access === 'write' || user.role === Role.admin;

/**
 * What the user may do with a specification they see, as the detail screen shows it: edit it (its
 * chart and files too), delete it. The writes below refuse the same.
 */
export async function specificationPermissions(ctx: Ctx, spec: Specification): Promise<{ edit: boolean; delete: boolean }> {
  const user = requireUser(ctx);
  const product = await ctx.em.findOneOrFail(Product, { id: spec.product.id });
  const access = await productAccess(ctx.em, user, product);
  return { edit: access === 'write', delete: access !== null && mayDelete(user, access) };
}

/** A specification the user may write: 404 when invisible, 403 when only readable. */
export async function writableSpecification(
  ctx: Ctx,
  id: number,
  em: EntityManager = ctx.em,
  lock = false,
) {
  const { spec, access } = await specificationAccess(ctx, id, em, { lock });
  if (access !== 'write') throw forbidden('You may not change this specification');
  return spec;
}

async function writableProduct(em: EntityManager, user: User, productId: number): Promise<Product> {
  const product = await em.findOne(Product, { id: productId, archivedAt: null });
  const access = product && (await productAccess(em, user, product));
  if (!product || !access) throw notFound('Product');
  if (access !== 'write') {
    throw forbidden('Only the vendor and connected buyers write specifications for this product');
  }
  return product;
}

// ---------------------------------------------------------------------------------------------
// Reading

const encodeCursor = (offset: number) => Buffer.from(`offset:${offset}`).toString('base64url');
function decodeCursor(cursor?: string | null): number {
  if (!cursor) return 0;
  const match = /^offset:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match) throw badInput('Invalid cursor', 'after');
  return Number(match[1]);
}

/** The specifications list (search on title, product or creator; category; product). */
export async function listSpecifications(ctx: Ctx, raw: unknown): Promise<SpecificationPage> {
  const user = requireUser(ctx);
  const args = await validateInput(SpecificationsArgs, raw);
  const where: FilterQuery<Specification>[] = [await specScope(ctx.em, user)];
  const search = args.search?.trim();
  if (search) {
    const like = containsPattern(search);
    where.push({
      $or: [
        { title: { $ilike: like } },
        { product: { name: { $ilike: like } } },
        { createdBy: { name: { $ilike: like } } },
      ],
    });
  }
  if (args.category?.trim() && args.category !== 'all') {
    where.push({ category: { $ilike: escapeLike(args.category.trim()) } });
  }
  if (args.productId) where.push({ product: args.productId });
  const first = Math.min(args.first ?? PAGE_SIZE, MAX_PAGE_SIZE);
  const offset = decodeCursor(args.after);
  const [nodes, totalCount] = await ctx.em.findAndCount(
    Specification,
    { $and: where },
    {
      populate: ['product', 'createdBy'],
      orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }],
      limit: first,
      offset,
    },
  );
  const end = offset + nodes.length;
  return {
    nodes,
    totalCount,
    pageInfo: { hasNextPage: end < totalCount, endCursor: nodes.length ? encodeCursor(end) : null },
  };
}

/** One specification with its product, creator and sections. */
export async function getSpecification(ctx: Ctx, id: number): Promise<Specification> {
  const { spec } = await specificationAccess(ctx, id);
  await ctx.em.populate(spec, ['product', 'createdBy', 'sections', 'pointsOfMeasure']);
  return spec;
}

function versionOf(row: SpecificationVersion): SpecVersion {
  const snapshot = {
    ...row.snapshot,
    sections: row.snapshot.sections ?? [],
    measurementChart: row.snapshot.measurementChart ?? EMPTY_CHART,
  };
  return {
    version: row.version,
    title: snapshot.title,
    editedBy: row.editedBy ?? null,
    createdAt: row.createdAt,
    snapshot,
  };
}

/** The snapshot of one earlier version. */
export async function getSpecificationVersion(
  ctx: Ctx,
  id: number,
  version: number,
): Promise<SpecVersion> {
  const { spec } = await specificationAccess(ctx, id);
  const row = await ctx.em.findOne(
    SpecificationVersion,
    { specification: spec, version },
    { populate: ['editedBy'] },
  );
  if (!row) throw notFound('Version');
  return versionOf(row);
}

/** Batched per request: a GraphQL list resolves these fields with one query each. */
export const specLoaders = {
  attachments: (ctx: Ctx) =>
    loaderFor(
      ctx,
      'spec.attachments',
      async (ids) => {
        const rows = await ctx.em.find(
          Attachment,
          { specification: { $in: [...ids] } },
          { populate: ['uploadedBy'], orderBy: [{ uploadedAt: 'desc' }, { id: 'desc' }] },
        );
        return groupBy(rows, (a) => a.specification!.id);
      },
      [] as Attachment[],
    ),
  versions: (ctx: Ctx) =>
    loaderFor(
      ctx,
      'spec.versions',
      async (ids) => {
        const rows = await ctx.em.find(
          SpecificationVersion,
          { specification: { $in: [...ids] } },
          { populate: ['editedBy'], orderBy: [{ version: 'desc' }] },
        );
        const groups = groupBy(rows, (v) => v.specification.id);
        return new Map([...groups].map(([id, list]) => [id, list.map(versionOf)]));
      },
      [] as SpecVersion[],
    ),
  sectionCount: (ctx: Ctx) => countLoader(ctx, 'spec_sections'),
  attachmentCount: (ctx: Ctx) => countLoader(ctx, 'attachments'),
};

function countLoader(ctx: Ctx, table: 'spec_sections' | 'attachments') {
  return loaderFor(
    ctx,
    `spec.count.${table}`,
    async (ids) => {
      const rows = await ctx.em
        .getConnection()
        .execute<{ id: number; n: number }[]>(
          `select specification_id as id, count(*)::int as n from ${table} where specification_id in (${ids.map(() => '?').join(',')}) group by specification_id`,
          [...ids],
        );
      return new Map(rows.map((row) => [Number(row.id), Number(row.n)]));
    },
    0,
  );
}

// ---------------------------------------------------------------------------------------------
// Writing

type SpecFields = {
  title: string;
  details: string;
  description?: string | null;
  category?: string | null;
  sections?: SpecSectionInput[] | null;
  measurementChart?: unknown;
};

async function validSections(sections: SpecSectionInput[] | null | undefined) {
  const valid: SpecSectionInput[] = [];
  for (const section of sections ?? [])
    valid.push(await validateInput(SpecSectionInput, { ...section }));
  return valid.map((s) => ({ title: s.title.trim(), content: s.content }));
}

const trimOrNull = (text: string | null | undefined) => text?.trim() || null;

function snapshotOf(spec: Specification): SpecSnapshot {
  return {
    title: spec.title,
    details: spec.details,
    description: spec.description ?? null,
    category: spec.category ?? null,
    sections: spec.sections.getItems().map((s) => ({ title: s.title, content: s.content })),
    measurementChart: chartOf(spec),
  };
}

/** Replaces the measurement chart: its sizes and its points of measure (checked before). */
function setMeasurementChart(em: EntityManager, spec: Specification, chart: MeasurementChartData) {
  spec.measurementSizes = chart.sizes;
  spec.pointsOfMeasure.removeAll();
  chart.points.forEach((point, position) =>
    spec.pointsOfMeasure.add(em.create(SpecPointOfMeasure, { specification: spec, position, ...point })),
  );
}

function setSections(
  em: EntityManager,
  spec: Specification,
  sections: { title: string; content: string }[],
) {
  spec.sections.removeAll();
  sections.forEach((section, position) =>
    spec.sections.add(em.create(SpecSection, { specification: spec, position, ...section })),
  );
}

async function insertSpecification(
  ctx: Ctx,
  productId: number,
  fields: SpecFields,
  links: string[] = [],
): Promise<Specification> {
  const user = requireUser(ctx);
  const sections = await validSections(fields.sections);
  const chart = fields.measurementChart == null ? EMPTY_CHART : checkMeasurementChart(fields.measurementChart);
  const id = await ctx.em.transactional(async (em) => {
    const product = await writableProduct(em, user, productId);
    const now = new Date();
    const spec = em.create(Specification, {
      product,
      title: fields.title.trim(),
      details: fields.details,
      description: trimOrNull(fields.description),
      category: trimOrNull(fields.category),
      createdBy: em.getReference(User, user.id),
      createdAt: now,
      updatedAt: now,
      version: 1,
    });
    em.persist(spec);
    setSections(em, spec, sections);
    setMeasurementChart(em, spec, chart);
    for (const url of links) newLinkAttachment(em, { specification: spec }, url, user.id);
    await em.flush();
    audit(
      { ...ctx, em },
      {
        action: 'specification.create',
        entity: 'specification',
        entityId: spec.id,
        source: SOURCE,
        message: `${user.username} created the specification '${spec.title}' for ${product.name}`,
        after: { ...snapshotOf(spec), productId: product.id, links },
      },
    );
    return spec.id;
  });
  return getSpecification(ctx, id);
}

export async function createSpecification(ctx: Ctx, raw: unknown): Promise<Specification> {
  requireUser(ctx);
  const input = await validateInput(CreateSpecificationInput, raw);
  return insertSpecification(ctx, input.productId, input);
}

export async function updateSpecification(ctx: Ctx, raw: unknown): Promise<Specification> {
  const user = requireUser(ctx);
  const input = await validateInput(UpdateSpecificationInput, raw);
  const sections = input.sections == null ? null : await validSections(input.sections);
  const chart = input.measurementChart == null ? null : checkMeasurementChart(input.measurementChart);
  await ctx.em.transactional(async (em) => {
    const spec = await writableSpecification(ctx, input.id, em, true);
    if (input.expectedVersion != null && input.expectedVersion !== spec.version) {
      throw conflict(
        'This specification was changed by someone else. Reload to see the latest version.',
      );
    }
    await em.populate(spec, ['sections', 'pointsOfMeasure']);
    const before = snapshotOf(spec);
    em.persist(
      em.create(SpecificationVersion, {
        specification: spec,
        version: spec.version,
        snapshot: before,
        editedBy: em.getReference(User, user.id),
        createdAt: new Date(),
      }),
    );
    if (input.productId != null && input.productId !== spec.product.id) {
      spec.product = await writableProduct(em, user, input.productId);
    }
    if (input.title != null) spec.title = input.title.trim();
    if (input.details != null) spec.details = input.details;
    if (input.description !== undefined) spec.description = trimOrNull(input.description);
    if (input.category !== undefined) spec.category = trimOrNull(input.category);
    if (sections) setSections(em, spec, sections);
    if (chart) setMeasurementChart(em, spec, chart);
    spec.version += 1;
    spec.updatedAt = new Date();
    audit(
      { ...ctx, em },
      {
        action: 'specification.update',
        entity: 'specification',
        entityId: spec.id,
        source: SOURCE,
        message: `${user.username} edited the specification '${spec.title}' (version ${spec.version})`,
        before,
        after: snapshotOf(spec),
      },
    );
  });
  return getSpecification(ctx, input.id);
}

/** Removes a specification with its sections, versions and attachments (DB cascades). */
export async function deleteSpecification(ctx: Ctx, id: number): Promise<number> {
  const user = requireUser(ctx);
  await ctx.em.transactional(async (em) => {
    const { spec, access } = await specificationAccess(ctx, id, em, { lock: true });
    if (!mayDelete(user, access)) throw forbidden('You may not delete this specification');
    await em.populate(spec, ['sections', 'pointsOfMeasure']);
    const before = { ...snapshotOf(spec), productId: spec.product.id, version: spec.version };
    await em.nativeDelete(Attachment, { specification: spec.id });
    await em.nativeDelete(SpecificationVersion, { specification: spec.id });
    em.remove(spec);
    audit(
      { ...ctx, em },
      {
        action: 'specification.delete',
        entity: 'specification',
        entityId: id,
        source: SOURCE,
        message: `${user.username} deleted the specification '${before.title}'`,
        before,
      },
    );
  });
  return id;
}

// ---------------------------------------------------------------------------------------------
// REST shims (SPEC.md 7)

function restSpecification(spec: Specification, attachments: Attachment[]) {
  return {
    id: spec.id,
    productId: spec.product.id,
    productName: spec.product.name,
    specTitle: spec.title,
    specDetails: spec.details,
    description: spec.description ?? null,
    category: spec.category ?? null,
    attachmentUrls: attachments.map((a) => a.url ?? downloadUrlOf(a)),
    attachmentCount: attachments.length,
    createdBy: spec.createdBy.name,
    createdAt: spec.createdAt.toISOString(),
    updatedAt: spec.updatedAt.toISOString(),
    version: spec.version,
  };
}

async function restSpecifications(em: EntityManager, specs: Specification[]) {
  const attachments = await em.find(
    Attachment,
    { specification: { $in: specs.map((s) => s.id) } },
    { orderBy: { id: 'asc' } },
  );
  const bySpec = groupBy(attachments, (a) => a.specification!.id);
  return specs.map((spec) => restSpecification(spec, bySpec.get(spec.id) ?? []));
}

/** GET /api/specifications/product/{productId}: newest first. */
export async function listProductSpecifications(ctx: Ctx, productId: number) {
  const user = requireUser(ctx);
  const product = Number.isInteger(productId)
    ? await ctx.em.findOne(Product, { id: productId })
    : null;
  if (!product || !(await productAccess(ctx.em, user, product))) throw notFound('Product');
  const specs = await ctx.em.find(
    Specification,
    { product },
    { populate: ['product', 'createdBy'], orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }] },
  );
  return restSpecifications(ctx.em, specs);
}

/** POST /api/specifications: attachmentUrls become link attachments. */
export async function createRestSpecification(ctx: Ctx, body: unknown) {
  requireUser(ctx);
  const raw = body && typeof body === 'object' ? { ...(body as Record<string, unknown>) } : body;
  if (raw && typeof raw === 'object' && 'productId' in raw && /^\d+$/.test(String(raw.productId))) {
    raw.productId = Number(raw.productId);
  }
  const input = await validateInput(RestSpecificationInput, raw);
  const links = [...new Set((input.attachmentUrls ?? []).map((url) => url.trim()))];
  const spec = await insertSpecification(
    ctx,
    input.productId,
    { title: input.specTitle, details: input.specDetails },
    links,
  );
  const [json] = await restSpecifications(ctx.em, [spec]);
  return json;
}

// ---------------------------------------------------------------------------------------------
// Measurement charts (points of measure)

/** A chart as REST answers it, with the specification's id and current version. */
const chartJson = (spec: Specification) => ({ specificationId: spec.id, version: spec.version, ...chartOf(spec) });

/** GET /api/specifications/{id}/measurement-chart */
export async function getMeasurementChart(ctx: Ctx, id: number) {
  return chartJson(await getSpecification(ctx, id));
}

/** PUT /api/specifications/{id}/measurement-chart: replaces the chart, as an edit (a new version). */
export async function putMeasurementChart(ctx: Ctx, id: number, body: unknown) {
  // The permission first: a reader gets 403, never a 400 about a chart it may not write.
  // (On a fork: the edit below loads the specification afresh in its transaction.)
  await writableSpecification(ctx, id, ctx.em.fork());
  const input = await validateInput(RestMeasurementChartInput, body);
  const chart = checkMeasurementChart({ sizes: input.sizes, points: input.points }, '');
  return chartJson(
    await updateSpecification(ctx, { id, measurementChart: chart, expectedVersion: input.expectedVersion ?? null }),
  );
}

/**
 * The measurement chart an order's product is measured against: its most recently edited
 * specification that has points of measure (null when none has).
 */
export async function productMeasurementChart(em: EntityManager, productId: number) {
  const [row] = await em
    .getConnection()
    .execute<{ id: number }[]>(
      'select s.id from specifications s where s.product_id = ? and exists (select 1 from spec_points_of_measure p where p.specification_id = s.id) order by s.updated_at desc, s.id desc limit 1',
      [productId],
    );
  const spec = row && (await em.findOne(Specification, { id: row.id }, { populate: ['pointsOfMeasure'] }));
  if (!spec) return null;
  return { specificationId: spec.id, specificationTitle: spec.title, specificationVersion: spec.version, ...chartOf(spec) };
}
