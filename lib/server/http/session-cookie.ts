import 'server-only';
import { siteOrigin } from '@/lib/urls/site-origin';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '@/lib/api/session-cookie';
import { SESSION_ABSOLUTE_MS } from '../auth/policy';

const ATTRIBUTES = 'Path=/; HttpOnly; SameSite=Lax';
const plainSecure = process.env.NODE_ENV === 'production' && !process.env.INSECURE_COOKIES ? '; Secure' : '';

/**
 * Whether the visitor reached the portal over HTTPS: its public origin is https, or the one of our
 * TRUSTED_PROXY_HOPS proxies the visitor reached says so in X-Forwarded-Proto (counted from the end, as
 * X-Forwarded-For is). Without a trusted proxy the header is the client's own word and counts for nothing.
 */
export function overHttps(headers: Pick<Headers, 'get'>) {
  if (siteOrigin().startsWith('https:')) return true;
  const hops = Number(process.env.TRUSTED_PROXY_HOPS) || 0;
  if (hops === 0) return false;
  const chain = (headers.get('x-forwarded-proto') ?? '').split(',').map((part) => part.trim().toLowerCase());
  return chain[Math.max(0, chain.length - hops)] === 'https';
}

/** The server-side mirror of the token for middleware (docs/product.md, Session); it never authorises an API call. */
export function sessionCookieHeader(token: string, headers: Pick<Headers, 'get'>) {
  const maxAge = `Max-Age=${SESSION_ABSOLUTE_MS / 1000}`;
  if (overHttps(headers)) return `${SECURE_SESSION_COOKIE}=${token}; ${ATTRIBUTES}; ${maxAge}; Secure`;
  return `${SESSION_COOKIE}=${token}; ${ATTRIBUTES}; ${maxAge}${plainSecure}`;
}

/** Clears both names, whichever this browser holds. */
export const clearedSessionCookieHeaders = () => [
  `${SECURE_SESSION_COOKIE}=; ${ATTRIBUTES}; Max-Age=0; Secure`,
  `${SESSION_COOKIE}=; ${ATTRIBUTES}; Max-Age=0${plainSecure}`,
];

/** The answer's headers that log this browser out. */
export const sessionCookieClearing = () => clearedSessionCookieHeaders().map((cookie): [string, string] => ['Set-Cookie', cookie]);
