import { ApiError } from '../api';

/** One input field's problem, as the server names it (`field` in its coded errors). */
export type ServerFieldError = { field: string; message: string };

/**
 * What the server said about a failed call, the same for GraphQL (the first error's message and
 * `extensions`) and REST (the ApiError's status and `{ message, code, field, fields }` body):
 * its code, the HTTP status it stands for, its message and the input fields it is about.
 */
export type ServerFailure = {
  code: string | null;
  status: number | null;
  message: string | null;
  /** Every field the failure is about (all of a validation 400, the clashing one of a 409). */
  fields: ServerFieldError[];
};

type CodedError = {
  message?: unknown;
  code?: unknown;
  status?: unknown;
  field?: unknown;
  fields?: unknown;
};

const NO_FAILURE: ServerFailure = { code: null, status: null, message: null, fields: [] };

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

function fieldsOf(coded: CodedError, message: string | null): ServerFieldError[] {
  if (Array.isArray(coded.fields)) {
    return coded.fields.filter(
      (entry): entry is ServerFieldError => typeof entry?.field === 'string' && typeof entry?.message === 'string',
    );
  }
  const field = text(coded.field);
  return field && message ? [{ field, message }] : [];
}

function failureOf(coded: CodedError, status: number | null): ServerFailure {
  const message = text(coded.message);
  return { code: text(coded.code), status, message, fields: fieldsOf(coded, message) };
}

/**
 * Reads a failed call into one shape. GraphQL errors are recognised by their `errors` list (not
 * through Apollo's classes, so the portal's first load, which signs in over REST, holds no Apollo
 * code); the HTTP status is the one the server put in `extensions.status`.
 */
export function serverFailure(error: unknown): ServerFailure {
  if (error instanceof ApiError) {
    let body: CodedError = {};
    try {
      body = (JSON.parse(error.body) as CodedError | null) ?? {};
    } catch {
      // A body that is not JSON (a proxy's page): only the status is known.
    }
    return failureOf(body, error.status);
  }
  const graphQLErrors = (error as { errors?: unknown } | null)?.errors;
  if (Array.isArray(graphQLErrors) && graphQLErrors.length > 0) {
    const first = graphQLErrors[0] as { message?: unknown; extensions?: CodedError };
    const extensions = first.extensions ?? {};
    const status = typeof extensions.status === 'number' ? extensions.status : null;
    return failureOf({ ...extensions, message: first.message }, status);
  }
  return NO_FAILURE;
}

/** The server's own words for a 400, 403 or 409 (those explain themselves); null otherwise. */
export function explainableMessage(error: unknown): string | null {
  const failure = serverFailure(error);
  return failure.status === 400 || failure.status === 403 || failure.status === 409 ? failure.message : null;
}
