import { Reference } from '@mikro-orm/core';
import { requireUser } from '../../common/context';
import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GqlContext } from '../../graphql/context';
import { Order, type OrderRow, ScheduleHealth } from '../orders';
import { MilestoneTemplate, OrderMilestone } from './milestone.entity';
import { MilestoneTemplateInput } from './milestone.inputs';
import { dayOf, isLate, scheduleOf } from './milestone.rules';
import { listTemplates, milestoneRefusal, milestonesOf, orderIsTracked, saveTemplate, setMilestoneDone } from './milestone.service';

/** The milestones of every order of a list at once. */
export function milestoneLoader(order: OrderRow, ctx: GqlContext) {
  return ctx.loaders.of('order.milestones', (ids: readonly number[]) => milestonesOf(ctx.em, ids));
}

/** Milestones on orders, and the templates admins keep: thin, every rule is in the service. */
@Resolver(() => Order)
export class OrderPlanResolver {
  @FieldResolver(() => [OrderMilestone], { description: 'The time-and-action plan, in order.' })
  milestones(@Root() order: OrderRow, @Ctx() ctx: GqlContext): Promise<OrderMilestone[]> {
    return milestoneLoader(order, ctx).load(order.id);
  }

  @FieldResolver(() => ScheduleHealth, {
    nullable: true,
    description: 'Late, At Risk or On Track from the milestones; null for closed orders or without a plan.',
  })
  async schedule(@Root() order: OrderRow, @Ctx() ctx: GqlContext): Promise<ScheduleHealth | null> {
    if (!orderIsTracked(order)) return null;
    return scheduleOf(await milestoneLoader(order, ctx).load(order.id), dayOf(new Date()));
  }

  @Mutation(() => Order, { description: 'The owner side marks a milestone done (today), or not done.' })
  setMilestoneDone(
    @Arg('id', () => Int) id: number,
    @Arg('done', () => Boolean) done: boolean,
    @Ctx() ctx: GqlContext,
  ): Promise<Order> {
    return setMilestoneDone(ctx, id, done);
  }
}

@Resolver(() => OrderMilestone)
export class MilestoneResolver {
  @FieldResolver(() => Boolean, { description: 'Past its planned date and not done.' })
  late(@Root() milestone: OrderMilestone): boolean {
    return isLate(milestone, dayOf(new Date()));
  }

  @FieldResolver(() => Boolean, {
    description: 'The signed-in user may mark it done or reopen it (its owner side or an admin, while the order is not Cancelled).',
  })
  async mayChange(@Root() milestone: OrderMilestone, @Ctx() ctx: GqlContext): Promise<boolean> {
    const order = await Reference.create(milestone.order).loadOrFail({ dataloader: true });
    return milestoneRefusal(requireUser(ctx), order, milestone) === null;
  }

  @Query(() => [MilestoneTemplate], { description: 'Time-and-action templates, the default first.' })
  milestoneTemplates(@Ctx() ctx: GqlContext): Promise<MilestoneTemplate[]> {
    return listTemplates(ctx);
  }

  @Mutation(() => MilestoneTemplate, { description: 'Admins create or edit a milestone template.' })
  saveMilestoneTemplate(
    @Arg('input') input: MilestoneTemplateInput,
    @Ctx() ctx: GqlContext,
  ): Promise<MilestoneTemplate> {
    return saveTemplate(ctx, { ...input, steps: input.steps.map((step) => ({ ...step })) });
  }
}
