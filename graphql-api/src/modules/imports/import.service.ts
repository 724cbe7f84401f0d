import type { EntityManager } from '@mikro-orm/postgresql';
import { audit } from '../../common/audit';
import type { Ctx } from '../../common/context';
import { AppError, toAppError } from '../../common/errors';
import { escapeLike } from '../../common/sql';
import { validateInput } from '../../common/validation';
import { checkNewOrder, CreateOrderInput, withOrderCodeRetry, writeOrder } from '../orders';
import { checkNewProduct, Product, PRODUCT_CATEGORIES, ProductInput, writeProduct } from '../products';
import { requireCapability, Role, User } from '../users';
import { type CsvRow, type ImportColumn, readCsvFile } from '../../common/csv-file';

export const PRODUCT_COLUMNS: ImportColumn[] = [
  { key: 'name', label: 'Product name', required: true, help: 'Required.' },
  { key: 'sku', label: 'SKU', required: true, help: 'Required; unique among your products.' },
  { key: 'description', label: 'Description', required: false, help: 'Optional text.' },
  {
    key: 'category',
    label: 'Category',
    required: false,
    help: `Optional: ${PRODUCT_CATEGORIES.join(', ')}.`,
  },
  { key: 'price', label: 'Price', required: false, help: 'Optional unit price, e.g. 4.80.' },
  {
    key: 'stockQuantity',
    label: 'Stock quantity',
    required: false,
    aliases: ['stock', 'quantity'],
    help: 'Optional whole number, 0 or more (default 0).',
  },
  {
    key: 'inStock',
    label: 'In stock',
    required: false,
    aliases: ['available', 'availability'],
    help: 'Optional: yes or no (default yes).',
  },
  {
    key: 'imageUrl',
    label: 'Image URL',
    required: false,
    aliases: ['image'],
    help: 'Optional https:// link.',
  },
];

export const ORDER_COLUMNS: ImportColumn[] = [
  {
    key: 'vendor',
    label: 'Vendor',
    required: true,
    aliases: ['company', 'vendorCompany', 'vendorUsername'],
    help: "Required: a connected vendor's company name or username.",
  },
  {
    key: 'sku',
    label: 'SKU',
    required: true,
    aliases: ['productSku'],
    help: "Required: one of that vendor's products.",
  },
  {
    key: 'quantity',
    label: 'Quantity',
    required: true,
    help: 'Required whole number, at least 1.',
  },
  {
    key: 'dueDate',
    label: 'Due date',
    required: true,
    aliases: ['due'],
    help: 'Required: YYYY-MM-DD, not in the past.',
  },
  { key: 'notes', label: 'Notes', required: false, help: 'Optional text.' },
];

export type ImportKind = 'products' | 'orders';
export type ImportRowReport = { row: number; values: Record<string, string>; errors: string[] };
export type ImportReport = {
  kind: ImportKind;
  dryRun: boolean;
  /** True when every row passed every rule. */
  valid: boolean;
  /** Records written: the row count after a successful import, else 0. */
  imported: number;
  columns: string[];
  rows: ImportRowReport[];
  /** Every row error in plain words, 'Row 3: ...' (the header is row 1). */
  errors: string[];
  /** What was created (order codes or SKUs), in row order. */
  created: string[];
};

/** A row made ready to write, or its errors. */
type Checked<T> = { row: CsvRow; ready?: T; errors: string[] };

/** The service's field names as import columns, so a rule's message can quote the cell. */
const FIELD_COLUMN: Record<string, string> = { vendorId: 'vendor', productId: 'sku' };

/** A rule's error as a row error in plain words, quoting the cell it is about. */
function rowMessage(
  error: unknown,
  row: CsvRow,
  columns: ImportColumn[],
  fallback: string,
): string {
  const known = toAppError(error);
  if (!known) throw error;
  const key = FIELD_COLUMN[known.field ?? ''] ?? known.field ?? fallback;
  const column = columns.find((c) => c.key === key);
  const value = column ? row.values[key] : undefined;
  return value ? `${known.message} (${column!.label} '${value}')` : known.message;
}

