import { Resolver } from 'type-graphql';

/** GraphQL for the orders module: thin, every rule is in the service. */
@Resolver()
export class OrderResolver {}
