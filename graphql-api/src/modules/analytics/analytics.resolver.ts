import {
  Arg,
  Ctx,
  Field,
  FieldResolver,
  Float,
  InputType,
  Int,
  ObjectType,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import type { GqlContext } from '../../graphql/context';
import { OrderStatus } from '../orders';
import {
  analyticsScope,
  analyticsVendors,
  type AnalyticsScope,
  lateOrders,
  leadTimeByCategory,
  leadTimeByVendor,
  onTimeByMonth,
  ordersByStatus,
  volumeByCategory,
} from './analytics.service';

@InputType({ description: 'Analytics filters; dates are YYYY-MM-DD (UTC), both ends included.' })
export class AnalyticsFilterInput {
  @Field(() => Int, { nullable: true, description: "Only this vendor's orders." })
  vendorId?: number | null;

  @Field(() => String, { nullable: true })
  from?: string | null;

  @Field(() => String, { nullable: true })
  to?: string | null;
}

@ObjectType({ description: 'A buyer or vendor as the figures name them.' })
export class AnalyticsParty {
  @Field(() => Int)
  id!: number;

  @Field()
  name!: string;

  @Field(() => String, { nullable: true })
  company!: string | null;
}

@ObjectType()
export class StatusCount {
  @Field(() => OrderStatus)
  status!: OrderStatus;

  @Field(() => Int)
  orders!: number;

  @Field(() => Float, { description: 'Units ordered (sum of quantities).' })
  units!: number;
}

@ObjectType()
export class OnTimeMonth {
  @Field({ description: 'YYYY-MM, the month of completion (UTC).' })
  month!: string;

  @Field(() => Int)
  completed!: number;

  @Field(() => Int, { description: 'Completed on or before the due date.' })
  onTime!: number;

  @Field(() => Int)
  late!: number;

  @Field(() => Float, { nullable: true, description: 'onTime / completed in %, 1 decimal.' })
  percent!: number | null;
}

@ObjectType()
export class VendorLeadTime {
  @Field(() => AnalyticsParty)
  vendor!: AnalyticsParty;

  @Field(() => Int, { description: 'Completed orders measured.' })
  completed!: number;

  @Field(() => Float, { description: 'Average days from order creation to completion, 1 decimal.' })
  averageDays!: number;
}

@ObjectType()
export class CategoryLeadTime {
  @Field(() => String, { nullable: true, description: 'The product category; null when unset.' })
  category!: string | null;

  @Field(() => Int, { description: 'Completed orders measured.' })
  completed!: number;

  @Field(() => Float, { description: 'Average days from order creation to completion, 1 decimal.' })
  averageDays!: number;
}

@ObjectType()
export class CategoryVolume {
  @Field(() => String, { nullable: true, description: 'The product category; null when unset.' })
  category!: string | null;

  @Field(() => Int)
  orders!: number;

  @Field(() => Float, { description: 'Units ordered (sum of quantities).' })
  units!: number;
}

@ObjectType()
export class VendorLateCount {
  @Field(() => AnalyticsParty)
  vendor!: AnalyticsParty;

  @Field(() => Int)
  orders!: number;
}

@ObjectType()
export class LateOrder {
  @Field(() => Int)
  id!: number;

  @Field()
  orderCode!: string;

  @Field()
  productName!: string;

  @Field()
  sku!: string;

  @Field(() => Int)
  quantity!: number;

  @Field(() => OrderStatus)
  status!: OrderStatus;

  @Field({ description: 'YYYY-MM-DD' })
  dueDate!: string;

  @Field(() => Int, { description: 'Whole days past the due date (UTC).' })
  daysOverdue!: number;

  @Field(() => AnalyticsParty)
  buyer!: AnalyticsParty;

  @Field(() => AnalyticsParty)
  vendor!: AnalyticsParty;
}

@ObjectType({ description: 'Orders past due and neither Completed nor Cancelled.' })
export class LateOrders {
  @Field(() => Int)
  totalCount!: number;

  @Field(() => [VendorLateCount], { description: 'Late orders per vendor, most first.' })
  byVendor!: VendorLateCount[];

  @Field(() => [LateOrder], { description: 'The most overdue first, at most `first`.' })
  orders!: LateOrder[];
}

@ObjectType({
  description:
    "Figures over the user's orders (buyers and vendors their own, admins all), aggregated in SQL.",
})
export class Analytics {
  scope!: AnalyticsScope;

  @Field(() => Int, { nullable: true, description: 'The vendor filter applied.' })
  vendorId!: number | null;

  @Field(() => String, { nullable: true, description: 'The start date applied (YYYY-MM-DD).' })
  from!: string | null;

  @Field(() => String, { nullable: true, description: 'The end date applied (YYYY-MM-DD).' })
  to!: string | null;
}

/** GraphQL for analytics: thin, the rules and the scope are in the service. */
@Resolver(() => Analytics)
export class AnalyticsResolver {
  @Query(() => Analytics, { description: 'Analytics of the signed-in user, filtered.' })
  async analytics(
    @Arg('filter', () => AnalyticsFilterInput, { nullable: true })
    filter: AnalyticsFilterInput | null,
    @Ctx() ctx: GqlContext,
  ): Promise<Analytics> {
    const scope = await analyticsScope(ctx, filter ?? {});
    return { scope, vendorId: scope.vendorId, from: scope.from, to: scope.to };
  }

  @FieldResolver(() => [StatusCount], { description: 'Orders created in the range, by status.' })
  ordersByStatus(@Root() root: Analytics, @Ctx() ctx: GqlContext) {
    return ordersByStatus(ctx, root.scope);
  }

  @FieldResolver(() => [OnTimeMonth], {
    description: 'Orders completed in the range, by month of completion, and how many on time.',
  })
  onTimeByMonth(@Root() root: Analytics, @Ctx() ctx: GqlContext) {
    return onTimeByMonth(ctx, root.scope);
  }

  @FieldResolver(() => [VendorLeadTime], {
    description:
      'Average days from order to completion by vendor, of orders completed in the range.',
  })
  leadTimeByVendor(@Root() root: Analytics, @Ctx() ctx: GqlContext) {
    return leadTimeByVendor(ctx, root.scope);
  }

  @FieldResolver(() => [CategoryLeadTime], {
    description:
      'Average days from order to completion by product category, of orders completed in the range.',
  })
  leadTimeByCategory(@Root() root: Analytics, @Ctx() ctx: GqlContext) {
    return leadTimeByCategory(ctx, root.scope);
  }

  @FieldResolver(() => [CategoryVolume], {
    description: 'Units and orders by product category, created in the range, not Cancelled.',
  })
  volumeByCategory(@Root() root: Analytics, @Ctx() ctx: GqlContext) {
    return volumeByCategory(ctx, root.scope);
  }

  @FieldResolver(() => LateOrders, { description: 'Late orders due in the range.' })
  lateOrders(
    @Root() root: Analytics,
    @Ctx() ctx: GqlContext,
    @Arg('first', () => Int, { nullable: true, description: 'List size: default 50, at most 200.' })
    first: number | null,
  ) {
    return lateOrders(ctx, root.scope, first);
  }

  @FieldResolver(() => [AnalyticsParty], { description: "The vendor filter's choices." })
  vendors(@Root() root: Analytics, @Ctx() ctx: GqlContext) {
    return analyticsVendors(ctx, root.scope);
  }
}
