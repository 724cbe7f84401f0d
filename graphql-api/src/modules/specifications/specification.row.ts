import { type Column, instant, type ReadSource, selectLists, toDate } from '../../common/read-rows';
import { PRODUCT_COLUMNS, type ProductRow, readProduct } from '../products';
import { readUser, USER_COLUMNS, type UserRow } from '../users';
import type { Specification } from './specification.entity';

/**
 * A specification as the read rows carry it (the header search's): its own fields with its
 * product (and the product's vendor) and its author. The resolver loads the entity for the
 * fields a row does not carry (sections, measurement chart).
 */
export type SpecificationRow = Readonly<
  Pick<
    Specification,
    'id' | 'title' | 'details' | 'description' | 'category' | 'createdAt' | 'updatedAt' | 'version'
  > & { product: ProductRow; createdBy: UserRow }
>;

const SPEC_COLUMNS: readonly Column[] = [
  'id',
  'title',
  'details',
  'description',
  'category',
  instant('created_at'),
  instant('updated_at'),
  'version',
];
const SELECT = selectLists([
  ['s', SPEC_COLUMNS],
  ['sp', PRODUCT_COLUMNS],
  ['spv', USER_COLUMNS],
  ['sa', USER_COLUMNS],
]);
const [, PRODUCT_AT, VENDOR_AT, AUTHOR_AT] = SELECT.at;

/**
 * Specifications `s` with their products `sp` (made by `spv`) and authors `sa`, the latest
 * changed first.
 */
export const SPECIFICATIONS: ReadSource<SpecificationRow> = {
  table: 'specifications',
  alias: 's',
  joins: `join products sp on sp.id = s.product_id
  join users spv on spv.id = sp.vendor_id
  join users sa on sa.id = s.created_by_id`,
  columns: SELECT.columns,
  orderBy: 's.updated_at desc, s.id desc',
  read: (c, at) => ({
    id: c[at] as number,
    title: c[at + 1] as string,
    details: c[at + 2] as string,
    description: c[at + 3] as string | null,
    category: c[at + 4] as string | null,
    createdAt: toDate(c[at + 5])!,
    updatedAt: toDate(c[at + 6])!,
    version: c[at + 7] as number,
    product: readProduct(c, at + PRODUCT_AT, readUser(c, at + VENDOR_AT)),
    createdBy: readUser(c, at + AUTHOR_AT),
  }),
};
