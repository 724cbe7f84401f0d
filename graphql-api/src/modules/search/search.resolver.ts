import { Arg, Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { GqlContext } from '../../graphql/context';
import { Order, type OrderRow } from '../orders';
import { Product, type ProductRow } from '../products';
import { Specification, type SpecificationRow } from '../specifications';
import { search } from './search.service';

@ObjectType({ description: 'What the header search found that the user may see.' })
export class SearchResults {
  @Field(() => [Order])
  orders!: OrderRow[];

  @Field(() => [Product])
  products!: ProductRow[];

  @Field(() => [Specification])
  specifications!: SpecificationRow[];
}

/** GraphQL for the search module: thin, every rule is in the service. */
@Resolver()
export class SearchResolver {
  @Query(() => SearchResults, {
    description:
      'Orders (code, product), products (name, SKU) and specifications (title); empty under 2 characters.',
  })
  search(
    @Arg('query') query: string,
    @Arg('limit', () => Int, { nullable: true, description: 'Per kind, 1 to 20 (default 5).' })
    limit: number | null,
    @Ctx() ctx: GqlContext,
  ) {
    return search(ctx, query, limit);
  }
}
