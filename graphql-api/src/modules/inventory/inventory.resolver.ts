import { Resolver } from 'type-graphql';

/** GraphQL for the inventory module: thin, every rule is in the service. */
@Resolver()
export class InventoryResolver {}
