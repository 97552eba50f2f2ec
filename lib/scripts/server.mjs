// The production server: Next's request handler behind a plain Node HTTP server, so that the
// caller's address comes from the socket. `next start` keeps an X-Forwarded-For the client sent,
// which would let anyone pick the address that per-IP limits count. Here the header is replaced by
// the socket address, or, with TRUSTED_PROXY_HOPS=n, the socket address is appended to what our
// own n proxies wrote (lib/server/http/client-ip.ts reads it back).
// Usage: node lib/scripts/server.mjs [port] [hostname]; the hostname defaults to HOST, else 127.0.0.1.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import next from 'next';
import { listenHost, publicOriginOrLeave, refuseOpenOutbox } from './listen-host.mjs';
import { createPageCache } from './page-cache.mjs';
import { cleanRequestHeaders, limitBody, markLocal, METHODS, onClientError, refuseMalformedPath, refuseMethod } from './request-guards.mjs';

const { MARK_KEY } = createRequire(import.meta.url)('../local-only.js');
const port = Number(process.argv[2] ?? process.env.PORT ?? 3000);
const hostname = listenHost(process.argv[3]);
const trustedHops = Number(process.env.TRUSTED_PROXY_HOPS) || 0;

refuseOpenOutbox(hostname);
// Read here, when the server starts, and by the pages per request (lib/site-origin.ts), never at build.
process.env.PUBLIC_ORIGIN = publicOriginOrLeave(hostname, port);
// The local outbox opens only to requests this process marked as from this machine (lib/local-only.js).
globalThis[MARK_KEY] = randomBytes(32).toString('base64url');

const app = next({ dev: false, hostname, port, dir: new URL('../..', import.meta.url).pathname });
const handle = app.getRequestHandler();
await app.prepare();
const serve = createPageCache();

let closing = false;
const underWay = new Set();
const server = createServer((request, response) => {
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
  else if (!refuseMalformedPath(request, response)) limitBody(request, response, () => serve(request, response, handle));
})
  .on('clientError', onClientError)
  .listen(port, hostname, () => {
    console.log(`portal ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}, public origin ${process.env.PUBLIC_ORIGIN}`);
    // Open the database and read the catalog now rather than on the first visitor's request (about
    // 1.5 s on PGlite); after a crash the restarted server is ready sooner. A database that is not
    // there yet is opened by the next request instead.
    fetch(`http://${hostname === '0.0.0.0' ? '127.0.0.1' : hostname}:${port}/api/vehicle/family/v1`).catch(() => undefined);
  });

// A deploy or Ctrl-C: take no new connections, let the requests under way finish (a pre-order's
// transaction commits rather than being cut) with Connection: close, then close the database
// (lib/server/db/client.ts keeps it on globalThis) and leave. After 10 s what is left is cut.
const SHUTDOWN_GRACE_MS = 10_000;
async function leave(code) {
  const database = await globalThis.__portalDb?.catch(() => undefined);
  await database?.close().catch(() => undefined);
  process.exit(code);
}
function shutDown() {
  if (closing) return;
  closing = true;
  for (const response of underWay) if (!response.headersSent) response.setHeader('Connection', 'close');
  setTimeout(() => {
    server.closeAllConnections();
    void leave(1);
  }, SHUTDOWN_GRACE_MS).unref();
  // close() also closes the connections that are idle now (Node 19 and later).
  server.close(() => void leave(0));
}
process.once('SIGTERM', shutDown);
process.once('SIGINT', shutDown);
