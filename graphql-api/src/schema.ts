import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema, getMetadataStorage, type NonEmptyArray } from 'type-graphql';
import { AuthResolver } from './modules/auth';
import { UserCapabilitiesResolver } from './modules/users';
import { ProfileResolver, UserResolver } from './modules/accounts';
import { ConnectionResolver } from './modules/connections';
import { ProductResolver } from './modules/products';
import { InventoryResolver } from './modules/inventory';
import { OrderResolver } from './modules/orders';
import { MessageResolver } from './modules/messages';
import { NotificationResolver, UnreadCountsResolver } from './modules/notifications';
import { SpecificationResolver } from './modules/specifications';
import { AttachmentResolver } from './modules/files';
import { SettingsResolver } from './modules/settings';
import { AuditResolver } from './modules/audit';
import { AnalyticsResolver } from './modules/analytics';
import { ScorecardResolver } from './modules/scorecards';
import { DashboardResolver } from './modules/dashboard';
import { SearchResolver } from './modules/search';
import { OutboxResolver } from './modules/email';
import { ApiTokenResolver } from './modules/api-tokens';
import { WebhookResolver } from './modules/webhooks';
import { BackupResolver } from './modules/backups';
import { AcknowledgementResolver, MilestoneResolver, OrderPlanResolver } from './modules/planning';
import { OrderingPolicyResolver } from './modules/policy';
import { OrderSamplesResolver, SampleAttemptResolver, SampleResolver } from './modules/samples';
import {
  CorrectiveActionResolver,
  InspectionDefectResolver,
  InspectionPieceResolver,
  OrderInspectorResolver,
  InspectionResolver,
  OrderInspectionsResolver,
} from './modules/inspections';
import { OrderShipmentsResolver, ShipmentCartonResolver, ShipmentResolver } from './modules/shipments';

/**
 * Every module's resolvers. The schema is built here, in the composition root (README, "Modules and
 * their dependencies"), so that graphql/ (the request context, executor and limits) imports no module.
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const resolvers: NonEmptyArray<Function> = [
  AuthResolver,
  UserCapabilitiesResolver,
  UserResolver,
  ProfileResolver,
  ConnectionResolver,
  ProductResolver,
  InventoryResolver,
  OrderResolver,
  MessageResolver,
  UnreadCountsResolver,
  NotificationResolver,
  SpecificationResolver,
  AttachmentResolver,
  SettingsResolver,
  AuditResolver,
  DashboardResolver,
  AnalyticsResolver,
  ScorecardResolver,
  SearchResolver,
  OutboxResolver,
  ApiTokenResolver,
  WebhookResolver,
  BackupResolver,
  OrderPlanResolver,
  MilestoneResolver,
  AcknowledgementResolver,
  OrderSamplesResolver,
  SampleResolver,
  SampleAttemptResolver,
  OrderInspectionsResolver,
  InspectionResolver,
  InspectionDefectResolver,
  InspectionPieceResolver,
  OrderInspectorResolver,
  CorrectiveActionResolver,
  OrderShipmentsResolver,
  ShipmentResolver,
  ShipmentCartonResolver,
  OrderingPolicyResolver,
];

let cached: Promise<GraphQLSchema> | undefined;

/**
 * Subscriptions use `subscribe: ({ context }) => context.pubsub.iterate(...)`; type-graphql still
 * refuses to build a schema with subscriptions unless a pubSub is given, so it gets an unused one.
 */
const unusedPubSub = {
  publish: () => undefined,
  subscribe: (): never => {
    throw new Error('Use @Subscription({ subscribe }) with context.pubsub');
  },
};

/**
 * Every object type with type-graphql's `simpleResolvers`: a plain field is read straight from its
 * object (graphql-js's default resolver, or inline in the compiled executor) instead of through a
 * resolver that runs type-graphql's middleware chain, which is always empty here (no global or
 * field middleware, no authChecker: permissions live in the services). Field resolvers
 * (@FieldResolver, @Field on a method) keep theirs. The same as `@ObjectType({ simpleResolvers:
 * true })` on each class; a class that says otherwise keeps its own setting.
 */
function plainFieldsResolveThemselves() {
  for (const type of getMetadataStorage().objectTypes) type.simpleResolvers ??= true;
}

/** Validation runs in the services (one place for REST and GraphQL), not in type-graphql. */
export function buildPortalSchema(): Promise<GraphQLSchema> {
  if (!cached) {
    plainFieldsResolveThemselves();
    cached = buildSchema({ resolvers, validate: false, emitSchemaFile: false, pubSub: unusedPubSub });
  }
  return cached;
}

/** The schema as SDL, sorted: schema.graphql (codegen's input) and GET /graphql/schema.graphql. */
export const schemaSdl = (schema: GraphQLSchema) => `${printSchema(lexicographicSortSchema(schema))}\n`;
