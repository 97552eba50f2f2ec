// The header that carries the caller's address from the runtime to the routes: lib/runtime/request-guards.ts
// writes it from the socket, clientIp() (client-ip.ts) reads it back. Without 'server-only': the runtime loads it outside Next.
export const CLIENT_ADDRESS_HEADER = 'x-forwarded-for';

/** The client in the header's chain: the entry `hops` (TRUSTED_PROXY_HOPS) places from the end, as our nearest trusted proxy saw it. */
export function clientInChain(header: string | null | undefined, hops = Number(process.env.TRUSTED_PROXY_HOPS) || 0): string | undefined {
  const chain = (header ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return chain[Math.max(0, chain.length - 1 - hops)];
}
