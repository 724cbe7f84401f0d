import type { GraphQLSchema } from 'graphql';
import { buildSchema, type NonEmptyArray } from 'type-graphql';
import { AuthResolver } from '../modules/auth/auth.resolver';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const resolvers: NonEmptyArray<Function> = [AuthResolver];

let cached: Promise<GraphQLSchema> | undefined;

/** Validation runs in the services (one place for REST and GraphQL), not in type-graphql. */
export function buildPortalSchema(): Promise<GraphQLSchema> {
  cached ??= buildSchema({ resolvers, validate: false, emitSchemaFile: false });
  return cached;
}
