import { isConnectionLoss, isDatabaseTimeout } from './database-errors';

/**
 * The one error type services throw (DECISIONS.md 2). REST turns it into the HTTP status and
 * a JSON body { message, code, field? }; GraphQL into an error with extensions.code.
 */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  /** The portal is in maintenance mode (for everyone but admins): clients show their maintenance screen. */
  | 'MAINTENANCE'
  | 'SERVICE_UNAVAILABLE'
  /** The database cannot be reached (or did not answer in time): try again after Retry-After. */
  | 'DATABASE_UNAVAILABLE';

const STATUS: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  MAINTENANCE: 503,
  SERVICE_UNAVAILABLE: 503,
  DATABASE_UNAVAILABLE: 503,
};

/** One input field's problem: every field a 400 is about, so a form can show them all at once. */
export type FieldError = { field: string; message: string };

/** The HTTP status of an error code; also sent as GraphQL's `extensions.status`, so clients keep no table. */
export function statusOfCode(code: unknown): number | undefined {
  return typeof code === 'string' && code in STATUS ? STATUS[code as ErrorCode] : undefined;
}

/**
 * An answer to a client (a refusal, a bad input), not a fault: it carries no stack trace. Deciding
 * what a user may do builds one refusal per action it rules out (`availableActions` tries about
 * thirty per order), and capturing their stacks cost 4% of the server's CPU in the reads' benchmark.
 */
export class AppError extends Error {
  readonly status: number;
  /** 400 from input validation: every field that failed (the first is `field` and the message). */
  fields?: FieldError[];
  /** 429 and 503: seconds until trying again makes sense (the Retry-After header). */
  retryAfter?: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
  ) {
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = stackTraceLimit;
    this.name = 'AppError';
    this.status = STATUS[code];
  }
}

export const badInput = (message: string, field?: string) => new AppError('BAD_USER_INPUT', message, field);
export const unauthenticated = (message = 'Not signed in') => new AppError('UNAUTHENTICATED', message);
export const forbidden = (message = 'You are not allowed to do this') => new AppError('FORBIDDEN', message);
export const notFound = (what = 'Record') => new AppError('NOT_FOUND', `${what} not found`);
/** 409; `field` names the input that clashes (a taken username, a SKU in use). */
export const conflict = (message: string, field?: string) => new AppError('CONFLICT', message, field);

/** 429 with Retry-After, over REST and GraphQL (where the header rides on the error's `http` extension). */
export function tooManyRequests(message: string, retryAfterSeconds: number): AppError {
  const error = new AppError('TOO_MANY_REQUESTS', message);
  error.retryAfter = Math.max(1, Math.ceil(retryAfterSeconds));
  // graphql-js copies an original error's extensions; Apollo turns `http` into response headers.
  Object.assign(error, { extensions: { http: { headers: new Map([['retry-after', String(error.retryAfter)]]) } } });
  return error;
}

/** Seconds a client waits before trying again while the database is away (it is retried every second). */
const DATABASE_RETRY_AFTER = 2;

/** 503 DATABASE_UNAVAILABLE with Retry-After, over REST and GraphQL (the same way as tooManyRequests). */
export function databaseUnavailable(): AppError {
  const error = new AppError('DATABASE_UNAVAILABLE', 'The database is unavailable. Try again in a few seconds.');
  error.retryAfter = DATABASE_RETRY_AFTER;
  Object.assign(error, { extensions: { http: { status: 503, headers: new Map([['retry-after', String(error.retryAfter)]]) } } });
  return error;
}

/**
 * Database and ORM failures that mean bad input rather than a server fault, turned into AppError;
 * anything else stays a server error (500, message hidden outside development).
 */
export function toAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  if (isConnectionLoss(error) || isDatabaseTimeout(error)) return databaseUnavailable();
  const name = (error as { name?: string } | null)?.name ?? '';
  if (name === 'OptimisticLockError') {
    return conflict('This record was changed by someone else. Reload to see the latest version.');
  }
  if (name === 'UniqueConstraintViolationException') return conflict('A record with these values already exists');
  if (name === 'ForeignKeyConstraintViolationException') {
    return conflict('This record is referenced by other records');
  }
  return null;
}
