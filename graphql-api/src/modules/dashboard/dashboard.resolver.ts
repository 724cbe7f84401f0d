import { Resolver } from 'type-graphql';

/** GraphQL for the dashboard module: thin, every rule is in the service. */
@Resolver()
export class DashboardResolver {}
