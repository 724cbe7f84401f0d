import { Field, Int, ObjectType } from 'type-graphql';
import { Order } from './order.entity';
import type { OrderRow } from './order.read';

@ObjectType({ description: 'Keyset pagination state of a list.' })
export class PageInfo {
  @Field(() => String, { nullable: true, description: 'Pass as `after` to get the next page.' })
  endCursor!: string | null;

  @Field()
  hasNextPage!: boolean;
}

@ObjectType({ description: 'A page of orders, newest first.' })
export class OrderConnection {
  @Field(() => [Order])
  nodes!: OrderRow[];

  @Field(() => Int, { description: 'All matching orders, over every page.' })
  totalCount!: number;

  @Field(() => PageInfo)
  pageInfo!: PageInfo;
}
