import { serverFailure } from 'mfe-shared';

/** The server's own message of a failed call (GraphQL or REST), if it sent one. */
export function serverMessage(error: unknown): string | undefined {
  return serverFailure(error).message ?? undefined;
}
