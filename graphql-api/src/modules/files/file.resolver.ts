import { Resolver } from 'type-graphql';

/** GraphQL for the files module: thin, every rule is in the service. */
@Resolver()
export class AttachmentResolver {}
