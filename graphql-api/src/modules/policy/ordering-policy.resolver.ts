import { Arg, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GqlContext } from '../../graphql/context';
import { User } from '../users';
import { OrderingPolicy, OrderingPolicyInput, OrderingPolicyOverride } from './ordering-policy';
import {
  type BuyerPolicy,
  listOrderingPolicies,
  myOrderingPolicy,
  setVendorOrderingPolicy,
  updateOrderingPolicy,
} from './ordering-policy.service';

@ObjectType({ description: "A connected vendor's gates: the buyer's override and what new orders get." })
export class VendorOrderingPolicy {
  @Field(() => User)
  vendor!: User;

  @Field(() => OrderingPolicyOverride)
  override!: OrderingPolicyOverride;

  @Field(() => OrderingPolicy, { description: 'The gates a new order with this vendor is placed under.' })
  effective!: OrderingPolicy;
}

@ObjectType({ description: "A buyer's ordering policy: the default and each connected vendor's gates." })
export class BuyerOrderingPolicy {
  @Field(() => User)
  buyer!: User;

  @Field(() => OrderingPolicy)
  defaults!: OrderingPolicy;

  @Field(() => [VendorOrderingPolicy])
  vendors!: VendorOrderingPolicy[];
}

/** The buyer's ordering policy (DECISIONS.md 3): thin, every rule is in the service. */
@Resolver()
export class OrderingPolicyResolver {
  @Query(() => BuyerOrderingPolicy, { description: 'Buyers: their ordering policy.' })
  myOrderingPolicy(@Ctx() ctx: GqlContext): Promise<BuyerPolicy> {
    return myOrderingPolicy(ctx);
  }

  @Query(() => [BuyerOrderingPolicy], { description: "Admins: every buyer's ordering policy." })
  orderingPolicies(@Ctx() ctx: GqlContext): Promise<BuyerPolicy[]> {
    return listOrderingPolicies(ctx);
  }

  @Mutation(() => BuyerOrderingPolicy, {
    description: 'Buyers: change the default gates of new orders (orders placed earlier keep theirs).',
  })
  updateOrderingPolicy(@Arg('input') input: OrderingPolicyInput, @Ctx() ctx: GqlContext): Promise<BuyerPolicy> {
    return updateOrderingPolicy(ctx, { ...input });
  }

  @Mutation(() => BuyerOrderingPolicy, {
    description: 'Buyers: the gates for one connected vendor; null follows the default again.',
  })
  setVendorOrderingPolicy(
    @Arg('vendorId', () => Int) vendorId: number,
    @Arg('input') input: OrderingPolicyInput,
    @Ctx() ctx: GqlContext,
  ): Promise<BuyerPolicy> {
    return setVendorOrderingPolicy(ctx, vendorId, { ...input });
  }
}
