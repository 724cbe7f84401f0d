import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The server's message for a failed call (the first GraphQL error's, else the error's own). */
export function productErrorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? error.message;
  if (error instanceof Error) return error.message;
  return 'Something went wrong. Please try again.';
}
