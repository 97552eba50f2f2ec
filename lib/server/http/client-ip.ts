import 'server-only';

/**
 * The caller's address for per-IP limits. `next start` fills X-Forwarded-For from the socket unless the
 * request already has one, so the last entry is the nearest hop; TRUSTED_PROXY_HOPS skips that many
 * proxies of our own (a load balancer that appends the real client address).
 */
export function clientIp(headers: Headers): string {
  const hops = Number(process.env.TRUSTED_PROXY_HOPS) || 0;
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return chain[Math.max(0, chain.length - 1 - hops)] ?? 'unknown';
}
