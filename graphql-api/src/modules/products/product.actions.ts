import type { EntityManager } from '@mikro-orm/postgresql';
import { registerEnumType } from 'type-graphql';
import { type AppError, conflict, forbidden } from '../../common/errors';
import { connectedIds } from '../connections';
import { Role, type User } from '../users';
import type { ProductRow } from './product.row';

/**
 * What a user may do to a product (DECISIONS.md 3). One function, `productRefusal`, both lists
 * the actions a user sees (`availableActions`) and is what the product's writes enforce.
 */
export enum ProductActionKind {
  /** A buyer orders it: a live product of a vendor the buyer is connected with. */
  Order = 'Order',
  /** Its vendor or an admin changes it (not once it is archived). */
  Edit = 'Edit',
  /** Its vendor or an admin deletes it (archived instead when records refer to it; not once archived). */
  Delete = 'Delete',
}
registerEnumType(ProductActionKind, {
  name: 'ProductActionKind',
  description: 'Something the signed-in user may do to a product now.',
});

/** What the rules look at beyond the product: an approved connection with its vendor. */
export type ProductFacts = { connected: boolean };

/** Why `user` may not do `kind` to `product` now, or null when they may. */
export function productRefusal(
  user: User,
  product: ProductRow,
  kind: ProductActionKind,
  facts: ProductFacts = { connected: false },
): AppError | null {
  if (kind === ProductActionKind.Order) {
    if (user.role !== Role.buyer) return forbidden('Only buyers order products');
    if (product.archivedAt) return conflict('This product is archived');
    return facts.connected ? null : forbidden('You are not connected with this vendor');
  }
  if (user.role !== Role.admin && product.vendor.id !== user.id) {
    return forbidden("Only the product's vendor can change it");
  }
  // Deleting an archived product would change nothing: it is archived because records refer to it.
  if (product.archivedAt) return conflict('This product is archived');
  return null;
}

/** Throws the refusal of `kind`, if any (the writes' check). */
export function assertProductAction(user: User, product: ProductRow, kind: ProductActionKind): void {
  const refusal = productRefusal(user, product, kind);
  if (refusal) throw refusal;
}

/** What `user` may do to each product now (`availableActions`), with one query for them all. */
export async function productActions(
  em: EntityManager,
  user: User,
  products: readonly ProductRow[],
): Promise<ProductActionKind[][]> {
  const connected = new Set(user.role === Role.buyer ? await connectedIds(em, 'buyer', user.id) : []);
  const kinds = Object.values(ProductActionKind);
  return products.map((product) => {
    const facts = { connected: connected.has(product.vendor.id) };
    return kinds.filter((kind) => !productRefusal(user, product, kind, facts));
  });
}
