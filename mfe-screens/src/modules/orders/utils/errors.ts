import { CombinedGraphQLErrors } from '@apollo/client';
import { ApiError } from 'mfe-shared';

/** The server's error code (extensions.code / HTTP status) and message of a failed call. */
export type ServerFailure = { code: string | null; status: number | null; message: string | null };

const STATUS_OF_CODE: Record<string, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
};

/** Reads a GraphQL error (extensions.code) or a REST ApiError into one shape. */
export function serverFailure(error: unknown): ServerFailure {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const code = typeof first?.extensions?.code === 'string' ? first.extensions.code : null;
    return { code, status: code ? (STATUS_OF_CODE[code] ?? null) : null, message: first?.message ?? null };
  }
  if (error instanceof ApiError) {
    return { code: null, status: error.status, message: error.serverMessage ?? null };
  }
  return { code: null, status: null, message: null };
}

/** The server's own words for a 400, 403 or 409 (those explain themselves); null otherwise. */
export function explainableMessage(error: unknown): string | null {
  const failure = serverFailure(error);
  return failure.status === 400 || failure.status === 403 || failure.status === 409 ? failure.message : null;
}
