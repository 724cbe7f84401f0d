import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Ctx, Field, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GqlContext } from '../../graphql/context';
import {
  readAllSettingsForAdmin,
  readPublicSettings,
  readSettingsForAdmin,
  updateSettings,
} from './settings.service';

@ObjectType({ description: 'Settings anyone may read, before signing in (the login page).' })
export class PublicSettings {
  @Field()
  companyName!: string;

  @Field({ description: 'While on, the login page shows the demo-account buttons.' })
  demoMode!: boolean;

  @Field({ description: "The company's public website ('' when not set): the logo and Home link there." })
  websiteUrl!: string;

  @Field({ description: 'While on, only admins can use the portal.' })
  maintenanceMode!: boolean;
}

/** GraphQL for the settings module: thin, every rule is in the service. */
@Resolver()
export class SettingsResolver {
  @Query(() => GraphQLJSONObject, {
    description:
      "One settings tab's values (admin): general, notifications, security, database, email or logs. Secrets show as '********'.",
  })
  settings(@Arg('section') section: string, @Ctx() ctx: GqlContext) {
    return readSettingsForAdmin(ctx, section);
  }

  @Query(() => GraphQLJSONObject, { description: 'Every settings tab, keyed by section (admin).' })
  allSettings(@Ctx() ctx: GqlContext) {
    return readAllSettingsForAdmin(ctx);
  }

  @Query(() => PublicSettings, {
    description: 'Company name, demo mode and maintenance mode; no sign-in needed.',
  })
  publicSettings(@Ctx() ctx: GqlContext) {
    return readPublicSettings(ctx.em);
  }

  @Mutation(() => GraphQLJSONObject, {
    description:
      "Saves some values of a settings tab (admin) and answers the whole tab. A secret sent as '********' is kept.",
  })
  updateSettings(
    @Arg('section') section: string,
    @Arg('values', () => GraphQLJSONObject) values: Record<string, unknown>,
    @Ctx() ctx: GqlContext,
  ) {
    return updateSettings(ctx, section, values);
  }
}
