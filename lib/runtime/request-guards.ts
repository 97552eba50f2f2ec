// What the server checks before Next sees a request (lib/runtime/server.ts): Next's
// internal headers dropped, methods Next does not serve refused, the caller's address taken from the
// socket, a loopback caller marked for the local outbox, a malformed path refused, an oversized request
// head answered in the API's envelope, and a body counted as it arrives and cut at its limit (lib/api/body-limits.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { API_CODES, type ApiCode } from '@/lib/api/codes';
import { isLoopbackAddress, LOCAL_HEADER, localMark } from '@/lib/local-only';
import { securityHeaders } from '@/lib/security-headers';
import { CLIENT_ADDRESS_HEADER, clientInChain } from '@/lib/server/http/client-address';
import { STAFF_TOKEN_HEADER } from '@/lib/api/token-headers';
import { ARTICLE_BODY_BYTES, guardLimitOf, MAX_HELD_LARGE_BODIES, TOO_LARGE_MESSAGE } from '@/lib/api/body-limits';
import { isReadableRouterState } from './router-state';
import { mayUploadPictures } from './upload-sender';

// The methods Next serves; it answers any other (TRACE, CONNECT, WebDAV's) with a bare 500.
export const METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE']);

// Headers only Next itself may set between its own parts: from outside they skip the middleware
// (CVE-2025-29927's x-middleware-subrequest) or make Next answer `{}` without running the page or the
// API route (x-middleware-prefetch), which the page cache would then keep for everyone.
const INTERNAL_HEADER = /^(x-middleware-|x-invoke-|x-now-route-matches$|x-matched-path$|x-prerender-revalidate)/;

const isApi = (request: IncomingMessage) => (request.url ?? '').startsWith('/api/');
const guardHeaders = () => ({ ...Object.fromEntries(securityHeaders.map(({ key, value }) => [key, value])), 'Cache-Control': 'no-store' });
// The envelope with the code's own message (lib/api/codes.ts, as the route wrapper answers it).
const envelope = (code: ApiCode, data: unknown) => JSON.stringify({ code, message: API_CODES[code].message, data });
const invalid = (message: string) => envelope('V00001', { errors: [{ path: '', message }] });

interface Refusal {
  status: { api: number; page: number };
  text: string;
  /** The V00001 message; or the envelope to answer instead (the code's own message). */
  message?: string;
  code?: ApiCode;
  close?: boolean;
  headers?: Record<string, string>;
}

