/** The SQLSTATE of a database error, whether the driver's or drizzle's wrapper around it. */
export function pgErrorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 3; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';
export const LOCK_NOT_AVAILABLE = '55P03';

// SQLSTATEs of a server that is not there for us right now: connection failures (class 08), a
// server shutting down, crashing or starting (57P01–57P03), no connection slot left (53300).
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;
// What node-postgres and Node's sockets say when the server is gone or never answered.
const UNAVAILABLE_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client (has encountered a connection error|was closed) and is not queryable)/;

/**
 * Whether a failure is the database being unreachable (down, restarting, out of connections) rather
 * than a bug: the API answers that with Retry-After, as a retry later can succeed.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 3; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_STATES.test(code) || UNAVAILABLE_ERRNOS.has(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    // A refused connection to "localhost" is an AggregateError of one refusal per address.
    if (current instanceof AggregateError && current.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
