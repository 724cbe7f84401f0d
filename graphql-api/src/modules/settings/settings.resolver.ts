import { Resolver } from 'type-graphql';

/** GraphQL for the settings module: thin, every rule is in the service. */
@Resolver()
export class SettingsResolver {}