const blank = (row: CsvRow, columns: ImportColumn[]) =>
  columns.filter((c) => c.required && !row.values[c.key]).map((c) => `${c.label} is required`);

function report<T>(
  kind: ImportKind,
  columns: ImportColumn[],
  checked: Checked<T>[],
  dryRun: boolean,
): ImportReport {
  const errors = checked.flatMap((c) => c.errors.map((message) => `Row ${c.row.row}: ${message}`));
  return {
    kind,
    dryRun,
    valid: errors.length === 0,
    imported: 0,
    columns: columns.map((c) => c.key),
    rows: checked.map((c) => ({ row: c.row.row, values: c.row.values, errors: c.errors })),
    errors,
    created: [],
  };
}

/** Checks every row with `check`, collecting each row's errors in plain words. */
async function checkRows<T>(
  rows: CsvRow[],
  columns: ImportColumn[],
  fallback: string,
  check: (row: CsvRow) => Promise<T>,
): Promise<Checked<T>[]> {
  const out: Checked<T>[] = [];
  for (const row of rows) {
    const errors = row.problem ? [row.problem] : blank(row, columns);
    if (errors.length) {
      out.push({ row, errors });
      continue;
    }
    try {
      out.push({ row, ready: await check(row), errors: [] });
    } catch (error) {
      out.push({ row, errors: [rowMessage(error, row, columns, fallback)] });
    }
  }
  return out;
}

/** The same key twice in one file: the later rows name the first. */
function flagRepeats<T>(
  checked: Checked<T>[],
  keyOf: (row: CsvRow) => string,
  what: (row: CsvRow) => string,
) {
  const first = new Map<string, number>();
  for (const c of checked) {
    const key = keyOf(c.row);
    if (!key) continue;
    const seen = first.get(key);
    if (seen == null) first.set(key, c.row.row);
    else c.errors.push(`${what(c.row)} appears again (first on row ${seen})`);
  }
}

// ---------------------------------------------------------------- products

const YES = new Set(['yes', 'y', 'true', '1', 'in stock', 'in-stock']);
const NO = new Set(['no', 'n', 'false', '0', 'out of stock', 'out-of-stock']);

/** A number cell as a number; anything else stays text so the product rule reports it. */
function numberCell(text: string): number | string | undefined {
  if (!text) return undefined;
  const plain = text
    .replace(/^\$/, '')
    .replace(/^(\d{1,3}(,\d{3})+)(\.\d+)?$/, (m) => m.replace(/,/g, ''));
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : text;
}

function productInput(values: Record<string, string>): Record<string, unknown> {
  const stock = values.inStock?.toLowerCase();
  return {
    name: values.name,
    sku: values.sku,
    description: values.description || undefined,
    category: values.category ? values.category.toLowerCase() : undefined,
    price: numberCell(values.price ?? ''),
    stockQuantity: numberCell(values.stockQuantity ?? ''),
    inStock: !stock ? undefined : YES.has(stock) ? true : NO.has(stock) ? false : values.inStock,
    imageUrl: values.imageUrl || undefined,
  };
}

async function checkProducts(em: EntityManager, user: User, rows: CsvRow[]) {
  const checked = await checkRows(rows, PRODUCT_COLUMNS, 'sku', async (row) =>
    checkNewProduct(em, user, await validateInput(ProductInput, productInput(row.values))),
  );
  flagRepeats(
    checked,
    (row) => row.values.sku?.toLowerCase(),
    (row) => `SKU '${row.values.sku}'`,
  );
  return checked;
}

/**
 * A vendor's product import: every row is checked with the rules of a single new product; a dry
 * run answers the preview, otherwise every product is written in one transaction, or none.
 */
