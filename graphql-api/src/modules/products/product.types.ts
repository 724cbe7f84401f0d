import { Field, Int, ObjectType } from 'type-graphql';
import { Product } from './product.entity';

@ObjectType({ description: 'Where a page of products ends.' })
export class ProductPageInfo {
  @Field(() => String, { nullable: true, description: 'Pass as `after` for the next page.' })
  endCursor!: string | null;

  @Field()
  hasNextPage!: boolean;
}

@ObjectType({ description: 'A page of products and how many match in all.' })
export class ProductPage {
  @Field(() => [Product])
  nodes!: Product[];

  @Field(() => Int)
  totalCount!: number;

  @Field(() => ProductPageInfo)
  pageInfo!: ProductPageInfo;
}

@ObjectType({ description: 'What a delete did: erased, or archived because records refer to it.' })
export class ProductDeletion {
  @Field(() => Int)
  id!: number;

  @Field()
  deleted!: boolean;

  @Field()
  archived!: boolean;
}
