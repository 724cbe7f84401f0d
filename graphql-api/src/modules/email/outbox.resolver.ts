import { Resolver } from 'type-graphql';

/** GraphQL for the email module: thin, every rule is in the service. */
@Resolver()
export class OutboxResolver {}
