import { Reference } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Resolver, Root } from 'type-graphql';
import type { GqlContext } from '../../graphql/context';
import { Attachment } from '../files';
import { Order, type OrderRow } from '../orders';
import { User } from '../users';
import { Sample, SampleAttempt } from './sample.entity';
import { SampleRequestInput, SampleSubmissionInput } from './sample.inputs';
import { SampleAction, sampleActions } from './sample.actions';
import { requireUser } from '../../common/context';
import {
  attemptsOf,
  photosOf,
  requestSample,
  reviewSample,
  samplesOf,
  submitSample,
  waivePreProductionSample,
} from './sample.service';

/** A user of a row, loaded in batches whether or not the row came with it. */
const userOf = (user: User) => Reference.create(user).loadOrFail({ dataloader: true });
const maybeUserOf = (user?: User | null) => (user ? userOf(user) : null);

/** One loader per kind for every row of a list: a list of orders never queries per row. */
function loader<T>(ctx: GqlContext, kind: string, load: (em: EntityManager, ids: readonly number[]) => Promise<T[][]>) {
  return ctx.loaders.of(`samples.${kind}`, (ids: readonly number[]) => load(ctx.em, ids));
}

/** Sample rounds on orders: thin, every rule is in the service. */
@Resolver(() => Order)
export class OrderSamplesResolver {
  @FieldResolver(() => [Sample], {
    description: 'The sample rounds (proto, fit, PP, TOP), oldest first.',
  })
  samples(@Root() order: OrderRow, @Ctx() ctx: GqlContext): Promise<Sample[]> {
    return loader(ctx, 'samples', samplesOf).load(order.id);
  }

  @Mutation(() => Sample, { description: "The order's buyer asks the vendor for a sample." })
  requestSample(
    @Arg('orderId', () => ID) orderId: string,
    @Arg('input') input: SampleRequestInput,
    @Ctx() ctx: GqlContext,
  ): Promise<Sample> {
    return requestSample(ctx, orderId, { ...input });
  }

  @Mutation(() => Sample, {
    description:
      "The order's vendor submits (or, after a rejection, resubmits) a sample with photos and a comment.",
  })
  submitSample(
    @Arg('orderId', () => ID) orderId: string,
    @Arg('input') input: SampleSubmissionInput,
    @Ctx() ctx: GqlContext,
  ): Promise<Sample> {
    return submitSample(ctx, orderId, { ...input });
  }

  @Mutation(() => Sample, {
    description:
      "The order's buyer approves or rejects the latest submission (a rejection needs a comment).",
  })
  reviewSample(
    @Arg('orderId', () => ID) orderId: string,
    @Arg('sampleId', () => Int) sampleId: number,
    @Arg('approve', () => Boolean) approve: boolean,
    @Arg('comment', () => String, { nullable: true }) comment: string | null,
    @Ctx() ctx: GqlContext,
  ): Promise<Sample> {
    return reviewSample(ctx, orderId, sampleId, approve, comment);
  }

  @Mutation(() => Sample, {
    description:
      "The order's buyer lets production start without an approved pre-production sample, with a reason.",
  })
  waivePreProductionSample(
    @Arg('orderId', () => ID) orderId: string,
    @Arg('reason') reason: string,
    @Ctx() ctx: GqlContext,
  ): Promise<Sample> {
    return waivePreProductionSample(ctx, orderId, reason);
  }
}

@Resolver(() => Sample)
export class SampleResolver {
  @FieldResolver(() => [SampleAttempt], { description: 'Every submission, the first one first.' })
  attempts(@Root() sample: Sample, @Ctx() ctx: GqlContext): Promise<SampleAttempt[]> {
    return loader(ctx, 'attempts', attemptsOf).load(sample.id);
  }

  @FieldResolver(() => [SampleAction], {
    description: 'What the signed-in user may do to this round now (the order holds requesting and waiving).',
  })
  async availableActions(@Root() sample: Sample, @Ctx() ctx: GqlContext): Promise<SampleAction[]> {
    const order = await Reference.create(sample.order).loadOrFail({ dataloader: true });
    return sampleActions(requireUser(ctx), order, sample);
  }

  @FieldResolver(() => User)
  requestedBy(@Root() sample: Sample): Promise<User> {
    return userOf(sample.requestedBy);
  }

  @FieldResolver(() => User, { nullable: true })
  waivedBy(@Root() sample: Sample): Promise<User> | null {
    return maybeUserOf(sample.waivedBy);
  }
}

@Resolver(() => SampleAttempt)
export class SampleAttemptResolver {
  @FieldResolver(() => [Attachment], {
    description: 'The photos the vendor sent with this submission.',
  })
  photos(@Root() attempt: SampleAttempt, @Ctx() ctx: GqlContext): Promise<Attachment[]> {
    return loader(ctx, 'photos', photosOf).load(attempt.id);
  }

  @FieldResolver(() => User)
  submittedBy(@Root() attempt: SampleAttempt): Promise<User> {
    return userOf(attempt.submittedBy);
  }

  @FieldResolver(() => User, { nullable: true })
  reviewedBy(@Root() attempt: SampleAttempt): Promise<User> | null {
    return maybeUserOf(attempt.reviewedBy);
  }
}
