import { Resolver } from 'type-graphql';

/** GraphQL for the messages module: thin, every rule is in the service. */
@Resolver()
export class MessageResolver {}
