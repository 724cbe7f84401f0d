import { Resolver } from 'type-graphql';

/** GraphQL for the specifications module: thin, every rule is in the service. */
@Resolver()
export class SpecificationResolver {}
