import { Resolver } from 'type-graphql';

/** GraphQL for the audit module: thin, every rule is in the service. */
@Resolver()
export class AuditResolver {}
