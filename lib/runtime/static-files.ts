// The build's scripts and stylesheets (/_next/static/chunks/…) as compressed once at build time
// (compress-static.mjs): brotli to a browser that takes it (over HTTPS; Chromium asks for it on no other),
// zopfli's gzip otherwise. Next would gzip each answer afresh at zlib's level 6, and send a file under 1 kB
// as it is. Only the files found when the server starts are served here, by their exact names, so no
// address a visitor writes reaches the file system; a file without its copies, a HEAD, a Range and a
// request that takes neither encoding go on to Next as before.

import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { scriptFileHeaders } from '@/lib/security-headers';
import { acceptedEncodings } from './page-cache';
import { COMPRESSED_TYPES } from './static-chunks.mjs';

const PREFIX = '/_next/static/chunks/';
const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';

interface StaticFile {
  type: string;
  etag: string;
  br: Buffer;
  gzip: Buffer;
}

/** Reads the compressed copies under `dir`; answers with one of them, or returns false for Next to answer. */
export function createStaticFiles(dir: string) {
  const files = new Map<string, StaticFile>();
  if (existsSync(dir))
    for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      const extension = name.slice(name.lastIndexOf('.') + 1);
      const type = Object.hasOwn(COMPRESSED_TYPES, extension) ? COMPRESSED_TYPES[extension] : undefined;
      const path = join(dir, name);
      if (!type || !existsSync(`${path}.br`) || !existsSync(`${path}.gz`)) continue;
      const etag = `W/"${createHash('sha256').update(readFileSync(path)).digest('base64url').slice(0, 22)}"`;
      files.set(`${PREFIX}${name.split('\\').join('/')}`, { type, etag, br: readFileSync(`${path}.br`), gzip: readFileSync(`${path}.gz`) });
    }

  return function answerStatic(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET' || request.headers.range) return false;
    const file = files.get((request.url ?? '').split('?')[0]);
    const encoding = file && acceptedEncodings(request.headers['accept-encoding']).find((name) => name === 'br' || name === 'gzip');
    if (!file || !encoding) return false;
    for (const { key, value } of scriptFileHeaders) response.setHeader(key, value);
    response.setHeader('cache-control', YEAR_IMMUTABLE);
    response.setHeader('vary', 'Accept-Encoding');
    response.setHeader('etag', file.etag);
    if (request.headers['if-none-match'] === file.etag) {
      response.writeHead(304);
      response.end();
      return true;
    }
    const body = encoding === 'br' ? file.br : file.gzip;
    response.writeHead(200, { 'content-type': file.type, 'content-encoding': encoding, 'content-length': body.length });
    response.end(body);
    return true;
  };
}
