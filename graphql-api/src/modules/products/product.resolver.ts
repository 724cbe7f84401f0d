import { Reference, wrap } from '@mikro-orm/core';
import { Arg, Args, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { requireUser } from '../../common/context';
import type { GqlContext } from '../../graphql/context';
import { User, type UserRow } from '../users';
import { ProductActionKind, productActions } from './product.actions';
import { Product } from './product.entity';
import type { ProductRow } from './product.row';
import { ProductInput, ProductListArgs, ProductUpdateInput } from './product.inputs';
import {
  createProduct,
  deleteProduct,
  findVisibleProduct,
  listProducts,
  updateProduct,
} from './product.service';
import { ProductDeletion, ProductPage } from './product.types';

/** GraphQL for the products module: thin, every rule is in the service. */
@Resolver(() => Product)
export class ProductResolver {
  @Query(() => ProductPage, { description: 'The products you may see, by name, a page at a time.' })
  products(@Args() args: ProductListArgs, @Ctx() ctx: GqlContext) {
    return listProducts(ctx, { ...args });
  }

  @Query(() => Product, { description: 'One product you may see.' })
  product(@Arg('id', () => Int) id: number, @Ctx() ctx: GqlContext) {
    return findVisibleProduct(ctx, id);
  }

  @Mutation(() => Product, { description: 'Adds a product to a vendor catalog.' })
  createProduct(@Arg('input') input: ProductInput, @Ctx() ctx: GqlContext) {
    return createProduct(ctx, { ...input });
  }

  @Mutation(() => Product, { description: 'Changes a product (its vendor or an admin).' })
  updateProduct(
    @Arg('id', () => Int) id: number,
    @Arg('input') input: ProductUpdateInput,
    @Ctx() ctx: GqlContext,
  ) {
    return updateProduct(ctx, id, { ...input });
  }

  @Mutation(() => ProductDeletion, {
    description: 'Deletes a product; one referenced by orders, specs or inventory is archived.',
  })
  deleteProduct(@Arg('id', () => Int) id: number, @Ctx() ctx: GqlContext) {
    return deleteProduct(ctx, id);
  }

  @FieldResolver(() => User, { description: 'The vendor who makes the product.' })
  vendor(@Root() product: ProductRow): UserRow | Promise<User> {
    // A read row (an order's product) carries its vendor. An entity's is populated by the
    // services, or else loads through the dataloader.
    if (!(product instanceof Product) || wrap(product.vendor).isInitialized()) return product.vendor;
    return Reference.create(product.vendor).loadOrFail();
  }

  @FieldResolver(() => [ProductActionKind], {
    description: 'What you may do to the product now, computed from the rules the server enforces.',
  })
  async availableActions(@Root() product: ProductRow, @Ctx() ctx: GqlContext): Promise<ProductActionKind[]> {
    return (await productActions(ctx.em, requireUser(ctx), [product]))[0];
  }
}
