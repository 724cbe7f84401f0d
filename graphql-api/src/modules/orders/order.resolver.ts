import {
  Arg,
  Args,
  Ctx,
  FieldResolver,
  ID,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
  Subscription,
} from 'type-graphql';
import { requireActor } from '../../common/context';
import type { EventOf } from '../../common/pubsub';
import type { GqlContext } from '../../graphql/context';
import { liveEvents, maySeeOrder } from '../../common/live';
import { OrderingPolicy } from '../policy';
import { User } from '../users';
import { Order } from './order.entity';
import { CreateOrderInput, OrdersArgs, TimelineEventInput } from './order.inputs';
import {
  approveOrder,
  createOrder,
  getOrder,
  listOrderableVendors,
  listOrders,
  rejectOrder,
  updateOrderStatus,
} from './order.service';
import { OrderStatus } from './order-status';
import { availableActions, OrderAction, orderFacts } from './order.actions';
import type { OrderRow } from './order.read';
import { OrderConnection } from './order.types';
import { TimelineEvent } from './timeline-event.entity';
import { addTimelineEvent, timelinesOf } from './timeline.service';

type OrderChanged = EventOf<'ORDER_CHANGED'>;

/** The timelines of every order of a list at once. */
function timelineLoader(order: OrderRow, ctx: GqlContext) {
  return ctx.loaders.of('order.timeline', (ids: readonly number[]) => timelinesOf(ctx.em, ids));
}

/** The order actions' facts (the PP gate and the like), for every order of a list at once. */
function factsLoader(order: OrderRow, ctx: GqlContext) {
  return ctx.loaders.of(
    'order.facts',
    async (orders: readonly OrderRow[]) => {
      const facts = await orderFacts(ctx, orders);
      return orders.map((row) => facts.get(row.id)!);
    },
    { cacheKeyFn: (row: OrderRow) => row.id },
  );
}

/** GraphQL for the orders module: thin, every rule is in the service. */
@Resolver(() => Order)
export class OrderResolver {
  @Query(() => OrderConnection, {
    description: 'The orders the user may see, newest first, with search and status filter.',
  })
  async orders(@Args() args: OrdersArgs, @Ctx() ctx: GqlContext): Promise<OrderConnection> {
    const page = await listOrders(ctx, args);
    return {
      nodes: page.nodes,
      totalCount: page.totalCount,
      pageInfo: { endCursor: page.endCursor, hasNextPage: page.hasNextPage },
    };
  }

  @Query(() => Order, { description: 'One order by id or ORD- code (not found when not visible).' })
  order(@Arg('idOrCode', () => ID) idOrCode: string, @Ctx() ctx: GqlContext): Promise<OrderRow> {
    return getOrder(ctx, idOrCode);
  }

  // The order's computed fields are resolved here, not by getters on the entity: type-graphql
  // would make an Order of every read row (OrderRow) to call a getter.
  @FieldResolver(() => Int, { description: 'Progress percentage derived from the status.' })
  progress(@Root() order: OrderRow): number {
    return order.progress;
  }

  @FieldResolver(() => OrderingPolicy, {
    description: 'The ordering policy the order was placed under: the gates it goes through.',
  })
  policy(@Root() order: OrderRow): OrderingPolicy {
    return order.policy;
  }

  @FieldResolver(() => [TimelineEvent], {
    description: 'Events: completed, then current, then upcoming; by date within each.',
  })
  timeline(@Root() order: OrderRow, @Ctx() ctx: GqlContext): Promise<TimelineEvent[]> {
    return timelineLoader(order, ctx).load(order.id);
  }

  @FieldResolver(() => [OrderAction], {
    description:
      'What the signed-in user may do to the order now: the same decision the server enforces on every write.',
  })
  async availableActions(@Root() order: OrderRow, @Ctx() ctx: GqlContext): Promise<OrderAction[]> {
    return availableActions(requireActor(ctx), order, await factsLoader(order, ctx).load(order));
  }

  @Query(() => [User], {
    description:
      'The vendors a new order may go to (active, with an approved connection): the rule createOrder enforces. Admins name the buyer.',
  })
  orderableVendors(
    @Arg('buyerId', () => Int, { nullable: true }) buyerId: number | null,
    @Ctx() ctx: GqlContext,
  ): Promise<User[]> {
    return listOrderableVendors(ctx, buyerId);
  }

  @Mutation(() => Order, {
    description: 'A buyer orders from a connected vendor (admins on behalf of a buyer).',
  })
  createOrder(@Arg('input') input: CreateOrderInput, @Ctx() ctx: GqlContext): Promise<Order> {
    return createOrder(ctx, { ...input, breakdown: input.breakdown ? { ...input.breakdown } : input.breakdown });
  }

  @Mutation(() => Order, {
    description:
      "Sets the status; a vendor's Shipping, Delivered or Completed becomes Approval Needed.",
  })
  async updateOrderStatus(
    @Arg('id', () => ID) id: string,
    @Arg('status', () => OrderStatus) status: OrderStatus,
    @Arg('version', () => Int, { nullable: true }) version: number | null,
    @Arg('notes', () => String, { nullable: true }) notes: string | null,
    @Ctx() ctx: GqlContext,
  ): Promise<OrderRow> {
    return (await updateOrderStatus(ctx, id, { status, version, notes })).order;
  }

  @Mutation(() => Order, { description: 'The buyer approves the requested status change.' })
  async approveOrder(
    @Arg('id', () => ID) id: string,
    @Arg('version', () => Int, { nullable: true }) version: number | null,
    @Ctx() ctx: GqlContext,
  ): Promise<OrderRow> {
    return (await approveOrder(ctx, id, version)).order;
  }

  @Mutation(() => Order, {
    description: 'The buyer rejects the requested status change: back to the previous status.',
  })
  async rejectOrder(
    @Arg('id', () => ID) id: string,
    @Arg('version', () => Int, { nullable: true }) version: number | null,
    @Ctx() ctx: GqlContext,
  ): Promise<OrderRow> {
    return (await rejectOrder(ctx, id, version)).order;
  }

  @Mutation(() => TimelineEvent, {
    description: "Adds a production step to an order's timeline; it becomes the current one.",
  })
  addTimelineEvent(
    @Arg('input') input: TimelineEventInput,
    @Ctx() ctx: GqlContext,
  ): Promise<TimelineEvent> {
    return addTimelineEvent(ctx, { ...input });
  }

  @Subscription(() => Order, {
    description: 'Orders the user may see, each time one is created or changes.',
    subscribe: ({ context }) => liveEvents(context as GqlContext, 'ORDER_CHANGED', maySeeOrder),
  })
  orderChanged(@Root() event: OrderChanged, @Ctx() ctx: GqlContext): Promise<OrderRow> {
    // Each event has a context of its own, with a fresh EntityManager (graphql/subscriptions.ts).
    return getOrder(ctx, event.orderId);
  }
}
