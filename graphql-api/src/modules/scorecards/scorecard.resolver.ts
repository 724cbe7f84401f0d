import {
  Arg,
  Ctx,
  Field,
  Float,
  InputType,
  Int,
  ObjectType,
  Query,
  registerEnumType,
  Resolver,
} from 'type-graphql';
import type { GqlContext } from '../../graphql/context';
import { vendorScorecards } from './scorecard.service';

const ScoreUnit = { percent: 'percent', hours: 'hours', days: 'days' } as const;
registerEnumType(ScoreUnit, { name: 'ScoreUnit', description: 'What a score counts in.' });
const ScoreTrend = { better: 'better', worse: 'worse', same: 'same' } as const;
registerEnumType(ScoreTrend, {
  name: 'ScoreTrend',
  description:
    'The period against the previous one, for the vendor (higher or lower is better per score).',
});

@InputType({ description: 'Which scorecards: a month or a quarter, optionally one vendor.' })
export class ScorecardFilterInput {
  @Field(() => String, {
    nullable: true,
    description:
      'A month as YYYY-MM or a quarter as YYYY-Qn (UTC); the current month when left out.',
  })
  period?: string | null;

  @Field(() => Int, { nullable: true, description: "Only this vendor's scorecard." })
  vendorId?: number | null;
}

@ObjectType({ description: 'A calendar month or quarter (UTC).' })
export class ScorePeriod {
  @Field({ description: '2026-11 or 2026-Q4.' })
  key!: string;

  @Field({ description: 'Nov 2026 or Q4 2026.' })
  label!: string;

  @Field({ description: 'The first day, YYYY-MM-DD.' })
  from!: string;

  @Field({ description: 'The last day, YYYY-MM-DD (included).' })
  to!: string;
}

@ObjectType({ description: 'A vendor as the scorecards name it.' })
export class ScoredVendor {
  @Field(() => Int)
  id!: number;

  @Field()
  name!: string;

  @Field(() => String, { nullable: true })
  company!: string | null;
}

@ObjectType({
  description: "One score of a vendor's scorecard, with the previous period's figure.",
})
export class VendorScore {
  @Field({
    description:
      'onTimeOriginal, onTimeAgreed, acknowledgeHours, firstSampleApproval, qcFirstPass, shippedQuantityAccuracy, leadTimeDays, …',
  })
  key!: string;

  @Field()
  label!: string;

  @Field(() => ScoreUnit)
  unit!: string;

  @Field()
  higherIsBetter!: boolean;

  @Field({ description: 'What is measured and which moment places it in a period.' })
  description!: string;

  @Field(() => Float, {
    nullable: true,
    description: 'The figure in the period (1 decimal); null when nothing was measured.',
  })
  value!: number | null;

  @Field(() => Int, { description: 'How many orders or sample rounds the figure is over.' })
  count!: number;

  @Field(() => Float, { nullable: true })
  previousValue!: number | null;

  @Field(() => Int)
  previousCount!: number;

  @Field(() => Float, {
    nullable: true,
    description: 'value − previousValue; null unless both have a figure.',
  })
  change!: number | null;

  @Field(() => ScoreTrend, { nullable: true })
  trend!: string | null;
}

@ObjectType()
export class VendorScorecard {
  @Field(() => ScoredVendor)
  vendor!: ScoredVendor;

  @Field(() => [VendorScore])
  scores!: VendorScore[];
}

@ObjectType({
  description:
    "Vendor scorecards over the caller's orders (buyers and vendors their own, admins all) for a period and the one before.",
})
export class VendorScorecards {
  @Field(() => ScorePeriod)
  period!: ScorePeriod;

  @Field(() => ScorePeriod)
  previousPeriod!: ScorePeriod;

  @Field(() => Int, {
    nullable: true,
    description: 'The vendor filter applied (a vendor: itself).',
  })
  vendorId!: number | null;

  @Field(() => [VendorScorecard], {
    description: 'Vendors with anything measured in either period (and the one filtered on).',
  })
  vendors!: VendorScorecard[];
}

/** GraphQL for vendor scorecards: thin, the rules and the scope are in the service. */
@Resolver()
export class ScorecardResolver {
  @Query(() => VendorScorecards, {
    description: 'Vendor scorecards of the signed-in user, per month or quarter.',
  })
  vendorScorecards(
    @Arg('filter', () => ScorecardFilterInput, { nullable: true })
    filter: ScorecardFilterInput | null,
    @Ctx() ctx: GqlContext,
  ) {
    return vendorScorecards(ctx, filter ?? {});
  }
}
