import { type Cells, type Column, instant, type ReadSource, selectLists, toDate } from '../../common/read-rows';
import { readUser, USER_COLUMNS, type UserRow } from '../users';
import type { Product } from './product.entity';

/** A product as the read rows carry it (an order's product), with its vendor. */
export type ProductRow = Readonly<
  Pick<
    Product,
    | 'id'
    | 'name'
    | 'sku'
    | 'description'
    | 'category'
    | 'price'
    | 'inStock'
    | 'stockQuantity'
    | 'imageUrl'
    | 'archivedAt'
    | 'createdAt'
    | 'updatedAt'
  > & { vendor: UserRow }
>;

/** The products table's columns of a ProductRow, in the order readProduct takes them. */
export const PRODUCT_COLUMNS: readonly Column[] = [
  'id',
  'name',
  'sku',
  'description',
  'category',
  'price',
  'in_stock',
  'stock_quantity',
  'image_url',
  instant('archived_at'),
  instant('created_at'),
  instant('updated_at'),
];

/** The ProductRow in the cells from `at` (PRODUCT_COLUMNS), made by `vendor`. */
export const readProduct = (c: Cells, at: number, vendor: UserRow): ProductRow => ({
  id: c[at] as number,
  vendor,
  name: c[at + 1] as string,
  sku: c[at + 2] as string,
  description: c[at + 3] as string | null,
  category: c[at + 4] as string | null,
  // numeric(12, 2) comes as text
  price: c[at + 5] === null ? null : Number(c[at + 5]),
  inStock: c[at + 6] as boolean,
  stockQuantity: c[at + 7] as number,
  imageUrl: c[at + 8] as string | null,
  archivedAt: toDate(c[at + 9]),
  createdAt: toDate(c[at + 10])!,
  updatedAt: toDate(c[at + 11])!,
});

/** Products `p` with their vendors `v`, by name (the catalog's order). */
export const PRODUCTS: ReadSource<ProductRow> = {
  table: 'products',
  alias: 'p',
  joins: 'join users v on v.id = p.vendor_id',
  columns: selectLists([
    ['p', PRODUCT_COLUMNS],
    ['v', USER_COLUMNS],
  ]).columns,
  orderBy: 'p.name asc, p.id asc',
  read: (c, at) => readProduct(c, at, readUser(c, at + PRODUCT_COLUMNS.length)),
};
