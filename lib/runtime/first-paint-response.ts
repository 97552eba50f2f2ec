// Puts first-paint.ts between Next and the compression of its answers: an HTML page Next writes is held until
// it is whole (its classes are known only then), rewritten once and passed on; anything else passes as it comes.
// A page is a few tens of kilobytes rendered in tens of milliseconds, and the page cache (page-cache.ts) keeps the
// rewritten copy, so the public pages pay it once per render.
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SHEET_COOKIE, withScriptsAfterFirstPaint } from './after-first-paint';
import { withFirstPaintCss } from './first-paint';
import type { FirstPaintSheets } from './first-paint-select';
import { firstPaintIndexPath } from './static-chunks.mjs';

/** The build's stylesheet index (written by first-paint-index.mjs); null without one, as in development. */
export function readFirstPaintSheets(root: string): FirstPaintSheets | null {
  const path = firstPaintIndexPath(root);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as FirstPaintSheets) : null;
}

/**
 * The stylesheet of this build the request's cookie says the browser holds ('' if none): a page then links
 * it as Next rendered it rather than carrying its rules. The page cache keeps the two renderings apart.
 */
export function heldSheet(request: IncomingMessage, sheets: FirstPaintSheets | null): string {
  if (!sheets) return '';
  const named = new RegExp(`(?:^|;\\s*)${SHEET_COOKIE}=([\\w.-]+)`).exec(request.headers.cookie ?? '')?.[1];
  return (named && Object.keys(sheets).find((name) => name.split('/').pop() === named)) || '';
}

type Write = (chunk: unknown, encoding?: unknown, callback?: unknown) => boolean;
type End = (chunk?: unknown, encoding?: unknown, callback?: unknown) => ServerResponse;

const toBuffer = (chunk: unknown, encoding: unknown) =>
  chunk instanceof Uint8Array
    ? Buffer.from(chunk)
    : Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');

/** Holds and rewrites the HTML page `response` will carry, if it is one; returns at once. */
export function rewriteFirstPaint(request: IncomingMessage, response: ServerResponse, sheets: FirstPaintSheets | null): void {
  if (!sheets || request.method !== 'GET') return;
  const write = response.write.bind(response) as Write;
  const end = response.end.bind(response) as End;
  let held: Buffer[] | null | undefined;
  // Decided at the first piece, when Next has set the page's headers; a length already sent could not change.
  // (A Content-Encoding may be set by then: the compression this passes the page on to sets it.)
  const hold = () =>
    (held ??=
      String(response.getHeader('content-type') ?? '').startsWith('text/html') &&
      !(response.headersSent && response.getHeader('content-length') !== undefined)
        ? []
        : null);
  const done = (encoding: unknown, callback: unknown) => {
    const after = typeof encoding === 'function' ? encoding : callback;
    if (typeof after === 'function') process.nextTick(after as () => void);
  };
  response.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    const pieces = hold();
    if (!pieces) return write(chunk, encoding, callback);
    pieces.push(toBuffer(chunk, encoding));
    done(encoding, callback);
    return true;
  }) as ServerResponse['write'];
  response.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    const pieces = hold();
    if (!pieces) return end(chunk, encoding, callback);
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') pieces.push(toBuffer(chunk, encoding));
    const body = Buffer.concat(pieces).toString('utf8');
    let html = body;
    try {
      const page = withFirstPaintCss(body, sheets, heldSheet(request, sheets));
      html = withScriptsAfterFirstPaint(page.html, page.deferred);
    } catch (error) {
      // A page this cannot rewrite still goes out, as Next rendered it (its path logged, never its query).
      const path = new URL(request.url ?? '/', 'http://portal').pathname;
      console.error(
        JSON.stringify({ level: 'error', msg: 'first paint: page left as rendered', path, reason: String(error).slice(0, 300) }),
      );
    }
    if (!response.headersSent) response.removeHeader('content-length');
    return end(html, 'utf8', typeof chunk === 'function' ? chunk : typeof encoding === 'function' ? encoding : callback);
  }) as ServerResponse['end'];
}
