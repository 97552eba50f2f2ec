// A small in-memory cache of the public pages in front of Next's handler. Next renders a public page
// at about 600 requests a second on this 2-core machine; from memory the same answer goes out at
// several thousand. A page is kept for PAGE_CACHE_MS (30 s by default) and then rendered again (the
// old copy answering meanwhile), so a catalog or content change shows within about that time;
// invalidate(tag) (lib/server/cache/invalidate.ts) drops the pages of that tag (page-tags.ts) at once, and
// a copy rendered before a time its data changes by itself at (invalidateAt) is not sent from that time on.
// PAGE_CACHE_MS=0 turns the cache off.
//
// Only what is the same for everyone is kept: GET and HEAD of the public pages of lib/urls/routing.mjs,
// without the login-clearing `forget` query and without the headers of Next's client navigations (RSC payloads),
// and of the API's public reads (families, a family, addresses, news, magazine) asked without a token,
// answered 200 without Set-Cookie. Member pages, the configurator and the rest of the API never pass through.
// The API's reads pay Next's route handling on every call otherwise (about 900 a second against tens of
// thousands for the same bytes from memory; npm run bench:api measures both side by side).
// A kept copy carries an ETag (Next's, or the hash of its bytes: every page renders per request since
// the public origin is read at start, so Next sends none), and a matching If-None-Match gets a 304. It
// goes out with a Content-Security-Policy naming its inline scripts by their hashes rather than the
// nonce of the render it came from, which every visitor of the copy would share (inline-script-policy.ts).

import { FORGET_PARAM } from '@/lib/urls/params.mjs';
import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { type CacheTag, registerCache } from '@/lib/server/cache/invalidate';
import { changedSince } from '@/lib/server/cache/invalidate-at';
import { STAFF_TOKEN_HEADER, TOKEN_HEADER } from '@/lib/api/token-headers';
import { keptCopyPolicy } from './inline-script-policy';
import { pageTags } from './page-tags';
import { isPublicApiRead, isPublicPage } from '../urls/routing.mjs';

/** Next's request handler, or whatever answers a request the cache does not. */
export type Handler = (request: IncomingMessage, response: ServerResponse) => unknown;

interface Entry {
  at: number;
  /** When its render began: what it shows was read after that. */
  since: number;
  tags: readonly CacheTag[];
  headers: OutgoingHttpHeaders;
  body: Buffer;
  refreshing?: boolean;
}

// x-middleware-prefetch makes Next answer `{}`; the request guards (request-guards.ts) drop it, and it is listed here too.
const CLIENT_NAVIGATION_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-action',
  'x-middleware-prefetch',
];

// A call with a member's or a staff member's token is answered by Next, so what a token could ever change in an
// answer (or a token refused) never reaches anyone else.
const TOKEN_HEADERS = [TOKEN_HEADER, STAFF_TOKEN_HEADER];

/** Whether a request may be answered from, or stored in, the cache; the page's key if so. */
export function cacheKey(request: IncomingMessage): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (CLIENT_NAVIGATION_HEADERS.some((name) => request.headers[name] !== undefined)) return null;
  const url = new URL(request.url ?? '/', 'http://portal');
  if (url.searchParams.has(FORGET_PARAM) || url.searchParams.has('_rsc')) return null;
  if (isPublicApiRead(url.pathname))
    return TOKEN_HEADERS.some((name) => request.headers[name] !== undefined) ? null : `${url.pathname}${url.search}`;
  if (!isPublicPage(url.pathname)) return null;
  return `${url.pathname}${url.search}`;
}

const COMPRESSIONS = ['br', 'gzip', 'deflate'];

/**
 * The content-encodings a request accepts, in the order a copy is looked for: compressed first (br, gzip,
 * deflate, whatever q-values rank them: each is the same content, and the smaller one goes out), identity last.
 * `*` stands for every encoding the request does not name with q=0.
 */
export function acceptedEncodings(header: string | undefined): string[] {
  const accepted = new Set<string>();
  const refused = new Set<string>();
  const parts = String(header ?? '')
    .toLowerCase()
    .split(',')
    .map((part) => part.split(';').map((piece) => piece.trim()));
  for (const [name, ...parameters] of parts) if (parameters.some((parameter) => /^q=0(\.0*)?$/.test(parameter))) refused.add(name);
  for (const [name] of parts)
    for (const encoding of name === '*' ? COMPRESSIONS : [name]) if (!refused.has(encoding)) accepted.add(encoding);
  return [...COMPRESSIONS.filter((encoding) => accepted.has(encoding)), 'identity'];
}

interface PageCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  /** Which of a page's renderings a request gets, when one page renders in more than one way ('' for the usual one). */
  variant?: (request: IncomingMessage) => string;
}

