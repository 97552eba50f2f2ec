import 'server-only';
import pino from 'pino';

/**
 * One JSON line per request; callers pass only fields that hold no secret (no body, query or token).
 * On stdout, or on stderr with LOG_FD=2 (the staff tool, whose stdout is what it tells the staff).
 */
export const logger = pino(
  {
    level: process.env.LOG_LEVEL || (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
    base: { service: 'truck-portal' },
    redact: { paths: ['password', '*.password', 'token', '*.token', 'headers'], remove: true },
  },
  process.env.LOG_FD === '2' ? pino.destination(2) : undefined,
);

/** An error's message without the query parameters drizzle appends (codes, addresses, mail bodies). */
export const safeReason = (error: unknown) =>
  (error instanceof Error ? ((error.cause instanceof Error ? error.cause : error).message ?? '') : String(error))
    .split('\nparams:')[0]
    .slice(0, 500);
