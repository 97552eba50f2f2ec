// The server every request passes: Next's request handler behind a plain Node HTTP server, so that the
// caller's address comes from the socket. `next start` keeps an X-Forwarded-For the client sent,
// which would let anyone pick the address that per-IP limits count. Here the header is replaced by
// the socket address, or, with TRUSTED_PROXY_HOPS=n, the socket address is appended to what our
// own n proxies wrote (lib/server/http/client-ip.ts reads it back).
// `npm start` (start.mjs) and `npm run dev` (dev.mjs) both serve through startServer(); plain `next start` or
// `next dev` would skip the guards, the page cache, the local outbox's mark and the graceful stop, so neither
// is a way to start the portal. `npm run build` compiles this file (lib/runtime/build.mjs) into
// .next/runtime/server.mjs: `node .next/runtime/server.mjs [port] [hostname]`; the hostname defaults to HOST, else 127.0.0.1.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';
import compression from 'compression';
import next from 'next';
import { setLocalMark } from '@/lib/local-only';
import { closeDatabase } from '@/lib/server/db/handle';
import { answerHealth } from './health';
import { listenHost, publicOriginOrLeave, refuseOpenOutbox } from './listen-host.mjs';
import { heldSheet, readFirstPaintSheets, rewriteFirstPaint } from './first-paint-response';
import { createPageCache, type Handler } from './page-cache';
import { createStaticFiles } from './static-files';
import { chunksDir } from './static-chunks.mjs';
import { cleanRequestHeaders, limitBody, markLocal, METHODS, onClientError, refuseMalformedPath, refuseMethod } from './request-guards';

// The project's root: two folders up from lib/runtime/server.ts and from its build, .next/runtime/server.mjs.
const ROOT = new URL('../..', import.meta.url).pathname;
// A deploy or Ctrl-C: after this long what is still under way is cut.
const SHUTDOWN_GRACE_MS = 10_000;

export interface ServerOptions {
  port: number;
  hostname: string;
  /** Next's development server (`npm run dev`): the same guards, without the page cache. */
  dev?: boolean;
}

/** Serves the portal on hostname:port through the guards until SIGTERM or SIGINT stops it gracefully. */
export async function startServer({ port, hostname, dev = false }: ServerOptions): Promise<void> {
  const trustedHops = Number(process.env.TRUSTED_PROXY_HOPS) || 0;
  refuseOpenOutbox(hostname);
  // Read here, when the server starts, and by the pages per request (lib/urls/site-origin.ts), never at build.
  process.env.PUBLIC_ORIGIN = publicOriginOrLeave(hostname, port);
  // The local outbox opens only to requests this process marked as from this machine (lib/local-only.js).
  setLocalMark(randomBytes(32).toString('base64url'));

  const app = next({ dev, hostname, port, dir: ROOT });
  const handle = app.getRequestHandler();
  await app.prepare();
  // Next's answers are compressed here rather than by Next (next.config.js: compress: false), so that a page
  // can be rewritten before (first-paint-response.ts); the page cache keeps what this sends, apart for a
  // browser that holds the stylesheet already.
  const compress = compression();
  const sheets = dev ? null : readFirstPaintSheets(ROOT);
  // In development every page renders afresh, so an edit shows on the next request.
  const serve = dev
    ? (request: IncomingMessage, response: ServerResponse, handler: Handler) => handler(request, response)
    : createPageCache({ variant: (request) => heldSheet(request, sheets) });
  // The build's scripts and stylesheets as compressed at build time (none in development).
  const answerStatic = dev ? () => false : createStaticFiles(chunksDir(ROOT));
  const render: Handler = (request, response) =>
    compress(request as never, response as never, () => {
      rewriteFirstPaint(request, response, sheets);
      void handle(request, response);
    });

  let closing = false;
  const underWay = new Set<ServerResponse>();
  const server = createServer((request, response) => {
    if (answerHealth(request, response, () => closing)) return;
    if (closing) response.setHeader('Connection', 'close');
    underWay.add(response);
    response.on('close', () => {
      underWay.delete(response);
      // Once the server is stopping, a keep-alive connection is closed as soon as its answer is out.
      if (closing) server.closeIdleConnections();
    });
    markLocal(request, trustedHops);
    cleanRequestHeaders(request, trustedHops);
    if (!METHODS.has(request.method ?? '')) refuseMethod(request, response);
    else if (!refuseMalformedPath(request, response))
      limitBody(request, response, () => answerStatic(request, response) || serve(request, response, render));
  })
    .on('clientError', onClientError)
    .listen(port, hostname, () => {
      console.log(
        `portal ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}, public origin ${process.env.PUBLIC_ORIGIN}`,
      );
      // Open the database and read the catalog now rather than on the first visitor's request (about
      // 1.5 s on PGlite); after a crash the restarted server is ready sooner. A database that is not
      // there yet is opened by the next request instead. In development the route compiles on first use instead.
      if (!dev) fetch(`http://${hostname === '0.0.0.0' ? '127.0.0.1' : hostname}:${port}/api/vehicle/family/v1`).catch(() => undefined);
    });

  // A deploy or Ctrl-C: /readyz says so at once; for DRAIN_DELAY_MS (0 unless set) requests are still
  // served, so a load balancer that asks /readyz stops sending them; then no new connections are taken,
  // the requests under way finish (a pre-order's transaction commits rather than being cut) with
  // Connection: close, and the database (the one Next's routes opened, lib/server/db/handle.ts) is
  // closed. After 10 s more, what is left is cut.
  async function leave(code: number) {
    await closeDatabase();
    process.exit(code);
  }
  function shutDown() {
    if (closing) return;
    closing = true;
    for (const response of underWay) if (!response.headersSent) response.setHeader('Connection', 'close');
    setTimeout(
      () => {
        setTimeout(() => {
          server.closeAllConnections();
          void leave(1);
        }, SHUTDOWN_GRACE_MS).unref();
        // close() also closes the connections that are idle now (Node 19 and later).
        server.close(() => void leave(0));
      },
      Number(process.env.DRAIN_DELAY_MS) || 0,
    );
  }
  process.once('SIGTERM', shutDown);
  process.once('SIGINT', shutDown);
}

// Run directly (`node .next/runtime/server.mjs [port] [hostname]`, as the scripts and specs do) rather than imported by start.mjs or dev.mjs.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await startServer({ port: Number(process.argv[2] ?? process.env.PORT ?? 3000), hostname: listenHost(process.argv[3]) });
}
