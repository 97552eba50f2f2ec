import 'server-only';

/**
 * The caller's address for per-IP limits. lib/scripts/server.mjs sets X-Forwarded-For to the socket
 * address, appended to the header our TRUSTED_PROXY_HOPS proxies wrote; the entry that many places from
 * the end is the client as our nearest trusted proxy saw it.
 */
export function clientIp(headers: Headers): string {
  const hops = Number(process.env.TRUSTED_PROXY_HOPS) || 0;
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return chain[Math.max(0, chain.length - 1 - hops)] ?? 'unknown';
}
