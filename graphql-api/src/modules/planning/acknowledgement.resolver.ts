import { Arg, Ctx, Field, FieldResolver, ID, InputType, Int, Mutation, Resolver, Root } from 'type-graphql';
import type { GqlContext } from '../../graphql/context';
import { Order, type OrderRow, SizeBreakdownInput } from '../orders';
import { acceptOrder, answerProposal, proposeOrderChange, revisionsOf } from './acknowledgement.service';
import { OrderRevision } from './order-revision.entity';

@InputType({ description: "The vendor's proposal: another due date and/or quantities, with a reason." })
export class OrderProposalInput {
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' })
  dueDate?: string | null;

  @Field(() => Int, { nullable: true, description: 'For orders without a size × colour grid.' })
  quantity?: number | null;

  @Field(() => SizeBreakdownInput, { nullable: true, description: 'For orders with a grid.' })
  breakdown?: SizeBreakdownInput | null;

  @Field()
  reason!: string;
}

/** The revisions of every order of a list at once. */
function revisionLoader(ctx: GqlContext) {
  return ctx.loaders.of('order.revisions', (ids: readonly number[]) => revisionsOf(ctx.em, ids));
}

/** The vendor's acknowledgement of new orders and the buyer's answer to proposals. */
@Resolver(() => Order)
export class AcknowledgementResolver {
  @FieldResolver(() => [OrderRevision], { description: "The vendor's proposals and their answers, oldest first." })
  revisions(@Root() order: OrderRow, @Ctx() ctx: GqlContext): Promise<OrderRevision[]> {
    return revisionLoader(ctx).load(order.id);
  }

  @Mutation(() => Order, { description: 'The vendor accepts a new order as placed.' })
  acceptOrder(@Arg('id', () => ID) id: string, @Ctx() ctx: GqlContext): Promise<Order> {
    return acceptOrder(ctx, id);
  }

  @Mutation(() => OrderRevision, { description: 'The vendor proposes another due date or quantities, with a reason.' })
  proposeOrderChange(
    @Arg('id', () => ID) id: string,
    @Arg('input') input: OrderProposalInput,
    @Ctx() ctx: GqlContext,
  ): Promise<OrderRevision> {
    return proposeOrderChange(ctx, id, { ...input, breakdown: input.breakdown ? { ...input.breakdown } : null });
  }

  @Mutation(() => Order, { description: "The buyer accepts (new baseline) or rejects the vendor's proposal." })
  answerOrderProposal(
    @Arg('id', () => ID) id: string,
    @Arg('accept', () => Boolean) accept: boolean,
    @Ctx() ctx: GqlContext,
  ): Promise<Order> {
    return answerProposal(ctx, id, accept);
  }
}