/** A refusal Next never sees: the API's envelope under /api (V00001 with `message`, else `code`), else plain text; both with the security headers. */
function refuse(
  request: IncomingMessage,
  response: ServerResponse,
  { status, text, message, code, close = false, headers: extra }: Refusal,
) {
  const headers = { ...guardHeaders(), ...(close ? { Connection: 'close' } : {}), ...extra };
  if (isApi(request)) {
    response.writeHead(status.api, { ...headers, 'Content-Type': 'application/json' });
    response.end(message === undefined ? envelope(code ?? 'E00500', null) : invalid(message));
  } else {
    response.writeHead(status.page, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' });
    response.end(text);
  }
}

/** Another method: the API's N00404 envelope (as for a method a route does not serve), else 405. */
export function refuseMethod(request: IncomingMessage, response: ServerResponse) {
  const headers = guardHeaders();
  if (isApi(request)) {
    response.writeHead(404, { ...headers, 'Content-Type': 'application/json' });
    response.end(envelope('N00404', null));
  } else {
    response.writeHead(405, { ...headers, Allow: [...METHODS].join(', '), 'Content-Type': 'text/plain; charset=utf-8' });
    response.end('Method Not Allowed');
  }
}

// A request head past Node's 16 KiB (a huge query string) never reaches Next: answer it with the
// API's envelope (V00001) rather than Node's bare 431.
const TOO_LARGE = invalid('請求的網址或標頭過大');

export function onClientError(error: NodeJS.ErrnoException, socket: Socket) {
  if (!socket.writable) return;
  if (error.code !== 'HPE_HEADER_OVERFLOW') {
    socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    return;
  }
  socket.end(
    [
      'HTTP/1.1 422 Unprocessable Entity',
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(TOO_LARGE)}`,
      'Cache-Control: no-store',
      'X-Frame-Options: DENY',
      "Content-Security-Policy: frame-ancestors 'none'",
      'X-Content-Type-Options: nosniff',
      'Connection: close',
      '',
      TOO_LARGE,
    ].join('\r\n'),
  );
}

/**
 * Drops Next's internal headers (and a router state it cannot read) and sets CLIENT_ADDRESS_HEADER to the socket address, or,
 * behind our own `trustedHops` proxies, appends it to what they wrote (lib/server/http/client-ip.ts reads it back).
 */
export function cleanRequestHeaders(request: IncomingMessage, trustedHops: number) {
  for (const name of Object.keys(request.headers)) if (INTERNAL_HEADER.test(name)) delete request.headers[name];
  // A router state Next cannot read would throw into a bare 500: without it the page renders whole.
  if (!isReadableRouterState(request.headers['next-router-state-tree'])) delete request.headers['next-router-state-tree'];
  const socketAddress = request.socket.remoteAddress ?? 'unknown';
  const forwarded = request.headers[CLIENT_ADDRESS_HEADER];
  request.headers[CLIENT_ADDRESS_HEADER] = trustedHops > 0 && forwarded ? `${forwarded}, ${socketAddress}` : socketAddress;
}

/**
 * Marks a request from this machine for the local outbox (lib/local-only.js), before
 * cleanRequestHeaders: its socket is loopback and so is the client our TRUSTED_PROXY_HOPS proxies
 * report. Without trusted proxies, a request that came through any proxy (it says so in
 * X-Forwarded-For, Forwarded, Via or X-Real-IP) is not marked, so a proxy on this machine does not
 * open the outbox to the internet: such headers can close it, never open it. Whatever a client sent
 * under the mark's name is dropped first.
 */
export function markLocal(request: IncomingMessage, trustedHops: number) {
  delete request.headers[LOCAL_HEADER];
  if (!isLoopbackAddress(request.socket.remoteAddress)) return;
  const { headers } = request;
  if (trustedHops === 0 && (headers[CLIENT_ADDRESS_HEADER] || headers.forwarded || headers.via || headers['x-real-ip'])) return;
  const chain = [...String(headers[CLIENT_ADDRESS_HEADER] ?? '').split(','), request.socket.remoteAddress ?? '']
    .map((part) => part.trim())
    .filter(Boolean);
  const client = chain[Math.max(0, chain.length - 1 - trustedHops)];
  if (isLoopbackAddress(client)) headers[LOCAL_HEADER] = localMark();
}

/** A path whose percent-encoding does not decode (`/api/%ff`): 400 here rather than a bare 500 from Next. */
export function refuseMalformedPath(request: IncomingMessage, response: ServerResponse): boolean {
  try {
    decodeURIComponent(new URL(request.url ?? '/', 'http://portal').pathname);
    return false;
  } catch {
    refuse(request, response, { status: { api: 400, page: 400 }, text: 'Bad Request', message: '網址含有無效的百分比編碼' });
    return true;
  }
}

// After a body is cut, a sender that goes on is disconnected this long after the answer went out.
const LINGER_MS = 2000;

/** The large bodies (past ARTICLE_BODY_BYTES, pictures on their way) held now, by the client address they come from. */
const largeBodiesHeld: string[] = [];
/** How many of them one address may send at once (an office's editors share one address). */
const LARGE_BODIES_AN_ADDRESS = 2;
/** A held picture that sends nothing this long, or is not whole after the longer time, is dropped and its place freed. */
const LARGE_BODY_IDLE_MS = 10_000;
const LARGE_BODY_MS = 120_000;

/**
 * Takes one of the MAX_HELD_LARGE_BODIES places for a large body, two an address: null when none is
 * free (the body is then answered E00500 with Retry-After, unread); else what to call as each piece
 * arrives, and once it is whole. The place is freed with the request, and by a sender that falls silent.
 */
function holdLargeBody(request: IncomingMessage, response: ServerResponse): ((done?: boolean) => void) | null {
  const header = request.headers[CLIENT_ADDRESS_HEADER];
  const from = clientInChain(Array.isArray(header) ? header.join(',') : header) ?? '';
  const fromThere = largeBodiesHeld.filter((address) => address === from).length;
  if (largeBodiesHeld.length >= MAX_HELD_LARGE_BODIES || fromThere >= LARGE_BODIES_AN_ADDRESS) return null;
  largeBodiesHeld.push(from);
  const drop = () => request.socket.destroy();
  const idle = setTimeout(drop, LARGE_BODY_IDLE_MS).unref();
  const deadline = setTimeout(drop, LARGE_BODY_MS).unref();
  const whole = () => {
    clearTimeout(idle);
    clearTimeout(deadline);
  };
  response.once('close', () => {
    whole();
    largeBodiesHeld.splice(largeBodiesHeld.indexOf(from), 1);
  });
  return (done = false) => (done ? whole() : idle.refresh());
}

/**
 * Counts a request body as the socket delivers it, whatever Content-Length or Content-Encoding say:
 * up to `limit` bytes are held here and handed to Next once complete (then `proceed` is called); past
 * it the request is answered (the route wrapper's V00001 under /api, else 413), the rest is dropped
 * unread and the connection closed. A body is never read whole before it is counted. A picture (a
 * limit past ARTICLE_BODY_BYTES) gets it, and one of the places, only once its console session is
 * looked up (mayUploadPictures): until then it may reach what any console call may, and its socket
 * waits past that; a sender the lookup does not know keeps that smaller limit.
 */
export function limitBody(
  request: IncomingMessage,
  response: ServerResponse,
  proceed: () => void,
  limit = guardLimitOf(new URL(request.url ?? '/', 'http://portal').pathname, request.headers[STAFF_TOKEN_HEADER]),
): void {
  const declared = request.headers['content-length'];
  if (request.headers['transfer-encoding'] === undefined && !(Number(declared) > 0)) return proceed();
  let refused = false;
  // Node destroys the socket once a Connection: close answer is out; with the upload still coming in,
  // that is a reset, which can make the client's system drop the answer unread. Half-close instead,
  // drop what still arrives, and cut the connection LINGER_MS later.
  const lingerAfterAnswer = () => {
    refused = true;
    const { socket } = request;
    socket.destroySoon = () => {
      socket.end();
      setTimeout(() => socket.destroy(), LINGER_MS).unref();
    };
  };
  const cut = () => {
    lingerAfterAnswer();
    refuse(request, response, { status: { api: 422, page: 413 }, text: 'Payload Too Large', message: TOO_LARGE_MESSAGE, close: true });
  };
  const busy = () => {
    lingerAfterAnswer();
    refuse(request, response, {
      status: { api: 500, page: 503 },
      text: 'Service Unavailable',
      code: 'E00500',
      close: true,
      headers: { 'Retry-After': '5' },
    });
  };
  if (Number(declared) > limit) return cut();
  // Node's HTTP parser hands each piece of the body to push(); held here, it never reaches a reader early.
  const push = request.push;
  const held: Buffer[] = [];
  let received = 0;
  let whole = false;
  let allowed = limit;
  let heard: ((done?: boolean) => void) | undefined;
  /** A picture's sender being looked up, and whether its socket waits meanwhile. */
  let judging = false;
  let waiting = false;
  const finish = () => {
    heard?.(true);
    request.push = push;
    // A body cut at the limit, or refused a place, was answered already: the route never runs.
    if (refused) return push.call(request, null);
    for (const piece of held) push.call(request, piece);
    push.call(request, null);
    setImmediate(proceed);
    return true;
  };
  if (limit > ARTICLE_BODY_BYTES) {
    allowed = ARTICLE_BODY_BYTES;
    judging = true;
    const judged = (mayUpload: boolean | null) => {
      judging = false;
      if (mayUpload === null) busy();
      else if (!mayUpload) {
        if (Number(declared) > allowed || received > allowed) cut();
      } else {
        heard = holdLargeBody(request, response) ?? undefined;
        if (heard) allowed = limit;
        else busy();
      }
      if (refused) held.length = 0;
      if (waiting) request.socket.resume();
      if (whole) finish();
    };
    // A database that cannot say (not open yet, unreachable) is answered as when no place is free.
    mayUploadPictures(request.headers[STAFF_TOKEN_HEADER] as string).then(judged, () => judged(null));
  }
  request.push = (chunk: Buffer | string | null, encoding?: BufferEncoding) => {
    if (chunk === null) {
      whole = true;
      if (!judging) return finish();
    } else if (!refused) {
      heard?.();
      received += chunk.length;
      if (received > allowed && !judging) {
        held.length = 0;
        cut();
      } else {
        held.push(typeof chunk === 'string' ? Buffer.from(chunk, encoding) : chunk);
        // Past what any console call may send, a picture whose sender is still being looked up waits.
        if (received > allowed && !waiting) {
          waiting = true;
          request.socket.pause();
        }
      }
    }
    return true;
  };
  return undefined;
}
