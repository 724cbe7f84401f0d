import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema, type NonEmptyArray } from 'type-graphql';
import { AuthResolver } from '../modules/auth/auth.resolver';
import { ProfileResolver } from '../modules/users/profile.resolver';
import { UserResolver } from '../modules/users/user.resolver';
import { ConnectionResolver } from '../modules/connections/connection.resolver';
import { ProductResolver } from '../modules/products/product.resolver';
import { InventoryResolver } from '../modules/inventory/inventory.resolver';
import { OrderResolver } from '../modules/orders/order.resolver';
import { MessageResolver } from '../modules/messages/message.resolver';
import { NotificationResolver } from '../modules/notifications/notification.resolver';
import { SpecificationResolver } from '../modules/specifications/specification.resolver';
import { AttachmentResolver } from '../modules/files/file.resolver';
import { SettingsResolver } from '../modules/settings/settings.resolver';
import { AuditResolver } from '../modules/audit/audit.resolver';
import { AnalyticsResolver } from '../modules/analytics/analytics.resolver';
import { DashboardResolver } from '../modules/dashboard/dashboard.resolver';
import { SearchResolver } from '../modules/search/search.resolver';
import { OutboxResolver } from '../modules/email/outbox.resolver';
import { ApiTokenResolver } from '../modules/api-tokens/api-token.resolver';
import { WebhookResolver } from '../modules/webhooks/webhook.resolver';
import { BackupResolver } from '../modules/backups/backup.resolver';
import { AcknowledgementResolver } from '../modules/planning/acknowledgement.resolver';
import { MilestoneResolver, OrderPlanResolver } from '../modules/planning/milestone.resolver';
import { OrderingPolicyResolver } from '../modules/policy/ordering-policy.resolver';
import { OrderSamplesResolver, SampleAttemptResolver, SampleResolver } from '../modules/samples/sample.resolver';
import {
  CorrectiveActionResolver,
  InspectionDefectResolver,
  InspectionResolver,
  OrderInspectionsResolver,
} from '../modules/inspections/inspection.resolver';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const resolvers: NonEmptyArray<Function> = [
  AuthResolver,
  UserResolver,
  ProfileResolver,
  ConnectionResolver,
  ProductResolver,
  InventoryResolver,
  OrderResolver,
  MessageResolver,
  NotificationResolver,
  SpecificationResolver,
  AttachmentResolver,
  SettingsResolver,
  AuditResolver,
  DashboardResolver,
  AnalyticsResolver,
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
  CorrectiveActionResolver,
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

/** Validation runs in the services (one place for REST and GraphQL), not in type-graphql. */
export function buildPortalSchema(): Promise<GraphQLSchema> {
  cached ??= buildSchema({ resolvers, validate: false, emitSchemaFile: false, pubSub: unusedPubSub });
  return cached;
}

/** The schema as SDL, sorted: schema.graphql (codegen's input) and GET /graphql/schema.graphql. */
export const schemaSdl = (schema: GraphQLSchema) => `${printSchema(lexicographicSortSchema(schema))}\n`;