export function createPageCache({
  ttlMs = Number(process.env.PAGE_CACHE_MS ?? 30_000),
  maxEntries = 1000,
  variant = () => '',
}: PageCacheOptions = {}) {
  const entries = new Map<string, Entry>();
  // How many invalidations there were, and the last one of each tag: a page whose render began before
  // an invalidation of one of its tags shows what was invalidated, and is not kept.
  let drops = 0;
  const droppedAt = new Map<CacheTag, number>();
  registerCache((tags) => {
    drops += 1;
    for (const tag of tags) droppedAt.set(tag, drops);
    for (const [key, entry] of entries) if (entry.tags.some((tag) => tags.has(tag))) entries.delete(key);
  });

  /** Answers from the cache, or lets `handle` answer and keeps a copy of a cacheable answer. */
  return function serve(request: IncomingMessage, response: ServerResponse, handle: Handler): unknown {
    const page = ttlMs > 0 ? cacheKey(request) : null;
    if (!page) return handle(request, response);
    // A page rendered another way is kept beside the usual one ('#' is never part of a request's address).
    const kind = page.startsWith('/api/') ? '' : variant(request);
    const stored = kind ? `${page}#${kind}` : page;
    // A copy is kept under the encoding Next really sent, and goes only to a request that accepts it.
    // A copy rendered before a time its data changes at (a scheduled news item, a price list's day) is
    // never sent at or after that time, not even while a new one renders: the list shows it at its time.
    for (const kept of [...COMPRESSIONS, 'identity']) {
      const copy = entries.get(`${kept} ${stored}`);
      if (copy && changedSince(copy.tags, copy.since)) entries.delete(`${kept} ${stored}`);
    }
    const encoding = acceptedEncodings(request.headers['accept-encoding']).find((candidate) => entries.has(`${candidate} ${stored}`));
    const hit = encoding ? entries.get(`${encoding} ${stored}`) : undefined;
    // An old copy still answers while one request renders the page again, so a busy page never
    // waits for Next all at once when its time is up.
    const fresh = hit && Date.now() - hit.at < ttlMs;
    if (hit && !fresh && !hit.refreshing && request.method === 'GET') hit.refreshing = true;
    else if (hit) {
      if (hit.headers.etag && request.headers['if-none-match'] === hit.headers.etag) {
        // The page's own headers (the security headers among them) without those of its body.
        const headers = { ...hit.headers, 'x-page-cache': 'hit' };
        delete headers['content-length'];
        delete headers['content-encoding'];
        response.writeHead(304, headers);
        response.end();
        return undefined;
      }
      response.writeHead(200, { ...hit.headers, 'content-length': hit.body.length, 'x-page-cache': 'hit' });
      response.end(request.method === 'HEAD' ? undefined : hit.body);
      return undefined;
    }
    if (request.method === 'HEAD') return handle(request, response);

    const tags = pageTags(page.split('?')[0]);
    const renderedAfter = drops;
    const since = Date.now();
    const chunks: Buffer[] = [];
    const write = response.write.bind(response) as (...args: unknown[]) => boolean;
    const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
    const keep = (chunk: unknown, encoding: unknown) => {
      if (chunk && typeof chunk !== 'function')
        chunks.push(Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : undefined));
    };
    // Next writes through these; each piece is kept as it goes out.
    response.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
      keep(chunk, encoding);
      return write(chunk, encoding, callback);
    }) as ServerResponse['write'];
    response.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
      keep(chunk, encoding);
      return end(chunk, encoding, callback);
    }) as ServerResponse['end'];
    response.on('close', () => {
      if (hit) hit.refreshing = false;
    });
    response.on('finish', () => {
      // A page that is no longer there (or no longer the same for everyone) leaves the cache.
      if (response.statusCode !== 200 || response.hasHeader('set-cookie') || response.hasHeader('x-middleware-skip')) {
        // Every rendering of it: each encoding, each way.
        for (const key of entries.keys()) if (key.slice(key.indexOf(' ') + 1).split('#')[0] === page) entries.delete(key);
        return;
      }
      if (tags.some((tag) => (droppedAt.get(tag) ?? 0) > renderedAfter)) return;
      const encoding = String(response.getHeader('content-encoding') ?? 'identity').toLowerCase();
      const body = Buffer.concat(chunks);
      const policy = keptCopyPolicy(response.getHeader('content-type'), encoding, body);
      if (!policy) return;
      const key = `${encoding} ${stored}`;
      const oldest = entries.keys().next().value;
      if (entries.size >= maxEntries && oldest !== undefined) entries.delete(oldest);
      const headers = { ...response.getHeaders(), 'content-security-policy': policy };
      delete headers['transfer-encoding'];
      delete headers.date;
      headers.etag ??= `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      entries.set(key, { at: Date.now(), since, tags, headers, body });
    });
    return handle(request, response);
  };
}
