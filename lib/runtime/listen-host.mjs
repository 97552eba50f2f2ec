// @ts-check
// Where the server listens: 127.0.0.1 unless HOST (or the server's second argument) says otherwise.
// Without SMTP_URL the codes of every sign-up and password reset stay in the local outbox, so such a
// server must not be reachable from other machines: it refuses to start rather than bind beyond loopback.
// Plain JavaScript, checked by tsc: `npm start` refuses before it builds, when there is no compiled runtime yet.
import { isLoopbackHost } from '../local-only.js';
import { resolvePublicOrigin } from '../urls/public-origin.js';

/** @param {string | undefined} [given] */
export const listenHost = (given = process.env.HOST) => given || '127.0.0.1';

/**
 * Leaves with code 1 and one sentence on stderr when `host` is beyond loopback and SMTP_URL is not set.
 * @param {string} host
 */
export function refuseOpenOutbox(host) {
  if (isLoopbackHost(host) || process.env.SMTP_URL) return;
  console.error(
    `portal: refusing to listen on ${host} without SMTP_URL, because anyone who can reach the server could read every sign-up and password-reset code at /dev/mailbox; set SMTP_URL or leave HOST at 127.0.0.1.`,
  );
  process.exit(1);
}

/**
 * The public origin of a server on host:port (lib/urls/public-origin.js); leaves with code 1 and one sentence when it has none.
 * @param {string} host
 * @param {string | number} port
 * @returns {string}
 */
export function publicOriginOrLeave(host, port) {
  const { origin, problem } = resolvePublicOrigin(process.env, host, port);
  if (origin) return origin;
  console.error(problem);
  process.exit(1);
}