export async function importProducts(
  ctx: Ctx,
  csv: string,
  dryRun: boolean,
): Promise<ImportReport> {
  const user = requireCapability(ctx, 'importProducts');
  const rows = readCsvFile(csv, PRODUCT_COLUMNS);
  if (dryRun)
    return report('products', PRODUCT_COLUMNS, await checkProducts(ctx.em, user, rows), true);
  return ctx.em.transactional(async (em) => {
    const checked = await checkProducts(em, user, rows);
    const result = report('products', PRODUCT_COLUMNS, checked, false);
    if (!result.valid) return result;
    for (const c of checked) result.created.push((await writeProduct(ctx, em, user, c.ready!)).sku);
    result.imported = result.created.length;
    audit(
      { ...ctx, em },
      {
        action: 'product.import',
        entity: 'product',
        source: 'imports',
        message: `${user.username} imported ${result.imported} product${result.imported === 1 ? '' : 's'} from CSV`,
        after: { skus: result.created },
      },
    );
    return result;
  });
}

// ---------------------------------------------------------------- orders

/** The vendor a cell names: an active vendor whose company or username it is (any case). */
async function vendorNamed(
  em: EntityManager,
  name: string,
  cache: Map<string, User>,
): Promise<User> {
  const key = name.toLowerCase();
  const known = cache.get(key);
  if (known) return known;
  const exact = { $ilike: escapeLike(name) };
  const found = await em.find(User, {
    role: Role.vendor,
    active: true,
    $or: [{ username: exact }, { company: exact }],
  });
  const byUsername = found.find((v) => v.username.toLowerCase() === key);
  const vendor = byUsername ?? (found.length === 1 ? found[0] : undefined);
  if (!vendor) {
    throw new AppError(
      'BAD_USER_INPUT',
      found.length > 1
        ? 'Several vendors have this company name; use the username'
        : 'No vendor has this company name or username',
      'vendor',
    );
  }
  cache.set(key, vendor);
  return vendor;
}

async function checkOrders(em: EntityManager, user: User, rows: CsvRow[]) {
  const vendors = new Map<string, User>();
  return checkRows(rows, ORDER_COLUMNS, 'vendor', async (row) => {
    const vendor = await vendorNamed(em, row.values.vendor, vendors);
    const product = await em.findOne(
      Product,
      { vendor: vendor.id, sku: { $ilike: escapeLike(row.values.sku) }, archivedAt: null },
      { fields: ['id'] },
    );
    const quantity = /^\d+$/.test(row.values.quantity)
      ? Number(row.values.quantity)
      : row.values.quantity;
    const input = await validateInput(CreateOrderInput, {
      vendorId: vendor.id,
      productId: product?.id ?? 0,
      quantity,
      dueDate: row.values.dueDate,
      notes: row.values.notes || undefined,
    });
    return checkNewOrder(em, user, input);
  });
}

/**
 * A buyer's order import: every row is checked with the rules of a single new order (connected
 * vendor, that vendor's product, due date not in the past); a dry run answers the preview,
 * otherwise every order is created through the single-order write path in one transaction, or none.
 */
export async function importOrders(ctx: Ctx, csv: string, dryRun: boolean): Promise<ImportReport> {
  const user = requireCapability(ctx, 'importOrders');
  const rows = readCsvFile(csv, ORDER_COLUMNS);
  if (dryRun) return report('orders', ORDER_COLUMNS, await checkOrders(ctx.em, user, rows), true);
  return withOrderCodeRetry(ctx, async (em, events) => {
    const checked = await checkOrders(em, user, rows);
    const result = report('orders', ORDER_COLUMNS, checked, false);
    if (!result.valid) return result;
    for (const c of checked) {
      result.created.push((await writeOrder(ctx, em, user, c.ready!, events)).orderCode);
    }
    result.imported = result.created.length;
    audit(
      { ...ctx, em },
      {
        action: 'order.import',
        entity: 'order',
        source: 'imports',
        message: `${user.username} imported ${result.imported} order${result.imported === 1 ? '' : 's'} from CSV`,
        after: { orderCodes: result.created },
      },
    );
    return result;
  });
}
