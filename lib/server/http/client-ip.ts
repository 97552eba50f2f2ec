import 'server-only';
import { CLIENT_ADDRESS_HEADER, clientInChain } from './client-address';

/**
 * The caller's source for per-IP limits, sessions and the log. lib/runtime/request-guards.ts sets
 * CLIENT_ADDRESS_HEADER (X-Forwarded-For) to the socket address, appended to the header our TRUSTED_PROXY_HOPS proxies wrote;
 * the entry that many places from the end is the client as our nearest trusted proxy saw it. An IPv6
 * client counts as its /64, the block one subscriber holds: otherwise each of its addresses would be
 * a fresh source for the limits.
 */
export function clientIp(headers: Headers): string {
  const client = clientInChain(headers.get(CLIENT_ADDRESS_HEADER));
  return client ? sourceOf(client) : 'unknown';
}

/** An IPv4 address as it is (IPv4-mapped ones unwrapped), ::1 as it is, any other IPv6 address as its /64. */
export function sourceOf(address: string): string {
  const bare = address
    .toLowerCase()
    .replace(/%.*$/, '')
    .replace(/^\[|\]$/g, '');
  if (!bare.includes(':')) return bare;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
  if (mapped) return mapped[1];
  if (bare === '::1') return bare;
  const [head, tail] = bare.split('::');
  const front = head ? head.split(':') : [];
  const back = tail === undefined ? [] : tail ? tail.split(':') : [];
  const groups = tail === undefined ? front : [...front, ...Array<string>(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back];
  return `${groups
    .slice(0, 4)
    .map((group) => (Number.parseInt(group, 16) || 0).toString(16))
    .join(':')}::/64`;
}
