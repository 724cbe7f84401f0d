import { Arg, Args, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { requireUser } from '../../common/context';
import type { GqlContext } from '../../graphql/context';
import { WebhookDelivery, WebhookEndpoint } from './webhook.entity';
import { CreateWebhookInput, UpdateWebhookInput, WebhookDeliveriesArgs } from './webhook.inputs';
import { createWebhook, deleteWebhook, listDeliveries, listWebhooks, updateWebhook, webhookEventTypes } from './webhook.service';

@ObjectType({ description: 'An event type webhooks can subscribe to.' })
export class WebhookEventType {
  @Field({ description: 'e.g. order.created' })
  type!: string;

  @Field()
  description!: string;
}

@ObjectType({ description: 'A new webhook endpoint: the signing secret is shown here once and never again.' })
export class CreatedWebhook {
  @Field({ description: 'Verify X-Portal-Signature = "sha256=" + hex HMAC-SHA256(secret, timestamp + "." + body).' })
  secret!: string;

  @Field(() => WebhookEndpoint)
  endpoint!: WebhookEndpoint;
}

/** GraphQL for webhooks: thin, every rule is in the service. */
@Resolver(() => WebhookEndpoint)
export class WebhookResolver {
  @Query(() => [WebhookEventType], { description: 'The event types the signed-in user may subscribe to.' })
  webhookEventTypes(@Ctx() ctx: GqlContext) {
    return webhookEventTypes(requireUser(ctx).role);
  }

  @Query(() => [WebhookEndpoint], { description: "The signed-in user's webhook endpoints." })
  webhooks(@Ctx() ctx: GqlContext) {
    return listWebhooks(ctx);
  }

  @Query(() => [WebhookDelivery], { description: "Recent deliveries of one of the user's endpoints, newest first." })
  webhookDeliveries(@Args() args: WebhookDeliveriesArgs, @Ctx() ctx: GqlContext) {
    return listDeliveries(ctx, { ...args });
  }

  @Mutation(() => CreatedWebhook, { description: 'Registers an endpoint (https:// only).' })
  createWebhook(@Arg('input') input: CreateWebhookInput, @Ctx() ctx: GqlContext) {
    return createWebhook(ctx, { ...input });
  }

  @Mutation(() => WebhookEndpoint, { description: 'Changes the URL, events or enabled of an endpoint.' })
  updateWebhook(@Arg('id', () => Int) id: number, @Arg('input') input: UpdateWebhookInput, @Ctx() ctx: GqlContext) {
    return updateWebhook(ctx, id, stripUndefined({ ...input }));
  }

  @Mutation(() => Boolean, { description: 'Deletes an endpoint and its delivery history.' })
  deleteWebhook(@Arg('id', () => Int) id: number, @Ctx() ctx: GqlContext) {
    return deleteWebhook(ctx, id);
  }
}

const stripUndefined = (input: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined && value !== null));
