import { Resolver } from 'type-graphql';

/** GraphQL for the connections module: thin, every rule is in the service. */
@Resolver()
export class ConnectionResolver {}
