import { CombinedGraphQLErrors } from '@apollo/client';

/** The server's own message of a failed GraphQL call (the first error), if it sent one. */
export function serverMessage(error: unknown): string | undefined {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message || undefined;
  return undefined;
}

/** The GraphQL error code (BAD_USER_INPUT, CONFLICT, FORBIDDEN...) of a failed call. */
export function serverCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}
