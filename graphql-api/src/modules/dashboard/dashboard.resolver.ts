import { Arg, Ctx, Field, Float, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { OrderStatus } from '../orders';
import type { GqlContext } from '../../graphql/context';
import {
  dashboardStats,
  dashboardTimeline,
  databaseInfo,
  runDiagnostics,
  syncSchema,
  systemStatus,
} from './dashboard.service';

@ObjectType({ description: 'A count now and 30 days ago.' })
export class CountTrend {
  @Field(() => Int)
  value!: number;

  @Field(() => Int, { description: 'The same figure 30 days ago.' })
  previous!: number;

  @Field(() => Int, { description: 'value - previous.' })
  change!: number;
}

@ObjectType({
  description: 'A percentage now and 30 days ago; null when there is nothing to measure.',
})
export class PercentTrend {
  @Field(() => Float, { nullable: true })
  value!: number | null;

  @Field(() => Float, { nullable: true, description: 'The same figure 30 days ago.' })
  previous!: number | null;

  @Field(() => Float, { nullable: true, description: 'value - previous, in percentage points.' })
  change!: number | null;
}

@ObjectType({
  description: 'The dashboard stat cards of the signed-in user (own orders; all for admins).',
})
export class DashboardStats {
  @Field(() => CountTrend, { description: 'Orders not Completed or Cancelled.' })
  activeOrders!: CountTrend;

  @Field(() => CountTrend, { description: 'Orders at Approval Needed.' })
  pendingApprovals!: CountTrend;

  @Field(() => CountTrend, { description: 'Unread messages received.' })
  newMessages!: CountTrend;

  @Field(() => PercentTrend, {
    description: '% of Completed orders completed on or before the due date.',
  })
  onTimeDelivery!: PercentTrend;
}

@ObjectType({ description: 'An order on the Production Timeline widget.' })
export class DashboardTimelineItem {
  @Field(() => Int)
  orderId!: number;

  @Field()
  orderCode!: string;

  @Field()
  productName!: string;

  @Field(() => OrderStatus)
  status!: OrderStatus;

  @Field({ description: 'YYYY-MM-DD' })
  dueDate!: string;

  @Field({ description: 'The last change of the order.' })
  updatedAt!: Date;

  @Field({ description: "Quality Check or Approval Needed: 'Review Now'." })
  requiresAction!: boolean;
}

@ObjectType({ description: 'The Production Timeline widget: open orders, those needing action first.' })
export class DashboardTimeline {
  @Field(() => Int, { description: 'Open orders (not Completed or Cancelled).' })
  totalCount!: number;

  @Field(() => Int, { description: 'Open orders in Quality Check or Approval Needed.' })
  needsActionCount!: number;

  @Field(() => [DashboardTimelineItem])
  items!: DashboardTimelineItem[];
}

@ObjectType({ description: 'The System Status card.' })
export class SystemStatus {
  @Field({ description: 'When this server process started.' })
  serverStartedAt!: Date;

  @Field()
  databaseReachable!: boolean;

  @Field(() => Float, { nullable: true, description: 'Round trip of select 1.' })
  databaseLatencyMs!: number | null;

  @Field(() => Boolean, { nullable: true, description: 'True on the embedded PostgreSQL server the portal runs itself (no DATABASE_URL).' })
  embedded!: boolean | null;

  @Field(() => Date, { nullable: true, description: 'When the newest database backup was written; null when there is none.' })
  lastBackupAt!: Date | null;
}

@ObjectType()
export class TableRowCount {
  @Field()
  name!: string;

  @Field(() => Int)
  rows!: number;
}

@ObjectType({ description: 'The Database tab: real connection info.' })
export class DatabaseInfo {
  @Field({ description: "'PostgreSQL' or 'PostgreSQL (embedded)'." })
  driver!: string;

  @Field({ description: 'select version()' })
  serverVersion!: string;

  @Field({ description: 'e.g. "12 MB"' })
  databaseSize!: string;

  @Field(() => Float)
  databaseSizeBytes!: number;

  @Field(() => [TableRowCount])
  tables!: TableRowCount[];
}

@ObjectType({ description: 'One check of Run Diagnostics.' })
export class DiagnosticCheck {
  @Field()
  name!: string;

  @Field()
  ok!: boolean;

  @Field()
  detail!: string;
}

/** GraphQL for the dashboard module: thin, every rule is in the service. */
@Resolver()
export class DashboardResolver {
  @Query(() => DashboardStats, { description: 'Stat cards with a trend against 30 days ago.' })
  dashboardStats(@Ctx() ctx: GqlContext) {
    return dashboardStats(ctx);
  }

  @Query(() => DashboardTimeline, { description: 'The Production Timeline widget (own orders; all for admins).' })
  dashboardTimeline(
    @Ctx() ctx: GqlContext,
    @Arg('first', () => Int, { nullable: true, description: 'Items: default 5, at most 20.' }) first: number | null,
  ) {
    return dashboardTimeline(ctx, first);
  }

  @Query(() => SystemStatus, { description: 'Server and database status (admin).' })
  systemStatus(@Ctx() ctx: GqlContext) {
    return systemStatus(ctx);
  }

  @Query(() => DatabaseInfo, { description: 'Driver, version, size and row counts (admin).' })
  databaseInfo(@Ctx() ctx: GqlContext) {
    return databaseInfo(ctx);
  }

  @Mutation(() => [DiagnosticCheck], { description: 'Runs the database checks (admin).' })
  runDiagnostics(@Ctx() ctx: GqlContext) {
    return runDiagnostics(ctx);
  }

  @Mutation(() => [String], {
    description: 'Applies pending migrations (admin); answers their names.',
  })
  syncSchema(@Ctx() ctx: GqlContext) {
    return syncSchema(ctx);
  }
}
