import { Field, Int, ObjectType } from 'type-graphql';
import { InventoryItem } from './inventory.entity';

@ObjectType({ description: 'How many items each Inventory tab holds under the other filters.' })
export class InventoryCounts {
  @Field(() => Int)
  all!: number;

  @Field(() => Int)
  inStock!: number;

  @Field(() => Int)
  lowStock!: number;

  @Field(() => Int)
  outOfStock!: number;
}

@ObjectType({
  description: "The buyer's inventory: the current tab's items and every tab's count.",
})
export class InventoryView {
  @Field(() => [InventoryItem])
  items!: InventoryItem[];

  @Field(() => InventoryCounts)
  counts!: InventoryCounts;
}

@ObjectType({ description: 'One change of the quantity on hand.' })
export class InventoryLedgerEntry {
  @Field(() => Int)
  id!: number;

  @Field(() => Int)
  delta!: number;

  @Field()
  reason!: string;

  @Field(() => Int, { description: 'The quantity on hand right after this change.' })
  balanceAfter!: number;

  @Field(() => String, { nullable: true, description: 'The completed order that added stock.' })
  orderCode!: string | null;

  @Field(() => String, { nullable: true })
  createdByName!: string | null;

  @Field()
  createdAt!: Date;
}
