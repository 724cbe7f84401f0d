import { Arg, Ctx, Field, FieldResolver, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import type { GqlContext } from '../../graphql/context';
import { ApiToken } from './api-token.entity';
import { CreateApiTokenInput } from './api-token.inputs';
import { ApiTokenActionKind, apiTokenActions, createApiToken, listApiTokens, revokeApiToken } from './api-token.service';

@ObjectType({ description: 'A new API token: the secret is shown here once and never again.' })
export class CreatedApiToken {
  @Field({ description: 'Send it as `Authorization: Bearer <token>`.' })
  token!: string;

  @Field(() => ApiToken)
  apiToken!: ApiToken;
}

/** GraphQL for API tokens: thin, every rule is in the service. */
@Resolver(() => ApiToken)
export class ApiTokenResolver {
  @FieldResolver(() => [ApiTokenActionKind], { description: 'What the signed-in user may do to this token now (the screens show only these).' })
  availableActions(@Root() token: ApiToken, @Ctx() ctx: GqlContext): ApiTokenActionKind[] {
    return apiTokenActions(ctx, token);
  }

  @Query(() => [ApiToken], { description: "The signed-in user's API tokens; with all: true, every user's (admin)." })
  apiTokens(@Arg('all', () => Boolean, { nullable: true }) all: boolean | null, @Ctx() ctx: GqlContext) {
    return listApiTokens(ctx, Boolean(all));
  }

  @Mutation(() => CreatedApiToken, { description: 'Creates a personal API token (needs a signed-in browser session, not a token).' })
  createApiToken(@Arg('input') input: CreateApiTokenInput, @Ctx() ctx: GqlContext) {
    return createApiToken(ctx, { ...input });
  }

  @Mutation(() => ApiToken, { description: 'Revokes a token: the owner their own, an admin any (needs a browser session).' })
  revokeApiToken(@Arg('id', () => Int) id: number, @Ctx() ctx: GqlContext) {
    return revokeApiToken(ctx, id);
  }
}
