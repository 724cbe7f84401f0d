// How a failed statement is told from a database that cannot be reached: the health (db/health.ts)
// and the error answer (errors.ts, 503) both read it.

/** Node's socket failures: the server is not there or the link broke. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** PostgreSQL's: class 08 (connection exception), and the server shutting down or starting up. */
const SERVER_CODES = /^(08...|57P0[1-3])$/;
/**
 * pg's own messages for a connection that ended, never opened in time or stopped answering: the
 * whole message, or its end after knex's "<sql> - ". And knex's for a statement on a transaction
 * already ended: when a transaction's BEGIN fails because the connection was lost, knex still runs
 * the transaction's body, whose first statement then fails with it (the BEGIN's own error goes
 * nowhere). The portal runs no statement on a finished transaction otherwise.
 */
const CLIENT_MESSAGES =
  /(^| - )(Connection terminated( unexpectedly| due to connection timeout)?|timeout expired|Query read timeout|Client has encountered a connection error and is not queryable|Client was closed and is not queryable|Transaction query already complete, run with DEBUG=knex:tx for more info)$/;

/** True when `error` says the database cannot be reached (as opposed to a statement that failed). */
export function isConnectionLoss(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || SERVER_CODES.test(code))) return true;
  return typeof message === 'string' && CLIENT_MESSAGES.test(message);
}

/** A statement the server cancelled after the statement timeout, or no free connection in time. */
export const isDatabaseTimeout = (error: unknown) => {
  const { code, name } = (error ?? {}) as { code?: unknown; name?: unknown };
  return code === '57014' || name === 'KnexTimeoutError';
};
