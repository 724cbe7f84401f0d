import { Resolver } from 'type-graphql';

/** GraphQL for the search module: thin, every rule is in the service. */
@Resolver()
export class SearchResolver {}
