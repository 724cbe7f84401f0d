import { Arg, Args, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GqlContext } from '../../graphql/context';
import { InventoryItem } from './inventory.entity';
import {
  AdjustInventoryArgs,
  InventoryListArgs,
  InventoryStatus,
  ReorderPointArgs,
  TrackProductArgs,
} from './inventory.inputs';
import {
  adjustInventory,
  inventoryMoves,
  listInventory,
  setReorderPoint,
  stockStatus,
  trackProduct,
  untrackProduct,
} from './inventory.service';
import { InventoryLedgerEntry, InventoryView } from './inventory.types';

/** GraphQL for the inventory module: thin, every rule is in the service. */
@Resolver(() => InventoryItem)
export class InventoryResolver {
  @Query(() => InventoryView, { description: "The buyer's inventory: a tab, filtered and sorted." })
  inventoryItems(@Args() args: InventoryListArgs, @Ctx() ctx: GqlContext) {
    return listInventory(ctx, { ...args });
  }

  @Query(() => [InventoryLedgerEntry], { description: "An item's quantity changes, newest first." })
  inventoryMoves(@Arg('itemId', () => Int) itemId: number, @Ctx() ctx: GqlContext) {
    return inventoryMoves(ctx, itemId);
  }

  @Mutation(() => InventoryItem, { description: 'Starts tracking a catalog product.' })
  trackProduct(@Args() args: TrackProductArgs, @Ctx() ctx: GqlContext) {
    return trackProduct(ctx, { ...args });
  }

  @Mutation(() => InventoryItem, { description: 'Adds or removes stock, with a reason.' })
  adjustInventory(@Args() args: AdjustInventoryArgs, @Ctx() ctx: GqlContext) {
    return adjustInventory(ctx, { ...args });
  }

  @Mutation(() => InventoryItem, { description: 'Changes the level under which stock is low.' })
  setReorderPoint(@Args() args: ReorderPointArgs, @Ctx() ctx: GqlContext) {
    return setReorderPoint(ctx, { ...args });
  }

  @Mutation(() => Int, { description: 'Stops tracking a product; answers the removed item id.' })
  untrackProduct(@Arg('itemId', () => Int) itemId: number, @Ctx() ctx: GqlContext) {
    return untrackProduct(ctx, itemId);
  }

  @FieldResolver(() => InventoryStatus, { description: 'Stock level against the reorder point.' })
  status(@Root() item: InventoryItem): InventoryStatus {
    return stockStatus(item);
  }
}
