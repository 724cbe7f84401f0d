import { Resolver } from 'type-graphql';

/** GraphQL for the users module: thin, every rule is in the service. */
@Resolver()
export class UserResolver {}
