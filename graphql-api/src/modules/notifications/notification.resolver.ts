import { Resolver } from 'type-graphql';

/** GraphQL for the notifications module: thin, every rule is in the service. */
@Resolver()
export class NotificationResolver {}
