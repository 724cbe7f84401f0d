import { Resolver } from 'type-graphql';

/** GraphQL for the products module: thin, every rule is in the service. */
@Resolver()
export class ProductResolver {}
